import { fileTypeFromBuffer } from 'file-type';

/**
 * What a file is, decided from its bytes (docs/rules/files.md): file-type reads the magic numbers
 * (and, for Office documents, the zip's first entries); the name never decides a type. Text has no
 * magic number: a `.csv` or `.txt` name is accepted only on bytes that are UTF-8 without NUL.
 */
const BY_CONTENT = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
]);

const TEXT_TYPES: Record<string, string> = {
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};

const isUtf8Text = (bytes: Buffer) => {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
};

/** The allowed content type of these bytes, or null when they are not an allowed kind of file. */
export const sniffType = async (bytes: Buffer, name: string): Promise<string | null> => {
  const found = await fileTypeFromBuffer(bytes);
  if (found) return BY_CONTENT.has(found.mime) ? found.mime : null;
  const ending = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  const text = TEXT_TYPES[ending];
  return text && isUtf8Text(bytes) ? text : null;
};
