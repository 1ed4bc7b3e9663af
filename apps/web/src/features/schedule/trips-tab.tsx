import type { Trip } from '@georisk/contract';
import { countryName } from '@georisk/contract/countries-field';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import { failureText } from '../../api/api';
import { ConfirmDialog, type PendingChange } from '../../components/confirm-dialog';
import { localDay } from './local-time';
import { useRemoveTripMutation } from './schedule-api';
import { TripForm } from './trip-form';
import { TripStatus } from './trip-status';
import { useUpcomingTrips } from './use-upcoming-trips';
import { ManageButtons } from './manage-buttons';

const route = (trip: Trip) =>
  trip.segments
    .map((s) =>
      s.place_name ? `${s.place_name}, ${countryName(s.country)}` : countryName(s.country),
    )
    .join(' → ');

/**
 * Trips: every trip from yesterday to a year ahead, soonest first; owners and admins add, change
 * and delete them (a trip that will not happen is deleted: docs/rules/schedule.md, "Statuses").
 */
export const TripsTab = ({
  show,
  openBrief,
}: {
  show: (text: string, variant?: 'success' | 'warning') => void;
  openBrief: (tripId: string) => void;
}) => {
  const { rows, can_manage: manage, isLoading } = useUpcomingTrips();
  const [remove, removing] = useRemoveTripMutation();
  const [editing, setEditing] = useState<Trip | 'new' | null>(null);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const askRemove = (trip: Trip) =>
    setPending({
      title: `Delete the trip ${trip.purpose}?`,
      text: `${trip.traveller.name}'s trip and its stops are deleted.`,
      confirm: 'Delete',
      run: async () => {
        try {
          show((await remove(trip.trip_id).unwrap()).message, 'success');
        } catch (failure) {
          show(failureText(failure));
        }
      },
    });
  if (editing) {
    return (
      <TripForm
        key={editing === 'new' ? 'new' : editing.trip_id}
        editing={editing === 'new' ? null : editing}
        done={() => setEditing(null)}
        show={show}
      />
    );
  }
  return (
    <>
      {manage && (
        <Button className="mb-3" onClick={() => setEditing('new')}>
          Add a trip
        </Button>
      )}
      {rows.length === 0 && !isLoading && (
        <p className="text-body-secondary">No trips from today on.</p>
      )}
      <ListGroup as="ul">
        {rows.map((trip) => (
          <ListGroup.Item as="li" key={trip.trip_id} aria-label={`Trip ${trip.purpose}`}>
            <div className="d-flex flex-wrap gap-2 align-items-center">
              <span className="fw-semibold">
                {trip.traveller.name}: {trip.purpose}
              </span>
              <TripStatus status={trip.status} />
            </div>
            <div className="small text-body-secondary">
              {route(trip)} · {localDay(trip.segments[0]?.from ?? '')} –{' '}
              {localDay(trip.segments.at(-1)?.to ?? '')}
            </div>
            {trip.status === 'rejected' && trip.decision_note && (
              <div className="small">Rejected: “{trip.decision_note}”</div>
            )}
            <div className="d-flex gap-2 mt-1 flex-wrap">
              <Button size="sm" variant="outline-primary" onClick={() => openBrief(trip.trip_id)}>
                Brief
              </Button>
              {manage && (
                <ManageButtons
                  subject={`the trip ${trip.purpose}`}
                  onEdit={() => setEditing(trip)}
                  onDelete={() => askRemove(trip)}
                />
              )}
            </div>
          </ListGroup.Item>
        ))}
      </ListGroup>
      <ConfirmDialog pending={pending} busy={removing.isLoading} onClose={() => setPending(null)} />
    </>
  );
};
