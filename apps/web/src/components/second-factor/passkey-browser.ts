import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

/** The one sentence for a passkey prompt the person closed, or that timed out. */
export const PASSKEY_CANCELLED = 'The passkey request was cancelled or timed out. Please try again';
export const PASSKEY_UNSUPPORTED = 'This browser cannot use passkeys';

/** A failure of the browser's prompt, as { message } like an API failure (failureText reads it). */
const asFailure = (error: unknown) => {
  const name = (error as { name?: string } | undefined)?.name;
  return {
    message:
      name === 'NotAllowedError' || name === 'AbortError'
        ? PASSKEY_CANCELLED
        : ((error as Error)?.message ?? PASSKEY_CANCELLED),
  };
};

export const passkeysSupported = () => browserSupportsWebAuthn();

/** navigator.credentials.create through @simplewebauthn/browser, with the server's options. */
export const createPasskey = (options: Record<string, unknown>) =>
  startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  }).catch((error: unknown) => Promise.reject(asFailure(error)));

/** navigator.credentials.get through @simplewebauthn/browser, with the server's options. */
export const signWithPasskey = (options: Record<string, unknown>) =>
  startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  }).catch((error: unknown) => Promise.reject(asFailure(error)));
