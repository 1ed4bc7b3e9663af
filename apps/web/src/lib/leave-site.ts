/**
 * Sends the browser to another site (an identity provider's sign-in page). One place, so the
 * screens' tests can see where it would go: jsdom does not navigate.
 */
export const leaveSiteFor = (url: string): void => window.location.assign(url);
