import { certificatesRoutes as c, signingRoutes as r } from '@console/contract';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { embedSignature, preparePdfSignature, signedBytes } from '../../src/features/signing/pdf/incremental.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { type Person, people, phoneAuth, signedInPerson } from '../support/real-name-helpers.js';
import { hostilePdf } from './hostile-pdfs.js';
import { pdfsig, samplePdf, uploadPdf } from './support.js';

const place = { page: 1, x: 330, y: 40, width: 220, height: 64, reason: 'I approve this contract', fileName: 'contract.pdf' };

/**
 * On both databases: PAdES signing in the console by incremental update — checked
 * by poppler's pdfsig with our root trusted (two signers in sequence, both valid, only the last
 * covering the whole file), classic and stream cross-references, the public verification, bad
 * input refused with nothing stored, a revoked certificate never signing, tenant isolation.
 */
describe.each(databases)('PDF signing on %s', (kind) => {
  let t: TestApp;
  let p: Person;
  beforeEach(async () => {
    t = await startTestApp(kind);
    p = await signedInPerson(t);
    expect((await phoneAuth(t, p, people.zhang)).json().code).toBe(0);
  });
  afterEach(async () => {
    await t.close();
  });

  const certificate = async (who: Person, algorithm = 0) => {
    const res = (await who.post(c.apply.path, { certType: 3, algorithm, validity: 0, keyOrigin: 'platform' })).json();
    expect(res.code, res.msg).toBe(0);
    return res.data as { id: string; serial: string };
  };
  const sign = (who: Person, pdf: Buffer | null, fields: Record<string, string | number>, lang: 'en' | 'zh' = 'en') =>
    uploadPdf(t, who, r.sign.path, pdf, { ...place, ...fields }, lang);
  const download = async (who: Person, id: string) => {
    const res = await t.call('GET', `/webgate${r.download.path.replace(':id', id)}`, { cookie: who.cookie });
    return res;
  };
  const verify = async (pdf: Buffer) => (await uploadPdf(t, { cookie: '' } as Person, r.verify.path, pdf, {})).json();

  it.each(['classic', 'stream'] as const)('signs a %s-xref PDF twice in sequence; pdfsig finds both valid and trusted', async (xref) => {
    const first = await certificate(p);
    const second = await certificate(p);
    const original = await samplePdf({ xref });
    const once = (await sign(p, original, { certificateId: first.id })).json();
    expect(once.code, once.msg).toBe(0);
    expect(once.data).toMatchObject({ signMode: 1, level: 'B-B', certificateSerial: first.serial, channel: 'console', signer: '*三' });
    const signedOnce = (await download(p, once.data.id)).rawPayload;
    expect(signedOnce.subarray(0, original.length).equals(original)).toBe(true);

    const twice = (await sign(p, signedOnce, { certificateId: second.id, page: 2, y: 120 })).json();
    expect(twice.code, twice.msg).toBe(0);
    const signedTwice = (await download(p, twice.data.id)).rawPayload;
    expect(signedTwice.subarray(0, signedOnce.length).equals(signedOnce)).toBe(true);

    const [sig1, sig2] = await pdfsig(t, signedTwice);
    for (const sig of [sig1!, sig2!]) {
      expect(sig).toContain('Signature Type: ETSI.CAdES.detached');
      expect(sig).toContain('Signature is Valid');
      expect(sig).toContain('Certificate is Trusted');
      expect(sig).toContain('Signer Certificate Common Name: 张三');
    }
    expect(sig1).toContain('Not total document signed');
    expect(sig2).toContain('Total document signed');
    expect(sig2).not.toContain('Not total document signed');

    const checked = await verify(signedTwice);
    expect(checked.code, checked.msg).toBe(0);
    expect(checked.data.signatures).toHaveLength(2);
    expect(checked.data.signatures[0]).toMatchObject({
      fieldName: 'Signature1',
      signer: '张三',
      serial: first.serial,
      signatureValid: true,
      chain: 'ours',
      coverage: 'laterUpdates',
      revocation: 'good',
      signedAt: t.clock.now() - (t.clock.now() % 1000),
    });
    expect(checked.data.signatures[0].chainSubjects).toHaveLength(3);
    expect(checked.data.signatures[1]).toMatchObject({ fieldName: 'Signature2', serial: second.serial, coverage: 'whole', chain: 'ours' });
  });

  it('draws the visible signature on the chosen page (pdftoppm renders the box)', async () => {
    const cert = await certificate(p);
    const res = (await sign(p, await samplePdf({ xref: 'classic' }), { certificateId: cert.id })).json();
    const signed = (await download(p, res.data.id)).rawPayload;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'render-'));
    try {
      fs.writeFileSync(path.join(dir, 'doc.pdf'), signed);
      const text = execFileSync('pdftotext', ['-f', '1', '-l', '1', 'doc.pdf', '-'], { cwd: dir, encoding: 'utf8' });
      expect(text).toContain('Contract page 1');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    // The widget references an appearance stream with the signer, time and reason.
    const update = signed.subarray(signed.indexOf('/Type /Sig')).toString('latin1');
    expect(update).toMatch(/\/Subtype \/Widget \/FT \/Sig \/T \(Signature1\)/);
    expect(update).toMatch(/\/AP << \/N \d+ 0 R >>/);
    expect(update).toContain('/SigFlags 3');
  });

  it.each([0, 1])(
    'signs B-T (algorithm %i): our TSA’s token over the signature; pdfsig and the verification accept it',
    async (algorithm) => {
      const cert = await certificate(p, algorithm);
      const res = (await sign(p, await samplePdf({ xref: 'classic' }), { certificateId: cert.id, level: 'B-T' })).json();
      expect(res.code, res.msg).toBe(0);
      expect(res.data.level).toBe('B-T');
      const signed = (await download(p, res.data.id)).rawPayload;
      if (algorithm === 0) expect((await pdfsig(t, signed))[0]).toContain('Signature is Valid');
      const checked = (await verify(signed)).data.signatures[0];
      expect(checked).toMatchObject({
        signatureValid: true,
        chain: 'ours',
        coverage: 'whole',
        timestampAt: t.clock.now() - (t.clock.now() % 1000),
      });
    },
  );

  it('signs with an SM2 certificate; the public verification checks it', async () => {
    const cert = await certificate(p, 1);
    const res = (await sign(p, await samplePdf({ xref: 'stream' }), { certificateId: cert.id })).json();
    expect(res.code, res.msg).toBe(0);
    expect(res.data.algorithm).toBe(1);
    const checked = await verify((await download(p, res.data.id)).rawPayload);
    expect(checked.data.signatures[0]).toMatchObject({ signatureValid: true, chain: 'ours', coverage: 'whole', serial: cert.serial });
  });

  it('reports a changed document and another CA’s signature as such, not as errors', async () => {
    const cert = await certificate(p);
    const res = (await sign(p, await samplePdf({ xref: 'classic' }), { certificateId: cert.id })).json();
    const signed = Buffer.from((await download(p, res.data.id)).rawPayload);
    // One byte of the signed original changed (a page's MediaBox).
    const at = signed.indexOf('595 842');
    signed.write('595 843', at, 'latin1');
    expect((await verify(signed)).data.signatures[0]).toMatchObject({ signatureValid: false, coverage: 'broken' });

    // A signature by a certificate of nobody's CA (openssl self-signed), in the same PAdES shape.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foreign-'));
    try {
      execFileSync(
        'openssl',
        ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'k.pem', '-out', 'c.pem', '-subj', '/CN=Someone Else', '-days', '30'],
        {
          cwd: dir,
          stdio: 'ignore',
        },
      );
      const prepared = await preparePdfSignature(await samplePdf({ xref: 'classic' }), {
        page: 1,
        rect: { x: 40, y: 40, width: 200, height: 60 },
        lines: ['Someone Else'],
        name: 'Someone Else',
        reason: 'foreign',
        at: new Date(t.clock.now()),
      });
      fs.writeFileSync(path.join(dir, 'in.bin'), signedBytes(prepared));
      execFileSync(
        'openssl',
        [
          'cms',
          '-sign',
          '-binary',
          '-in',
          'in.bin',
          '-signer',
          'c.pem',
          '-inkey',
          'k.pem',
          '-outform',
          'DER',
          '-out',
          's.der',
          '-md',
          'sha256',
        ],
        { cwd: dir },
      );
      const foreign = embedSignature(prepared, fs.readFileSync(path.join(dir, 's.der')));
      const checked = await verify(foreign);
      expect(checked.code).toBe(0);
      expect(checked.data.signatures[0]).toMatchObject({
        signer: 'Someone Else',
        signatureValid: true,
        chain: 'untrusted',
        revocation: 'unknown',
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect((await verify(await samplePdf({ xref: 'classic' }))).data.signatures).toEqual([]);
  });

  it('refuses bad input naming the field in en and zh, stores nothing; a revoked certificate never signs', async () => {
    const cert = await certificate(p);
    const pdf = await samplePdf({ xref: 'classic' });
    const notPdf = (await sign(p, Buffer.from('hello, not a pdf'), { certificateId: cert.id })).json();
    expect(notPdf.code).toBe(1015001);
    expect(notPdf.data.fields[0].field).toBe('file');
    const zh = (await sign(p, Buffer.from('%PDF-1.7 truncated'), { certificateId: cert.id }, 'zh')).json();
    expect(zh.code).toBe(1015001);
    expect(zh.msg).toContain('PDF');
    expect(zh.data.fields[0].message).toContain('不是可读取的 PDF');
    const page = (await sign(p, pdf, { certificateId: cert.id, page: 9 })).json();
    expect(page).toMatchObject({ code: 1015003, data: { fields: [{ field: 'page' }] } });
    const rect = (await sign(p, pdf, { certificateId: cert.id, x: 500, width: 200 })).json();
    expect(rect).toMatchObject({ code: 1015003, data: { fields: [{ field: 'x' }] } });
    expect((await sign(p, null, { certificateId: cert.id })).json().code).toBe(1015000);
    expect((await sign(p, pdf, { certificateId: cert.id, width: 5 })).json().data.fields[0].field).toBe('width');
    expect((await p.get(`${r.list.path}?pageSize=20`)).json().data.total).toBe(0);

    expect((await p.post(c.revoke.path.replace(':id', cert.id), { reason: 1 })).json().code).toBe(0);
    const revoked = (await sign(p, pdf, { certificateId: cert.id })).json();
    expect(revoked).toMatchObject({ code: 1015004, data: { fields: [{ field: 'certificateId' }] } });
    expect(revoked.msg).toContain('revoked or expired');
    expect((await p.get(`${r.list.path}?pageSize=20`)).json().data.total).toBe(0);
  });

  it('refuses a PDF whose page tree loops or nests too deeply with a 400 naming the file, in en and zh; nothing stored', async () => {
    const cert = await certificate(p);
    for (const shape of ['selfKids', 'twoNodeLoop', 'deep', 'parentLoop'] as const) {
      const res = await sign(p, hostilePdf(shape), { certificateId: cert.id });
      expect(res.statusCode, shape).toBe(400);
      expect(res.json(), shape).toMatchObject({
        code: 1015001,
        data: {
          fields: [{ field: 'file', message: 'This PDF cannot be signed: its page tree refers back to itself or nests too deeply' }],
        },
      });
    }
    const zh = (await sign(p, hostilePdf('twoNodeLoop'), { certificateId: cert.id }, 'zh')).json();
    expect(zh.data.fields[0].message).toBe('该 PDF 无法签署：页面树引用了自身或嵌套过深');
    expect((await p.get(`${r.list.path}?pageSize=20`)).json().data.total).toBe(0);
    // The server still signs a sound file afterwards.
    expect((await sign(p, await samplePdf({ xref: 'classic' }), { certificateId: cert.id })).json().code).toBe(0);
  });

  it('shows revocation after the signing time as good-at-signing with its date; lists keyset-paged', async () => {
    const cert = await certificate(p);
    const res = (await sign(p, await samplePdf({ xref: 'classic' }), { certificateId: cert.id })).json();
    const signed = (await download(p, res.data.id)).rawPayload;
    t.clock.advance(60_000);
    expect((await p.post(c.revoke.path.replace(':id', cert.id), { reason: 1 })).json().code).toBe(0);
    const after = (await verify(signed)).data.signatures[0];
    expect(after).toMatchObject({ revocation: 'good', revokedAt: t.clock.now() });

    const more = await certificate(p);
    for (let i = 0; i < 2; i++)
      expect((await sign(p, await samplePdf({ xref: 'classic' }), { certificateId: more.id })).json().code).toBe(0);
    const page1 = (await p.get(`${r.list.path}?pageSize=2`)).json().data;
    expect(page1.total).toBe(3);
    expect(page1.list).toHaveLength(2);
    const page2 = (await p.get(`${r.list.path}?pageSize=2&after=${page1.next}`)).json().data;
    expect(page2.list.map((i: { id: string }) => i.id)).toEqual([res.data.id]);
  });

  it('answers another tenant’s certificate and document as not found', async () => {
    const cert = await certificate(p);
    const res = (await sign(p, await samplePdf({ xref: 'classic' }), { certificateId: cert.id })).json();
    const other = await signedInPerson(t);
    expect((await phoneAuth(t, other, people.li)).json().code).toBe(0);
    expect((await sign(other, await samplePdf({ xref: 'classic' }), { certificateId: cert.id })).json().code).toBe(1000404);
    expect((await download(other, res.data.id)).statusCode).toBe(404);
    expect((await other.get(`${r.list.path}?pageSize=20`)).json().data.total).toBe(0);
  });
});
