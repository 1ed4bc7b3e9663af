import { startMailCatcher } from './mail-catcher';
import { startRatesFeed } from './rates-feed';

/**
 * Starts the SMTP catcher and the reference-rates feed before the journeys; stops both after the
 * run.
 */
export default async function globalSetup() {
  const stopMail = await startMailCatcher();
  const stopRates = await startRatesFeed();
  return async () => {
    await stopRates();
    await stopMail();
  };
}
