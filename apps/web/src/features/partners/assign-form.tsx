import {
  partnerFirmAssignSchema,
  type PartnerFirm,
  type PartnerFirmAssign,
} from '@georisk/contract';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { SelectField, SwitchField } from '../../components/form/form-fields';
import { useCheckedForm } from '../../hooks/use-checked-form';
import { useUserListQuery } from '../../api/user-list-api';

interface Values {
  partner_firm_id: string;
  user_id: string;
  is_owner: boolean;
}

/** Put a partner in a firm (moving them out of any other); optionally as one of its owners. */
export const AssignForm = ({
  firms,
  onAssign,
  warn,
}: {
  firms: PartnerFirm[];
  onAssign: (body: PartnerFirmAssign) => Promise<void>;
  warn: (text: string) => void;
}) => {
  const users = useUserListQuery({ limit: 500 });
  const partners = (users.data?.user ?? []).filter((user) => user.is_partner);
  const form = useCheckedForm({
    schema: partnerFirmAssignSchema,
    initial: { partner_firm_id: '', user_id: '', is_owner: false } as Values,
    // Left off, the server makes the firm's first partner its owner.
    prepare: ({ is_owner, ...values }) => ({ ...values, ...(is_owner && { is_owner }) }),
    send: onAssign,
    warn,
  });
  const owner = form.field('is_owner');
  return (
    <Form noValidate onSubmit={form.submit}>
      <div className="row g-3">
        <div className="col-md-6">
          <SelectField
            id="assign-firm"
            label="Firm"
            placeholder="Choose a firm"
            options={firms.map((f) => ({ value: f.partner_firm_id, label: f.name }))}
            {...form.field('partner_firm_id')}
          />
        </div>
        <div className="col-md-6">
          <SelectField
            id="assign-partner"
            label="Partner"
            placeholder="Choose a partner"
            options={partners.map((p) => ({ value: p.user_id, label: `${p.name} (${p.email})` }))}
            {...form.field('user_id')}
          />
        </div>
      </div>
      <SwitchField
        label="Owner of the firm"
        hint="Owners manage the firm's payout details. A firm's first partner is its owner."
        checked={owner.value}
        onChange={owner.onChange}
      />
      <Button type="submit" disabled={form.busy}>
        Assign partner
      </Button>
    </Form>
  );
};
