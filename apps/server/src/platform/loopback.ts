import { isIP } from 'node:net';

/**
 * Loopback: this computer only. The local outbox (every code and link the console "sent") is shown
 * only to loopback clients, and only when the console's own address (PUBLIC_URL) is a loopback one.
 */

/** A client address on this computer: 127.0.0.0/8, ::1, or either mapped into IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
}

/** A host name that can only mean this computer: localhost (and *.localhost, RFC 6761) or a loopback address. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return host === 'localhost' || host.endsWith('.localhost') || isLoopbackAddress(host);
}
