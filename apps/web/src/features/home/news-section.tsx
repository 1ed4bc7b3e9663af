import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { ArticleCard } from './article-card';
import { useRecentArticlesQuery } from './news-api';

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

/** Recent articles with a loading placeholder and a friendly message when none or failing. */
export const NewsSection = () => {
  const { data, isLoading: fetching, isUninitialized, isError } = useRecentArticlesQuery();
  // Before the first request (and in the build-time render) the cards are still to come.
  const isLoading = fetching || isUninitialized;
  const articles = data?.articles ?? [];
  return (
    <section className="container py-5" aria-labelledby="news-title" aria-busy={isLoading}>
      <h2 id="news-title" className="h3 mb-4">
        Latest risk news
      </h2>
      {isError && (
        <Alert variant="light" className="border">
          The news feed is taking a break. Please check back in a few minutes.
        </Alert>
      )}
      {!isLoading && !isError && articles.length === 0 && (
        <Alert variant="light" className="border">
          No news right now — our analysts will post the next update soon.
        </Alert>
      )}
      <ul className="row list-unstyled g-3 mb-0">
        {isLoading ? (
          <LoadingCards />
        ) : (
          articles.map((article) => (
            <li key={article.articles_id} className="col-md-6 col-lg-4">
              <ArticleCard article={article} />
            </li>
          ))
        )}
      </ul>
    </section>
  );
};
