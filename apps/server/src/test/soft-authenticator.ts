import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A software authenticator for the server tests, built on node:crypto: it answers WebAuthn's
 * create and get with real ES256 keys, CBOR attestation objects and signatures, so the tests
 * drive the real verification library (@simplewebauthn/server) end to end. Not a mock of it.
 */

// The smallest CBOR encoder WebAuthn needs: unsigned and negative integers, byte and text
// strings, maps (RFC 8949, definite lengths).
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;
const head = (major: number, length: number): Buffer => {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const out = Buffer.alloc(3);
  out[0] = (major << 5) | 25;
  out.writeUInt16BE(length, 1);
  return out;
};
const cbor = (value: Cbor): Buffer => {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string')
    return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const parts = [...value].flatMap(([k, v]) => [cbor(k), cbor(v)]);
  return Buffer.concat([head(5, value.size), ...parts]);
};

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer) => data.toString('base64url');

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  publicKey: KeyObject;
  counter: number;
}

export interface RegistrationOptions {
  challenge: string;
  rp: { id?: string };
}
export interface AuthenticationOptions {
  challenge: string;
  rpId?: string;
}

export const createSoftAuthenticator = (origin: string) => {
  const rpId = new URL(origin).hostname;
  let credential: Credential | undefined;

  const authData = (flags: number, counter: number, attested?: Buffer) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([
      sha256(rpId),
      Buffer.from([flags]),
      count,
      ...(attested ? [attested] : []),
    ]);
  };
  const clientData = (type: string, challenge: string, at = origin) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: at, crossOrigin: false }));

  return {
    get credentialId() {
      return credential ? b64url(credential.id) : undefined;
    },
    /** The signature counter this authenticator will use next (tests wind it back). */
    set counter(value: number) {
      if (credential) credential.counter = value;
    },
    /** navigator.credentials.create: a new P-256 key, attestation "none". */
    create(options: RegistrationOptions, { at = origin }: { at?: string } = {}) {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      credential = { id: randomBytes(32), privateKey, publicKey, counter: 0 };
      const jwk = publicKey.export({ format: 'jwk' });
      const cose = cbor(
        new Map<Cbor, Cbor>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x!, 'base64url')],
          [-3, Buffer.from(jwk.y!, 'base64url')],
        ]),
      );
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credential.id.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credential.id, cose]);
      const attestationObject = cbor(
        new Map<Cbor, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData(UP | UV | AT, 0, attested)],
        ]),
      );
      return {
        id: b64url(credential.id),
        rawId: b64url(credential.id),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, at)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    /** navigator.credentials.get: signs the challenge and moves the counter on. */
    get(options: AuthenticationOptions, { at = origin }: { at?: string } = {}) {
      if (!credential) throw new Error('no credential: create one first');
      credential.counter += 1;
      const data = authData(UP | UV, credential.counter);
      const client = clientData('webauthn.get', options.challenge, at);
      const signature = sign(
        'sha256',
        Buffer.concat([data, sha256(client)]),
        credential.privateKey,
      );
      return {
        id: b64url(credential.id),
        rawId: b64url(credential.id),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
      };
    },
  };
};
