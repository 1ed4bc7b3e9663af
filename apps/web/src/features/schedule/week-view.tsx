import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { formatDate } from '../../lib/format-date';
import { DAY_MS, DayCard } from './day-card';
import { PendingTrips } from './pending-trips';
import { useTripListQuery } from './schedule-api';
import { useUpcomingTrips } from './use-upcoming-trips';

const startOfToday = () => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
};

/**
 * "This week": the trips waiting for approval (for owners and admins), then seven days from the
 * chosen start, each with who is where (docs/rules/schedule.md, "Screen").
 */
export const WeekView = ({
  show,
  openBrief,
}: {
  show: (text: string, variant?: 'success' | 'warning') => void;
  openBrief: (tripId: string) => void;
}) => {
  const today = startOfToday();
  const [start, setStart] = useState(today);
  const end = new Date(start.getTime() + 7 * DAY_MS);
  const { data } = useTripListQuery({ from: start.toISOString(), to: end.toISOString() });
  const upcoming = useUpcomingTrips();
  const trips = data?.rows ?? [];
  const days = Array.from({ length: 7 }, (_, i) => new Date(start.getTime() + i * DAY_MS));
  const move = (weeks: number) => setStart(new Date(start.getTime() + weeks * 7 * DAY_MS));
  const pending = upcoming.can_manage
    ? upcoming.rows.filter((trip) => trip.status === 'pending_approval')
    : [];
  return (
    <>
      <PendingTrips trips={pending} show={show} openBrief={openBrief} />
      <div className="d-flex gap-2 align-items-center mb-3 flex-wrap">
        <Button variant="outline-secondary" size="sm" onClick={() => move(-1)}>
          Previous week
        </Button>
        <Button
          variant="outline-secondary"
          size="sm"
          disabled={start.getTime() === today.getTime()}
          onClick={() => setStart(today)}
        >
          Today
        </Button>
        <Button variant="outline-secondary" size="sm" onClick={() => move(1)}>
          Next week
        </Button>
        <span className="text-body-secondary" aria-live="polite">
          {formatDate(start.toISOString())} – {formatDate(days[6]!.toISOString())}
        </span>
      </div>
      {trips.length === 0 && data ? (
        <p className="text-body-secondary">Nobody is travelling in these seven days.</p>
      ) : (
        days.map((day) => (
          <DayCard
            key={day.toISOString()}
            day={day}
            trips={trips}
            today={day.getTime() === today.getTime()}
            openBrief={openBrief}
          />
        ))
      )}
    </>
  );
};
