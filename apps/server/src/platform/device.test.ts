import { describe, expect, it } from 'vitest';
import { describeDevice, maskIp } from './device.js';

describe('describeDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      'Chrome 120 · Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
      'Edge 120 · Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_2) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
      'Safari 17 · macOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
      'Safari 17 · iOS',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0', 'Firefox 121 · Linux'],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
      'Chrome 120 · Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
      'Chrome 120 · iOS',
    ],
  ])('%s', (ua, expected) => {
    expect(describeDevice(ua)).toBe(expected);
  });

  it('answers null for what it cannot read, rather than guessing', () => {
    expect(describeDevice('')).toBeNull();
    expect(describeDevice('curl/8.5.0')).toBeNull();
  });
});

describe('maskIp', () => {
  it('hides the last octet of an IPv4 address, also when mapped into IPv6', () => {
    expect(maskIp('203.0.113.7')).toBe('203.0.113.*');
    expect(maskIp('::ffff:198.51.100.200')).toBe('198.51.100.*');
  });
  it('keeps only the routing prefix of an IPv6 address', () => {
    expect(maskIp('2001:db8:85a3::8a2e:370:7334')).toBe('2001:db8:85a3:*');
    expect(maskIp('::1')).toBe('::1');
  });
});
