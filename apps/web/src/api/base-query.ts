import type { SessionUser } from '@georisk/contract';
import { API_PATHS, API_PREFIX } from '@georisk/contract/api-paths';
import { API_TIMEOUT_MS } from '@georisk/contract/constants';
import { CODES } from '@georisk/contract/error-codes';
import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { loggedIn, loggedOut } from '../session/login-slice';
import { tokenReceived } from '../session/token-slice';

/** What every failed call becomes: shown as '{code} - {message}'. */
export interface ApiFailure {
  success: false;
  code: string;
  message: string;
  [key: string]: unknown;
}

interface TokenView {
  token: { accessToken: string | null; refreshToken: string | null };
  login: { user: SessionUser | null };
}

const rawQuery = fetchBaseQuery({
  baseUrl: `${API_PREFIX}/`,
  timeout: API_TIMEOUT_MS,
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as TokenView).token.accessToken;
    if (token) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

const isEnvelope = (data: unknown): data is ApiFailure =>
  typeof data === 'object' && data !== null && 'code' in data && 'message' in data;

export const toFailure = (error: FetchBaseQueryError): ApiFailure => {
  if (isEnvelope(error.data)) return { ...error.data, success: false };
  if (error.status === 'TIMEOUT_ERROR') {
    return { success: false, code: CODES.network, message: 'The server took too long to answer' };
  }
  if (error.status === 'FETCH_ERROR') {
    return {
      success: false,
      code: CODES.network,
      message: 'Cannot reach the server. Please check your connection',
    };
  }
  return {
    success: false,
    code: String(error.status),
    message: 'Unexpected reply from the server',
  };
};

/** A call is a path and a JSON body; every call is POST. */
export interface ApiCall {
  path: string;
  body?: unknown;
  /** The reply is a file (a CSV export): its text is the data; a refusal is still the envelope. */
  file?: boolean;
  /**
   * The reply is a binary file (a PDF, an attachment): the data is a `DownloadedFile` (an object
   * URL of the bytes and the server's file name); a refusal is still the envelope.
   */
  binary?: boolean;
}

/** A binary download held by the browser until saved (lib/save-file.ts). */
export interface DownloadedFile {
  url: string;
  filename: string;
}

/**
 * The server's file name: content-disposition's RFC 5987 `filename*` (the real name, accents and
 * all: an attachment keeps the name its uploader gave), else its plain ASCII `filename`.
 */
export const filenameOf = (response: Response) => {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed encoding falls back to the plain name.
    }
  }
  return /filename="([^"]+)"/.exec(header)?.[1] ?? 'download';
};

const binaryReply = async (response: Response): Promise<DownloadedFile | unknown> =>
  response.ok
    ? { url: URL.createObjectURL(await response.blob()), filename: filenameOf(response) }
    : response.json();

/** Every call is a POST of its JSON body. */
const post = (call: ApiCall): FetchArgs => ({
  url: call.path,
  method: 'POST',
  body: call.body ?? {},
  ...(call.file && { responseHandler: 'content-type' as const }),
  ...(call.binary && { responseHandler: binaryReply }),
});

type QueryApi = Parameters<typeof rawQuery>[1];
type QueryExtra = Parameters<typeof rawQuery>[2];

/** A logged-in user's tokens renewed with the refresh token; when refused, the session ends. */
const refreshSession = async (refreshToken: string, api: QueryApi, extra: QueryExtra) => {
  const renewed = await rawQuery(
    post({ path: API_PATHS.auth.refresh, body: { refreshToken } }),
    api,
    extra,
  );
  const user = (renewed.data as { user?: SessionUser } | undefined)?.user;
  if (user) {
    api.dispatch(loggedIn(user));
    api.dispatch(tokenReceived({ accessToken: user.accessToken, refreshToken: user.refreshToken }));
    return true;
  }
  api.dispatch(loggedOut());
  return false;
};

/**
 * The one call for a visitor's anonymous token (auth/generic, valid a day): stored in the token
 * slice when it comes. The session api's `genericToken` (start, token gate) and the renewal on
 * 401 below both go through it.
 */
export const fetchAnonymousToken = async (
  api: QueryApi,
  extra: QueryExtra,
): Promise<{ data: { accessToken: string } } | { error: ApiFailure }> => {
  const reply = await rawQuery(post({ path: API_PATHS.auth.generic }), api, extra);
  const accessToken = (reply.data as { accessToken?: string } | undefined)?.accessToken;
  if (!accessToken) {
    return { error: toFailure(reply.error ?? { status: 'CUSTOM_ERROR', error: 'no token' }) };
  }
  api.dispatch(tokenReceived({ accessToken }));
  return { data: { accessToken } };
};

/** A visitor's anonymous token renewed, e.g. in a tab left open overnight. */
const renewAnonymous = async (api: QueryApi, extra: QueryExtra) =>
  'data' in (await fetchAnonymousToken(api, extra));

let renewing: Promise<boolean> | null = null;

/**
 * POSTs the call with the bearer token. On 401 it renews the token once (shared by concurrent
 * calls) and retries: with the refresh token when logged in (a refused refresh ends the session),
 * else with a new anonymous token. Errors become ApiFailure.
 */
export const apiBaseQuery: BaseQueryFn<ApiCall, unknown, ApiFailure> = async (call, api, extra) => {
  let result = await rawQuery(post(call), api, extra);
  const { token, login } = api.getState() as TokenView;
  const renewable =
    call.path !== API_PATHS.auth.refresh &&
    call.path !== API_PATHS.auth.generic &&
    (token.refreshToken !== null || login.user === null);
  // Only a token the server no longer takes (GR401) is renewed; any other refusal, such as a
  // wrong password (AUTH001), is the answer: retrying would check the password twice.
  const tokenRefused =
    result.error?.status === 401 && isEnvelope(result.error.data)
      ? result.error.data.code === CODES.unauthorized
      : result.error?.status === 401;
  if (tokenRefused && renewable) {
    renewing ??= (
      token.refreshToken
        ? refreshSession(token.refreshToken, api, extra)
        : renewAnonymous(api, extra)
    ).finally(() => {
      renewing = null;
    });
    if (await renewing) result = await rawQuery(post(call), api, extra);
  }
  if (result.error) return { error: toFailure(result.error) };
  return { data: result.data };
};
