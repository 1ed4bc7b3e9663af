import {
  API_PATHS,
  SECURITY_PATHS,
  companyGetSchema,
  companyInsertSchema,
  companyReply,
  companyRequireMfaReply,
  companyRequireMfaSchema,
  companyUpdateSchema,
  COMPANY_MFA_MESSAGES,
} from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import { postRoutes } from '../../http/post-route.js';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { userOf } from '../../plugins/access.js';
import { COMPANY_TEXTS as M } from './companies.messages.js';
import { companyOf, createCompany, updateCompanyOf } from './companies.service.js';
import { setCompanyRequireMfa } from './company-mfa.service.js';

/** A company: created by a customer who becomes its owner (docs/rules/companies.md). */
export const companyRoutes = (app: FastifyInstance) => {
  const route = postRoutes(app, ['company']);
  const db = app.database.db;

  route(
    API_PATHS.company.insert,
    {
      access: 'user',
      summary: 'Create a company; the caller (a customer without one) becomes its owner',
      body: companyInsertSchema,
      reply: companyReply,
    },
    async (request) => {
      const from = { ip: request.ip };
      const company = await createCompany(db, userOf(request), request.body, from);
      return ok(M.created, { company: valueOrHttpError(company) });
    },
  );

  route(
    API_PATHS.company.get,
    {
      access: 'user',
      summary: "The caller's company (any member)",
      body: companyGetSchema,
      reply: companyReply,
    },
    async (request) => {
      const company = await companyOf(db, userOf(request), request.body.company_id);
      return ok(M.read, { company: valueOrHttpError(company) });
    },
  );

  route(
    API_PATHS.company.update,
    {
      access: 'user',
      summary: "Edit the caller's company (its owners and admins)",
      body: companyUpdateSchema,
      reply: companyReply,
    },
    async (request) => {
      const from = { ip: request.ip };
      const written = await updateCompanyOf(db, userOf(request), request.body, from);
      const { company, changed } = valueOrHttpError(written);
      return ok(changed ? M.updated : M.unchanged, { company });
    },
  );

  route(
    SECURITY_PATHS.company.requireMfa,
    {
      access: 'user',
      summary: "Require a second factor of the company's members, or stop (its owners and admins)",
      body: companyRequireMfaSchema,
      reply: companyRequireMfaReply,
    },
    async (request) => {
      const written = await setCompanyRequireMfa(db, userOf(request), request.body, {
        ip: request.ip,
      });
      const company = valueOrHttpError(written);
      const message = company.require_mfa
        ? COMPANY_MFA_MESSAGES.required
        : COMPANY_MFA_MESSAGES.optional;
      return ok(message, { company });
    },
  );
};
