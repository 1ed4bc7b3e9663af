import type { CountryDetail } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { readsTogether } from '../../db/reads-together.js';
import type { UserCaller } from '../../domain/caller.js';
import { can } from '../../domain/policies/index.js';
import { findArticles } from '../articles/index.js';
import { assess, assessAll, windowStart, type Assessment } from './country-risk.js';
import {
  articleSignals,
  findingSignals,
  ownRequestsIn,
  type FindingScope,
} from './country.repository.js';

/**
 * Visitors' figures use news only; a customer's add the findings of the requests they read (their
 * own, and their company's: docs/rules/companies.md); partners' and admins' add every finding, so
 * no customer's assessment leaks to another (docs/rules/geography.md).
 */
export const findingScopeOf = (caller: UserCaller | null): FindingScope => {
  if (!caller) return { kind: 'none' };
  return can(caller, 'readEvery', { kind: 'finding' })
    ? { kind: 'all' }
    : { kind: 'viewer', userId: caller.userId };
};

export const listCountries = async (
  db: Database,
  caller: UserCaller | null,
  now = new Date(),
): Promise<Assessment[]> => {
  const from = windowStart(now);
  // A trip's brief reads these inside the transaction that saves the trip.
  const [news, answers] = await readsTogether(db, [
    () => articleSignals(db, from),
    () => findingSignals(db, findingScopeOf(caller), from),
  ]);
  return assessAll([...news, ...answers], now);
};

const LATEST = 20;

export const getCountry = async (
  db: Database,
  caller: UserCaller | null,
  code: string,
  now = new Date(),
): Promise<CountryDetail> => {
  const from = windowStart(now);
  const [news, answers, latest, requests] = await Promise.all([
    articleSignals(db, from, code),
    findingSignals(db, findingScopeOf(caller), from, code),
    findArticles(db, { countries: [code], limit: LATEST }, { includeInactive: false }),
    caller ? ownRequestsIn(db, caller.userId, code) : Promise.resolve([]),
  ]);
  return { ...assess(code, [...news, ...answers], now), latest: latest.rows, requests };
};
