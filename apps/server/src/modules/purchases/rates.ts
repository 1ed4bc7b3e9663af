import { CURRENCIES, type Currency, type RateInfo } from '@georisk/contract';
import { eq, sql } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import type { Database } from '../../db/database.js';
import { exchangeRates } from '../../db/schema.js';
import { fetchFeed } from '../feeds/index.js';

/** RATES_FEED_URL's default: the European Central Bank's daily reference rates. */
export const ECB_DAILY_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';
const DAY_MS = 86_400_000;
/** After a failed fetch, the next try waits this long (the last good rates are served). */
const RETRY_MS = 15 * 60_000;

export interface RatesOptions {
  url: string;
  /** FEEDS_ALLOW_PRIVATE: tests serve the XML from 127.0.0.1. */
  allowPrivate: boolean;
  /** Default 10 s (DESIGN section 15). */
  timeoutMs?: number;
}

export interface Rates {
  rates: Record<string, number>;
  rateDate: string | null;
  fetchedAt: Date | null;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  processEntities: false,
});

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * Reads the ECB's format: Envelope > Cube > Cube[time] > Cube[currency, rate]. Throws on anything
 * else (no date, no rates, a rate that is not a positive number).
 */
export const parseEcbRates = (xml: string): { rateDate: string; rates: Record<string, number> } => {
  const doc = parser.parse(xml) as {
    Envelope?: { Cube?: { Cube?: { time?: string; Cube?: unknown } } };
  };
  const day = asArray(doc.Envelope?.Cube?.Cube)[0];
  const rateDate = day?.time;
  if (!rateDate || !/^\d{4}-\d{2}-\d{2}$/.test(rateDate)) throw new Error('No rate date');
  const rates: Record<string, number> = {};
  for (const cube of asArray(day.Cube as { currency?: string; rate?: string }[])) {
    const rate = Number(cube.rate);
    if (!cube.currency || !(rate > 0)) throw new Error(`Bad rate for ${cube.currency ?? '?'}`);
    if ((CURRENCIES as readonly string[]).includes(cube.currency)) rates[cube.currency] = rate;
  }
  if (Object.keys(rates).length === 0) throw new Error('No rates');
  return { rateDate, rates };
};

const stored = async (db: Database, source: string) => {
  const [row] = await db.select().from(exchangeRates).where(eq(exchangeRates.source, source));
  return row ?? null;
};

/**
 * Fetches the feed now and stores the rates; on any failure (timeout, HTTP error, bad XML) the
 * last good rates stay and only the try and its error are recorded. Returns the error, if any.
 */
export const refreshRates = async (db: Database, options: RatesOptions): Promise<string | null> => {
  const now = new Date();
  try {
    const xml = await fetchFeed(options.url, {
      allowPrivate: options.allowPrivate,
      timeoutMs: options.timeoutMs ?? 10_000,
      maxBytes: 256 * 1024,
    });
    const { rateDate, rates } = parseEcbRates(xml);
    await db
      .insert(exchangeRates)
      .values({ source: options.url, rates, rateDate, fetchedAt: now, triedAt: now })
      .onConflictDoUpdate({
        target: exchangeRates.source,
        set: { rates, rateDate, fetchedAt: now, triedAt: now, lastError: null },
      });
    return null;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // Nothing good yet: an empty row, so the next try also waits (no fetch per page view).
    await db
      .insert(exchangeRates)
      .values({
        source: options.url,
        rates: {},
        rateDate: '',
        fetchedAt: new Date(0),
        triedAt: now,
        lastError: message,
      })
      .onConflictDoUpdate({
        target: exchangeRates.source,
        set: { triedAt: now, lastError: sql`excluded.last_error` },
      });
    return message;
  }
};

/** The day's rates, from the database; fetched when older than a day (not more than every 15 min). */
export const currentRates = async (db: Database, options: RatesOptions): Promise<Rates> => {
  let row = await stored(db, options.url);
  const now = Date.now();
  const due =
    !row || (now - row.fetchedAt.getTime() >= DAY_MS && now - row.triedAt.getTime() >= RETRY_MS);
  if (due) {
    await refreshRates(db, options);
    row = await stored(db, options.url);
  }
  if (!row || row.rateDate === '') return { rates: {}, rateDate: null, fetchedAt: null };
  return { rates: row.rates, rateDate: row.rateDate, fetchedAt: row.fetchedAt };
};

/** The rate of one currency, its date, and whether it is older than the cache's day. */
export const rateOf = (rates: Rates, currency: Currency): RateInfo => {
  const rate = currency === 'EUR' ? 1 : (rates.rates[currency] ?? null);
  return {
    currency,
    rate: rates.rateDate ? rate : currency === 'EUR' ? 1 : null,
    rate_date: rates.rateDate,
    stale: rates.fetchedAt !== null && Date.now() - rates.fetchedAt.getTime() > DAY_MS,
  };
};
