import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postSigned } from './webhook.js';

/** A receiver on this machine: answers what `answer` says and keeps each request it got. */
function receiver(answer: (res: http.ServerResponse) => void) {
  const got: { method: string | undefined; body: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      got.push({ method: req.method, body });
      answer(res);
    });
  });
  return {
    got,
    url: (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    start: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A signed call whose receiver answers a redirect: the redirect is the answer, never followed — the
 * place it points to was never checked (an allowed host, or a public one, pointing at this machine,
 * the cloud's metadata address or another port), so it gets nothing.
 */
describe('a signed call answered by a redirect', () => {
  // Where a redirect points: another port of this machine that no check allowed.
  const elsewhere = receiver((res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"stolen":true}'));
  let status = 302;
  const redirecting = receiver((res) => res.writeHead(status, { location: elsewhere.url('/inside') }).end());
  beforeAll(async () => {
    await elsewhere.start();
    await redirecting.start();
  });
  afterAll(async () => {
    await redirecting.stop();
    await elsewhere.stop();
  });

  it.each([301, 302, 303, 307, 308])('answers %i as it is and sends nothing to its Location, pinned or not', async (code) => {
    status = code;
    elsewhere.got.length = 0;
    redirecting.got.length = 0;
    // Unpinned: a host the operator allowed (CALLBACK_ALLOWED_HOSTS) or a gateway the configuration names.
    const allowed = await postSigned({ url: redirecting.url('/cb'), secret: 's' }, { event: 'ping' });
    // Pinned: a public host whose address the SSRF guard checked.
    const pinned = await postSigned({ url: redirecting.url('/cb'), secret: 's', pin: '127.0.0.1' }, { event: 'ping' });
    expect([allowed.status, pinned.status]).toEqual([code, code]);
    expect(redirecting.got).toEqual([
      { method: 'POST', body: '{"event":"ping"}' },
      { method: 'POST', body: '{"event":"ping"}' },
    ]);
    expect(elsewhere.got).toEqual([]);
  });

  it('does not retry a redirect as if the receiver were busy', async () => {
    status = 307;
    redirecting.got.length = 0;
    const answer = await postSigned({ url: redirecting.url('/cb'), secret: 's' }, {}, { retryDelaysMs: [1, 1] });
    expect(answer).toMatchObject({ status: 307, tries: 1 });
    expect(redirecting.got).toHaveLength(1);
  });
});
