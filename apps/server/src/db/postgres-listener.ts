import pg from 'pg';

type OnPayload = (payload: string) => void;

/** How long to wait before connecting again after the listening connection was lost. */
const RECONNECT_MS = [250, 1000, 5000] as const;

/**
 * LISTEN on PostgreSQL for one server: one connection of its own (a pooled one would be handed to
 * other queries and stop hearing), opened on the first `listen` and opened again, with every
 * channel, when the database drops it (restart, failover). What was sent while it was away is
 * lost, as NOTIFY promises nothing more; its listeners poll as their fallback.
 */
export const postgresListener = (connectionString: string) => {
  const channels = new Map<string, OnPayload[]>();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let closed = false;
  let failures = 0;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, keepAlive: true });
    next.on('notification', ({ channel, payload }) => {
      for (const onPayload of channels.get(channel) ?? []) onPayload(payload ?? '');
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    await next.connect();
    for (const channel of channels.keys()) await next.query(`LISTEN "${channel}"`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    failures = 0;
  };

  /** Connects again after a growing pause, until it works or the listener is closed. */
  const retry = () => {
    const delay = RECONNECT_MS[Math.min(failures, RECONNECT_MS.length - 1)]!;
    failures += 1;
    setTimeout(() => {
      if (closed || client) return;
      connecting = connect().catch(retry);
    }, delay).unref();
  };

  const lost = (connection: pg.Client) => {
    if (closed || client !== connection) return;
    client = undefined;
    connection.end().catch(() => {});
    retry();
  };

  return {
    listen: async (channel: string, onPayload: OnPayload) => {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`unsafe channel name ${channel}`);
      const known = channels.get(channel);
      channels.set(channel, [...(known ?? []), onPayload]);
      if (!client) {
        // Unreachable now: keep trying in the background; listen itself never fails.
        connecting ??= connect().catch(retry);
        await connecting;
        return;
      }
      if (!known) await client.query(`LISTEN "${channel}"`);
    },
    close: async () => {
      closed = true;
      const open = client;
      client = undefined;
      await open?.end().catch(() => {});
    },
  };
};
