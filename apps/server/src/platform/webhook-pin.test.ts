import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkOutboundUrl } from './outbound-url.js';
import { WebhookUnreachable, postSigned } from './webhook.js';

/** Delivery connects to the address the SSRF guard checked, never to a second DNS answer (DNS rebinding). */
describe('a pinned delivery', () => {
  const got: { host: string | undefined; body: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      got.push({ host: req.headers.host, body });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('goes to the pinned address without resolving the name again, keeping the name in Host', async () => {
    got.length = 0;
    // `.invalid` never resolves (RFC 6761): the only way this call arrives is through the pin.
    const answer = await postSigned({ url: `http://receiver.invalid:${port}/cb`, secret: 's', pin: '127.0.0.1' }, { event: 'ping' });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ ok: true });
    expect(got).toEqual([{ host: `receiver.invalid:${port}`, body: '{"event":"ping"}' }]);
  });

  it('does not reach a loopback address that the name answers after it was checked', async () => {
    got.length = 0;
    let lookups = 0;
    // Public-looking when checked, this machine afterwards: what a rebinding DNS server answers.
    const rebinding = async () => (lookups++ === 0 ? ['192.0.2.10'] : ['127.0.0.1']);
    const url = `http://rebind.example:${port}/cb`;
    const verdict = await checkOutboundUrl(url, { resolve: rebinding });
    expect(verdict).toEqual({ ok: true, pin: '192.0.2.10' });
    expect(await checkOutboundUrl(url, { resolve: rebinding })).toEqual({ ok: false, why: 'forbidden' });
    const delivery = postSigned({ url, secret: 's', pin: verdict.ok ? verdict.pin : undefined }, { event: 'ping' }, { timeoutMs: 300 });
    await expect(delivery).rejects.toBeInstanceOf(WebhookUnreachable);
    expect(got).toEqual([]);
  });

  it('refuses a pin that is not an address', async () => {
    await expect(postSigned({ url: `http://receiver.invalid:${port}/cb`, secret: 's', pin: 'localhost' }, {})).rejects.toThrow(
      /not an address/,
    );
  });
});
