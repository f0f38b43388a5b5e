import { spawnSync } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { evidenceRoutes as r } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverDue } from '../../src/features/apps/index.js';
import { anchorPendingDeposits } from '../../src/features/evidence/index.js';
import { addProduct, appBody, createApp, customer, grant, newSecret, operatorOf, signedCall } from '../support/apps-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { signedInPerson } from '../support/real-name-helpers.js';
import { at, openssl, pemOf, pki } from '../certificates/support.js';

const url = (route: { path: string }, values: Record<string, string> = {}) =>
  `/webgate${Object.entries(values).reduce((p, [k, v]) => p.replace(`:${k}`, v), route.path)}`;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

function pdfText(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-'));
  try {
    fs.writeFileSync(path.join(dir, 'c.pdf'), pdf);
    const run = spawnSync('pdftotext', ['c.pdf', '-'], { cwd: dir, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(run.stderr);
    return run.stdout;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * On both databases: deposits batched into a time-stamped Merkle tree, the deposit
 * certificate read by pdftotext, public verification by code with the root's token checked by
 * openssl, keep-alive periods, tenant isolation, the metered open API and the evidence callback.
 */
describe.each(databases)('evidence deposit on %s', (kind) => {
  let t: TestApp;
  const got: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      got.push({ headers: req.headers, body });
      res.writeHead(200).end('ok');
    });
  });
  let port: number;
  beforeAll(async () => {
    port = await new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
    t = await startTestApp(kind, { TRUST_PROXY: 'true', CALLBACK_ALLOWED_HOSTS: `127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('deposits, anchors in a time-stamped tree, issues a certificate and verifies by code', async () => {
    const p = await signedInPerson(t);
    const deposits = [];
    for (const [i, keepAliveType] of [1, 2, 3, 4].entries()) {
      const res = (
        await p.post(r.deposit.path, {
          kind: i === 0 ? 1 : 2,
          title: `Contract ${i}`,
          fileHash: sha256(`file ${i}`),
          metadata: { signer: `Signer ${i}` },
          keepAliveType,
        })
      ).json();
      expect(res.code, JSON.stringify(res)).toBe(0);
      expect(res.data).toMatchObject({ status: 'pending', merkleRoot: null, keepAliveType });
      expect(res.data.verificationCode).toMatch(/^[A-Z0-9]{16}$/);
      deposits.push(res.data);
    }
    // §3 keep-alive: 1 = 5 years, 2 = 8, 3 = 10, 4 = 6.
    expect(deposits.map((d) => new Date(d.keepUntil).getUTCFullYear() - new Date(d.createdAt).getUTCFullYear())).toEqual([5, 8, 10, 6]);

    const early = await t.call('GET', url(r.certificate, { id: deposits[0].id }), { cookie: p.cookie });
    expect(early.json().code).toBe(1014001);
    const pendingCheck = (await t.call('GET', url(r.publicVerify, { code: deposits[0].verificationCode }))).json();
    expect(pendingCheck.data).toMatchObject({ anchored: false, proofValid: false });

    expect(await anchorPendingDeposits(t.app.deps)).toEqual({ anchored: 4 });
    expect(await anchorPendingDeposits(t.app.deps)).toEqual({ anchored: 0 });

    const detail = (await p.get(url(r.detail, { id: deposits[2].id }).slice('/webgate'.length))).json().data;
    expect(detail).toMatchObject({ status: 'anchored' });
    expect(detail.merkleRoot).toMatch(/^[0-9a-f]{64}$/);

    const pdf = await t.call('GET', url(r.certificate, { id: deposits[2].id }), { cookie: p.cookie });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Evidence Deposit Certificate');
    expect(text).toContain(deposits[2].verificationCode);
    expect(text).toContain(sha256('file 2'));
    expect(text).toContain(detail.merkleRoot);
    expect(text).toContain('10 years');

    // Anyone with the code (no session): proof and time-stamp checked.
    const check = (await t.call('GET', url(r.publicVerify, { code: deposits[2].verificationCode.toLowerCase() }))).json();
    expect(check.code, JSON.stringify(check)).toBe(0);
    expect(check.data).toMatchObject({ anchored: true, proofValid: true, timestampValid: true, fileHash: sha256('file 2') });
    expect(check.data.proof).toHaveLength(2);
    expect(check.data.tsaSubject).toContain('Time-Stamping Authority');

    // The root's token, checked by openssl without us.
    const root = pemOf('CERTIFICATE', await pki(t, 'rsa', 'root', 'certificate'));
    const issuing = pemOf('CERTIFICATE', await pki(t, 'rsa', 'issuing', 'certificate'));
    const files = { 'token.der': Buffer.from(check.data.token, 'base64'), 'root.pem': root, 'issuing.pem': issuing };
    const args = ['ts', '-verify', '-token_in', '-in', 'token.der', '-CAfile', 'root.pem', '-untrusted', 'issuing.pem', ...at(t)];
    expect(openssl(files, [...args, '-digest', check.data.merkleRoot]).out).toContain('Verification: OK');
    expect(openssl(files, [...args, '-digest', sha256('another root')]).ok).toBe(false);

    // A record changed after anchoring no longer reaches the root.
    await t.db.updateTable('evidence_deposits').set({ title: 'Changed' }).where('id', '=', deposits[1].id).execute();
    const changed = (await t.call('GET', url(r.publicVerify, { code: deposits[1].verificationCode }))).json();
    expect(changed.data).toMatchObject({ proofValid: false, timestampValid: true });

    for (const lang of ['en', 'zh'] as const) {
      const unknown = (await t.call('GET', url(r.publicVerify, { code: 'ABCDEFGHJKMNPQRS' }), { language: lang })).json();
      expect(unknown.code).toBe(1014000);
      expect(unknown.msg).toBe(lang === 'en' ? 'No deposit has this verification code' : '没有与该验证码对应的存证');
    }

    const list = (await p.get(`${r.list.path}?pageSize=3`)).json().data;
    expect(list.list).toHaveLength(3);
    expect(list.total).toBe(4);
    expect(list.next).toBeTruthy();
    const rest = (await p.get(`${r.list.path}?pageSize=3&after=${encodeURIComponent(list.next)}`)).json().data;
    expect(rest.list.map((d: { id: string }) => d.id)).toEqual([deposits[0].id]);

    const logged = await t.db.selectFrom('operation_logs').select('action').where('service', '=', 'evidence').execute();
    expect(logged.map((l) => l.action)).toEqual(expect.arrayContaining(['deposit', 'certificate']));
  });

  it('answers another tenant’s deposit as not found and refuses bad input naming the field', async () => {
    const owner = await signedInPerson(t);
    const other = await signedInPerson(t);
    const made = (await owner.post(r.deposit.path, { kind: 1, title: 'Mine', fileHash: sha256('mine'), keepAliveType: 1 })).json().data;
    expect((await other.get(url(r.detail, { id: made.id }).slice('/webgate'.length))).json().code).toBe(1000404);
    expect((await t.call('GET', url(r.certificate, { id: made.id }), { cookie: other.cookie })).json().code).toBe(1000404);
    for (const [field, body] of [
      ['fileHash', { kind: 1, title: 'x', fileHash: 'abc', keepAliveType: 1 }],
      ['keepAliveType', { kind: 1, title: 'x', fileHash: sha256('x'), keepAliveType: 5 }],
      ['title', { kind: 1, title: '', fileHash: sha256('x'), keepAliveType: 1 }],
    ] as const) {
      const res = (await other.post(r.deposit.path, body, 'zh')).json();
      expect(res.code, field).not.toBe(0);
      expect(res.data.fields[0].field).toBe(field);
    }
    expect(await t.db.selectFrom('evidence_deposits').select('id').where('user_id', '=', other.userId).execute()).toHaveLength(0);
  });

  it('sells evidence/deposit in the open API and sends the anchored result to the evidence callback URL', async () => {
    const ops = await operatorOf(t);
    const product = await addProduct(t, ops, 'evidence');
    const c = await customer(t);
    const sub = await grant(t, ops, { enterpriseId: c.enterpriseId, productId: product.id, totalCount: 5 });
    const app = await createApp(
      t,
      c,
      appBody([sub.id], { environment: 'sandbox', evidenceCallbackUrl: `http://127.0.0.1:${port}/evidence` }),
    );
    const { secret } = await newSecret(t, c, app.id);
    const call = (p: string, body?: unknown) => signedCall(t, { appId: app.appId, secret, path: p, body });

    const deposited = (
      await call('evidence/deposit', { kind: 2, title: 'Signing event', fileHash: sha256('signed'), keepAliveType: 3 })
    ).json();
    expect(deposited.code, JSON.stringify(deposited)).toBe(0);
    expect(deposited.data.requestId).toBeTruthy();
    expect((await call('evidence/deposit', { kind: 2, title: 'x', fileHash: 'zz', keepAliveType: 3 })).json().code).not.toBe(0);
    // A sandbox application (its callback may be http): each metered call is a usage record.
    const used = async () => (await t.db.selectFrom('usage_records').select('id').where('subscription_id', '=', sub.id).execute()).length;
    expect(await used()).toBe(1);

    await anchorPendingDeposits(t.app.deps);
    expect(await deliverDue(t.app.deps, t.app.log)).toBe(1);
    const hook = got.at(-1)!;
    expect(hook.headers['x-signature']).toBe(createHmac('sha256', secret).update(hook.body).digest('hex'));
    const event = JSON.parse(hook.body);
    expect(event).toMatchObject({
      event: 'evidence.anchored',
      data: { depositId: deposited.data.id, verificationCode: deposited.data.verificationCode },
    });
    expect(event.data.merkleRoot).toMatch(/^[0-9a-f]{64}$/);

    const read = (await call(`evidence/${deposited.data.id}`)).json();
    expect(read.data).toMatchObject({ status: 'anchored', merkleRoot: event.data.merkleRoot });
    expect(await used()).toBe(2);

    const stranger = await signedInPerson(t);
    const theirs = (await stranger.post(r.deposit.path, { kind: 1, title: 'Theirs', fileHash: sha256('theirs'), keepAliveType: 1 })).json()
      .data;
    expect((await call(`evidence/${theirs.id}`)).json().code).toBe(1000404);
    expect(await used()).toBe(2);
  });
});
