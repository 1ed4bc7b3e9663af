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
import { AppError } from '../../http/errors.js';
import { postRoutes } from '../../http/post-route.js';
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

const sourceReply = replyWith('feeds', feedSource);
const access = ['admin' as const];

/** RSS 2.0 / Atom sources the poller reads; their items become articles. */
export const feedSourceRoutes = (app: FastifyInstance, options: FeedFetchOptions) => {
  const route = postRoutes(app, ['feeds']);
  const db = app.database.db;

  route(
    API_PATHS.feeds.insert,
    { access, summary: 'Add a feed source', body: feedInsertSchema, reply: sourceReply },
    async (request) => {
      const added = await addFeedSource(db, request.body, userOf(request));
      return ok(M.feedInserted, { feeds: valueOrHttpError(added) });
    },
  );

  route(
    API_PATHS.feeds.update,
    { access, summary: 'Change a feed source', body: feedUpdateSchema, reply: sourceReply },
    async (request) => {
      const { feed_id: id, ...form } = request.body;
      const changed = await changeFeedSource(db, userOf(request), id, form);
      return ok(M.feedUpdated, { feeds: valueOrHttpError(changed) });
    },
  );

  route(
    API_PATHS.feeds.remove,
    {
      access,
      summary: 'Delete a feed source (its articles stay)',
      body: feedRemoveSchema,
      reply: sourceReply,
    },
    async (request) => {
      const removed = await deleteFeedSource(db, userOf(request), request.body.feed_id);
      return ok(M.feedRemoved, { feeds: valueOrHttpError(removed) });
    },
  );

  route(
    API_PATHS.feeds.list,
    {
      access,
      summary: 'Feed sources with their last poll, newest first',
      body: feedListSchema,
      reply: listReplyWith('feeds', feedSource),
    },
    async (request) => {
      const page = await feedSourcesPage(db, request.body);
      return ok(M.feedsListed, { feeds: page.sources, total: page.total });
    },
  );

  route(
    API_PATHS.feeds.fetchNow,
    {
      access,
      summary: 'Poll one source now; replies with the number of new articles',
      body: feedIdSchema,
      reply: replyWith('feeds', feedFetchResult),
    },
    async (request) => {
      const outcome = valueOrHttpError(await fetchFeedNow(db, request.body.feed_id, options));
      // Bad gateway: the failure is the feed's, and it is now on the source as its last error.
      if (!outcome.ok) throw new AppError(502, CODES.feedFailed, M.fetchFailed(outcome.error));
      const { source, added } = outcome;
      // Committed: the new articles' alerts are raised now, not at the next round.
      if (added > 0) app.newsSweep.kick();
      return ok(M.fetched(added), { feeds: { source, added } });
    },
  );
};
