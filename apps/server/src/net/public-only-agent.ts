import { lookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { Agent, buildConnector } from 'undici';
import { isPublicAddress } from './public-address.js';

/** The connection was refused because the host is not a public unicast address. */
export class RefusedAddressError extends Error {
  readonly code = 'ERR_REFUSED_ADDRESS';
  constructor(host: string) {
    super(`Refused: ${host} resolves to a private or local address`);
  }
}

/** Resolves like the platform does, but fails when any answer is not a public address. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  const all: LookupAllOptions = { ...options, all: true };
  lookup(hostname, all, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    if (addresses.length === 0 || !addresses.every((entry) => isPublicAddress(entry.address))) {
      return callback(new RefusedAddressError(hostname), '', 0);
    }
    if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
    const [first] = addresses as [LookupAddress];
    callback(null, first.address, first.family);
  });
};

const connectPublic = buildConnector({ lookup: publicOnlyLookup });

/**
 * An undici agent that connects only to public unicast addresses (docs/security.md, "Input and
 * feeds"). The check runs on the addresses the connection is made to, at connect time, so a name
 * that resolves differently between a check and the fetch (DNS rebinding) gains nothing: names
 * go through publicOnlyLookup, literal addresses are judged before connecting, and the peer of the
 * open socket is judged once more before any request is written.
 */
export const publicOnlyAgent = (): Agent =>
  new Agent({
    connect: (options, callback) => {
      const host = options.hostname.replace(/^\[|\]$/g, '');
      if (isIP(host) !== 0 && !isPublicAddress(host)) {
        return callback(new RefusedAddressError(host), null);
      }
      connectPublic(options, (error, socket) => {
        if (error) return callback(error, null);
        if (!isPublicAddress(socket.remoteAddress ?? '')) {
          socket.destroy();
          return callback(new RefusedAddressError(host), null);
        }
        callback(null, socket);
      });
    },
  });
