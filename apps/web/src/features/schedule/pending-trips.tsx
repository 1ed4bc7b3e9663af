import type { Trip } from '@georisk/contract';
import { countryName } from '@georisk/contract/countries-field';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { localDay } from './local-time';
import { TripDecision } from './trip-decision';

const route = (trip: Trip) =>
  trip.segments.map((s) => s.place_name ?? countryName(s.country)).join(' → ');

/**
 * The trips that wait for an owner's or admin's decision, first on the week: deciding is what
 * the screen asks of them, so it is not buried in the days (docs/rules/schedule.md, "Approvals").
 */
export const PendingTrips = ({
  trips,
  show,
  openBrief,
}: {
  trips: Trip[];
  show: (text: string, variant?: 'success' | 'warning') => void;
  openBrief: (tripId: string) => void;
}) =>
  trips.length === 0 ? null : (
    <Card className="mb-3 border-warning" as="section" aria-labelledby="pending-title">
      <Card.Header as="h2" className="h6 mb-0 bg-warning-subtle" id="pending-title">
        Waiting for your approval ({trips.length})
      </Card.Header>
      <ListGroup variant="flush" as="ul">
        {trips.map((trip) => (
          <ListGroup.Item as="li" key={trip.trip_id} aria-label={`Trip ${trip.purpose}`}>
            <div className="fw-semibold">
              {trip.traveller.name}: {trip.purpose}
            </div>
            <div className="small text-body-secondary mb-1">
              {route(trip)} · {localDay(trip.segments[0]?.from ?? '')} –{' '}
              {localDay(trip.segments.at(-1)?.to ?? '')}
            </div>
            <div className="d-flex gap-2 flex-wrap">
              <Button size="sm" variant="outline-primary" onClick={() => openBrief(trip.trip_id)}>
                Read the brief
              </Button>
              <TripDecision trip={trip} show={show} />
            </div>
          </ListGroup.Item>
        ))}
      </ListGroup>
    </Card>
  );
