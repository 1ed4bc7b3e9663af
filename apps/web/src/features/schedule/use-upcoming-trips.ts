import { useState } from 'react';
import { useTripListQuery } from './schedule-api';

const DAY_MS = 86_400_000;
/** How far ahead the screen looks for trips to decide and to list: a year. */
const AHEAD_DAYS = 365;

/**
 * The caller's trips from a day ago to a year ahead (at most 500): those waiting for approval and
 * the Trips list read it. The window is fixed when the screen opens, so the cache key holds.
 */
export const useUpcomingTrips = () => {
  const [window] = useState(() => {
    const now = Date.now();
    return {
      from: new Date(now - DAY_MS).toISOString(),
      to: new Date(now + AHEAD_DAYS * DAY_MS).toISOString(),
    };
  });
  const { data, isLoading } = useTripListQuery(window);
  return { rows: data?.rows ?? [], can_manage: data?.can_manage ?? false, isLoading };
};
