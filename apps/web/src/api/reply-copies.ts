/**
 * The last body of each cacheable read the server tagged with an ETag, by path and body, so the
 * next identical call can ask "changed since?" (If-None-Match) and reuse this copy on 304. POST
 * replies are never kept by the browser's own HTTP cache, so the app keeps them (docs/performance.md,
 * "Caching"). Bounded: the oldest copy goes first.
 */
const MAX_COPIES = 50;

interface Copy {
  etag: string;
  data: unknown;
}

const copies = new Map<string, Copy>();

export const copyKey = (path: string, body: unknown) => `${path}\n${JSON.stringify(body ?? {})}`;

export const copyOf = (key: string): Copy | undefined => copies.get(key);

export const keepCopy = (key: string, etag: string, data: unknown) => {
  copies.delete(key);
  copies.set(key, { etag, data });
  for (const oldest of copies.keys()) {
    if (copies.size <= MAX_COPIES) break;
    copies.delete(oldest);
  }
};

export const forgetCopies = () => copies.clear();
