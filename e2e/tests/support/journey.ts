import type { Page } from '@playwright/test';
import { snapScreen } from './screens';

/** The password of every account a journey makes. */
export const PASSWORD = 'Journey#2468';

/**
 * A journey's `snap(page, name)`: snapScreen into SCREENS_DIR, else `test-results/<journey>-screens`
 * (parallel runs of other specs wipe test-results, so the folder can move).
 */
export const journeyScreens = (journey: string) => {
  const dir = process.env.SCREENS_DIR ?? `test-results/${journey}-screens`;
  return (page: Page, name: string) => snapScreen(page, dir, name);
};
