/** IP whitelists (§3, §5): semicolon-separated IPv4 / IPv6 addresses or CIDR blocks, checked on both sides. */

const v4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

export const isIpv4 = (s: string) => v4.test(s);

/** RFC 4291 text forms, an embedded IPv4 tail included; no zone ids. */
export function isIpv6(s: string): boolean {
  if (!/^[0-9A-Fa-f:.]+$/.test(s) || s.length > 45) return false;
  let text = s;
  let tailGroups = 0;
  const lastColon = text.lastIndexOf(':');
  if (text.includes('.')) {
    if (!isIpv4(text.slice(lastColon + 1))) return false;
    text = `${text.slice(0, lastColon + 1)}0:0`;
    tailGroups = 0;
  }
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const all = halves.flatMap(groups);
  if (!all.every((g) => /^[0-9A-Fa-f]{1,4}$/.test(g))) return false;
  const n = all.length + tailGroups;
  return halves.length === 2 ? n <= 7 : n === 8;
}

export type IpEntry = { version: 4 | 6; address: string; prefix: number };

/** One whitelist entry (address or CIDR), or null when malformed. */
export function parseIpEntry(entry: string): IpEntry | null {
  const [address = '', prefixText, extra] = entry.split('/');
  if (extra !== undefined) return null;
  const version = isIpv4(address) ? 4 : isIpv6(address) ? 6 : null;
  if (!version) return null;
  const max = version === 4 ? 32 : 128;
  if (prefixText === undefined) return { version, address, prefix: max };
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > max) return null;
  return { version, address, prefix: Number(prefixText) };
}

/** Entries of a whitelist as typed: trimmed, empties dropped. */
export const ipListEntries = (list: string) =>
  list
    .split(';')
    .map((e) => e.trim())
    .filter(Boolean);

export const isValidIpList = (list: string) => ipListEntries(list).every((e) => parseIpEntry(e) !== null);
