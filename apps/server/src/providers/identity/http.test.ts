import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { signBody as signIdentityBody } from '../../platform/webhook.js';
import { createHttpProvider } from './http.js';

const secret = 'vendor-secret-0123456789';

interface Received {
  path: string;
  body: string;
  signature: string;
}

/** A vendor stand-in: checks the signature like a real vendor would, and answers what the test sets. */
let answer: { status: number; body: string; delayMs?: number } = { status: 200, body: '{"result":"pass"}' };
const received: Received[] = [];
let server: http.Server;
let url: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const signature = String(req.headers['x-signature'] ?? '');
      received.push({ path: req.url ?? '', body, signature });
      if (signature !== signIdentityBody(body, secret)) {
        res.writeHead(401).end('{"error":"bad signature"}');
        return;
      }
      const { status, body: reply, delayMs } = answer;
      setTimeout(() => res.writeHead(status, { 'content-type': 'application/json' }).end(reply), delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const person = { name: '张三', idNumber: '110101199003077651' };
const provider = () => createHttpProvider({ url, secret, timeoutMs: 500 });

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('HTTP identity provider', () => {
  it('posts each check as signed JSON to its endpoint', async () => {
    answer = { status: 200, body: '{"result":"pass"}' };
    received.length = 0;
    const p = provider();
    expect(await p.checkPhone({ ...person, phone: '13800000001' })).toEqual({ result: 'pass' });
    expect(await p.checkBankCard({ ...person, bankCard: '6222020000000000011', phone: '13800000001' })).toEqual({ result: 'pass' });
    const video = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3]);
    expect(await p.checkFace({ ...person, mode: 'blink', video, videoType: 'video/webm' })).toEqual({ result: 'pass' });

    expect(received.map((r) => r.path)).toEqual(['/phone3', '/bank4', '/face']);
    for (const r of received) expect(r.signature).toBe(signIdentityBody(r.body, secret));
    expect(JSON.parse(received[0]!.body)).toEqual({ ...person, phone: '13800000001' });
    expect(JSON.parse(received[1]!.body)).toEqual({ ...person, bankCard: '6222020000000000011', phone: '13800000001' });
    expect(JSON.parse(received[2]!.body)).toEqual({ ...person, mode: 'blink', type: 'video/webm', video: video.toString('base64') });
  });

  it('a wrong secret is refused by the vendor, which the console reports as unavailable', async () => {
    const wrong = createHttpProvider({ url, secret: 'not-the-vendor-secret', timeoutMs: 500 });
    expect((await refusal(wrong.checkPhone({ ...person, phone: '13800000001' }))).key).toBe('verificationUnavailable');
  });

  it('maps the vendor’s verdicts: fail with each known reason, and manual review', async () => {
    for (const [reason, key] of [
      ['verificationNoRecord', 'verificationNoRecord'],
      ['nameMismatch', 'verificationNameMismatch'],
      ['verificationFaceMismatch', 'verificationFaceMismatch'],
      ['livenessFailed', 'verificationLivenessFailed'],
    ] as const) {
      answer = { status: 200, body: JSON.stringify({ result: 'fail', reason }) };
      expect(await provider().checkFace({ ...person, mode: 'face', video: Buffer.from('v'), videoType: 'video/mp4' })).toEqual({
        result: 'fail',
        reason: key,
      });
    }
    answer = { status: 200, body: '{"result":"manual"}' };
    expect(await provider().checkFace({ ...person, mode: 'face', video: Buffer.from('v'), videoType: 'video/mp4' })).toEqual({
      result: 'manual',
    });
  });

  it('never turns a reason it does not know, or a malformed answer, into a failed check', async () => {
    for (const body of [
      '{"result":"fail","reason":"quotaExceeded"}',
      '{"result":"fail"}',
      '{"result":"maybe"}',
      'not json',
      '[]',
      'null',
    ]) {
      answer = { status: 200, body };
      expect((await refusal(provider().checkPhone({ ...person, phone: '13800000001' }))).key).toBe('verificationUnavailable');
    }
  });

  it('answers unavailable on a 500 and on a vendor slower than the timeout', async () => {
    answer = { status: 500, body: '{"result":"pass"}' };
    expect((await refusal(provider().checkPhone({ ...person, phone: '13800000001' }))).key).toBe('verificationUnavailable');
    answer = { status: 200, body: '{"result":"pass"}', delayMs: 2000 };
    const slow = createHttpProvider({ url, secret, timeoutMs: 100 });
    expect((await refusal(slow.checkPhone({ ...person, phone: '13800000001' }))).key).toBe('verificationUnavailable');
  });

  it('answers unavailable when nothing listens', async () => {
    const gone = createHttpProvider({ url: 'http://127.0.0.1:1', secret, timeoutMs: 500 });
    expect((await refusal(gone.checkBankCard({ ...person, bankCard: '6222020000000000011', phone: '13800000001' }))).key).toBe(
      'verificationUnavailable',
    );
  });
});
