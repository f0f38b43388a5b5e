import { createHash } from 'node:crypto';
import type { ApiServiceCode } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, appBody, createApp, customer, grant, newSecret, operatorOf, signedCall } from '../support/apps-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';

const conflict = 1008114;
const services = ['cert', 'sign', 'timestamp', 'evidence'] as const satisfies readonly ApiServiceCode[];

/**
 * Idempotency-Key for every state-changing open-API call, not only the verifications: a repeat with
 * the same Idempotency-Key and body replays the first answer (same requestId), is not metered again
 * and makes nothing a second time; the key with another body is refused; a call refused for its
 * input does not take the key.
 */
describe.each(databases)('Idempotency-Key on every metered call on %s', (kind) => {
  let t: TestApp;
  let call: (path: string, body: unknown, idempotencyKey?: string) => ReturnType<typeof signedCall>;
  let enterpriseId: string;
  const subscriptions: Partial<Record<(typeof services)[number], string>> = {};
  beforeAll(async () => {
    t = await startTestApp(kind, { TRUST_PROXY: 'true' });
    const ops = await operatorOf(t);
    const c = await customer(t);
    enterpriseId = c.enterpriseId;
    for (const service of services) {
      const product = await addProduct(t, ops, service);
      subscriptions[service] = (await grant(t, ops, { enterpriseId, productId: product.id, totalCount: 50 })).id;
    }
    const created = await createApp(t, c, appBody(Object.values(subscriptions)));
    const { secret } = await newSecret(t, c, created.id);
    call = (path, body, idempotencyKey) => signedCall(t, { appId: created.appId, secret, path, body, idempotencyKey });
  });
  afterAll(async () => {
    await t.close();
  });

  const usage = async (service: (typeof services)[number]) =>
    (await t.db.selectFrom('usage_records').select('id').where('subscription_id', '=', subscriptions[service]!).execute()).length;
  const rows = async (table: 'certificates' | 'signed_documents' | 'timestamp_tokens' | 'evidence_deposits') =>
    (await t.db.selectFrom(table).select('enterprise_id').where('enterprise_id', '=', enterpriseId).execute()).length;

  /** The same call twice with one key: one answer, one unit, one row; then the key with another body is refused. */
  async function once(
    service: (typeof services)[number],
    path: string,
    body: Record<string, unknown>,
    other: Record<string, unknown>,
    table: Parameters<typeof rows>[0],
  ) {
    const [usedBefore, rowsBefore] = [await usage(service), await rows(table)];
    const key = `${service}-${Math.random().toString(36).slice(2)}`;
    const first = await call(path, body, key);
    expect(first.json().code, first.body).toBe(0);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await call(path, body, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(again.json().data.requestId).toBe(first.json().data.requestId);
    expect(await usage(service)).toBe(usedBefore + 1);
    expect(await rows(table)).toBe(rowsBefore + 1);

    const refused = (await call(path, other, key)).json();
    expect(refused.code).toBe(conflict);
    expect(refused.msg).toContain('Idempotency-Key');
    expect(await usage(service)).toBe(usedBefore + 1);
    expect(await rows(table)).toBe(rowsBefore + 1);
    return first.json().data;
  }

  it('cert/apply: one certificate, one unit; the key with another body is refused', async () => {
    const cert = await once('cert', 'cert/apply', { algorithm: 0, validity: 0 }, { algorithm: 0, validity: 1 }, 'certificates');
    expect(cert.serial).toMatch(/^[0-9a-f]+$/);
    // Without a key, the same body is a second certificate.
    expect((await call('cert/apply', { algorithm: 0, validity: 0 })).json().code).toBe(0);
    expect(await rows('certificates')).toBe(2);
  });

  it('sign/digest, timestamp/issue and evidence/deposit: one signature, one token, one deposit each', async () => {
    const serial = (await call('cert/apply', { algorithm: 0, validity: 0 })).json().data.serial as string;
    const hash = createHash('sha256').update('a contract').digest('hex');
    const other = createHash('sha256').update('another contract').digest('hex');
    const signed = await once(
      'sign',
      'sign/digest',
      { mode: 2, hash, hashAlgorithm: 1, serial },
      { mode: 2, hash: other, hashAlgorithm: 1, serial },
      'signed_documents',
    );
    expect(signed.cms).toBeTruthy();
    const token = await once(
      'timestamp',
      'timestamp/issue',
      { hash, hashAlgorithm: 1 },
      { hash: other, hashAlgorithm: 1 },
      'timestamp_tokens',
    );
    expect(token.serial).toBeTruthy();
    const deposit = await once(
      'evidence',
      'evidence/deposit',
      { kind: 1, title: 'Contract', fileHash: hash, keepAliveType: 1 },
      { kind: 1, title: 'Contract', fileHash: other, keepAliveType: 1 },
      'evidence_deposits',
    );
    expect(deposit.verificationCode).toBeTruthy();
  });

  it('does not keep a call refused for its input: the key then serves the corrected call', async () => {
    const [before, used] = [await rows('certificates'), await usage('cert')];
    const key = 'fix-and-retry';
    const refused = (await call('cert/apply', { algorithm: 0, validity: 9 }, key)).json();
    expect(refused.code).toBe(1000400);
    expect(await usage('cert')).toBe(used);
    const fixed = (await call('cert/apply', { algorithm: 0, validity: 0 }, key)).json();
    expect(fixed.code, JSON.stringify(fixed)).toBe(0);
    expect(await rows('certificates')).toBe(before + 1);
    expect(await usage('cert')).toBe(used + 1);
  });
});
