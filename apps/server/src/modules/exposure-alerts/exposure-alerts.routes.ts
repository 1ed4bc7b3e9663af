import {
  API_PATHS,
  alertAcknowledgeSchema,
  alertDismissSchema,
  alertEscalateSchema,
  alertIdSchema,
  alertListReply,
  alertListSchema,
  alertReply,
} from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import { pageRoutes, postRoutes } from '../../http/post-route.js';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { userOf } from '../../plugins/access.js';
import { ALERT_TEXTS as M } from './exposure-alerts.messages.js';
import { acknowledgeAlert, alertOf, alertsOf, dismissAlert } from './exposure-alerts.service.js';
import { escalateAlert } from './exposure-escalation.service.js';

/** The exposure alert inbox (docs/rules/exposure.md). */
export const exposureAlertRoutes = async (app: FastifyInstance) => {
  const route = postRoutes(app, ['alert']);
  const listRoute = pageRoutes(route);
  const db = app.database.db;
  const paths = API_PATHS.alert;

  listRoute(
    paths.list,
    {
      access: 'user',
      scope: 'read:alerts',
      summary: "The caller's exposure alerts (their company's, or their own), newest first",
      body: alertListSchema,
      reply: alertListReply,
      key: 'alert',
      message: M.listed,
    },
    (request) => alertsOf(db, userOf(request), request.body),
  );

  route(
    paths.get,
    {
      access: 'user',
      scope: 'read:alerts',
      summary: 'One exposure alert',
      body: alertIdSchema,
      reply: alertReply,
    },
    async (request) => {
      const alert = await alertOf(db, userOf(request), request.body.alert_id);
      return ok(M.read, { alert: valueOrHttpError(alert) });
    },
  );

  route(
    paths.acknowledge,
    {
      access: 'user',
      summary: 'Acknowledge an open exposure alert',
      body: alertAcknowledgeSchema,
      reply: alertReply,
    },
    async (request) => {
      const { alert_id, note } = request.body;
      const alert = await acknowledgeAlert(db, userOf(request), alert_id, note);
      return ok(M.acknowledged, { alert: valueOrHttpError(alert) });
    },
  );

  route(
    paths.dismiss,
    {
      access: 'user',
      summary: 'Dismiss an exposure alert, with the reason',
      body: alertDismissSchema,
      reply: alertReply,
    },
    async (request) => {
      const { alert_id, reason } = request.body;
      const alert = await dismissAlert(db, userOf(request), alert_id, reason);
      return ok(M.dismissed, { alert: valueOrHttpError(alert) });
    },
  );

  route(
    paths.escalate,
    {
      access: 'user',
      summary: 'Ask an analyst: file a request about the alert, linked to it',
      body: alertEscalateSchema,
      reply: alertReply,
    },
    async (request) => {
      const alert = await escalateAlert(db, userOf(request), request.body.alert_id, {
        publicUrl: app.publicUrl,
        mailer: app.mailer,
      });
      return ok(M.escalated, { alert: valueOrHttpError(alert) });
    },
  );
};
