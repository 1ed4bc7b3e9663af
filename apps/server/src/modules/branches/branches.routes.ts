import {
  API_PATHS,
  branchExportReply,
  branchExportSchema,
  branchIdSchema,
  branchImportReply,
  branchImportSchema,
  branchInsertSchema,
  branchListReply,
  branchListSchema,
  branchRemoveSchema,
  branchReply,
  branchUpdateSchema,
} from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import { pageRoutes, postRoutes } from '../../http/post-route.js';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { userOf } from '../../plugins/access.js';
import { BRANCH_TEXTS as M } from './branches.messages.js';
import {
  branchesOf,
  branchOf,
  createBranch,
  exportBranches,
  importBranches,
  removeBranchOf,
  updateBranchOf,
} from './branches.service.js';

/** A 1 000 000-character CSV, its quotes and line breaks escaped in JSON, still fits. */
const IMPORT_BODY_LIMIT = 3 * 1024 * 1024;

/** A company's or a solo customer's places (docs/rules/branches.md). */
export const branchRoutes = async (app: FastifyInstance) => {
  const route = postRoutes(app, ['branch']);
  const listRoute = pageRoutes(route);
  const db = app.database.db;
  const paths = API_PATHS.branch;

  route(
    paths.insert,
    {
      access: 'user',
      scope: 'manage:branches',
      summary: 'Add a branch',
      body: branchInsertSchema,
      reply: branchReply,
    },
    async (request) => {
      const branch = await createBranch(db, userOf(request), request.body);
      return ok(M.created, { branch: valueOrHttpError(branch) });
    },
  );

  route(
    paths.update,
    {
      access: 'user',
      scope: 'manage:branches',
      summary: 'Change a branch',
      body: branchUpdateSchema,
      reply: branchReply,
    },
    async (request) => {
      const branch = await updateBranchOf(db, userOf(request), request.body);
      return ok(M.updated, { branch: valueOrHttpError(branch) });
    },
  );

  route(
    paths.get,
    {
      access: 'user',
      scope: 'manage:branches',
      summary: 'One branch',
      body: branchIdSchema,
      reply: branchReply,
    },
    async (request) => {
      const branch = await branchOf(db, userOf(request), request.body.branch_id);
      return ok(M.read, { branch: valueOrHttpError(branch) });
    },
  );

  route(
    paths.remove,
    {
      access: 'user',
      scope: 'manage:branches',
      summary: 'Delete a branch',
      body: branchRemoveSchema,
      reply: branchReply,
    },
    async (request) => {
      const branch = await removeBranchOf(db, userOf(request), request.body.branch_id);
      return ok(M.removed, { branch: valueOrHttpError(branch) });
    },
  );

  listRoute(
    paths.list,
    {
      access: 'user',
      scope: 'manage:branches',
      summary: "The caller's branches (their company's, or their own), by name",
      body: branchListSchema,
      reply: branchListReply,
      key: 'branch',
      message: M.listed,
    },
    (request) => branchesOf(db, userOf(request), request.body),
  );

  route(
    paths.import,
    {
      access: 'user',
      summary: 'Add branches from CSV: every row, or none and every mistake with its line',
      bodyLimit: IMPORT_BODY_LIMIT,
      body: branchImportSchema,
      reply: branchImportReply,
    },
    async (request) => {
      const done = valueOrHttpError(await importBranches(db, userOf(request), request.body.csv));
      return ok(M.imported(done.imported), { branch: done });
    },
  );

  route(
    paths.export,
    {
      access: 'user',
      summary: "The caller's branches as CSV, in the import's columns",
      body: branchExportSchema,
      reply: branchExportReply,
    },
    async (request) => {
      const file = valueOrHttpError(await exportBranches(db, userOf(request)));
      return ok(M.exported, { branch: file });
    },
  );
};
