import { voucherRedeemSchema, type CreditAccountChoice } from '@georisk/contract';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { SelectField, TextField } from '../../components/form/form-fields';
import { useCheckedForm } from '../../hooks/use-checked-form';

interface Values {
  code: string;
  account: CreditAccountChoice;
}

/**
 * The voucher code (any case, dashes optional) and, for a company's owner or admin, whose
 * account receives the credits. Checked with the contract's schema before it is sent.
 */
export const RedeemForm = ({
  companyName,
  onRedeem,
  warn,
}: {
  /** Set for a company's owner or admin: they may redeem for the company (the default). */
  companyName?: string;
  onRedeem: (body: { code: string; account?: CreditAccountChoice }) => Promise<void>;
  warn: (text: string) => void;
}) => {
  const form = useCheckedForm({
    schema: voucherRedeemSchema,
    initial: { code: '', account: companyName ? 'company' : 'personal' } as Values,
    send: async (body) => {
      await onRedeem(body);
      form.setValues({ ...form.values, code: '' });
    },
    warn,
  });
  return (
    <Form noValidate onSubmit={form.submit} className="redeem-form">
      <TextField
        id="voucher-code"
        label="Voucher code"
        placeholder="ABCD-EFGH-JKMN"
        autoComplete="off"
        maxLength={40}
        {...form.field('code')}
      />
      {companyName && (
        <SelectField
          id="voucher-account"
          label="Add the credits to"
          options={[
            { value: 'company', label: companyName },
            { value: 'personal', label: 'My own account' },
          ]}
          value={form.values.account}
          onChange={(account) =>
            form.setValues({ ...form.values, account: account as Values['account'] })
          }
        />
      )}
      <Button type="submit" disabled={form.busy}>
        Redeem
      </Button>
    </Form>
  );
};
