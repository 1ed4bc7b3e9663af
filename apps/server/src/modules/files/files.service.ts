import { createHash } from 'node:crypto';
import {
  FILE_LIMITS,
  FILE_MESSAGES as M,
  type FileEntity,
  type FileParent,
} from '@georisk/contract';
import type { UserCaller } from '../../domain/caller.js';
import { hasRole } from '../../domain/caller.js';
import { authorize, can, type RequestFacts } from '../../domain/policies/index.js';
import { failure, notFound, success, type Result } from '../../domain/result.js';
import type { Database } from '../../db/database.js';
import { transactionResult } from '../../db/transaction.js';
import { callerActor, recordAudit } from '../audit/index.js';
import { requestFacts } from '../incident/index.js';
import { sniffType } from './file-sniff.js';
import {
  deleteFile,
  findParent,
  findVisibleFile,
  insertFile,
  listVisibleFiles,
  lockRequestFiles,
  readBytes,
} from './files.repository.js';

export const FILE_REFUSALS = {
  messageAuthor: 'Only the author of a message may attach files to it',
  questionFixed: 'This Incident Request is being reviewed; attach the file to a message instead',
  remove:
    'Only the person who attached this file, or whoever may change what it is attached to, may remove it',
} as const;

const PARENT_NAMES: Record<FileParent, string> = {
  incident: 'Incident Request',
  message: 'Message',
  finding: 'Finding',
};

/** Who reads which files: the staff every request's (drafts' too), others those they may read. */
const readerOf = (caller: UserCaller) => ({
  userId: caller.userId,
  staff: can(caller, 'readDraft', { kind: 'finding' }),
});

/** Who may attach to (and so remove from) a parent: the rule of writing on that parent. */
const mayWriteOn = (
  caller: UserCaller,
  parent: FileParent,
  request: RequestFacts,
  messageAuthor: string | null,
): Result<void> => {
  if (parent === 'incident') return authorize(caller, 'change', { kind: 'incident', ...request });
  if (parent === 'finding') return authorize(caller, 'update', { kind: 'finding', ...request });
  const posting = authorize(caller, 'post', { kind: 'message', ...request });
  if (!posting.ok) return posting;
  return messageAuthor === caller.userId
    ? success(undefined)
    : failure('forbidden', FILE_REFUSALS.messageAuthor);
};

/** The bytes of an upload, refused when empty, too large or not an allowed kind of file. */
const checkedContent = async (content: string, name: string) => {
  const bytes = Buffer.from(content, 'base64');
  if (bytes.length === 0) return failure('invalid', M.empty);
  if (bytes.length > FILE_LIMITS.maxBytes) return failure('invalid', M.tooLarge);
  const type = await sniffType(bytes, name);
  return type ? success({ bytes, type }) : failure('invalid', M.notAllowed);
};

/**
 * Attaches a file (docs/rules/files.md): checked by content first, then the parent's write rule,
 * then — with the request locked — the 20-file limit and, for the request itself, that its
 * question is still open. The row, its bytes and the audit event are one transaction.
 */
export const attachFile = async (
  db: Database,
  caller: UserCaller,
  input: { parent: FileParent; parent_id: string; name: string; content: string },
): Promise<Result<FileEntity>> => {
  const content = await checkedContent(input.content, input.name);
  if (!content.ok) return content;
  const parent = await findParent(db, input.parent, input.parent_id);
  if (!parent) return notFound(PARENT_NAMES[input.parent]);
  const request = await requestFacts(db, caller, parent.incidentId);
  if (!request.ok) return notFound(PARENT_NAMES[input.parent]);
  if (!can(caller, 'read', { kind: 'incident', ...request.value })) {
    return notFound(PARENT_NAMES[input.parent]);
  }
  const allowed = mayWriteOn(caller, input.parent, request.value, parent.authorId);
  if (!allowed.ok) return allowed;
  const inserted = await transactionResult(db, async (tx) => {
    const held = await lockRequestFiles(tx, parent.incidentId);
    if (!held) return notFound(PARENT_NAMES[input.parent]);
    if (input.parent === 'incident' && held.status !== 'Submitted') {
      return failure('conflict', FILE_REFUSALS.questionFixed);
    }
    if (held.files >= FILE_LIMITS.perRequest) return failure('conflict', M.tooMany);
    const id = await insertFile(tx, {
      incidentId: parent.incidentId,
      parent: input.parent,
      parentId: input.parent_id,
      name: input.name,
      contentType: content.value.type,
      bytes: content.value.bytes,
      sha256: createHash('sha256').update(content.value.bytes).digest('hex'),
      uploadedBy: caller.userId,
    });
    await recordAudit(tx, callerActor(caller), {
      action: 'file.upload',
      target: { kind: 'incident', id: parent.incidentId },
      companyId: request.value.companyId,
      detail: { file_id: id, name: input.name, parent: input.parent },
    });
    return success(id);
  });
  if (!inserted.ok) return inserted;
  const file = await findVisibleFile(db, readerOf(caller), inserted.value);
  return file ? success(file) : notFound(M.notFound);
};

/** A page of the files the caller sees; with `incident_id`, one request's (read rule first). */
export const filesOf = async (
  db: Database,
  caller: UserCaller,
  query: { incident_id?: string; limit?: number; offset?: number },
) => {
  if (query.incident_id) {
    const request = await requestFacts(db, caller, query.incident_id);
    if (!request.ok) return request;
    const allowed = authorize(caller, 'read', { kind: 'incident', ...request.value });
    if (!allowed.ok) return allowed;
  }
  return success(
    await listVisibleFiles(db, readerOf(caller), {
      incidentId: query.incident_id,
      limit: query.limit ?? FILE_LIMITS.maxLimit,
      offset: query.offset ?? 0,
    }),
  );
};

/** The file and the bytes, to whoever sees it; anyone else finds no such file (404). */
export const downloadOf = async (db: Database, caller: UserCaller, fileId: string) => {
  const file = await findVisibleFile(db, readerOf(caller), fileId);
  const bytes = file && (await readBytes(db, fileId));
  return file && bytes ? success({ file, bytes }) : notFound(M.notFound);
};

/** The uploader, or whoever may write on what it is attached to (an admin for a message). */
export const removeFile = async (
  db: Database,
  caller: UserCaller,
  fileId: string,
): Promise<Result<void>> => {
  const file = await findVisibleFile(db, readerOf(caller), fileId);
  if (!file) return notFound(M.notFound);
  const request = await requestFacts(db, caller, file.incident_id);
  if (!request.ok) return notFound(M.notFound);
  if (file.uploaded_by.user_id !== caller.userId) {
    const allowed =
      file.parent === 'message'
        ? hasRole(caller, 'admin')
        : mayWriteOn(caller, file.parent, request.value, null).ok;
    if (!allowed) return failure('forbidden', FILE_REFUSALS.remove);
  }
  return transactionResult(db, async (tx) => {
    if (!(await deleteFile(tx, fileId))) return notFound(M.notFound);
    await recordAudit(tx, callerActor(caller), {
      action: 'file.remove',
      target: { kind: 'incident', id: file.incident_id },
      companyId: request.value.companyId,
      detail: { file_id: fileId, name: file.name },
    });
    return success(undefined);
  });
};
