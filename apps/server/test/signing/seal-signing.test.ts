import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import nodePath from 'node:path';
import {
  certificatesRoutes as c,
  personalSignatureRoutes as ps,
  recordStatus,
  sealGrantRoutes as g,
  sealsRoutes as sr,
  signingRoutes as r,
} from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, appBody, createApp, grant, newSecret, operatorOf, signedCall } from '../support/apps-helpers.js';
import { lastCodeTo } from '../support/auth-helpers.js';
import { addMembership, enterpriseOf, switchInto } from '../support/enterprise-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { ownMemberId } from '../support/organization-helpers.js';
import { type Person, people, phoneAuth, signedInPerson } from '../support/real-name-helpers.js';
import { pdfsig, samplePdf, uploadPdf } from './support.js';

/** A square box for a round seal, in points from the page's lower-left corner (A4: 595 × 842). */
const box = { page: 1, x: 380, y: 60, width: 150, height: 150 };
const form = { ...box, reason: 'Sealed by the enterprise', fileName: 'contract.pdf', level: 'B-B' };

/** The page rendered by poppler's pdftoppm at 72 dpi (one pixel a point), as RGB rows top to bottom. */
function renderPage(pdf: Buffer, page = 1): { width: number; height: number; rgb: Buffer } {
  const dir = fs.mkdtempSync(nodePath.join(os.tmpdir(), 'pdftoppm-'));
  try {
    fs.writeFileSync(nodePath.join(dir, 'doc.pdf'), pdf);
    const run = spawnSync('pdftoppm', ['-r', '72', '-f', String(page), '-l', String(page), '-singlefile', 'doc.pdf', 'page'], { cwd: dir });
    expect(run.status, String(run.stderr)).toBe(0);
    const ppm = fs.readFileSync(nodePath.join(dir, 'page.ppm'));
    const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 40).toString('latin1'))!;
    return { width: Number(header[1]), height: Number(header[2]), rgb: ppm.subarray(header[0].length) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Seal-red pixels inside the box (given in PDF points) and outside it (a 2-point margin for antialiasing). */
function redPixels(pdf: Buffer, rect: typeof box): { inside: number; outside: number } {
  const { width, height, rgb } = renderPage(pdf, rect.page);
  let inside = 0;
  let outside = 0;
  for (let row = 0; row < height; row++) {
    for (let col = 0; col < width; col++) {
      const i = (row * width + col) * 3;
      const [R, G, B] = [rgb[i]!, rgb[i + 1]!, rgb[i + 2]!];
      if (!(R > 150 && G < 110 && B < 110 && R - G > 80)) continue;
      const y = height - row;
      const within = (m: number) => col >= rect.x - m && col <= rect.x + rect.width + m && y >= rect.y - m && y <= rect.y + rect.height + m;
      if (within(0)) inside++;
      else if (!within(2)) outside++;
    }
  }
  return { inside, outside };
}

/**
 * The seal on the signature: the console's signing and `sign/pdf` draw an enterprise seal
 * or a personal signature as the visible signature; an enterprise seal only for a member holding a
 * live grant or an application holding a live auto-sign authorization, while the seal is normal; a
 * personal signature only by its owner; another tenant's seal not found. Checked with pdfsig (the
 * signature verifies) and pdftoppm (the seal's red ink inside the signature's box and nowhere else).
 */
describe.each(databases)('seals on PDF signatures on %s', (kind) => {
  let t: TestApp;
  let ops: string;
  let master: Person & { enterpriseId: string };
  let certificateId: string;
  let seal: { id: string };
  let pdf: Buffer;
  beforeAll(async () => {
    t = await startTestApp(kind, { TRUST_PROXY: 'true' });
    ops = await operatorOf(t);
    pdf = await samplePdf({ xref: 'classic' });
    const p = await signedInPerson(t);
    const { enterpriseId } = await enterpriseOf(t, p, { passed: true, name: '杭州示例网络科技有限公司' });
    master = Object.assign(p, { enterpriseId });
    const cert = (await master.post(c.apply.path, { certType: 1, algorithm: 0, validity: 0, keyOrigin: 'platform' })).json();
    expect(cert.code, cert.msg).toBe(0);
    certificateId = cert.data.id;
    seal = await createSeal(master);
  });
  afterAll(async () => {
    await t.close();
  });

  async function createSeal(p: Person, body: Record<string, unknown> = { kind: 'contract', sizeMm: 40 }) {
    const res = (await p.post(sr.create.path, body)).json();
    expect(res.code, res.msg).toBe(0);
    return res.data as { id: string };
  }
  const sign = (p: Person, fields: Record<string, string | number>, lang: 'en' | 'zh' = 'en') =>
    uploadPdf(t, p, r.sign.path, pdf, { ...form, certificateId, ...fields }, lang);
  const download = async (p: Person, id: string) =>
    (await t.call('GET', `/webgate${r.download.path.replace(':id', id)}`, { cookie: p.cookie })).rawPayload;
  const verify = async (signed: Buffer) => (await uploadPdf(t, { cookie: '' } as Person, r.verify.path, signed, {})).json();
  const sealRow = (id: string) => t.db.selectFrom('seals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const signedCount = async () => (await t.db.selectFrom('signed_documents').select('id').execute()).length;

  /** A member of the master's enterprise (an administrator, who holds the signing page), signed in and in its context. */
  async function member(): Promise<Person> {
    const p = await signedInPerson(t);
    await addMembership(t, p.userId, { enterpriseId: master.enterpriseId, role: 'admin' });
    await switchInto(t, p, master.enterpriseId);
    return p;
  }

  /** The master grants the seal to the member as its user, with the SMS code to the master's phone. */
  async function grantSeal(to: Person, sealId: string, period: { startAt?: number; endAt?: number | null } = {}) {
    // One code a minute to a phone.
    t.clock.advance(61_000);
    expect((await master.post(g.grantCode.path, {})).json().code).toBe(0);
    const code = await lastCodeTo(t, master.phone);
    const res = (
      await master.post(g.grant.path.replace(':id', sealId), {
        memberId: await ownMemberId(t, to),
        role: 'user',
        startAt: period.startAt ?? t.clock.now() - 1000,
        endAt: period.endAt ?? null,
        code,
      })
    ).json();
    expect(res.code, res.msg).toBe(0);
    return res.data as { id: string };
  }

  it('a member holding a live grant signs with the seal: pdfsig verifies it, the seal is red inside the box only, logged, marked used and shown on verification', async () => {
    const b = await member();
    await grantSeal(b, seal.id);
    const res = (await sign(b, { sealId: seal.id })).json();
    expect(res.code, res.msg).toBe(0);
    const signed = await download(b, res.data.id);
    const [sig] = await pdfsig(t, signed);
    expect(sig).toContain('Signature is Valid');
    expect(sig).toContain('Total document signed');

    const red = redPixels(signed, box);
    expect(red.inside).toBeGreaterThan(500);
    expect(red.outside).toBe(0);
    // Without a seal the same box shows no red at all: the red is the seal's.
    const plain = (await sign(master, {})).json();
    expect(plain.code, plain.msg).toBe(0);
    expect(redPixels(await download(master, plain.data.id), box).inside).toBe(0);

    expect((await sealRow(seal.id)).used_at).not.toBeNull();
    expect((await master.post(sr.remove.path.replace(':id', seal.id), {})).json().code).toBe(1016008);
    const logged = await t.db
      .selectFrom('operation_logs')
      .select(['user_id', 'content'])
      .where('service', '=', 'signing')
      .where('content', 'like', `%seal ${seal.id}%`)
      .execute();
    expect(logged).toEqual([{ user_id: b.userId, content: expect.stringContaining(`sha256 ${res.data.digest}`) }]);

    const checked = await verify(signed);
    expect(checked.code, checked.msg).toBe(0);
    const [found] = checked.data.signatures;
    expect(found).toMatchObject({ signatureValid: true, chain: 'ours' });
    const image = Buffer.from(found.sealImage, 'base64');
    expect(image.subarray(1, 4).toString()).toBe('PNG');
    const sealPng = (await master.get(sr.image.path.replace(':id', seal.id))).rawPayload;
    // The same pixels as the seal's own PNG (the PDF keeps them losslessly).
    expect(image.readUInt32BE(16)).toBe(sealPng.readUInt32BE(16));
    expect(image.readUInt32BE(20)).toBe(sealPng.readUInt32BE(20));
    expect((await verify(await download(master, plain.data.id))).data.signatures[0].sealImage).toBeNull();
  });

  it('a member without a grant, a disabled seal, a seal of another enterprise: refused before anything is signed', async () => {
    const b = await member();
    const before = await signedCount();
    const refused = await sign(b, { sealId: seal.id }, 'zh');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 1015011, msg: '您没有该印章的有效授权，请联系管理员为您授权' });
    expect(refused.json().data.fields[0].field).toBe('sealId');
    // A grant that has ended (its period is over) signs nothing either.
    const other = await createSeal(master, { kind: 'finance', sizeMm: 38 });
    const now = t.clock.now() + 61_000; // when grantSeal asks for the code
    await grantSeal(b, other.id, { startAt: now - 2000, endAt: now + 60_000 });
    expect((await sign(b, { sealId: other.id })).json().code).toBe(0);
    t.clock.advance(120_000);
    expect((await sign(b, { sealId: other.id })).json().code).toBe(1015011);

    // The grantee of a disabled seal is refused with the seal's state; enabled again, it signs.
    const c2 = await member();
    const third = await createSeal(master, { kind: 'hr', sizeMm: 40 });
    await grantSeal(c2, third.id);
    expect((await master.post(sr.disable.path.replace(':id', third.id), {})).json().code).toBe(0);
    const disabled = await sign(c2, { sealId: third.id });
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json()).toMatchObject({ code: 1015010 });
    expect((await master.post(sr.enable.path.replace(':id', third.id), {})).json().code).toBe(0);
    expect((await sign(c2, { sealId: third.id })).json().code).toBe(0);

    // Another enterprise's master, even granted in their own enterprise, does not find this seal.
    const stranger = await signedInPerson(t);
    await enterpriseOf(t, stranger, { passed: true, name: '上海示例贸易有限公司' });
    const foreign = (await stranger.post(c.apply.path, { certType: 1, algorithm: 0, validity: 0, keyOrigin: 'platform' })).json();
    const notFound = await uploadPdf(t, stranger, r.sign.path, pdf, { ...form, certificateId: foreign.data.id, sealId: seal.id });
    expect(notFound.statusCode).toBe(404);
    expect(await signedCount()).toBe(before + 2);
    expect((await sealRow(third.id)).used_at).not.toBeNull();
  });

  it('a personal signature signs for its owner only; another person’s id is not found', async () => {
    const owner = await signedInPerson(t);
    expect((await phoneAuth(t, owner, people.zhang)).json().code).toBe(0);
    const made = (await owner.post(ps.personalGenerate.path, { style: 'square' })).json();
    expect(made.code, made.msg).toBe(0);
    const cert = (await owner.post(c.apply.path, { certType: 3, algorithm: 0, validity: 0, keyOrigin: 'platform' })).json();
    expect(cert.code, cert.msg).toBe(0);
    const personalBox = { page: 2, x: 60, y: 500, width: 90, height: 90 };
    const res = (
      await uploadPdf(t, owner, r.sign.path, pdf, { ...form, ...personalBox, certificateId: cert.data.id, sealId: made.data.id })
    ).json();
    expect(res.code, res.msg).toBe(0);
    const signed = await download(owner, res.data.id);
    expect((await pdfsig(t, signed))[0]).toContain('Signature is Valid');
    const red = redPixels(signed, personalBox);
    expect(red.inside).toBeGreaterThan(100);
    expect(red.outside).toBe(0);
    expect(
      (await t.db.selectFrom('personal_signatures').select('used_at').where('id', '=', made.data.id).executeTakeFirstOrThrow()).used_at,
    ).not.toBeNull();

    const other = await signedInPerson(t);
    expect((await phoneAuth(t, other, people.li)).json().code).toBe(0);
    const otherCert = (await other.post(c.apply.path, { certType: 3, algorithm: 0, validity: 0, keyOrigin: 'platform' })).json();
    const refused = await uploadPdf(t, other, r.sign.path, pdf, { ...form, certificateId: otherCert.data.id, sealId: made.data.id });
    expect(refused.statusCode).toBe(404);
  });

  it('the open API: seals listed, made from a style and uploaded for free; sign/pdf applies a seal only under a live auto-sign authorization', async () => {
    const signProduct = await addProduct(t, ops, 'sign');
    const certProduct = await addProduct(t, ops, 'cert');
    const signSub = await grant(t, ops, { enterpriseId: master.enterpriseId, productId: signProduct.id, totalCount: 10 });
    const certSub = await grant(t, ops, { enterpriseId: master.enterpriseId, productId: certProduct.id, totalCount: 10 });
    const app = await createApp(t, master, appBody([signSub.id, certSub.id], { name: 'Contracts' }));
    const { secret } = await newSecret(t, master, app.id);
    const call = (path: string, body?: unknown, language: 'en' | 'zh' = 'en') =>
      signedCall(t, { appId: app.appId, secret, path, body, language });
    const used = async () =>
      Number(
        (await t.db.selectFrom('service_subscriptions').select('used_count').where('id', '=', signSub.id).executeTakeFirstOrThrow())
          .used_count,
      );

    const listed = (await call('seal/list')).json();
    expect(listed.code, listed.msg).toBe(0);
    expect(listed.data.list.map((s: { id: string }) => s.id)).toContain(seal.id);
    const made = (await call('seal/create', { kind: 'official', sizeMm: 42, code: '3301060012345' })).json();
    expect(made.code, made.msg).toBe(0);
    expect(made.data).toMatchObject({ kind: 'official', status: recordStatus.normal, alias: '公章' });
    const uploadedImage = (await master.get(sr.image.path.replace(':id', seal.id))).rawPayload.toString('base64');
    const uploaded = (await call('seal/upload', { alias: 'Scanned', image: uploadedImage })).json();
    expect(uploaded.code, uploaded.msg).toBe(0);
    expect(uploaded.data).toMatchObject({ kind: 'uploaded', status: recordStatus.inApproval });
    const notImage = (await call('seal/upload', { alias: 'Text', image: Buffer.from('not a picture at all').toString('base64') })).json();
    expect(notImage.code).toBe(1016001);
    expect(await used()).toBe(0);

    const cert = (await call('cert/apply', { algorithm: 0, validity: 0 })).json();
    expect(cert.code, cert.msg).toBe(0);
    const body = { ...box, pdf: pdf.toString('base64'), serial: cert.data.serial, reason: 'Automatic', sealId: made.data.id };
    const refused = (await call('sign/pdf', body, 'zh')).json();
    expect(refused).toMatchObject({ code: 1015012, msg: '该应用没有该印章的有效自动签署授权' });
    expect(await used()).toBe(0);

    t.clock.advance(61_000);
    expect((await master.post(g.autoSignCode.path, {})).json().code).toBe(0);
    const authorized = (
      await master.post(g.autoSign.path.replace(':id', made.data.id), {
        applicationId: app.id,
        startAt: t.clock.now() - 1000,
        endAt: t.clock.now() + 86_400_000,
        code: await lastCodeTo(t, master.phone),
      })
    ).json();
    expect(authorized.code, authorized.msg).toBe(0);
    const signed = (await call('sign/pdf', body)).json();
    expect(signed.code, signed.msg).toBe(0);
    expect(await used()).toBe(1);
    const bytes = Buffer.from(signed.data.pdf, 'base64');
    expect((await pdfsig(t, bytes))[0]).toContain('Signature is Valid');
    expect(redPixels(bytes, box)).toMatchObject({ outside: 0, inside: expect.any(Number) });
    expect(redPixels(bytes, box).inside).toBeGreaterThan(500);
    // The seal's history names the application, the document, its digest and the channel.
    const history = (await master.get(sr.uses.path.replace(':id', made.data.id))).json();
    expect(history.code, history.msg).toBe(0);
    expect(history.data.list).toEqual([
      expect.objectContaining({
        applier: 'app',
        userId: null,
        applicationId: app.id,
        applierName: 'Contracts',
        documentName: 'document.pdf',
        documentSha256: createHash('sha256').update(bytes).digest('hex'),
        channel: 'api',
      }),
    ]);
    // The authorization names one seal: another seal of the enterprise is still refused.
    expect((await call('sign/pdf', { ...body, sealId: seal.id })).json().code).toBe(1015012);
    // Another enterprise's seal id is not found.
    const stranger = await signedInPerson(t);
    await enterpriseOf(t, stranger, { passed: true, name: '深圳示例科技有限公司' });
    const foreignSeal = await createSeal(stranger);
    const foreign = await call('sign/pdf', { ...body, sealId: foreignSeal.id });
    expect(foreign.statusCode).toBe(404);
    expect(await used()).toBe(1);
  });
});
