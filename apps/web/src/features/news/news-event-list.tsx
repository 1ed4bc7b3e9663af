import type { NewsEvent } from '@georisk/contract';
import { EventCard } from '../../components/event-card';
import { VerificationSelect } from './verification-select';

/**
 * The news as events, one card per happening (docs/rules/news.md, "Events"); partners and admins
 * set each source's verification inside the opened card.
 */
export const NewsEventList = ({ events, staff }: { events: NewsEvent[]; staff: boolean }) => (
  <ul className="row list-unstyled g-3 mb-3">
    {events.map((event) => (
      <li key={event.event_id} className="col-md-6 col-xl-4">
        <EventCard
          event={event}
          headingLevel="h2"
          sourceExtra={staff ? (source) => <VerificationSelect article={source} /> : undefined}
        />
      </li>
    ))}
  </ul>
);
