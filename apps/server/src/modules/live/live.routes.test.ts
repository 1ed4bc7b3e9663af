import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../db/postgres.js';
import { eventTickets, exposureAlerts, notifications } from '../../db/schema.js';
import {
  buildCompany,
  buildExposureAlert,
  buildUser,
  type TestUser,
  buildPeople,
} from '../../test/factories.js';
import { buildAnotherApp, buildTestApp, type TestApp } from '../../test/test-app.js';
import type { TestDatabase } from '../../test/test-database.js';

const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';

let t: TestApp;
let base: string;

const listenOn = async (app: FastifyInstance) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  return `http://127.0.0.1:${address.port}`;
};

const ticketFor = async (user: TestUser) => {
  const reply = await t.call('events/ticket', {}, user.token);
  expect(reply.statusCode).toBe(200);
  return reply.json<{ ticket: string }>().ticket;
};

/** An open stream and everything it has said so far. */
const openStream = async (server: string, ticket: string) => {
  const controller = new AbortController();
  const response = await fetch(`${server}/api/events/stream?ticket=${ticket}`, {
    signal: controller.signal,
  });
  let text = '';
  let ended = false;
  // A refusal is read at once, so its connection is free again.
  const refusal = response.ok ? undefined : await response.json();
  if (response.ok) {
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    void (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          text += decoder.decode(value);
        }
      } catch {
        // Aborted by the test.
      }
      ended = true;
    })();
  }
  return {
    response,
    refusal,
    said: () => text,
    ended: () => ended,
    /** Waits until the stream has said `event: <name>` `times` times (or fails after 10 s). */
    heard: async (event: string, times = 1) => {
      const count = () => text.split(`event: ${event}\n`).length - 1;
      for (let waited = 0; count() < times; waited += 20) {
        if (waited > 10_000) throw new Error(`no "${event}" in ${JSON.stringify(text)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => controller.abort(),
  };
};

const notifyUser = (user: TestUser) =>
  t.database.db.insert(notifications).values({ userId: user.id, kind: 'watch', text: 'News' });

beforeAll(async () => {
  t = await buildTestApp();
  base = await listenOn(t.app);
});
afterAll(async () => {
  // The test's own HTTP client may keep sockets of aborted streams a while; a browser does not.
  t.app.server.closeAllConnections();
  await t.close();
});

describe('events/ticket and the stream it opens', () => {
  it('needs a signed-in user for a ticket', async () => {
    expect((await t.call('events/ticket', {})).statusCode).toBe(401);
    expect((await t.call('events/ticket', {}, await t.anonymousToken())).statusCode).toBe(401);
  });

  it('opens once per ticket, and refuses an unknown, used or expired ticket in the envelope', async () => {
    const user = await buildUser(t);
    const ticket = await ticketFor(user);
    const first = await openStream(base, ticket);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const again = await openStream(base, ticket);
    expect(again.response.status).toBe(401);
    expect(again.refusal).toMatchObject({
      success: false,
      message: 'This ticket is unknown, used or expired: ask for a new one',
    });
    expect((await openStream(base, 'not-a-ticket')).response.status).toBe(401);
    const noTicket = await fetch(`${base}/api/events/stream`);
    expect(noTicket.status).toBe(400);
    await noTicket.body?.cancel();

    const late = await ticketFor(user);
    await t.database.db.update(eventTickets).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await openStream(base, late)).response.status).toBe(401);
    first.close();
  });

  it('refuses the ticket of a user disabled since it was issued', async () => {
    const user = await buildUser(t);
    const ticket = await ticketFor(user);
    await t.database.db.execute(sql`update users set is_active = false where id = ${user.id}`);
    expect((await openStream(base, ticket)).response.status).toBe(401);
  });
});

describe('what a stream carries', () => {
  it("tells a user of their own new notification, and nobody else's", async () => {
    const [reader, other] = [await buildUser(t), await buildUser(t)];
    const mine = await openStream(base, await ticketFor(reader));
    const theirs = await openStream(base, await ticketFor(other));
    await notifyUser(reader);
    await mine.heard('notification');
    await notifyUser(other);
    await theirs.heard('notification');
    expect(mine.said().split('event: notification').length - 1).toBe(1);
    expect(mine.said()).toContain('data: {}');
    mine.close();
    theirs.close();
  });

  it("tells every member of a company of its alerts, raised or handled, and no one else's", async () => {
    const { owner, viewer, outsider, solo } = await buildPeople(t, [
      'owner',
      'viewer',
      'outsider',
      'solo',
    ]);
    const company = await buildCompany(t, [
      { user: owner, role: 'owner' },
      { user: viewer, role: 'viewer' },
    ]);
    await buildCompany(t, [{ user: outsider, role: 'owner' }]);
    const streams = {
      viewer: await openStream(base, await ticketFor(viewer)),
      outsider: await openStream(base, await ticketFor(outsider)),
      solo: await openStream(base, await ticketFor(solo)),
    };
    const alert = await buildExposureAlert(t, { companyId: company.id });
    await streams.viewer.heard('alert');
    await t.database.db
      .update(exposureAlerts)
      .set({ status: 'acknowledged' })
      .where(eq(exposureAlerts.id, alert.id));
    await streams.viewer.heard('alert', 2);

    await buildExposureAlert(t, { userId: solo.id });
    await streams.solo.heard('alert');
    expect(streams.outsider.said()).not.toContain('event: alert');
    expect(streams.solo.said().split('event: alert').length - 1).toBe(1);
    Object.values(streams).forEach((stream) => stream.close());
  });
});

describe.skipIf(!onPostgres)('across servers on one PostgreSQL', () => {
  let other: FastifyInstance;
  let otherBase: string;
  let otherDatabase: ReturnType<typeof openPostgres>;
  beforeAll(async () => {
    // A second server with its own pool and its own listening connection to the same database.
    otherDatabase = openPostgres((t.database as TestDatabase).url!);
    other = await buildAnotherApp(t, otherDatabase);
    otherBase = await listenOn(other);
  });
  afterAll(async () => {
    other.server.closeAllConnections();
    await other.close();
    await otherDatabase.close();
  });

  it('delivers a notification written through one server to a stream held by the other', async () => {
    const user = await buildUser(t);
    const stream = await openStream(otherBase, await ticketFor(user));
    expect(stream.response.status).toBe(200);
    await notifyUser(user);
    await stream.heard('notification');
    stream.close();
  });
});

describe('closing', () => {
  it('ends the streams a server holds when it closes, so a drain is not held open', async () => {
    const user = await buildUser(t);
    const closing = await buildAnotherApp(t);
    const stream = await openStream(await listenOn(closing), await ticketFor(user));
    expect(stream.response.status).toBe(200);
    await closing.close();
    for (let waited = 0; !stream.ended() && waited < 5000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(stream.ended()).toBe(true);
  });
});
