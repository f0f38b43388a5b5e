import { describe, expect, it } from 'vitest';
import { checkOutboundUrl, isForbiddenAddress } from './outbound-url.js';

describe('the SSRF guard', () => {
  it('refuses loopback, private, link-local, metadata and mapped addresses, and lets public ones through', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00:ec2::254',
      '::ffff:10.0.0.1',
      '::ffff:127.0.0.1',
    ])
      expect(isForbiddenAddress(a), a).toBe(true);
    for (const a of ['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '172.32.0.1']) expect(isForbiddenAddress(a), a).toBe(false);
  });

  it('judges a host by every address it resolves to, and honours the configured exceptions', async () => {
    const resolve = async (host: string) => (host === 'rebind.example' ? ['93.184.215.14', '10.0.0.5'] : ['93.184.215.14']);
    expect(await checkOutboundUrl('https://ok.example/cb', { resolve })).toEqual({ ok: true, pin: '93.184.215.14' });
    expect(await checkOutboundUrl('https://rebind.example/cb', { resolve })).toEqual({ ok: false, why: 'forbidden' });
    expect(await checkOutboundUrl('http://[::1]:8080/cb')).toEqual({ ok: false, why: 'forbidden' });
    expect(await checkOutboundUrl('ftp://93.184.215.14/cb')).toEqual({ ok: false, why: 'scheme' });
    expect(await checkOutboundUrl('http://127.0.0.1:4000/cb', { allowedHosts: ['127.0.0.1:4000'] })).toEqual({ ok: true });
    expect(await checkOutboundUrl('http://127.0.0.1:4001/cb', { allowedHosts: ['127.0.0.1:4000'] })).toEqual({
      ok: false,
      why: 'forbidden',
    });
    const failing = async () => {
      throw new Error('ENOTFOUND');
    };
    expect(await checkOutboundUrl('https://nowhere.invalid/', { resolve: failing })).toEqual({ ok: false, why: 'unresolvable' });
  });
});
