import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { timestampsRoutes as r } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { der, pem } from '../../src/features/certificates/index.js';
import { tsaOf, verifyTimestampToken } from '../../src/features/timestamps/index.js';
import { addProduct, appBody, createApp, customer, grant, newSecret, operatorOf, signedCall } from '../support/apps-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { signedInPerson } from '../support/real-name-helpers.js';
import { at, openssl, pemOf, pki, sm2Options } from '../certificates/support.js';

/** openssl in a scratch directory, returning the files it wrote too. */
function opensslFiles(files: Record<string, Buffer | string>, args: string[], outputs: string[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ts-'));
  try {
    for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), content);
    const run = spawnSync('openssl', args, { cwd: dir });
    if (run.status !== 0) throw new Error(`openssl ${args.join(' ')}: ${run.stderr.toString()}`);
    return Object.fromEntries(outputs.map((o) => [o, fs.readFileSync(path.join(dir, o))]));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const document = Buffer.from('a contract to time-stamp\n');

/**
 * The RFC 3161 TSA — over HTTP as `openssl ts` uses it, and in the console and the
 * open API — checked by `openssl ts -verify` (RSA) and by our reader plus link-by-link openssl (SM2).
 */
describe.each(databases)('the time-stamping authority on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (body: Buffer) =>
    t.app.inject({ method: 'POST', url: '/webgate/tsa', headers: { 'content-type': 'application/timestamp-query' }, payload: body });

  it('answers an openssl ts query (SHA-256) with a token openssl ts -verify accepts, and refuses it for other data', async () => {
    const { 'q.tsq': query } = opensslFiles(
      { 'doc.txt': document },
      ['ts', '-query', '-data', 'doc.txt', '-sha256', '-cert', '-out', 'q.tsq'],
      ['q.tsq'],
    );
    const res = await post(query!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/timestamp-reply');
    const reply = res.rawPayload;
    const root = pemOf('CERTIFICATE', await pki(t, 'rsa', 'root', 'certificate'));
    const issuing = pemOf('CERTIFICATE', await pki(t, 'rsa', 'issuing', 'certificate'));
    const files = { 'r.tsr': reply, 'q.tsq': query!, 'doc.txt': document, 'root.pem': root, 'issuing.pem': issuing };
    const text = openssl(files, ['ts', '-reply', '-in', 'r.tsr', '-text']).out;
    expect(text).toContain('Status: Granted.');
    expect(text).toContain('Policy OID: 2.25.229879634787378805728458477301887341787');
    expect(text).toContain('Accuracy: 0x01 seconds');
    expect(text).toMatch(/Nonce: 0x[0-9A-F]+/);
    expect(text).toContain('TSA: DirName:');

    const verified = openssl(files, [
      'ts',
      '-verify',
      '-queryfile',
      'q.tsq',
      '-in',
      'r.tsr',
      '-CAfile',
      'root.pem',
      '-untrusted',
      'issuing.pem',
      ...at(t),
    ]);
    expect(verified.out).toContain('Verification: OK');
    const byData = openssl(files, [
      'ts',
      '-verify',
      '-data',
      'doc.txt',
      '-in',
      'r.tsr',
      '-CAfile',
      'root.pem',
      '-untrusted',
      'issuing.pem',
      ...at(t),
    ]);
    expect(byData.out).toContain('Verification: OK');
    const other = openssl({ ...files, 'doc.txt': 'another text' }, [
      'ts',
      '-verify',
      '-data',
      'doc.txt',
      '-in',
      'r.tsr',
      '-CAfile',
      'root.pem',
      '-untrusted',
      'issuing.pem',
      ...at(t),
    ]);
    expect(other.ok).toBe(false);
    expect(other.out).not.toContain('Verification: OK');

    // The TSA certificate: timeStamping only, critical, under the issuing CA.
    const tsa = await tsaOf(t.app.deps, 0);
    const cert = openssl({ 'tsa.pem': pem('CERTIFICATE', tsa.certificate) }, ['x509', '-in', 'tsa.pem', '-noout', '-text']).out;
    expect(cert).toMatch(/Extended Key Usage: critical\s+Time Stamping/);
    expect(cert).toMatch(/Key Usage: critical\s+Digital Signature, Non Repudiation/);
  });

  it('gives unique serials and leaves the certificates out when the query does not ask for them', async () => {
    const { 'q.tsq': query } = opensslFiles(
      { 'doc.txt': document },
      ['ts', '-query', '-data', 'doc.txt', '-sha256', '-out', 'q.tsq'],
      ['q.tsq'],
    );
    const serials = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const text = openssl({ 'r.tsr': (await post(query!)).rawPayload }, ['ts', '-reply', '-in', 'r.tsr', '-text']).out;
      serials.add(/Serial number: (0x[0-9A-F]+)/.exec(text)![1]!);
    }
    expect(serials.size).toBe(3);
    const token = der.children(der.readOne((await post(query!)).rawPayload))[1]!.raw;
    const check = await verifyTimestampToken(t.app.deps, { token: Buffer.from(token) });
    expect(check.valid).toBe(true);
  });

  it('answers SM3 queries with SM2 tokens our reader verifies, whose TSA certificate openssl verifies under the issuing CA', async () => {
    const { 'q.tsq': query } = opensslFiles(
      { 'doc.txt': document },
      ['ts', '-query', '-data', 'doc.txt', '-sm3', '-cert', '-out', 'q.tsq'],
      ['q.tsq'],
    );
    const reply = (await post(query!)).rawPayload;
    expect(openssl({ 'r.tsr': reply }, ['ts', '-reply', '-in', 'r.tsr', '-text']).out).toContain('Status: Granted.');
    const token = Buffer.from(der.children(der.readOne(reply))[1]!.raw);
    const sm3 = createHash('sm3').update(document).digest();
    const check = await verifyTimestampToken(t.app.deps, { token, digest: sm3 });
    expect(check).toMatchObject({ valid: true, hashAlgorithm: 2, digest: sm3.toString('hex') });
    expect(check.tsaSubject).toContain('SM2 Time-Stamping Authority');
    expect((await verifyTimestampToken(t.app.deps, { token, digest: createHash('sm3').update('other').digest() })).problem).toBe('digest');

    // Link by link (OpenSSL 3.0 applies the SM2 user id to the leaf only): the TSA under the issuing CA.
    const tsa = await tsaOf(t.app.deps, 1);
    const issuing = pemOf('CERTIFICATE', await pki(t, 'sm2', 'issuing', 'certificate'));
    const link = openssl({ 'issuing.pem': issuing, 'tsa.pem': pem('CERTIFICATE', tsa.certificate) }, [
      'verify',
      ...sm2Options('sm2'),
      ...at(t),
      '-partial_chain',
      '-CAfile',
      'issuing.pem',
      'tsa.pem',
    ]);
    expect(link.out).toContain('tsa.pem: OK');

    // A flipped byte in the signed TSTInfo breaks the signature.
    const tampered = Buffer.from(token);
    const at_ = tampered.indexOf(sm3);
    tampered[at_]! ^= 1;
    expect((await verifyTimestampToken(t.app.deps, { token: tampered })).valid).toBe(false);
  });

  it('rejects what it cannot grant with an RFC 3161 failure, not a token', async () => {
    const garbage = openssl({ 'r.tsr': (await post(Buffer.from('not DER'))).rawPayload }, ['ts', '-reply', '-in', 'r.tsr', '-text']).out;
    expect(garbage).toContain('Status: Rejected.');
    expect(garbage).toContain('the data submitted has the wrong format');
    const { 'q.tsq': sha1 } = opensslFiles(
      { 'doc.txt': document },
      ['ts', '-query', '-data', 'doc.txt', '-sha1', '-out', 'q.tsq'],
      ['q.tsq'],
    );
    const badAlg = openssl({ 'r.tsr': (await post(sha1!)).rawPayload }, ['ts', '-reply', '-in', 'r.tsr', '-text']).out;
    expect(badAlg).toContain('Status: Rejected.');
    expect(badAlg).toContain('unrecognized or unsupported algorithm');
    const { 'q.tsq': policy } = opensslFiles(
      { 'doc.txt': document },
      ['ts', '-query', '-data', 'doc.txt', '-sha256', '-tspolicy', '1.2.3.4', '-out', 'q.tsq'],
      ['q.tsq'],
    );
    expect(openssl({ 'r.tsr': (await post(policy!)).rawPayload }, ['ts', '-reply', '-in', 'r.tsr', '-text']).out).toContain(
      'Status: Rejected.',
    );
  });

  it('issues and verifies in the console, in the operation log; a token that is not one is refused naming the field', async () => {
    const p = await signedInPerson(t);
    const hash = createHash('sha256').update(document).digest('hex');
    const issued = (await p.post(r.issue.path, { hash, hashAlgorithm: 1 })).json();
    expect(issued.code, JSON.stringify(issued)).toBe(0);
    expect(issued.data.hashAlgorithm).toBe(1);
    const ok = (await p.post(r.verify.path, { token: issued.data.token, hash })).json();
    expect(ok.data).toMatchObject({ valid: true, serial: issued.data.serial, genTime: issued.data.genTime, problem: null });
    const other = (await p.post(r.verify.path, { token: issued.data.token, hash: 'ab'.repeat(32) })).json();
    expect(other.data).toMatchObject({ valid: false, problem: 'digest' });
    for (const lang of ['en', 'zh'] as const) {
      const bad = (await p.post(r.verify.path, { token: 'AAAA', hash }, lang)).json();
      expect(bad.code).toBe(1013000);
      expect(bad.data.fields[0].field).toBe('token');
    }
    const badHash = (await p.post(r.issue.path, { hash: 'xyz', hashAlgorithm: 1 })).json();
    expect(badHash.data.fields[0].field).toBe('hash');
    const logged = await t.db.selectFrom('operation_logs').select(['action']).where('service', '=', 'timestamps').execute();
    expect(logged.map((l) => l.action)).toEqual(expect.arrayContaining(['issue', 'verify']));
  });

  it('sells timestamp/issue and timestamp/verify in the open API, one unit each, nothing for a refused call', async () => {
    const ops = await operatorOf(t);
    const product = await addProduct(t, ops, 'timestamp');
    const c = await customer(t);
    const sub = await grant(t, ops, { enterpriseId: c.enterpriseId, productId: product.id, totalCount: 10 });
    const created = await createApp(t, c, appBody([sub.id]));
    const { secret } = await newSecret(t, c, created.id);
    const call = (p: string, body: unknown) => signedCall(t, { appId: created.appId, secret, path: p, body });
    const used = async () =>
      Number(
        (await t.db.selectFrom('service_subscriptions').select('used_count').where('id', '=', sub.id).executeTakeFirstOrThrow()).used_count,
      );

    const sm3 = createHash('sm3').update(document).digest('hex');
    const issued = (await call('timestamp/issue', { hash: sm3, hashAlgorithm: 2 })).json();
    expect(issued.code, JSON.stringify(issued)).toBe(0);
    expect(issued.data.requestId).toBeTruthy();
    expect(await used()).toBe(1);
    const verified = (await call('timestamp/verify', { token: issued.data.token, hash: sm3 })).json();
    expect(verified.data).toMatchObject({ valid: true, hashAlgorithm: 2 });
    expect(verified.data.tsaSubject).toContain('SM2');
    expect(await used()).toBe(2);

    expect((await call('timestamp/issue', { hash: 'nothex', hashAlgorithm: 1 })).json().code).not.toBe(0);
    expect((await call('timestamp/issue', { hash: sm3, hashAlgorithm: 3 })).json().code).not.toBe(0);
    expect((await call('timestamp/verify', { token: 'bm90IGEgdG9rZW4=' })).json().code).toBe(1013000);
    expect(await used()).toBe(2);
  });
});
