import { SSO_PATHS } from '@georisk/contract';
import type { TestApp } from './test-app.js';

/** What the test app's callback URL is: its PUBLIC_URL with the callback path. */
export const TEST_CALLBACK = `http://georisk.test/api/${SSO_PATHS.callback}`;

/** A cookie jar as a browser keeps one for the identity provider's site. */
const jar = () => {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    keep: (response: Response) => {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair!.indexOf('=');
        cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
      }
    },
  };
};

/**
 * A browser's trip through the provider: follows the redirects from the authorization URL, signs
 * in as `email` on its page, and stops at our callback, which it returns (path and query).
 */
export const signInAtProvider = async (redirectUrl: string, email: string): Promise<string> => {
  const cookies = jar();
  let url = redirectUrl;
  let form: URLSearchParams | undefined;
  for (let hop = 0; hop < 10; hop += 1) {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: cookies.header(),
        ...(form && { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      ...(form && { body: form.toString() }),
    });
    cookies.keep(response);
    form = undefined;
    const location = response.headers.get('location');
    if (response.status === 200 && /\/interaction\/[\w-]+$/.test(url)) {
      url = `${url}/login`;
      form = new URLSearchParams({ email });
      continue;
    }
    if (!location) throw new Error(`provider stopped at ${url}: ${response.status}`);
    const next = new URL(location, url).href;
    if (next.startsWith(TEST_CALLBACK)) return next.slice('http://georisk.test'.length);
    url = next;
  }
  throw new Error('too many redirects at the provider');
};

/** The callback as the browser reaches it: where it sends the browser on (our landing page). */
export const callBack = async (t: TestApp, path: string): Promise<URL> => {
  const res = await t.app.inject({ method: 'GET', url: path });
  if (res.statusCode !== 303) throw new Error(`callback answered ${res.statusCode}: ${res.body}`);
  return new URL(String(res.headers.location));
};

/** The whole sign-in from the login screen's address to the landing page's address. */
export const ssoSignIn = async (t: TestApp, email: string, asWho = email) => {
  const anon = await t.anonymousToken();
  const start = await t.call(SSO_PATHS.auth.ssoStart, { email }, anon);
  const redirectUrl = start.json<{ sso: { redirect_url: string } }>().sso.redirect_url;
  const callbackPath = await signInAtProvider(redirectUrl, asWho);
  const landing = await callBack(t, callbackPath);
  return { landing, callbackPath, anon };
};
