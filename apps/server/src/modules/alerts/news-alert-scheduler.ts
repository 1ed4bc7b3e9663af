import type { Database } from '../../db/database.js';
import { notify as notifyUser } from '../notification/index.js';
import { sweepNewsAlerts } from './news-alerts.service.js';
import type { Notify } from './alert-notice.js';

interface AlertLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** Every couple of seconds, so a watch notice follows the news at once (docs/rules/geography.md). */
const EVERY_MS = 2000;

export interface NewsAlertScheduler {
  start(): void;
  stop(): Promise<void>;
}

/**
 * Sweeps newly landed news for watch and stale alerts, feed or admin alike. Sweeps never overlap
 * in this process; across servers, each article is claimed by one of them.
 */
export const createNewsAlertScheduler = (options: {
  db: Database;
  publicUrl: string;
  log: AlertLog;
  notify?: Notify;
}): NewsAlertScheduler => {
  const notify: Notify = options.notify ?? ((db, notice) => notifyUser(db, notice));
  let sweep: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const runOnce = () => {
    sweep ??= (async () => {
      while ((await sweepNewsAlerts({ db: options.db, publicUrl: options.publicUrl, notify })) > 0);
    })()
      .catch((error: unknown) => options.log.error({ err: error }, 'news alerts failed'))
      .finally(() => {
        sweep = undefined;
      });
    return sweep;
  };
  return {
    start: () => {
      timer ??= setInterval(() => void runOnce(), EVERY_MS);
      timer.unref();
    },
    stop: async () => {
      clearInterval(timer);
      await sweep;
    },
  };
};
