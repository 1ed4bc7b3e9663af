import { hash } from 'node:crypto';

/** A strong ETag: the same bytes always get the same tag, on every server. */
export const strongEtag = (payload: string): string => `"${hash('sha1', payload, 'base64url')}"`;

/** If-None-Match compares weakly (RFC 9110 13.1.2): `W/` is ignored, `*` matches anything. */
export const noneMatch = (header: string | undefined, etag: string): boolean => {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
};

/** The same JSON whatever the order of its keys, so equal bodies share one cache key. */
export const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1)))
      : inner,
  );
