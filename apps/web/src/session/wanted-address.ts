/**
 * The address a logged-out visitor asked for (e.g. the mailed `/menu/incident?report=<id>`). The
 * route guard still sends them to `/` first; the address waits in the tab's sessionStorage and
 * the login screen goes there instead of the home page (docs/rules/screens.md, "Route guard").
 */
const KEY = 'georisk:wanted-address';
/** Set beside the address: the home page takes the visitor on to the login screen, once. */
const LOGIN_KEY = 'georisk:wanted-login';
/** The links the product mails: a request's report (docs/rules/incidents.md). */
const MAILED_LINK = /[?&]report=/;

/** Only this site's own paths: never `//host` or a full URL, so the link cannot send anyone away. */
const isOwnPath = (address: string): boolean =>
  address.startsWith('/') && !address.startsWith('//') && !address.startsWith('/\\');

export const rememberWantedAddress = (address: string): void => {
  if (!isOwnPath(address)) return;
  try {
    window.sessionStorage.setItem(KEY, address);
    // Only a mailed report link takes the visitor on to the login screen; any other guarded
    // address ends on the home page, as the spec's route guard says.
    if (MAILED_LINK.test(address)) window.sessionStorage.setItem(LOGIN_KEY, '1');
  } catch {
    // Storage refused (private mode, quota): the visitor simply lands on the home page.
  }
};

/** The remembered address, once: it is forgotten as it is read. */
export const takeWantedAddress = (): string | null => {
  try {
    const address = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return address && isOwnPath(address) ? address : null;
  } catch {
    return null;
  }
};

/**
 * True once after a visitor was sent home from a remembered address: the home page then opens the
 * login screen, so the mailed link reads "log in, then your page". Coming back to `/` later shows
 * the landing page as usual.
 */
export const takeLoginPrompt = (): boolean => {
  try {
    const pending = window.sessionStorage.getItem(LOGIN_KEY) !== null;
    window.sessionStorage.removeItem(LOGIN_KEY);
    return pending;
  } catch {
    return false;
  }
};
