/**
 * The address a logged-out visitor asked for (e.g. the mailed `/menu/incident?report=<id>`). The
 * route guard still sends them to `/` first; the address waits in the tab's sessionStorage and
 * the login screen goes there instead of the home page (docs/rules/screens.md, "Route guard").
 */
const KEY = 'georisk:wanted-address';

/** Only this site's own paths: never `//host` or a full URL, so the link cannot send anyone away. */
const isOwnPath = (address: string): boolean =>
  address.startsWith('/') && !address.startsWith('//') && !address.startsWith('/\\');

export const rememberWantedAddress = (address: string): void => {
  if (!isOwnPath(address)) return;
  try {
    window.sessionStorage.setItem(KEY, address);
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
