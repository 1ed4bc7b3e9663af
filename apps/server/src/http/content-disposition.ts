/**
 * `Content-Disposition: attachment` for a name a user chose (docs/rules/files.md): the plain
 * `filename` holds an ASCII stand-in (no quotes, slashes or control characters), `filename*` the
 * real name percent-encoded as RFC 5987 says, which browsers prefer. No directory part survives.
 */
const MAX_NAME = 200;

/** The last path segment, without control characters, trimmed; "download" when nothing is left. */
export const safeFilename = (name: string) => {
  const base = name.split(/[/\\]/).pop() ?? '';
  const printable = [...base].filter((c) => c.charCodeAt(0) > 0x1f && c !== '\u007f').join('');
  const clean = printable.trim().replace(/^\.+/, '');
  return clean.slice(0, MAX_NAME) || 'download';
};

const asciiStandIn = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\%;]/g, '_') || 'download';

/** RFC 5987 value characters: everything else is percent-encoded. */
const encode5987 = (name: string) =>
  encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

export const attachmentHeader = (filename: string) => {
  const name = safeFilename(filename);
  return `attachment; filename="${asciiStandIn(name)}"; filename*=UTF-8''${encode5987(name)}`;
};
