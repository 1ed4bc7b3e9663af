import type { RiskLevel } from '@georisk/contract/constants';
import type { FeedForm, FeedSource } from '@georisk/contract/resources/feeds';
import type { SourceGrade } from '@georisk/contract/reliability-labels';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { failureText } from '../../api/api';
import { Banner } from '../../components/banner';
import { ConfirmDeleteModal } from '../../components/crud/confirm-delete-modal';
import { MessageScreen } from '../../components/message-screen';
import { PageSpinner } from '../../components/page-spinner';
import { FeedSourceForm } from './feed-source-form';
import { FeedSourcesTable } from './feed-sources-table';
import {
  useFetchFeedNowMutation,
  useInsertFeedSourceMutation,
  useListFeedSourcesQuery,
  useRemoveFeedSourceMutation,
  useUpdateFeedSourceMutation,
} from './feeds-api';
import { useBannerAction } from './use-banner-action';

export const NO_FEEDS_TEXT =
  'You do not have registered any Feed Sources with us. Please add One to import news automatically.';

/** Admin panel: RSS/Atom sources whose new items become articles, with Fetch now per source. */
export const FeedSourcesPanel = () => {
  const sources = useListFeedSourcesQuery();
  const [insert, inserting] = useInsertFeedSourceMutation();
  const [fetchNow] = useFetchFeedNowMutation();
  const [update] = useUpdateFeedSourceMutation();
  const [remove, removing] = useRemoveFeedSourceMutation();
  const { banner, show, report } = useBannerAction();
  const [fetchingId, setFetchingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<FeedSource | null>(null);

  const fetchSource = async (source: FeedSource) => {
    setFetchingId(source.feed_id);
    await report(fetchNow(source.feed_id));
    setFetchingId(null);
  };

  /** Saves the source as read back from the server, with `changes`. */
  const save = (source: FeedSource, changes: Partial<FeedForm>) =>
    void report(
      update({
        feed_id: source.feed_id,
        url: source.url,
        name: source.name,
        // Read back from the server, which only stores one of RISK_LEVELS.
        defaultRiskLevel: source.defaultRiskLevel as RiskLevel,
        everyItemIsAlert: source.everyItemIsAlert,
        is_active: source.is_active,
        ...changes,
      }),
    );
  const toggle = (source: FeedSource) => save(source, { is_active: !source.is_active });
  const grade = (source: FeedSource, value: SourceGrade) => save(source, { grade: value });

  const confirmRemove = async () => {
    if (!deleting) return;
    await report(remove(deleting.feed_id));
    setDeleting(null);
  };

  const list = () => {
    if (sources.isLoading) return <PageSpinner label="Loading feed sources" />;
    if (sources.error) return <Alert variant="warning">{failureText(sources.error)}</Alert>;
    if (!sources.data?.length)
      return <MessageScreen message={NO_FEEDS_TEXT} actions={[]} icon="rss" />;
    return (
      <FeedSourcesTable
        sources={sources.data}
        fetchingId={fetchingId}
        onFetch={(source) => void fetchSource(source)}
        onToggle={toggle}
        onGrade={grade}
        onRemove={setDeleting}
      />
    );
  };

  return (
    <Card className="shadow-sm border-0 mb-4">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          <i className="bi bi-rss me-2 text-primary" aria-hidden="true" />
          News Feed Sources
        </Card.Title>
        <p className="text-muted small">
          RSS 2.0 and Atom feeds are polled on a schedule; each new item becomes an active article.
        </p>
        <Banner banner={banner} />
        <FeedSourceForm
          busy={inserting.isLoading}
          onInvalid={show}
          onSubmit={(values) => report(insert(values))}
        />
        {list()}
      </Card.Body>
      <ConfirmDeleteModal
        noun="Feed Source"
        name={deleting?.name ?? null}
        busy={removing.isLoading}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
};
