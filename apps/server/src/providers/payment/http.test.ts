import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../platform/clock.js';
import { signBody } from '../../platform/webhook.js';
import { createHttpPayment } from './http.js';
import { PaymentGatewayError } from './types.js';

const secret = 'gateway-secret-0123456789';

/** A gateway stand-in: refunds once per refund id, like a real gateway would, and checks our signature. */
const refunds = new Map<string, number>();
const received: { path: string; body: Record<string, unknown> }[] = [];
let reachable = true;
let server: http.Server;
let url: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      if (!reachable || String(req.headers['x-signature']) !== signBody(raw, secret)) {
        res.writeHead(reachable ? 401 : 503).end('{}');
        return;
      }
      const body = JSON.parse(raw) as Record<string, unknown>;
      received.push({ path: req.url ?? '', body });
      const id = String(body.refundId);
      if (!refunds.has(id)) refunds.set(id, Number(body.amountFen));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'refunded', refundRef: `rf-${id}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const gateway = (key = secret) => createHttpPayment({ url, secret: key, timeoutMs: 1_000 }, systemClock);
const request = { reference: 'pay-1', refundId: 'pay-1', amountFen: 12_345, reason: 'paid after cancellation' };

describe('HTTP payment gateway refunds', () => {
  it('posts the refund signed to /payments/refund, and a retry of the same refund id refunds once', async () => {
    expect(await gateway().refund(request)).toEqual({ status: 'refunded', refundRef: 'rf-pay-1' });
    expect(await gateway().refund(request)).toEqual({ status: 'refunded', refundRef: 'rf-pay-1' });
    expect(received.map((r) => r.path)).toEqual(['/payments/refund', '/payments/refund']);
    expect(received[0]!.body).toEqual(request);
    expect([...refunds]).toEqual([['pay-1', 12_345]]);
  });

  it('throws a gateway error when the gateway refuses our signature or is down', async () => {
    await expect(gateway('another-secret-0123456789').refund(request)).rejects.toBeInstanceOf(PaymentGatewayError);
    reachable = false;
    await expect(gateway().refund({ ...request, refundId: 'pay-2' })).rejects.toBeInstanceOf(PaymentGatewayError);
    reachable = true;
    expect(refunds.has('pay-2')).toBe(false);
  });
});
