import { proposalFormSchema, type ProposalForm as ProposalBody } from '@georisk/contract';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { TextField } from '../../components/form/form-fields';
import { useCheckedForm } from '../../hooks/use-checked-form';

interface Values {
  price_credits: string;
  delivery_hours: string;
  note: string;
}

/** A typed whole number as the contract reads it: a number when it is one, else the text (refused). */
const asNumber = (typed: string) => (/^\s*-?\d+(\.\d+)?\s*$/.test(typed) ? Number(typed) : typed);

/**
 * A firm's offer on a request awaiting quotes: price in credits, delivery in hours, a note;
 * checked by the contract's schema in its order (docs/rules/proposals.md).
 */
export const ProposalForm = ({
  replacing,
  onSend,
  warn,
}: {
  /** The firm's open offer, which a new one replaces. */
  replacing: boolean;
  onSend: (body: ProposalBody) => Promise<void>;
  warn: (text: string) => void;
}) => {
  const id = useId();
  const form = useCheckedForm<Values, ProposalBody>({
    schema: proposalFormSchema,
    initial: { price_credits: '', delivery_hours: '', note: '' },
    prepare: (values) => ({
      ...values,
      price_credits: asNumber(values.price_credits),
      delivery_hours: asNumber(values.delivery_hours),
    }),
    send: onSend,
    warn,
  });
  return (
    <Form noValidate onSubmit={form.submit} className="mt-3">
      <div className="row g-2">
        <div className="col-sm-6">
          <TextField
            id={`${id}-price`}
            label="Price in credits"
            inputMode="numeric"
            {...form.field('price_credits')}
          />
        </div>
        <div className="col-sm-6">
          <TextField
            id={`${id}-hours`}
            label="Delivery in hours"
            inputMode="numeric"
            hint="From acceptance to the published answer (at most 2160)."
            {...form.field('delivery_hours')}
          />
        </div>
      </div>
      <TextField
        id={`${id}-note`}
        label="Note"
        rows={3}
        maxLength={2000}
        hint="What the answer will cover, your sources, any assumption."
        {...form.field('note')}
      />
      <Button type="submit" disabled={form.busy}>
        {replacing ? 'Replace proposal' : 'Send proposal'}
      </Button>
    </Form>
  );
};
