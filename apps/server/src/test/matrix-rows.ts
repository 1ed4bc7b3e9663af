/**
 * The shapes the two access matrices (authorization-matrix.ts, company-matrix.ts) repeat: one
 * expectation over several routes, and the routes of a resource someone keeps. Each matrix still
 * lists every route; these only spell its rows.
 */

/**
 * The row builder of a matrix whose callers are `callers`: statuses in the callers' order, as a
 * record by caller. A row with more or fewer statuses than callers fails at once.
 */
export const statusRow =
  <Caller extends string>(callers: readonly Caller[]) =>
  (...statuses: number[]): Record<Caller, number> => {
    if (statuses.length !== callers.length) {
      throw new Error(`A row has ${callers.length} statuses, not ${statuses.length}`);
    }
    return Object.fromEntries(callers.map((caller, i) => [caller, statuses[i]])) as Record<
      Caller,
      number
    >;
  };

/** The same statuses for several routes on one target. */
export const sameRows = <T extends string, E>(target: T, expect: E, routes: string[]) =>
  routes.map((route) => ({ route, target, expect }));

/**
 * A resource its keeper adds and lists (their own) and whose A's record is read, changed and
 * removed: branches, travellers, trips.
 */
export const keptResourceRows = <E>(
  resource: string,
  expect: { add: E; read: E; change: E; list: E },
) => [
  { route: `${resource}/insert`, target: 'own' as const, expect: expect.add },
  { route: `${resource}/get`, target: "A's record" as const, expect: expect.read },
  ...sameRows("A's record" as const, expect.change, [`${resource}/update`, `${resource}/remove`]),
  { route: `${resource}/list`, target: 'own' as const, expect: expect.list },
];
