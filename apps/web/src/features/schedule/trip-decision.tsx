import { tripApproveSchema, tripRejectSchema, type Trip } from '@georisk/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { TextField } from '../../components/form/form-fields';
import { useCheckedForm } from '../../hooks/use-checked-form';
import { useApproveTripMutation, useRejectTripMutation } from './schedule-api';

type Show = (text: string, variant?: 'success' | 'warning') => void;

/** Approve with an optional note for the traveller, or reject with a required one. */
const DecisionForm = ({
  trip,
  approve,
  show,
  cancel,
}: {
  trip: Trip;
  approve: boolean;
  show: Show;
  cancel: () => void;
}) => {
  const [sendApproval, approving] = useApproveTripMutation();
  const [sendRejection, rejecting] = useRejectTripMutation();
  const form = useCheckedForm({
    schema: approve ? tripApproveSchema : tripRejectSchema,
    initial: { note: '' },
    prepare: (values) => ({ ...values, trip_id: trip.trip_id }),
    warn: show,
    send: async (body) => {
      const reply = approve
        ? await sendApproval(body).unwrap()
        : await sendRejection({ ...body, note: body.note ?? '' }).unwrap();
      show(reply.message, 'success');
    },
  });
  const verb = approve ? 'Approve' : 'Reject';
  return (
    <Form
      noValidate
      onSubmit={form.submit}
      aria-label={`${verb} ${trip.purpose}`}
      className="w-100"
    >
      <TextField
        label={approve ? 'Note for the traveller (optional)' : 'Why is it rejected?'}
        {...form.field('note')}
      />
      <div className="d-flex gap-2">
        <Button
          type="submit"
          size="sm"
          variant={approve ? 'success' : 'danger'}
          disabled={approving.isLoading || rejecting.isLoading}
        >
          {verb} trip
        </Button>
        <Button size="sm" variant="outline-secondary" onClick={cancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
};

/** Approve or reject a waiting trip (owners and admins): each asks for its note first. */
export const TripDecision = ({ trip, show }: { trip: Trip; show: Show }) => {
  const [deciding, setDeciding] = useState<'approve' | 'reject' | null>(null);
  if (deciding) {
    return (
      <DecisionForm
        trip={trip}
        approve={deciding === 'approve'}
        show={show}
        cancel={() => setDeciding(null)}
      />
    );
  }
  return (
    <>
      <Button size="sm" variant="success" onClick={() => setDeciding('approve')}>
        Approve
      </Button>
      <Button size="sm" variant="outline-danger" onClick={() => setDeciding('reject')}>
        Reject
      </Button>
    </>
  );
};
