import type { FileEntity, FileParent } from '@georisk/contract';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { isoSql } from '../../db/dates.js';
import { fullName } from '../../db/names.js';
import { seenBy } from '../../db/request-visibility.js';
import {
  fileContents,
  files,
  findingRevisions,
  findings,
  incidents,
  messages,
  users,
} from '../../db/schema.js';

/** The request a parent belongs to, and what the rules read of it (null: no live parent). */
export const findParent = async (db: Database, kind: FileParent, parentId: string) => {
  if (kind === 'incident') return { incidentId: parentId, authorId: null };
  if (kind === 'message') {
    const [row] = await db
      .select({ incidentId: messages.incidentId, authorId: messages.authorId })
      .from(messages)
      .where(eq(messages.id, parentId))
      .limit(1);
    return row ?? null;
  }
  const [row] = await db
    .select({ incidentId: findings.incidentId })
    .from(findings)
    .where(and(eq(findings.id, parentId), eq(findings.isDeleted, false)))
    .limit(1);
  return row ? { incidentId: row.incidentId, authorId: null } : null;
};

/**
 * Locks the live request (so two uploads cannot both pass the limit) and answers its status and
 * how many live files it holds; null when the request is gone.
 */
export const lockRequestFiles = async (tx: Database, incidentId: string) => {
  const [request] = await tx
    .select({ status: incidents.status })
    .from(incidents)
    .where(and(eq(incidents.id, incidentId), eq(incidents.isDeleted, false)))
    .for('update');
  if (!request) return null;
  const [held] = await tx
    .select({ n: count() })
    .from(files)
    .where(and(eq(files.incidentId, incidentId), eq(files.isDeleted, false)));
  return { status: request.status, files: held?.n ?? 0 };
};

export interface NewFile {
  incidentId: string;
  parent: FileParent;
  parentId: string;
  name: string;
  contentType: string;
  bytes: Buffer;
  sha256: string;
  uploadedBy: string;
}

export const insertFile = async (tx: Database, file: NewFile) => {
  const [row] = await tx
    .insert(files)
    .values({
      incidentId: file.incidentId,
      parentKind: file.parent,
      messageId: file.parent === 'message' ? file.parentId : null,
      findingId: file.parent === 'finding' ? file.parentId : null,
      name: file.name,
      contentType: file.contentType,
      size: file.bytes.length,
      sha256: file.sha256,
      uploadedBy: file.uploadedBy,
    })
    .returning({ id: files.id });
  if (!row) throw new Error('file not inserted');
  await tx.insert(fileContents).values({ fileId: row.id, bytes: file.bytes });
  return row.id;
};

/** Soft-deletes the file and drops its bytes; false when it was already gone. */
export const deleteFile = async (tx: Database, fileId: string) => {
  const gone = await tx
    .update(files)
    .set({ isDeleted: true, updatedAt: new Date() })
    .where(and(eq(files.id, fileId), eq(files.isDeleted, false)))
    .returning({ id: files.id });
  await tx.delete(fileContents).where(eq(fileContents.fileId, fileId));
  return gone.length > 0;
};

export const readBytes = async (db: Database, fileId: string) => {
  const [row] = await db
    .select({ bytes: fileContents.bytes })
    .from(fileContents)
    .where(eq(fileContents.fileId, fileId))
    .limit(1);
  return row?.bytes ?? null;
};

/** A finding's file is published with the finding: attached before its latest publication. */
const publishedWithFinding = sql`${files.createdAt} <= (select max(${findingRevisions.publishedAt}) from ${findingRevisions} where ${findingRevisions.findingId} = ${files.findingId})`;
const findingLive = sql`exists (select 1 from ${findings} where ${findings.id} = ${files.findingId} and ${findings.isDeleted} = false)`;

/**
 * The files a reader sees (docs/rules/files.md): live, on a live request, a finding's only while
 * that finding is live; staff see every request's and the working copy's, anyone else the files
 * of the requests they read (db/request-visibility.ts) and a finding's once published.
 */
export const visibleFiles = (reader: { userId: string; staff: boolean }): SQL =>
  and(
    eq(files.isDeleted, false),
    eq(incidents.isDeleted, false),
    sql`(${files.parentKind} <> 'finding' or (${findingLive}${reader.staff ? sql`` : sql` and ${publishedWithFinding}`}))`,
    reader.staff ? undefined : seenBy(incidents, reader.userId),
  ) as SQL;

const columns = {
  file_id: files.id,
  name: files.name,
  content_type: files.contentType,
  size: files.size,
  sha256: files.sha256,
  parent: files.parentKind,
  parent_id: sql<string>`coalesce(${files.messageId}, ${files.findingId}, ${files.incidentId})`,
  incident_id: files.incidentId,
  query: incidents.query,
  uploaded_by: { user_id: users.id, name: fullName(users) },
  created_at: isoSql(files.createdAt),
};

const selectFiles = (db: Database) =>
  db
    .select(columns)
    .from(files)
    .innerJoin(incidents, eq(incidents.id, files.incidentId))
    .innerJoin(users, eq(users.id, files.uploadedBy));

/** One file the reader sees, or null: a file they may not see reads as missing. */
export const findVisibleFile = async (
  db: Database,
  reader: { userId: string; staff: boolean },
  fileId: string,
): Promise<FileEntity | null> => {
  const [row] = await selectFiles(db)
    .where(and(eq(files.id, fileId), visibleFiles(reader)))
    .limit(1);
  return row ?? null;
};

/** A page of the files the reader sees, newest first, and how many there are. */
export const listVisibleFiles = async (
  db: Database,
  reader: { userId: string; staff: boolean },
  page: { incidentId?: string; limit: number; offset: number },
) => {
  const where = and(
    visibleFiles(reader),
    page.incidentId ? eq(files.incidentId, page.incidentId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectFiles(db)
      .where(where)
      .orderBy(desc(files.createdAt), desc(files.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(files)
      .innerJoin(incidents, eq(incidents.id, files.incidentId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};
