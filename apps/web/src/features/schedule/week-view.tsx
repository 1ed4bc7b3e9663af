import type { Trip } from '@georisk/contract';
import { countryName } from '@georisk/contract/countries-field';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { formatDate } from '../../lib/format-date';
import { TripDecision } from './trip-decision';
import { useTripListQuery } from './schedule-api';

const DAY_MS = 86_400_000;
const startOfToday = () => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
};

const STATUS_TEXT: Record<Trip['status'], string> = {
  planned: 'Planned',
  pending_approval: 'Waiting for approval',
  approved: 'Approved',
  rejected: 'Rejected',
  active: 'Under way',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** Who is where on each day: each stop that overlaps the day, with its local times. */
const stopsOn = (trips: Trip[], day: Date) => {
  const end = day.getTime() + DAY_MS;
  return trips.flatMap((trip) =>
    trip.segments
      .filter((s) => Date.parse(s.from_utc) < end && Date.parse(s.to_utc) > day.getTime())
      .map((segment) => ({ trip, segment })),
  );
};

const localTimes = (segment: Trip['segments'][number]) =>
  `${segment.from.replace('T', ' ')} – ${segment.to.replace('T', ' ')} (${segment.time_zone})`;

/** "This week": seven days from the chosen start, each with the stops on it. */
export const WeekView = ({
  show,
  openBrief,
}: {
  show: (text: string, variant?: 'success' | 'warning') => void;
  openBrief: (tripId: string) => void;
}) => {
  const [start, setStart] = useState(startOfToday);
  const end = new Date(start.getTime() + 7 * DAY_MS);
  const { data } = useTripListQuery({ from: start.toISOString(), to: end.toISOString() });
  const trips = data?.rows ?? [];
  const days = Array.from({ length: 7 }, (_, i) => new Date(start.getTime() + i * DAY_MS));
  const move = (weeks: number) => setStart(new Date(start.getTime() + weeks * 7 * DAY_MS));
  return (
    <>
      <div className="d-flex gap-2 align-items-center mb-3 flex-wrap">
        <Button variant="outline-secondary" size="sm" onClick={() => move(-1)}>
          Previous week
        </Button>
        <Button variant="outline-secondary" size="sm" onClick={() => move(1)}>
          Next week
        </Button>
        <span className="text-body-secondary">
          {formatDate(start.toISOString())} – {formatDate(days[6]!.toISOString())}
        </span>
      </div>
      {days.map((day) => {
        const stops = stopsOn(trips, day);
        return (
          <Card key={day.toISOString()} className="mb-2">
            <Card.Header as="h3" className="h6 mb-0">
              {formatDate(day.toISOString())}
            </Card.Header>
            {stops.length === 0 ? (
              <Card.Body className="py-2 text-body-secondary">Nobody travelling.</Card.Body>
            ) : (
              <ListGroup variant="flush">
                {stops.map(({ trip, segment }) => (
                  <ListGroup.Item key={`${trip.trip_id}-${segment.from_utc}`}>
                    <div className="d-flex flex-wrap gap-2 align-items-center">
                      <strong>{trip.traveller.name}</strong>
                      <span>
                        {segment.place_name ? `${segment.place_name}, ` : ''}
                        {countryName(segment.country)}
                      </span>
                      <Badge
                        bg={trip.status === 'pending_approval' ? 'warning' : 'secondary'}
                        text={trip.status === 'pending_approval' ? 'dark' : undefined}
                      >
                        {STATUS_TEXT[trip.status]}
                      </Badge>
                    </div>
                    <div className="small text-body-secondary">
                      {trip.purpose} · {localTimes(segment)}
                    </div>
                    <div className="d-flex gap-2 mt-1 flex-wrap">
                      <Button
                        size="sm"
                        variant="outline-primary"
                        onClick={() => openBrief(trip.trip_id)}
                      >
                        Brief
                      </Button>
                      {data?.can_manage && trip.status === 'pending_approval' && (
                        <TripDecision trip={trip} show={show} />
                      )}
                    </div>
                  </ListGroup.Item>
                ))}
              </ListGroup>
            )}
          </Card>
        );
      })}
    </>
  );
};
