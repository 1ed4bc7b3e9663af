import {
  API_PATHS,
  advisoryCountrySchema,
  advisoryListReply,
  advisoryListSchema,
  advisoryRemoveSchema,
  advisoryReply,
  advisoryUpsertSchema,
  tripSettingsReply,
  tripSettingsSchema,
} from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pageRoutes, postRoutes } from '../../http/post-route.js';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { userOf } from '../../plugins/access.js';
import { SCHEDULE_TEXTS as M } from './schedule.messages.js';
import {
  advisoriesOf,
  advisoryOf,
  deleteAdvisory,
  saveAdvisory,
  tripSettingsOf,
  updateTripSettings,
} from './advisories.service.js';

/** A company's advisories per country and its trip approval level (docs/rules/schedule.md). */
export const advisoryRoutes = async (app: FastifyInstance) => {
  const route = postRoutes(app, ['schedule']);
  const listRoute = pageRoutes(route);
  const db = app.database.db;
  const paths = API_PATHS.advisory;

  route(
    paths.upsert,
    {
      access: 'user',
      summary: "Write the company's advisory for a country",
      body: advisoryUpsertSchema,
      reply: advisoryReply,
    },
    async (request) => {
      const advisory = await saveAdvisory(db, userOf(request), request.body);
      return ok(M.advisorySaved, { advisory: valueOrHttpError(advisory) });
    },
  );
  route(
    paths.get,
    {
      access: 'user',
      summary: "The company's advisory for a country",
      body: advisoryCountrySchema,
      reply: advisoryReply,
    },
    async (request) => {
      const advisory = await advisoryOf(db, userOf(request), request.body.country);
      return ok(M.advisoryRead, { advisory: valueOrHttpError(advisory) });
    },
  );
  route(
    paths.remove,
    {
      access: 'user',
      summary: "Delete the company's advisory for a country",
      body: advisoryRemoveSchema,
      reply: advisoryReply,
    },
    async (request) => {
      const advisory = await deleteAdvisory(db, userOf(request), request.body.country);
      return ok(M.advisoryRemoved, { advisory: valueOrHttpError(advisory) });
    },
  );
  listRoute(
    paths.list,
    {
      access: 'user',
      summary: "The company's advisories, by country",
      body: advisoryListSchema,
      reply: advisoryListReply,
      key: 'advisory',
      message: M.advisoriesListed,
    },
    (request) => advisoriesOf(db, userOf(request), request.body),
  );
  route(
    API_PATHS.tripSettings.get,
    {
      access: 'user',
      summary: "The company's trip approval level",
      body: z.object({}),
      reply: tripSettingsReply,
    },
    async (request) => {
      const settings = await tripSettingsOf(db, userOf(request));
      return ok(M.settingsRead, { tripSettings: valueOrHttpError(settings) });
    },
  );
  route(
    API_PATHS.tripSettings.update,
    {
      access: 'user',
      summary: "Set the level at or above which the company's trips wait for approval",
      body: tripSettingsSchema,
      reply: tripSettingsReply,
    },
    async (request) => {
      const settings = await updateTripSettings(db, userOf(request), request.body.approval_level);
      return ok(M.settingsUpdated, { tripSettings: valueOrHttpError(settings) });
    },
  );
};
