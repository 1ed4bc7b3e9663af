import type { Dashboard, Watch } from '@georisk/contract';
import { countryName } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { failure, success, type Result } from '../../domain/result.js';
import { hasRole, type UserCaller } from '../../plugins/access.js';
import { searchArticles } from '../articles/index.js';
import { listCountries } from '../geography/index.js';
import * as figures from './dashboard.repository.js';
import { DASHBOARD_MESSAGES as M } from './dashboard.messages.js';
import { listWatches, removeWatch, upsertWatch } from './watch.repository.js';

const DAY_MS = 86_400_000;
const roleOf = (caller: UserCaller): Dashboard['role'] =>
  hasRole(caller, 'admin') ? 'admin' : hasRole(caller, 'partner') ? 'partner' : 'customer';

export const watchesOf = async (db: Database, userId: string): Promise<Watch[]> =>
  (await listWatches(db, userId)).map((w) => ({ ...w, name: countryName(w.country) }));

export const addWatch = async (
  db: Database,
  userId: string,
  body: { country: string; minLevel: string },
): Promise<Watch> => {
  const row = await upsertWatch(db, userId, body.country, body.minLevel);
  return { ...row, name: countryName(row.country) };
};

export const dropWatch = async (
  db: Database,
  userId: string,
  watchId: string,
): Promise<Result<true>> =>
  (await removeWatch(db, userId, watchId)) ? success(true) : failure('not-found', M.watchNotFound);

/** The figures of the caller's role (docs/rules/geography.md). */
export const dashboardOf = async (db: Database, caller: UserCaller): Promise<Dashboard> => {
  const role = roleOf(caller);
  const countries = (await listCountries(db, caller)).map(({ reasons: _r, ...c }) => c);
  const now = Date.now();
  if (role === 'customer') {
    const watches = await watchesOf(db, caller.userId);
    const watched = watches.map(
      (w) =>
        countries.find((c) => c.code === w.country) ?? {
          code: w.country,
          name: w.name,
          riskLevel: null,
          score: 0,
          articles: 0,
          findings: 0,
        },
    );
    const [byStatus, outcomes, news] = await Promise.all([
      figures.requestsByStatus(db, caller.userId),
      figures.outcomes(db, caller.userId),
      watches.length === 0
        ? Promise.resolve({ rows: [] })
        : searchArticles(
            db,
            { countries: watches.map((w) => w.country), limit: 10 },
            { includeInactive: false },
          ),
    ]);
    return { role, countries, customer: { byStatus, outcomes, watched, news: news.rows } };
  }
  const median = await figures.medianHoursToAnswer(db);
  if (role === 'partner') {
    const [unanswered, answeredThisWeek] = await Promise.all([
      figures.unansweredCount(db),
      figures.answeredSince(db, new Date(now - 7 * DAY_MS)),
    ]);
    return {
      role,
      countries,
      partner: { unanswered, answeredThisWeek, medianHoursToAnswer: median },
    };
  }
  const [perWeek, byCategory, byCustomerType, usersByRole, feeds] = await Promise.all([
    figures.requestsPerWeek(db, new Date(now - 12 * 7 * DAY_MS)),
    figures.requestsByCategory(db),
    figures.requestsByCustomerType(db),
    figures.usersByRole(db),
    figures.feedHealth(db),
  ]);
  return {
    role,
    countries,
    admin: { perWeek, byCategory, byCustomerType, usersByRole, medianHoursToAnswer: median, feeds },
  };
};
