import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router';
import { useEventListQuery } from '../../api/event-list-api';
import { EventCard } from '../../components/event-card';
import { paths } from '../../config/paths';

/** As many as the landing page shows; the news page, filtered by the country, has the rest. */
export const COUNTRY_EVENTS = 6;

/**
 * A country's latest news as events, one card per happening, as on the landing and news pages
 * (docs/rules/news.md, "News cards: one per event"): `event/list` with the country's filter.
 */
export const CountryEvents = ({ code, name }: { code: string; name: string }) => {
  const { data, isLoading, error } = useEventListQuery({ country: code, limit: COUNTRY_EVENTS });
  const events = data?.event ?? [];
  const total = data?.total ?? 0;
  return (
    <section className="col-lg-6" aria-labelledby="latest-title" aria-busy={isLoading}>
      <h2 id="latest-title" className="h4">
        Latest news
      </h2>
      {isLoading ? (
        <div role="status" className="py-3">
          <Spinner animation="border" size="sm" variant="primary" />
          <span className="visually-hidden">Loading the news about {name}</span>
        </div>
      ) : error ? (
        <p className="alert alert-light border" role="alert">
          The news feed is taking a break. Please check back in a few minutes.
        </p>
      ) : events.length === 0 ? (
        <p className="text-body-secondary">No news about {name} yet.</p>
      ) : (
        <>
          <ul className="list-unstyled d-grid gap-3 mb-3">
            {events.map((event) => (
              <li key={event.event_id}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
          {total > events.length && (
            <Link to={`${paths.news}?country=${code}`}>
              All {total} events about {name}
            </Link>
          )}
        </>
      )}
    </section>
  );
};
