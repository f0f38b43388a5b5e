import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateParts, issueEventCertificate, nameText } from '../../src/features/certificates/index.js';
import { markRevoked } from '../../src/features/certificates/queries.js';
import { databases, startTestApp, type TestApp } from '../support/harness.js';

/**
 * Event certificates reused for their identity within an hour (decision 44): what a signing act
 * signs with, on both databases. The reused certificate must name exactly what a new one would, and
 * nothing else — another name, enterprise, account or algorithm gets its own — and a revoked or
 * hour-old one is never handed out again.
 */
describe.each(databases)('event certificates reused for one identity (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const handler = { name: '王五', organization: '甲公司', userId: 'user-a', enterpriseId: 'ent-a' };

  it('signs with the identity’s own certificate of the last hour; another identity gets its own', async () => {
    const deps = t.app.deps;
    const first = await issueEventCertificate(deps, handler);
    t.clock.advance(30 * 60_000);
    const again = await issueEventCertificate(deps, handler);
    expect(again.serial).toBe(first.serial);
    const subject = nameText(certificateParts(Buffer.from(deps.cipher.decrypt(again.certificate), 'base64')).subject);
    expect(subject).toContain('王五');
    expect(subject).toContain('甲公司');

    const others = await Promise.all([
      issueEventCertificate(deps, { ...handler, name: '赵六' }),
      issueEventCertificate(deps, { ...handler, organization: '乙公司' }),
      issueEventCertificate(deps, { ...handler, userId: 'user-b' }),
      issueEventCertificate(deps, { ...handler, enterpriseId: null, organization: null }),
    ]);
    const serials = new Set([first.serial, ...others.map((c) => c.serial)]);
    expect(serials.size).toBe(5);
  });

  it('issues a new one after an hour, and after a revocation', async () => {
    const deps = t.app.deps;
    const person = { name: '孙七', userId: 'user-c', enterpriseId: null };
    const first = await issueEventCertificate(deps, person);
    t.clock.advance(60 * 60_000 + 1);
    const later = await issueEventCertificate(deps, person);
    expect(later.serial).not.toBe(first.serial);
    // Every signature a certificate makes has at least 23 of its 24 hours ahead.
    expect(later.not_after - t.clock.now()).toBeGreaterThanOrEqual(23 * 3_600_000);

    expect(await markRevoked(deps.db, { id: later.id, at: t.clock.now(), reason: 4 })).toBe(true);
    const afterRevoke = await issueEventCertificate(deps, person);
    expect(afterRevoke.serial).not.toBe(later.serial);
    expect(afterRevoke.revoked_at).toBeNull();
  });

  it('makes one certificate for signings of one identity at once', async () => {
    const deps = t.app.deps;
    const burst = await Promise.all(
      Array.from({ length: 4 }, () => issueEventCertificate(deps, { name: '周八', userId: 'user-d', enterpriseId: null })),
    );
    expect(new Set(burst.map((c) => c.serial)).size).toBe(1);
    const rows = await deps.db.selectFrom('certificates').select('id').where('user_id', '=', 'user-d').execute();
    expect(rows).toHaveLength(1);
  });
});
