import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { EventCard } from '../../components/event-card';
import { useEventListQuery } from '../../api/event-list-api';

const PLACEHOLDERS = [1, 2, 3];

const LoadingCards = () => (
  <>
    {PLACEHOLDERS.map((key) => (
      <li key={key} className="col-md-6 col-lg-4" aria-hidden="true">
        <Card className="h-100 border-0 shadow-sm">
          <Card.Body className="placeholder-glow">
            <span className="placeholder col-3 mb-3" />
            <span className="placeholder col-10 mb-2" />
            <span className="placeholder col-6 mb-3" />
            <span className="placeholder col-12" />
            <span className="placeholder col-11" />
          </Card.Body>
        </Card>
      </li>
    ))}
  </>
);

/**
 * The latest events (one card per happening, "n sources"; docs/rules/news.md, "Events") with a loading placeholder and a friendly message when none or failing. Plain
 * alert markup, not react-bootstrap's Alert: its transition code would weigh on the landing page.
 */
export const NewsSection = () => {
  const { data, isLoading: fetching, isUninitialized, isError } = useEventListQuery({ limit: 12 });
  // Before the first request (and in the build-time render) the cards are still to come.
  const isLoading = fetching || isUninitialized;
  const events = data?.event ?? [];
  return (
    <section className="container py-5" aria-labelledby="news-title" aria-busy={isLoading}>
      <div className="d-flex flex-wrap align-items-baseline justify-content-between mb-4">
        <h2 id="news-title" className="h3 mb-0">
          Latest risk news
        </h2>
        <Link to={paths.news}>All news, by country and level</Link>
      </div>
      {isError && (
        <div className="alert alert-light border" role="alert">
          The news feed is taking a break. Please check back in a few minutes.
        </div>
      )}
      {!isLoading && !isError && events.length === 0 && (
        <div className="alert alert-light border" role="alert">
          No news right now — our analysts will post the next update soon.
        </div>
      )}
      <ul className="row list-unstyled g-3 mb-0">
        {isLoading ? (
          <LoadingCards />
        ) : (
          events.map((event) => (
            <li key={event.event_id} className="col-md-6 col-lg-4">
              <EventCard event={event} />
            </li>
          ))
        )}
      </ul>
    </section>
  );
};
