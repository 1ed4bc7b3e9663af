import type { CheckinBoard } from '@georisk/contract';
import { asc, eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema.js';
import { openMailBodies } from '../../mail/outbox.repository.js';
import { buildTrip } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';

const HOUR_MS = 3_600_000;

/** A traveller of the owner on a trip under way now: one stop, Lyon (France) unless told. */
export const travellerAbroad = async (
  t: TestApp,
  owner: { companyId: string } | { userId: string },
  stop: {
    placeName?: string | null;
    lat?: number | null;
    lon?: number | null;
    country?: string;
  } = {},
) => {
  const from = new Date(Date.now() - 24 * HOUR_MS);
  const to = new Date(Date.now() + 48 * HOUR_MS);
  const segment = {
    placeName: 'Lyon',
    lat: 45.76,
    lon: 4.84,
    country: 'FR',
    timeZone: 'Europe/Paris',
    ...stop,
    fromUtc: from.toISOString(),
    toUtc: to.toISOString(),
  };
  const trip = await buildTrip(t, owner, {
    segments: [segment],
    countries: [segment.country],
    startsAt: from,
    endsAt: to,
  });
  return trip.travellerId;
};

/** The mails queued to an address, oldest first, opened. */
export const mailsTo = async (t: TestApp, email: string) => {
  const rows = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, email))
    .orderBy(asc(mailOutbox.createdAt));
  return rows.map((row) => ({ subject: row.subject, ...openMailBodies(row) }));
};

/** The token of the newest check-in link mailed to an address. */
export const tokenMailedTo = async (t: TestApp, email: string) => {
  const mail = (await mailsTo(t, email)).at(-1);
  const token = /\/checkin\?token=([A-Za-z0-9_.-]+)&answer=safe/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no check-in link mailed to ${email}`);
  return token;
};

/** Starts a check-in through the API and answers its board. */
export const startCheckin = async (t: TestApp, token: string, body: object) => {
  const reply = await t.call('checkin/insert', body, token);
  if (reply.statusCode !== 200) throw new Error(`checkin/insert: ${reply.body}`);
  return reply.json<{ checkin: CheckinBoard }>().checkin;
};
