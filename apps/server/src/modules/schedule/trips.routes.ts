import {
  API_PATHS,
  tripApproveSchema,
  tripBriefReply,
  tripIdSchema,
  tripImportReply,
  tripImportSchema,
  tripInsertSchema,
  tripListReply,
  tripListSchema,
  tripRejectSchema,
  tripRemoveSchema,
  tripReply,
  tripUpdateSchema,
} from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import { pageRoutes, postRoutes } from '../../http/post-route.js';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { userOf } from '../../plugins/access.js';
import { SCHEDULE_TEXTS as M } from './schedule.messages.js';
import { importTrips } from './trip-import.service.js';
import {
  createTrip,
  decideTripOf,
  removeTripOf,
  tripBriefOf,
  tripOf,
  tripsOf,
  updateTripOf,
} from './trips.service.js';

/** A 1 000 000-character file, its quotes and line breaks escaped in JSON, still fits. */
const IMPORT_BODY_LIMIT = 3 * 1024 * 1024;

/** Trips, their approvals and briefs (docs/rules/schedule.md). */
export const tripRoutes = async (app: FastifyInstance) => {
  const route = postRoutes(app, ['schedule']);
  const listRoute = pageRoutes(route);
  const db = app.database.db;
  const paths = API_PATHS.trip;
  const common = { access: 'user' as const, reply: tripReply };
  const savedMessage = (status: string) =>
    status === 'pending_approval' ? M.tripPending : M.tripCreated;

  route(
    paths.insert,
    { ...common, summary: 'Add a trip', body: tripInsertSchema },
    async (request) => {
      const trip = valueOrHttpError(await createTrip(db, userOf(request), request.body));
      return ok(savedMessage(trip.status), { trip });
    },
  );
  route(
    paths.update,
    { ...common, summary: 'Change a trip (its approval is asked again)', body: tripUpdateSchema },
    async (request) => {
      const trip = valueOrHttpError(await updateTripOf(db, userOf(request), request.body));
      return ok(trip.status === 'pending_approval' ? M.tripPending : M.tripUpdated, { trip });
    },
  );
  route(paths.get, { ...common, summary: 'One trip', body: tripIdSchema }, async (request) => {
    const trip = await tripOf(db, userOf(request), request.body.trip_id);
    return ok(M.tripRead, { trip: valueOrHttpError(trip) });
  });
  route(
    paths.remove,
    { ...common, summary: 'Delete a trip', body: tripRemoveSchema },
    async (request) => {
      const trip = await removeTripOf(db, userOf(request), request.body.trip_id);
      return ok(M.tripRemoved, { trip: valueOrHttpError(trip) });
    },
  );
  listRoute(
    paths.list,
    {
      access: 'user',
      summary: "The caller's trips overlapping a time window (default: the next seven days)",
      body: tripListSchema,
      reply: tripListReply,
      key: 'trip',
      message: M.tripsListed,
    },
    (request) => tripsOf(db, userOf(request), request.body),
  );
  route(
    paths.import,
    {
      access: 'user',
      summary: 'Add trips from an ICS calendar or a CSV file: all, or none and every mistake',
      bodyLimit: IMPORT_BODY_LIMIT,
      body: tripImportSchema,
      reply: tripImportReply,
    },
    async (request) => {
      const done = valueOrHttpError(await importTrips(db, userOf(request), request.body));
      return ok(M.imported(done.imported), { trip: done });
    },
  );
  route(
    paths.approve,
    {
      ...common,
      summary: 'Approve a trip waiting for approval, with an optional note',
      body: tripApproveSchema,
    },
    async (request) => {
      const trip = await decideTripOf(db, userOf(request), request.body.trip_id, {
        status: 'approved',
        note: request.body.note || null,
      });
      return ok(M.approved, { trip: valueOrHttpError(trip) });
    },
  );
  route(
    paths.reject,
    {
      ...common,
      summary: 'Reject a trip waiting for approval, with a note',
      body: tripRejectSchema,
    },
    async (request) => {
      const trip = await decideTripOf(db, userOf(request), request.body.trip_id, {
        status: 'rejected',
        note: request.body.note,
      });
      return ok(M.rejected, { trip: valueOrHttpError(trip) });
    },
  );
  route(
    paths.brief,
    {
      access: 'user',
      summary: "A trip's pre-trip brief",
      body: tripIdSchema,
      reply: tripBriefReply,
    },
    async (request) => {
      const brief = await tripBriefOf(db, userOf(request), request.body.trip_id);
      return ok(M.briefRead, { brief: valueOrHttpError(brief) });
    },
  );
};
