import ipaddr from 'ipaddr.js';

/** IPv6 global unicast (RFC 4291); anything outside it is unassigned, local or special. */
const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');

/**
 * Whether a feed, a webhook target or any other outgoing call may reach this address (SSRF, docs/security.md "Input and feeds"):
 * public unicast only, as classified by ipaddr.js. IPv4-mapped IPv6 (::ffff:a.b.c.d) is judged
 * as the IPv4 address it is. Every other form that carries an IPv4 address (IPv4-compatible ::/96,
 * SIIT ::ffff:0:0/96, NAT64 64:ff9b::/96 and 64:ff9b:1::/48, 6to4 2002::/16, Teredo 2001::/32)
 * is refused: each can lead to an internal IPv4 host through a translator or relay.
 */
export const isPublicAddress = (address: string): boolean => {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return false; // not an address at all: refuse rather than guess
  const parsed = ipaddr.process(bare);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  return parsed.range() === 'unicast' && parsed.match(GLOBAL_UNICAST);
};
