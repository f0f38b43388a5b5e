import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { certificates, readCms } from '../../src/features/certificates/index.js';
import { responderOf, rotateResponder } from '../../src/features/certificates/ca/responder.js';
import { issueTimestampToken, rotateTsa, timestamps, tsaOf, verifyTimestampToken } from '../../src/features/timestamps/index.js';
import { tsaRenewWithinMs } from '../../src/features/timestamps/tsa.js';
import { createDatabase } from '../../src/db/database.js';
import { runJobOnce } from '../../src/platform/jobs.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { at, openssl, pemOf, pki } from '../certificates/support.js';

const silent = { info() {}, warn() {}, error() {} } as unknown as FastifyInstance['log'];
const day = 86_400_000;
const tsaJob = timestamps.jobs!.find((j) => j.name === 'tsaCertificateRotation')!;
const responderJob = certificates.jobs!.find((j) => j.name === 'ocspResponderRotation')!;

/** An openssl time-stamp query over `data` (SHA-256, asking for the certificate). */
function queryOf(data: string): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsq-'));
  try {
    fs.writeFileSync(path.join(dir, 'doc.txt'), data);
    const run = spawnSync('openssl', ['ts', '-query', '-data', 'doc.txt', '-sha256', '-cert', '-out', 'q.tsq'], { cwd: dir });
    if (run.status !== 0) throw new Error(run.stderr.toString());
    return fs.readFileSync(path.join(dir, 'q.tsq'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The TimeStampToken inside an RFC 3161 reply, as openssl takes it out. */
function tokenOf(reply: Buffer): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsr-'));
  try {
    fs.writeFileSync(path.join(dir, 'r.tsr'), reply);
    const run = spawnSync('openssl', ['ts', '-reply', '-in', 'r.tsr', '-token_out', '-out', 't.der'], { cwd: dir });
    if (run.status !== 0) throw new Error(run.stderr.toString());
    return fs.readFileSync(path.join(dir, 't.der'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The TSA and the OCSP responder switch to a new certificate before the old one ends: a job issues
 * the next one 30 days before, once however many processes run it, new tokens are signed with the
 * newest, and tokens from before still verify (with `openssl ts -verify` and with our verifier).
 */
describe.each(databases)('TSA and OCSP responder certificate rotation on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(kind);
  });
  afterEach(async () => {
    await t.close();
  });

  const tsaRows = (algorithm: number) =>
    t.db.selectFrom('tsa_certificates').selectAll().where('algorithm', '=', algorithm).orderBy('generation').execute();
  const stamp = async (data: string) => {
    const query = queryOf(data);
    const res = await t.app.inject({
      method: 'POST',
      url: '/webgate/tsa',
      headers: { 'content-type': 'application/timestamp-query' },
      payload: query,
    });
    expect(res.statusCode).toBe(200);
    return { query, reply: res.rawPayload, data };
  };
  const opensslVerifies = async (s: { query: Buffer; reply: Buffer; data: string }) => {
    const files = {
      'r.tsr': s.reply,
      'q.tsq': s.query,
      'doc.txt': s.data,
      'root.pem': pemOf('CERTIFICATE', await pki(t, 'rsa', 'root', 'certificate')),
      'issuing.pem': pemOf('CERTIFICATE', await pki(t, 'rsa', 'issuing', 'certificate')),
    };
    const common = ['-in', 'r.tsr', '-CAfile', 'root.pem', '-untrusted', 'issuing.pem', ...at(t)];
    const byQuery = openssl(files, ['ts', '-verify', '-queryfile', 'q.tsq', ...common]);
    const byData = openssl(files, ['ts', '-verify', '-data', 'doc.txt', ...common]);
    return byQuery.out.includes('Verification: OK') && byData.out.includes('Verification: OK');
  };
  /** Moves the clock to `days` before `notAfter`. */
  const toDaysBefore = (notAfter: number, days: number) => t.clock.set(notAfter - days * day);

  it('signs with the next certificate after the job rotates it, and tokens from before and after both verify', async () => {
    const before = await stamp('signed before the rotation\n');
    expect(await opensslVerifies(before)).toBe(true);
    const sm2Before = await issueTimestampToken(t.app.deps, {
      digest: createHash('sha256').update('sm2 before').digest(),
      hashAlgorithm: 2,
    });
    const bare = await issueTimestampToken(t.app.deps, {
      digest: createHash('sha256').update('no certificates').digest(),
      hashAlgorithm: 1,
      certReq: false,
    });
    const [first] = await tsaRows(0);
    expect(first!.generation).toBe(1);

    // Outside the renewal window the job leaves the certificate alone.
    toDaysBefore(first!.not_after, 31);
    expect(await runJobOnce(t.app.deps, silent, tsaJob)).toBe('ran');
    expect(await tsaRows(0)).toHaveLength(1);

    // Within it, the next one is issued; the old one is kept.
    toDaysBefore(first!.not_after, 29);
    expect(await runJobOnce(t.app.deps, silent, tsaJob)).toBe('ran');
    const rows = await tsaRows(0);
    expect(rows.map((r) => r.generation)).toEqual([1, 2]);
    expect(rows[1]!.not_after - t.clock.now()).toBeGreaterThan(4 * 365 * day);
    expect(rows[1]!.not_before).toBeLessThanOrEqual(t.clock.now());
    expect((await tsaRows(1)).map((r) => r.generation)).toEqual([1, 2]);

    // New tokens carry the new certificate.
    const current = await tsaOf(t.app.deps, 0);
    expect(current.certificate.toString('base64')).toBe(rows[1]!.certificate);
    const after = await stamp('signed after the rotation\n');
    const signerOf = (token: Buffer) => readCms(token).signers[0]!.certificate!.toString('base64');
    expect(signerOf(tokenOf(after.reply))).toBe(rows[1]!.certificate);
    expect(signerOf(tokenOf(before.reply))).toBe(rows[0]!.certificate);
    const sm2After = await issueTimestampToken(t.app.deps, { digest: createHash('sha256').update('sm2 after').digest(), hashAlgorithm: 2 });
    expect(signerOf(sm2After.token)).toBe((await tsaRows(1))[1]!.certificate);
    expect(signerOf(sm2Before.token)).toBe((await tsaRows(1))[0]!.certificate);

    // Both verify, by openssl (at the clock's time, the old certificate has 29 days left) and by us.
    expect(await opensslVerifies(before)).toBe(true);
    expect(await opensslVerifies(after)).toBe(true);
    for (const token of [sm2Before.token, sm2After.token, bare.token])
      expect((await verifyTimestampToken(t.app.deps, { token })).valid).toBe(true);
    // Past the old certificate's end, its tokens (made within its validity) still verify by us, and the new one signs.
    t.clock.set(first!.not_after + day);
    expect((await verifyTimestampToken(t.app.deps, { token: bare.token })).valid).toBe(true);
    expect((await tsaOf(t.app.deps, 0)).certificate.toString('base64')).toBe(rows[1]!.certificate);
  }, 120_000);

  it('follows another process’s rotation: its tokens verify here at once, and this process signs with the new certificate within five minutes', async () => {
    // Another process: the same database through a handle of its own, so nothing this one keeps is shared.
    const other = { ...t.app.deps, db: createDatabase(t.app.deps.config.database) };
    try {
      const signerOf = (token: Buffer) => readCms(token).signers[0]!.certificate!.toString('base64');
      const digest = (text: string) => createHash('sha256').update(text).digest();
      const ours = await issueTimestampToken(t.app.deps, { digest: digest('here, before'), hashAlgorithm: 1 });
      const [first] = await tsaRows(0);
      toDaysBefore(first!.not_after, 29);
      // Read at this time here (the signing certificate and the verifier's generations).
      expect((await verifyTimestampToken(t.app.deps, { token: ours.token })).valid).toBe(true);
      expect(signerOf((await issueTimestampToken(t.app.deps, { digest: digest('here'), hashAlgorithm: 1 })).token)).toBe(
        first!.certificate,
      );

      expect(await rotateTsa(other, 0)).toBe('rotated');
      const second = (await tsaRows(0))[1]!;
      const theirs = await issueTimestampToken(other, { digest: digest('there'), hashAlgorithm: 1 });
      const theirsBare = await issueTimestampToken(other, { digest: digest('there, bare'), hashAlgorithm: 1, certReq: false });
      expect(signerOf(theirs.token)).toBe(second.certificate);
      // Tokens of the generation this process has not read yet verify here at once, with or without the certificate.
      expect((await verifyTimestampToken(t.app.deps, { token: theirs.token })).valid).toBe(true);
      expect((await verifyTimestampToken(t.app.deps, { token: theirsBare.token })).valid).toBe(true);
      // A token that is not ours stays refused after the second look.
      const forged = Buffer.from(theirs.token);
      forged[forged.length - 10]! ^= 0xff;
      expect((await verifyTimestampToken(t.app.deps, { token: forged })).valid).toBe(false);

      // Within five minutes this process may still sign with the first (29 days left, valid); after them, with the second.
      t.clock.advance(5 * 60_000);
      const later = await issueTimestampToken(t.app.deps, { digest: digest('here, later'), hashAlgorithm: 1 });
      expect(signerOf(later.token)).toBe(second.certificate);
      expect((await verifyTimestampToken(t.app.deps, { token: later.token })).valid).toBe(true);
    } finally {
      await other.db.destroy();
    }
  }, 120_000);

  it('makes one certificate of two rotations at once, and runs the job once of two at once', async () => {
    await tsaOf(t.app.deps, 0);
    const [first] = await tsaRows(0);
    toDaysBefore(first!.not_after, 10);
    const outcomes = await Promise.all([rotateTsa(t.app.deps, 0), rotateTsa(t.app.deps, 0), rotateTsa(t.app.deps, 0)]);
    expect(outcomes.filter((o) => o === 'rotated')).toHaveLength(1);
    expect((await tsaRows(0)).map((r) => r.generation)).toEqual([1, 2]);
    // And a second round finds the new one current.
    expect(await rotateTsa(t.app.deps, 0)).toBe('current');
    // What keeps racing processes to one: the table refuses a second certificate of one generation.
    const [, second] = await tsaRows(0);
    await expect(
      t.db
        .insertInto('tsa_certificates')
        .values({ ...second!, id: `${second!.id.slice(0, -4)}ffff` })
        .execute(),
    ).rejects.toThrow();

    // The job: of two runs at once, one runs (the lease), the other leaves it.
    toDaysBefore((await tsaRows(0))[1]!.not_after, tsaRenewWithinMs / day - 1);
    const runs = await Promise.all([runJobOnce(t.app.deps, silent, tsaJob), runJobOnce(t.app.deps, silent, tsaJob)]);
    expect(runs.sort()).toEqual(['elsewhere', 'ran']);
  }, 120_000);

  it('renews the OCSP responder before it ends, once of two at once, through its job', async () => {
    const responders = () =>
      t.db.selectFrom('ocsp_responders').selectAll().where('algorithm', '=', 0).orderBy('created_at').orderBy('id').execute();
    const first = await responderOf(t.app.deps, 0);
    const [row] = await responders();
    expect(await runJobOnce(t.app.deps, silent, responderJob)).toBe('ran');
    expect(await responders()).toHaveLength(1);
    toDaysBefore(row!.not_after, 29);
    const outcomes = await Promise.all([rotateResponder(t.app.deps, 0), rotateResponder(t.app.deps, 0)]);
    expect(outcomes).toContain('rotated');
    const rows = await responders();
    expect(rows).toHaveLength(2);
    const next = await responderOf(t.app.deps, 0);
    expect(next.certificate.equals(first.certificate)).toBe(false);
    expect(next.certificate.toString('base64')).toBe(rows[1]!.certificate);
    // The job on the next track: it has no responder yet, so it makes none.
    t.clock.advance(day);
    expect(await runJobOnce(t.app.deps, silent, responderJob)).toBe('ran');
    expect(await t.db.selectFrom('ocsp_responders').select('id').where('algorithm', '=', 1).execute()).toHaveLength(0);
  }, 120_000);
});
