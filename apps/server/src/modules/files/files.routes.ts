import { Readable } from 'node:stream';
import {
  baseReply,
  FILE_LIMITS,
  FILE_MESSAGES as M,
  FILE_PATHS,
  fileIdSchema,
  fileInsertSchema,
  fileListReply,
  fileListSchema,
  fileReply,
} from '@georisk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { safeFilename } from '../../http/content-disposition.js';
import { pageRoutes, postDownloads, postRoutes } from '../../http/post-route.js';
import { ok } from '../../http/reply.js';
import { valueOrHttpError } from '../../http/result-reply.js';
import { userOf } from '../../plugins/access.js';
import { attachFile, downloadOf, filesOf, removeFile } from './files.service.js';

/**
 * The upload's body: the largest file as base64 (4/3 of 10 MiB) and its JSON around it. Only this
 * route takes more than the app's 1 MiB (docs/rules/files.md, "Uploads").
 */
const UPLOAD_BODY_LIMIT = Math.ceil(FILE_LIMITS.maxBytes / 3) * 4 + 64 * 1024;

const perAccount = (name: string, max: number) => ({
  max,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) =>
    request.caller?.kind === 'user' ? `${name}:${request.caller.userId}` : request.ip,
});

/** Attachments on requests, messages and findings (docs/rules/files.md). */
export const filesRoutes = async (app: FastifyInstance) => {
  const route = postRoutes(app, ['file']);
  const listRoute = pageRoutes(route);
  const download = postDownloads(app, ['file']);
  const db = app.database.db;

  route(
    FILE_PATHS.insert,
    {
      access: 'user',
      rateLimit: perAccount('file-upload', 30),
      bodyLimit: UPLOAD_BODY_LIMIT,
      summary:
        'Attach a file (base64, at most 10 MB, type checked by content) to a request, a message or a finding',
      body: fileInsertSchema,
      reply: fileReply,
    },
    // The name the user gave is kept, without directories or control characters.
    async (request) => {
      const input = { ...request.body, name: safeFilename(request.body.name) };
      return ok(M.inserted, {
        file: valueOrHttpError(await attachFile(db, userOf(request), input)),
      });
    },
  );

  listRoute(
    FILE_PATHS.list,
    {
      access: 'user',
      summary: "The files the caller may see, newest first (with incident_id: one request's)",
      body: fileListSchema,
      reply: fileListReply,
      key: 'file',
      message: M.listed,
    },
    (request) => filesOf(db, userOf(request), request.body),
  );

  route(
    FILE_PATHS.remove,
    {
      access: 'user',
      summary: 'Remove a file (its uploader, or whoever may write on what it is attached to)',
      body: fileIdSchema,
      reply: baseReply,
    },
    async (request) => {
      valueOrHttpError(await removeFile(db, userOf(request), request.body.file_id));
      return ok(M.removed);
    },
  );

  download(
    FILE_PATHS.download,
    {
      access: 'user',
      rateLimit: perAccount('file-download', 120),
      summary: 'A file as it was attached (its sniffed type, as an attachment; 404 to anyone else)',
      body: fileIdSchema,
    },
    async (request) => {
      const { file, bytes } = valueOrHttpError(
        await downloadOf(db, userOf(request), request.body.file_id),
      );
      return { filename: file.name, type: file.content_type, body: Readable.from([bytes]) };
    },
  );
};
