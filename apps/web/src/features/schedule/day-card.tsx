import type { Segment, Trip } from '@georisk/contract';
import { countryName } from '@georisk/contract/countries-field';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { localClock, zoneName } from './local-time';
import { TripStatus } from './trip-status';

export const DAY_MS = 86_400_000;
const dayTitle = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});

/** Each stop that overlaps the day (the browser's day), with its trip. */
export const stopsOn = (trips: Trip[], day: Date) => {
  const end = day.getTime() + DAY_MS;
  return trips.flatMap((trip) =>
    trip.segments
      .map((segment, index) => ({ trip, segment, index }))
      .filter(
        ({ segment: s }) => Date.parse(s.from_utc) < end && Date.parse(s.to_utc) > day.getTime(),
      ),
  );
};

/** What the stop means for this day, in the stop's own clock: arriving, leaving, or there all day. */
const partOfDay = (segment: Segment, day: Date) => {
  const end = day.getTime() + DAY_MS;
  const arrives = Date.parse(segment.from_utc) >= day.getTime();
  const leaves = Date.parse(segment.to_utc) <= end;
  const zone = zoneName(segment.time_zone);
  if (arrives && leaves) return `${localClock(segment.from)} – ${localClock(segment.to)} ${zone}`;
  if (arrives) return `from ${localClock(segment.from)} ${zone}`;
  if (leaves) return `until ${localClock(segment.to)} ${zone}`;
  return 'all day';
};

const where = (segment: Segment) =>
  `${segment.place_name ? `${segment.place_name}, ` : ''}${countryName(segment.country)}`;

/** One day of the week: who is where, one line each; a name opens the trip's brief. */
export const DayCard = ({
  day,
  trips,
  today,
  openBrief,
}: {
  day: Date;
  trips: Trip[];
  today: boolean;
  openBrief: (tripId: string) => void;
}) => {
  const stops = stopsOn(trips, day);
  return (
    <Card className={`mb-2${today ? ' border-primary' : ''}`}>
      <Card.Header as="h3" className="h6 mb-0">
        {dayTitle.format(day)}
        {today && <span className="ms-2 badge text-bg-primary">Today</span>}
      </Card.Header>
      {stops.length === 0 ? (
        <Card.Body className="py-2 text-body-secondary">Nobody travelling.</Card.Body>
      ) : (
        <ListGroup variant="flush">
          {stops.map(({ trip, segment, index }) => (
            <ListGroup.Item
              key={`${trip.trip_id}-${index}`}
              className="d-flex flex-wrap column-gap-2 row-gap-1 align-items-center py-2"
            >
              <Button
                variant="link"
                className="p-0 fw-semibold text-start"
                title={`Open the brief of ${trip.purpose}`}
                onClick={() => openBrief(trip.trip_id)}
              >
                {trip.traveller.name}
              </Button>
              <span>{where(segment)}</span>
              <span className="text-body-secondary small">{partOfDay(segment, day)}</span>
              <TripStatus status={trip.status} />
              <span className="text-body-secondary small w-100">{trip.purpose}</span>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </Card>
  );
};
