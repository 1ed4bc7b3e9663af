import {
  API_PATHS,
  CODES,
  feedFetchResult,
  feedIdSchema,
  feedInsertSchema,
  feedListSchema,
  feedRemoveSchema,
  feedSource,
  feedUpdateSchema,
  listReplyWith,
  replyWith,
} from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../http/errors.js';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { userOf } from '../../plugins/access.js';
import type { FeedFetchOptions } from './feed-fetcher.js';
import {
  addFeedSource,
  changeFeedSource,
  deleteFeedSource,
  feedSourcesPage,
  fetchFeedNow,
} from './feed-sources.service.js';
import { FEEDS_MESSAGES as M } from './feeds.messages.js';

const sourceReply = { 200: replyWith('feeds', feedSource) };
const config = { access: ['admin' as const] };
const tags = ['feeds'];

/** RSS 2.0 / Atom sources the poller reads; their items become articles. */
export const feedSourceRoutes = (fastify: FastifyInstance, options: FeedFetchOptions) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.post(
    `/${API_PATHS.feeds.insert}`,
    {
      config,
      schema: { tags, summary: 'Add a feed source', body: feedInsertSchema, response: sourceReply },
    },
    async (request) => {
      const added = await addFeedSource(db, request.body, userOf(request).userId);
      return ok(M.feedInserted, { feeds: valueOrHttpError(added) });
    },
  );

  app.post(
    `/${API_PATHS.feeds.update}`,
    {
      config,
      schema: {
        tags,
        summary: 'Change a feed source',
        body: feedUpdateSchema,
        response: sourceReply,
      },
    },
    async (request) => {
      const { feed_id: id, ...form } = request.body;
      const changed = await changeFeedSource(db, id, form);
      return ok(M.feedUpdated, { feeds: valueOrHttpError(changed) });
    },
  );

  app.post(
    `/${API_PATHS.feeds.remove}`,
    {
      config,
      schema: {
        tags,
        summary: 'Delete a feed source (its articles stay)',
        body: feedRemoveSchema,
        response: sourceReply,
      },
    },
    async (request) => {
      const removed = await deleteFeedSource(db, request.body.feed_id);
      return ok(M.feedRemoved, { feeds: valueOrHttpError(removed) });
    },
  );

  app.post(
    `/${API_PATHS.feeds.list}`,
    {
      config,
      schema: {
        tags,
        summary: 'Feed sources with their last poll, newest first',
        body: feedListSchema,
        response: { 200: listReplyWith('feeds', feedSource) },
      },
    },
    async (request) => {
      const page = await feedSourcesPage(db, request.body);
      return ok(M.feedsListed, { feeds: page.sources, total: page.total });
    },
  );

  app.post(
    `/${API_PATHS.feeds.fetchNow}`,
    {
      config,
      schema: {
        tags,
        summary: 'Poll one source now; replies with the number of new articles',
        body: feedIdSchema,
        response: { 200: replyWith('feeds', feedFetchResult) },
      },
    },
    async (request) => {
      const outcome = valueOrHttpError(await fetchFeedNow(db, request.body.feed_id, options));
      // Bad gateway: the failure is the feed's, and it is now on the source as its last error.
      if (!outcome.ok) throw new AppError(502, CODES.feedFailed, M.fetchFailed(outcome.error));
      const { source, added } = outcome;
      return ok(M.fetched(added), { feeds: { source, added } });
    },
  );
};
