import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { signFlowsRoutes as r } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signFlows } from '../../src/features/signFlows/index.js';
import { runJobOnce } from '../../src/platform/jobs.js';
import { lastMessageTo } from '../support/auth-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { type Person, people, signedInPerson } from '../support/real-name-helpers.js';
import { pdfsig, uploadPdf } from '../signing/support.js';
import {
  authenticatedPerson,
  hosted as call,
  contractSeal,
  grantToSelf,
  initiator,
  linkTo as linkToOf,
  proveByCode,
  signOnHostedPage,
} from './hosted-support.js';

const silent = { info() {}, warn() {}, error() {}, debug() {}, child: () => silent } as unknown as FastifyInstance['log'];
const expiryJob = signFlows.jobs!.find((j) => j.name === 'signFlowExpiry')!;
const day = 86_400_000;
const enterpriseName = '杭州示例网络科技有限公司';

/** A two-page contract whose second page carries the keyword the enterprise's field is placed by. */
async function contract(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= 2; i++) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Contract page ${i}`, { x: 60, y: 760, size: 18, font });
    if (i === 2) page.drawText('Party B seal:', { x: 60, y: 300, size: 12, font });
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** The same PDF with an /Encrypt entry in its trailer: what a password-protected file declares. */
function encrypted(pdf: Buffer): Buffer {
  const text = pdf.toString('latin1');
  const at = text.lastIndexOf('trailer');
  const open = text.indexOf('<<', at) + 2;
  return Buffer.from(
    text.slice(0, open) + '\n/Encrypt << /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>\n' + text.slice(open),
    'latin1',
  );
}

/**
 * Sign flows, the server's first slice: a draft with its PDF, signers in order groups with
 * fields by position and by keyword, start, the links by SMS, the hosted page's code and signature
 * (PAdES B-T per signer, checked by poppler's pdfsig), reject, revoke, expiry by the job with the
 * test's clock, tenant isolation and refused uploads.
 */
// The first certificate of the file starts the certificate's thread, which from sources loads pdf-lib
// and fontkit through tsx's loader: ~15 s at load 26 on two cores (the built server's takes well under one).
vi.setConfig({ testTimeout: 120_000 });

describe.each(databases)('sign flows on %s', (kind) => {
  let t: TestApp;
  let master: Person & { enterpriseId: string };
  let alice: Person;
  let pdf: Buffer;
  let sealId: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    // pdfsig judges a certificate's validity at the computer's time, and an event certificate lasts a
    // day: the test's clock starts at the real time (and is moved by hand from there).
    t.clock.set(Date.now());
    pdf = await contract();
    master = await initiator(t, enterpriseName);
    alice = await authenticatedPerson(t, people.zhang);
    sealId = await contractSeal(master);
    await grantToSelf(t, master, sealId);
  });
  afterAll(async () => {
    await t.close();
  });

  const path = (route: { path: string }, id: string) => route.path.replace(':id', id);
  const create = (p: Person, file: Buffer | null, fields: Record<string, string | number> = {}, lang: 'en' | 'zh' = 'en') =>
    uploadPdf(t, p, r.create.path, file, { title: 'Service agreement', deadlineAt: t.clock.now() + 7 * day, ...fields }, lang);
  const hosted = (route: { path: string }, body: Record<string, unknown>, lang: 'en' | 'zh' = 'en') => call(t, route, body, lang);
  /** The token of the newest link sent to a phone. */
  const linkTo = (phone: string) => linkToOf(t, phone);

  /** A started flow: alice (张三) in group 1, the master's enterprise in group 2 by keyword. */
  async function startedFlow(o: { personName?: string } = {}) {
    const created = (await create(master, pdf)).json();
    expect(created.code, created.msg).toBe(0);
    const id = created.data.id as string;
    const documentId = created.data.documents[0].id as string;
    const person = (
      await master.post(path(r.addSigner, id), {
        kind: 'person',
        name: o.personName ?? people.zhang.name,
        phone: alice.phone,
        group: 1,
        language: 'en',
        fields: [{ documentId, kind: 'signature', page: 1, x: 60, y: 100, width: 120, height: 60 }],
      })
    ).json();
    expect(person.code, person.msg).toBe(0);
    const enterprise = (
      await master.post(path(r.addSigner, id), {
        kind: 'enterprise',
        name: people.li.name,
        enterpriseName,
        phone: master.phone,
        group: 2,
        language: 'zh',
        fields: [{ documentId, kind: 'seal', keyword: 'Party B seal', width: 120, height: 120 }],
      })
    ).json();
    expect(enterprise.code, enterprise.msg).toBe(0);
    const started = (await master.post(path(r.start, id), {})).json();
    expect(started.code, started.msg).toBe(0);
    return { id, detail: started.data };
  }

  it('a two-group flow: the person signs, then the enterprise with its seal; completed, every signature valid in pdfsig', async () => {
    const { id, detail } = await startedFlow();
    expect(detail.status).toBe(1);
    expect(detail.signers.map((s: { status: string }) => s.status)).toEqual(['toSign', 'waiting']);
    // The keyword's field sits where pdf.js found the text, on page 2.
    expect(detail.signers[1].fields[0]).toMatchObject({ page: 2, x: 60, y: 300, keyword: 'Party B seal' });
    // Only the hash of a link is kept.
    const token1 = await linkTo(alice.phone);
    const rows = await t.db.selectFrom('sign_flow_signers').select('link_hash').where('flow_id', '=', id).execute();
    expect(JSON.stringify(rows)).not.toContain(token1);

    const view = (await hosted(r.hostedView, { token: token1 })).json();
    expect(view.code, view.msg).toBe(0);
    expect(view.data).toMatchObject({ title: 'Service agreement', signer: { kind: 'person', status: 'toSign' } });
    const signed1 = (await signOnHostedPage(t, { token: token1, to: alice.phone })).json();
    expect(signed1.code, signed1.msg).toBe(0);
    expect(signed1.data.flowStatus).toBe(1);
    // The link was single-use.
    expect((await hosted(r.hostedView, { token: token1 })).json().code).toBe(1018012);

    // Group 2's turn: the master (the enterprise's handler) gets the link, in Chinese.
    const token2 = await linkTo(master.phone);
    expect((await lastMessageTo(t, master.phone))!.text).toContain('邀请您');
    const proof2 = await proveByCode(t, { token: token2, to: master.phone });
    const noSeal = await signOnHostedPage(t, { token: token2, to: master.phone, proof: proof2, lang: 'zh' });
    expect(noSeal.json()).toMatchObject({ code: 1018014, data: { fields: [{ field: 'sealId' }] } });
    const signed2 = (await signOnHostedPage(t, { token: token2, to: master.phone, proof: proof2, sealId })).json();
    expect(signed2.code, signed2.msg).toBe(0);
    expect(signed2.data.flowStatus).toBe(2);
    // The completion's work (evidence, certificate) is the completion job's, under its lease.
    const completionJob = signFlows.jobs!.find((j) => j.name === 'signFlowCompletion')!;
    expect(await runJobOnce(t.app.deps, silent, completionJob)).toBe('ran');

    const done = (await master.get(path(r.detail, id))).json();
    expect(done.data).toMatchObject({ status: 2, evidenceCode: expect.any(String) });
    expect(done.data.signers.map((s: { status: string }) => s.status)).toEqual(['signed', 'signed']);
    const doc = await t.db.selectFrom('sign_flow_documents').selectAll().where('flow_id', '=', id).executeTakeFirstOrThrow();
    expect(doc.revision).toBe(2);
    const { readSealedFile } = await import('../../src/platform/sealed-files.js');
    const signedPdf = await readSealedFile(t.app.deps, doc.signed_path!);
    const sigs = await pdfsig(t, signedPdf);
    expect(sigs).toHaveLength(2);
    for (const s of sigs) {
      expect(s).toContain('Signature is Valid');
      expect(s).toContain('Certificate is Trusted');
    }
    // The first signature covers the first revision only; the second the whole file.
    expect(sigs[1]).toContain('Total document signed');
    expect(sigs[0]).toContain('Signer Certificate Common Name: 张三');
  });

  it('a real-name record under another name refuses to sign; reject ends the flow and its links', async () => {
    const { id } = await startedFlow({ personName: '李四' });
    const token = await linkTo(alice.phone);
    const proof = await proveByCode(t, { token, to: alice.phone });
    const mismatch = await signOnHostedPage(t, { token, to: alice.phone, proof });
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json().code).toBe(1018013);
    const rejected = (await hosted(r.hostedReject, { token, proof, reason: 'Not my contract' })).json();
    expect(rejected.code, rejected.msg).toBe(0);
    const detail = (await master.get(path(r.detail, id))).json().data;
    expect(detail).toMatchObject({ status: 7, endReason: 'Not my contract' });
    expect(detail.signers.map((s: { status: string }) => s.status)).toEqual(['rejected', 'waiting']);
    expect((await hosted(r.hostedView, { token })).json().code).toBe(1018012);
  });

  it('revoke with a reason; remind once an hour; extend; the list by status', async () => {
    const { id, detail } = await startedFlow();
    const signerId = detail.signers[0].id;
    const tooSoon = await master.post(path(r.remind, id), { signerId });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().code).toBe(1018010);
    const old = await linkTo(alice.phone);
    // An hour on (the sessions kept alive: they lapse after 30 idle minutes).
    for (let i = 0; i < 4; i++) {
      t.clock.advance(16 * 60_000);
      expect((await master.get(path(r.detail, id))).json().code).toBe(0);
    }
    expect((await master.post(path(r.remind, id), { signerId })).json().code).toBe(0);
    // The reminder's link replaces the first.
    expect((await hosted(r.hostedView, { token: old })).json().code).toBe(1018012);
    const fresh = await linkTo(alice.phone);
    expect((await hosted(r.hostedView, { token: fresh })).json().code).toBe(0);
    const extended = (await master.post(path(r.extend, id), { deadlineAt: t.clock.now() + 20 * day })).json();
    expect(extended.code, extended.msg).toBe(0);
    // Not later than the deadline: refused naming the field, as the open API's extend (one function, acts.ts).
    const earlier = await master.post(path(r.extend, id), { deadlineAt: t.clock.now() + 10 * day }, 'zh');
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json()).toMatchObject({ code: 1018002, data: { fields: [{ field: 'deadlineAt' }] } });
    expect((await master.get(path(r.detail, id))).json().data.deadlineAt).toBe(extended.data.deadlineAt);
    const revoked = (await master.post(path(r.revoke, id), { reason: 'Terms changed' })).json();
    expect(revoked.data).toMatchObject({ status: 3, endReason: 'Terms changed' });
    expect((await hosted(r.hostedView, { token: fresh })).json().code).toBe(1018012);
    expect((await master.post(path(r.revoke, id), { reason: 'again' })).json().code).toBe(1018004);

    const list = (await master.get(`${r.list.path}?status=3&pageSize=50`)).json();
    expect(list.code, list.msg).toBe(0);
    expect(list.data.list.map((f: { id: string }) => f.id)).toContain(id);
    expect(list.data.list.every((f: { status: number }) => f.status === 3)).toBe(true);
  });

  it('another tenant’s flow id answers 404', async () => {
    const { id } = await startedFlow();
    const stranger = await signedInPerson(t);
    for (const res of [
      await stranger.get(path(r.detail, id)),
      await stranger.post(path(r.revoke, id), { reason: 'mine now' }),
      await stranger.post(path(r.start, id), {}),
    ])
      expect(res.statusCode).toBe(404);
    expect((await stranger.get(r.list.path)).json().data.list).toEqual([]);
  });

  it('not a PDF, an encrypted PDF, a field off the page, a keyword not found: localized 4xx naming the field, nothing stored', async () => {
    const before = await t.db.selectFrom('sign_flows').select('id').execute();
    const notPdf = await create(master, Buffer.from('hello, this is text'), {}, 'zh');
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json()).toMatchObject({
      code: 1018001,
      data: { fields: [{ field: 'file', message: '该 PDF 无法使用：不是 PDF 文件' }] },
    });
    const locked = await create(master, encrypted(pdf));
    expect(locked.json()).toMatchObject({
      code: 1018001,
      data: { fields: [{ field: 'file', message: 'This PDF cannot be used: it is encrypted or password-protected' }] },
    });
    const past = await create(master, pdf, { deadlineAt: t.clock.now() - 1 });
    expect(past.json()).toMatchObject({ code: 1018002, data: { fields: [{ field: 'deadlineAt' }] } });
    expect(await t.db.selectFrom('sign_flows').select('id').execute()).toEqual(before);

    const draft = (await create(master, pdf)).json().data;
    const documentId = draft.documents[0].id;
    const signer = (fields: unknown[], extra: Record<string, unknown> = {}) =>
      master.post(path(r.addSigner, draft.id), { kind: 'person', name: 'Someone', phone: '13912345678', group: 1, fields, ...extra });
    const offPage = await signer([{ documentId, kind: 'signature', page: 3, x: 10, y: 10 }]);
    expect(offPage.json()).toMatchObject({ code: 1018007, data: { fields: [{ field: 'fields.0.page' }] } });
    const outside = await signer([{ documentId, kind: 'signature', page: 1, x: 560, y: 10 }]);
    expect(outside.json()).toMatchObject({ code: 1018007, data: { fields: [{ field: 'fields.0.x' }] } });
    const keyword = await signer([{ documentId, kind: 'seal', keyword: 'Nowhere' }]);
    expect(keyword.json()).toMatchObject({ code: 1018008, data: { fields: [{ field: 'fields.0.keyword' }] } });
    const badPhone = await signer([{ documentId, kind: 'signature', page: 1, x: 10, y: 10 }], { phone: '23912345678' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().data.fields[0].field).toBe('phone');
    const noContact = await signer([{ documentId, kind: 'signature', page: 1, x: 10, y: 10 }], { phone: undefined });
    expect(noContact.json()).toMatchObject({ code: 1018006, data: { fields: [{ field: 'phone' }] } });
    expect(await t.db.selectFrom('sign_flow_signers').select('id').where('flow_id', '=', draft.id).execute()).toEqual([]);
    // A draft without signers does not start.
    expect((await master.post(path(r.start, draft.id), {})).json().code).toBe(1018009);
  });
  it('the expiry job ends a flow past its deadline (the test clock), once (last: the week ends every session)', async () => {
    const { id } = await startedFlow();
    const token = await linkTo(alice.phone);
    t.clock.advance(8 * day);
    expect(await runJobOnce(t.app.deps, silent, expiryJob)).toBe('ran');
    // (The sessions have lapsed with the week: the row says it.)
    expect(await t.db.selectFrom('sign_flows').select(['status', 'finished_at']).where('id', '=', id).executeTakeFirst()).toEqual({
      status: 5,
      finished_at: t.clock.now(),
    });
    // A second run finds nothing left to expire.
    t.clock.advance(60_000);
    expect(await runJobOnce(t.app.deps, silent, expiryJob)).toBe('ran');
    expect((await t.db.selectFrom('sign_flows').select('finished_at').where('id', '=', id).executeTakeFirst())!.finished_at).toBe(
      t.clock.now() - 60_000,
    );
    expect((await hosted(r.hostedView, { token })).json().code).toBe(1018012);
  });
});
