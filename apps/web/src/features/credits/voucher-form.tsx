import { voucherInsertSchema, type VoucherInsert } from '@georisk/contract';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { TextField } from '../../components/form/form-fields';
import { useCheckedForm } from '../../hooks/use-checked-form';

interface Values {
  credits: string;
  max_uses: string;
  /** A date (yyyy-mm-dd): the code works until the end of that day, local time. */
  expires_on: string;
  note: string;
}

const whole = (typed: string) => (/^\s*\d+\s*$/.test(typed) ? Number(typed) : typed);
const endOfDay = (day: string) => {
  const end = new Date(`${day}T23:59:59`);
  return Number.isNaN(end.getTime()) ? day : end.toISOString();
};
const inDays = (days: number) => {
  const day = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
};

/** Issue a code: credits, how many people or companies may redeem it, until when, a note. */
export const VoucherForm = ({
  onIssue,
  warn,
}: {
  onIssue: (body: VoucherInsert) => Promise<void>;
  warn: (text: string) => void;
}) => {
  const form = useCheckedForm({
    schema: voucherInsertSchema,
    initial: { credits: '5', max_uses: '1', expires_on: inDays(30), note: '' } as Values,
    prepare: ({ expires_on, ...values }) => ({
      ...values,
      credits: whole(values.credits),
      max_uses: whole(values.max_uses),
      expires_at: endOfDay(expires_on),
    }),
    send: onIssue,
    warn,
  });
  return (
    <Form noValidate onSubmit={form.submit}>
      <div className="row g-3">
        <div className="col-sm-4">
          <TextField
            id="voucher-credits"
            label="Credits"
            inputMode="numeric"
            {...form.field('credits')}
          />
        </div>
        <div className="col-sm-4">
          <TextField
            id="voucher-uses"
            label="Uses"
            inputMode="numeric"
            hint="How many people or companies may redeem it"
            {...form.field('max_uses')}
          />
        </div>
        <div className="col-sm-4">
          <TextField
            id="voucher-expiry"
            label="Expires on"
            type="date"
            {...form.field('expires_on')}
          />
        </div>
      </div>
      <TextField id="voucher-note" label="Note" maxLength={200} {...form.field('note')} />
      <Button type="submit" disabled={form.busy}>
        Issue voucher
      </Button>
    </Form>
  );
};
