import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { errorCatalogue } from '@console/contract';
import { readCms, verifyCmsSigner } from '../../src/features/certificates/index.js';
import { addProduct, appBody, createApp, customer, grant, newSecret, operatorOf, signedCall } from '../support/apps-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { at, openssl, pemOf, pki } from '../certificates/support.js';
import { hostilePdf } from './hostile-pdfs.js';
import { pdfsig, samplePdf } from './support.js';

/**
 * `sign/pdf` and `sign/digest` in the signed, metered open API — one
 * unit per call, nothing for a refused one; the digest modes answer a detached CMS that openssl
 * verifies against the original content; another enterprise's serial is not found.
 */
describe.each(databases)('signing services of the open API on %s', (kind) => {
  let t: TestApp;
  let ops: string;
  let certProduct: { id: string };
  let signProduct: { id: string };
  beforeAll(async () => {
    t = await startTestApp(kind, { TRUST_PROXY: 'true' });
    ops = await operatorOf(t);
    certProduct = await addProduct(t, ops, 'cert');
    signProduct = await addProduct(t, ops, 'sign');
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    ops = await operatorOf(t);
  });

  async function app(units: number) {
    const p = await customer(t);
    const certSub = await grant(t, ops, { enterpriseId: p.enterpriseId, productId: certProduct.id, totalCount: 10 });
    const signSub = await grant(t, ops, { enterpriseId: p.enterpriseId, productId: signProduct.id, totalCount: units });
    const created = await createApp(t, p, appBody([certSub.id, signSub.id]));
    const { secret } = await newSecret(t, p, created.id);
    const used = async () =>
      Number(
        (await t.db.selectFrom('service_subscriptions').select('used_count').where('id', '=', signSub.id).executeTakeFirstOrThrow())
          .used_count,
      );
    const call = (path: string, body?: unknown) => signedCall(t, { appId: created.appId, secret, path, body });
    const certificate = async (algorithm: 0 | 1) => {
      const res = (await call('cert/apply', { algorithm, validity: 0 })).json();
      expect(res.code, JSON.stringify(res)).toBe(0);
      return res.data as { serial: string };
    };
    return { p, call, used, certificate };
  }

  it('signs a digest (modes 2–4): openssl verifies the RSA CMS against the content; SM2 verified by the CMS reader', async () => {
    const a = await app(10);
    const rsa = await a.certificate(0);
    const content = Buffer.from('the contract text, hashed by the caller');
    const hash = createHash('sha256').update(content).digest('hex');
    const signed = (await a.call('sign/digest', { mode: 2, hash, hashAlgorithm: 1, serial: rsa.serial })).json();
    expect(signed.code, JSON.stringify(signed)).toBe(0);
    expect(signed.data).toMatchObject({ signMode: 2, level: 'CMS', digest: hash, channel: 'api' });
    expect(await a.used()).toBe(1);
    const root = pemOf('CERTIFICATE', await pki(t, 'rsa', 'root', 'certificate'));
    const issuing = pemOf('CERTIFICATE', await pki(t, 'rsa', 'issuing', 'certificate'));
    const cms = Buffer.from(signed.data.cms, 'base64');
    const verified = openssl({ 'sig.der': cms, 'content.bin': content, 'root.pem': root, 'issuing.pem': issuing }, [
      'cms',
      '-verify',
      '-binary',
      '-inform',
      'DER',
      '-in',
      'sig.der',
      '-content',
      'content.bin',
      '-CAfile',
      'root.pem',
      '-certfile',
      'issuing.pem',
      ...at(t),
      '-purpose',
      'any',
      '-out',
      '/dev/null',
    ]);
    expect(verified.out).toContain('Verification successful');
    const other = openssl({ 'sig.der': cms, 'content.bin': Buffer.from('another text'), 'root.pem': root, 'issuing.pem': issuing }, [
      'cms',
      '-verify',
      '-binary',
      '-inform',
      'DER',
      '-in',
      'sig.der',
      '-content',
      'content.bin',
      '-CAfile',
      'root.pem',
      '-certfile',
      'issuing.pem',
      '-out',
      '/dev/null',
    ]);
    expect(other.ok).toBe(false);

    const sm2 = await a.certificate(1);
    const sm3 = createHash('sm3').update(content).digest('hex');
    const sm2Signed = (await a.call('sign/digest', { mode: 4, hash: sm3, hashAlgorithm: 2, serial: sm2.serial })).json();
    expect(sm2Signed.code, JSON.stringify(sm2Signed)).toBe(0);
    const read = readCms(Buffer.from(sm2Signed.data.cms, 'base64'));
    expect(verifyCmsSigner(read, read.signers[0]!, { content }).valid).toBe(true);
    expect(await a.used()).toBe(2);

    // Refused, at no cost: the wrong hash algorithm for the key, a malformed hash, another enterprise's serial.
    const wrongAlgorithm = (await a.call('sign/digest', { mode: 3, hash, hashAlgorithm: 2, serial: rsa.serial })).json();
    expect(wrongAlgorithm).toMatchObject({ code: 1015005, data: { fields: [{ field: 'hashAlgorithm' }] } });
    expect((await a.call('sign/digest', { mode: 3, hash: 'zz', hashAlgorithm: 1, serial: rsa.serial })).json().code).toBe(1000400);
    const b = await app(10);
    expect((await b.call('sign/digest', { mode: 2, hash, hashAlgorithm: 1, serial: rsa.serial })).json().code).toBe(1000404);
    expect(await a.used()).toBe(2);
    expect(await b.used()).toBe(0);
  });

  it('signs for callers at once on a package of fewer units: each granted call signed, recorded and logged, the rest refused leaving nothing', async () => {
    // On PostgreSQL the calls share the package's transactions (group commit): a signature's row and
    // log entry commit with its unit, and a call the package cannot serve keeps neither.
    const a = await app(3);
    const rsa = await a.certificate(0);
    const hashes = Array.from({ length: 8 }, (_, i) => createHash('sha256').update(`contract ${i}`).digest('hex'));
    const answers = await Promise.all(hashes.map((hash) => a.call('sign/digest', { mode: 2, hash, hashAlgorithm: 1, serial: rsa.serial })));
    const codes = answers.map((res) => res.json().code);
    expect(codes.filter((c) => c === 0)).toHaveLength(3);
    expect(codes.filter((c) => c === errorCatalogue.apiQuotaExhausted.code)).toHaveLength(5);
    expect(await a.used()).toBe(3);
    const signedHashes = answers.filter((res) => res.json().code === 0).map((res) => res.json().data.digest as string);
    const documents = await t.db.selectFrom('signed_documents').select('digest').where('enterprise_id', '=', a.p.enterpriseId).execute();
    expect(documents.map((d) => d.digest).sort()).toEqual([...signedHashes].sort());
    const logged = await t.db
      .selectFrom('operation_logs')
      .select('content')
      .where('enterprise_id', '=', a.p.enterpriseId)
      .where('service', '=', 'signing')
      .execute();
    expect(logged).toHaveLength(3);
    for (const hash of signedHashes) expect(logged.some((l) => l.content.includes(hash.slice(0, 16)))).toBe(true);
  });

  it('signs a PDF (mode 1) that pdfsig verifies; a bad PDF or a revoked certificate costs nothing', async () => {
    const a = await app(10);
    const rsa = await a.certificate(0);
    const pdf = await samplePdf({ xref: 'stream' });
    const body = {
      pdf: pdf.toString('base64'),
      fileName: 'order.pdf',
      serial: rsa.serial,
      page: 1,
      x: 40,
      y: 40,
      width: 200,
      height: 60,
      reason: 'Order 42',
    };
    const signed = (await a.call('sign/pdf', body)).json();
    expect(signed.code, JSON.stringify(signed).slice(0, 400)).toBe(0);
    expect(signed.data).toMatchObject({ signMode: 1, level: 'B-B', fileName: 'order.pdf', channel: 'api' });
    const [sig] = await pdfsig(t, Buffer.from(signed.data.pdf, 'base64'));
    expect(sig).toContain('Signature is Valid');
    expect(sig).toContain('Total document signed');
    expect(sig).toContain('Certificate is Trusted');
    expect(await a.used()).toBe(1);

    const bad = (await a.call('sign/pdf', { ...body, pdf: Buffer.from('no pdf at all').toString('base64') })).json();
    expect(bad).toMatchObject({ code: 1015001, data: { fields: [{ field: 'pdf' }] } });
    expect((await a.call('cert/revoke', { serial: rsa.serial, reason: 1 })).json().code).toBe(0);
    const revoked = (await a.call('sign/pdf', body)).json();
    expect(revoked).toMatchObject({ code: 1015004, data: { fields: [{ field: 'serial' }] } });
    expect(await a.used()).toBe(1);
  });

  it('refuses a PDF whose page tree loops or nests too deeply with a 400 naming `pdf`; no unit taken, nothing recorded', async () => {
    const a = await app(10);
    const rsa = await a.certificate(0);
    const body = { fileName: 'loop.pdf', serial: rsa.serial, page: 1, x: 40, y: 40, width: 200, height: 60, reason: 'Loop' };
    const records = async () =>
      (await t.db.selectFrom('signed_documents').select('id').where('enterprise_id', '=', a.p.enterpriseId).execute()).length;
    for (const shape of ['selfKids', 'twoNodeLoop', 'deep', 'parentLoop'] as const) {
      const res = await a.call('sign/pdf', { ...body, pdf: hostilePdf(shape).toString('base64') });
      expect(res.statusCode, shape).toBe(400);
      expect(res.json(), shape).toMatchObject({ code: 1015001, data: { fields: [{ field: 'pdf' }] } });
      expect(res.json().data.fields[0].message).toContain('page tree');
    }
    expect(await a.used()).toBe(0);
    expect(await records()).toBe(0);
  });

  it('takes a PDF whose base64 is over 1 MiB (sign/pdf’s own body limit); other calls keep the 1 MiB limit', async () => {
    const a = await app(10);
    const rsa = await a.certificate(0);
    // ~1.2 MB of PDF, 1.6 MB of base64: the signed raw body used to stop at the app's 1 MiB.
    const pdf = await samplePdf({ xref: 'classic', padding: 1_200_000 });
    expect(pdf.toString('base64').length).toBeGreaterThan(1.5 * 2 ** 20);
    const body = { pdf: pdf.toString('base64'), serial: rsa.serial, page: 1, x: 40, y: 40, width: 200, height: 60, reason: 'Large' };
    const signed = (await a.call('sign/pdf', body)).json();
    expect(signed.code, JSON.stringify(signed).slice(0, 400)).toBe(0);
    const [sig] = await pdfsig(t, Buffer.from(signed.data.pdf, 'base64'));
    expect(sig).toContain('Signature is Valid');
    expect(sig).toContain('Total document signed');
    expect(await a.used()).toBe(1);

    const oversized = await a.call('sign/digest', { mode: 2, hash: 'ab'.repeat(32), hashAlgorithm: 1, serial: 'x'.repeat(1_100_000) });
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json().code).toBe(1000413);
    expect(await a.used()).toBe(1);
  });
});
