import { tripRejectSchema, type Trip } from '@georisk/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { failureText } from '../../api/api';
import { TextField } from '../../components/form/form-fields';
import { useCheckedForm } from '../../hooks/use-checked-form';
import { useApproveTripMutation, useRejectTripMutation } from './schedule-api';

/** Approve a waiting trip, or reject it with a note (owners and admins). */
export const TripDecision = ({
  trip,
  show,
}: {
  trip: Trip;
  show: (text: string, variant?: 'success' | 'warning') => void;
}) => {
  const [approve, approving] = useApproveTripMutation();
  const [reject] = useRejectTripMutation();
  const [rejecting, setRejecting] = useState(false);
  const form = useCheckedForm({
    schema: tripRejectSchema,
    initial: { note: '' },
    prepare: (values) => ({ ...values, trip_id: trip.trip_id }),
    warn: show,
    send: async (body) => show((await reject(body).unwrap()).message, 'success'),
  });
  const approveTrip = async () => {
    try {
      show((await approve(trip.trip_id).unwrap()).message, 'success');
    } catch (failure) {
      show(failureText(failure));
    }
  };
  if (rejecting) {
    return (
      <Form
        noValidate
        onSubmit={form.submit}
        aria-label={`Reject ${trip.purpose}`}
        className="w-100"
      >
        <TextField label="Why is it rejected?" {...form.field('note')} />
        <div className="d-flex gap-2">
          <Button type="submit" size="sm" variant="danger">
            Reject trip
          </Button>
          <Button size="sm" variant="outline-secondary" onClick={() => setRejecting(false)}>
            Cancel
          </Button>
        </div>
      </Form>
    );
  }
  return (
    <>
      <Button
        size="sm"
        variant="success"
        disabled={approving.isLoading}
        onClick={() => void approveTrip()}
      >
        Approve
      </Button>
      <Button size="sm" variant="outline-danger" onClick={() => setRejecting(true)}>
        Reject
      </Button>
    </>
  );
};
