import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * The SSRF guard for every address a customer gives us to call (callbacks): the host must resolve
 * only to public addresses — never loopback, private, carrier-grade NAT, link-local (cloud metadata
 * lives there: 169.254.169.254, fd00:ec2::254), unique-local, multicast or unspecified. Checked when
 * the address is saved and again before each delivery, since DNS answers change.
 */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

/** An address no outbound call may go to. IPv4-mapped IPv6 (::ffff:10.0.0.1) is judged as its IPv4. */
export function isForbiddenAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isForbiddenAddress(mapped[1]!);
  const kind = isIP(address);
  if (kind === 4) return blocked.check(address, 'ipv4');
  if (kind === 6) return blocked.check(address, 'ipv6');
  return true;
}

/**
 * `pin`: the checked address the call must connect to (absent for a configured exception). A second
 * DNS lookup at connect time could answer differently (DNS rebinding: public when checked, 127.0.0.1
 * when connected), so the caller hands `pin` to the client instead of letting it resolve again.
 */
export type OutboundVerdict = { ok: true; pin?: string } | { ok: false; why: 'forbidden' | 'unresolvable' | 'scheme' };

/**
 * Judges a URL: http(s) only, and every address its host resolves to public (or the host:port named
 * in `allowedHosts`). `resolve` is injectable for tests.
 */
export async function checkOutboundUrl(
  raw: string,
  options: { allowedHosts?: readonly string[]; resolve?: (host: string) => Promise<string[]> } = {},
): Promise<OutboundVerdict> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, why: 'scheme' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, why: 'scheme' };
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (options.allowedHosts?.includes(`${host}:${port}`)) return { ok: true };
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await (options.resolve ?? resolveAll)(host);
    } catch {
      return { ok: false, why: 'unresolvable' };
    }
  }
  if (addresses.length === 0) return { ok: false, why: 'unresolvable' };
  return addresses.some(isForbiddenAddress) ? { ok: false, why: 'forbidden' } : { ok: true, pin: addresses[0]! };
}

async function resolveAll(host: string): Promise<string[]> {
  return (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
}
