import { z } from 'zod';
import { listReplyWith, replyWith } from '../envelope.js';
import { id, pageFields, requiredLine } from '../fields.js';

/**
 * Attachments on a request, a message of its conversation or its finding (docs/rules/files.md):
 * sent as base64 in the JSON body, kept in the database, downloaded with `file/download`.
 */
export const FILE_LIMITS = {
  /** Bytes one file may have (10 MiB). */
  maxBytes: 10 * 1024 * 1024,
  /** Live files on one request, its messages and its finding together. */
  perRequest: 20,
  /** Characters of a file's name. */
  maxName: 200,
  /** A page of the files list. */
  maxLimit: 100,
} as const;

export const FILE_PATHS = {
  insert: 'file/insert',
  list: 'file/list',
  remove: 'file/remove',
  download: 'file/download',
} as const;

export const FILE_PARENTS = ['incident', 'message', 'finding'] as const;
export type FileParent = (typeof FILE_PARENTS)[number];

/** What the allow-list accepts, by the name's ending: the file picker's `accept` and the help text. */
export const FILE_ACCEPT =
  '.pdf,.png,.jpg,.jpeg,.gif,.webp,.docx,.xlsx,.pptx,.csv,.txt,application/pdf,image/png,image/jpeg,image/gif,image/webp,text/csv,text/plain';

export const FILE_MESSAGES = {
  notAllowed: 'This type of file is not allowed',
  tooLarge: 'Files are limited to 10 MB',
  tooMany: `An Incident Request holds at most ${FILE_LIMITS.perRequest} files`,
  empty: 'The file is empty',
  specifyName: 'Please name the file',
  invalidContent: 'The file could not be read. Please choose it again',
  invalidParent: 'Files are attached to a request, a message or a finding',
  invalidPaging: 'Files are listed 1 to 100 at a time, from offset 0',
  inserted: 'File attached',
  listed: 'Files found',
  removed: 'File removed',
  notFound: 'File',
} as const;
const M = FILE_MESSAGES;

/** Base64 characters of the largest allowed file, plus padding: longer text is refused unread. */
const MAX_BASE64 = Math.ceil(FILE_LIMITS.maxBytes / 3) * 4;

export const fileInsertSchema = z.object({
  parent: z.enum(FILE_PARENTS, { error: M.invalidParent }),
  parent_id: id(),
  name: requiredLine(M.specifyName, FILE_LIMITS.maxName, 'File name'),
  content: z
    .string({ error: M.invalidContent })
    .min(1, { error: M.empty })
    .max(MAX_BASE64 + 4, { error: M.tooLarge })
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: M.invalidContent }),
});
export type FileInsert = z.input<typeof fileInsertSchema>;

/** Every file the caller may see, newest first; with `incident_id`, those of one request. */
export const fileListSchema = z.object({
  incident_id: id().optional(),
  ...pageFields(FILE_LIMITS.maxLimit, M.invalidPaging),
});
export const fileIdSchema = z.object({ file_id: id() });

export const fileEntity = z.object({
  file_id: z.string(),
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  parent: z.enum(FILE_PARENTS),
  parent_id: z.string(),
  incident_id: z.string(),
  /** The request's question, so a list of files says what each belongs to. */
  query: z.string(),
  uploaded_by: z.object({ user_id: z.string(), name: z.string() }),
  created_at: z.string(),
});
export type FileEntity = z.infer<typeof fileEntity>;

export const fileReply = replyWith('file', fileEntity);
export const fileListReply = listReplyWith('file', fileEntity);
