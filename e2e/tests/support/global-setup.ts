import { startMailCatcher } from './mail-catcher';

/** Starts the SMTP catcher before the server under test; stops it after the run. */
export default async function globalSetup() {
  return startMailCatcher();
}
