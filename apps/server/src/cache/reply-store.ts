/** One cached reply: the exact bytes sent, their strong ETag, and what it was built from. */
export interface StoredReply {
  payload: string;
  etag: string;
  /** The versions of the route's topics read before the reply was built. */
  versions: string;
  storedAt: number;
}

/** Above this a reply is not kept: one huge page must not push every other one out. */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;

/**
 * Replies by key, bounded by the bytes they hold (keys and payloads, counted as UTF-16 string
 * lengths x 2); the least recently used go first. A Map keeps insertion order, so a hit is moved
 * to the end and eviction takes from the front.
 */
export const replyStore = (maxBytes: number) => {
  const entries = new Map<string, StoredReply>();
  let bytes = 0;
  const sizeOf = (key: string, reply: StoredReply) => (key.length + reply.payload.length) * 2;
  const remove = (key: string) => {
    const old = entries.get(key);
    if (!old) return;
    entries.delete(key);
    bytes -= sizeOf(key, old);
  };
  return {
    get: (key: string): StoredReply | undefined => {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
      }
      return hit;
    },
    set: (key: string, reply: StoredReply) => {
      remove(key);
      const size = sizeOf(key, reply);
      if (size > Math.min(MAX_ENTRY_BYTES, maxBytes)) return;
      for (const oldest of entries.keys()) {
        if (bytes + size <= maxBytes) break;
        remove(oldest);
      }
      entries.set(key, reply);
      bytes += size;
    },
    clear: () => {
      entries.clear();
      bytes = 0;
    },
    get bytes() {
      return bytes;
    },
    get size() {
      return entries.size;
    },
  };
};

export type ReplyStore = ReturnType<typeof replyStore>;
