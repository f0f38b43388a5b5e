import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import {
  errorCatalogue,
  signFlowCallbackSamples,
  signFlowCreateSample,
  signFlowHostedRoutes as h,
  signFlowsRoutes as r,
} from '@console/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { deliverDue } from '../../src/features/apps/index.js';
import { expireDueFlows, finishCompletions } from '../../src/features/signFlows/index.js';
import { newId } from '../../src/platform/ids.js';
import { lastCodeTo, lastMessageTo } from '../support/auth-helpers.js';
import { addProduct, appBody, createApp, customer, grant, newSecret, operatorOf, signedCall } from '../support/apps-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { type Person, people, phoneAuth, signedInPerson } from '../support/real-name-helpers.js';
import { pdfsig } from '../signing/support.js';

const day = 86_400_000;

/** A two-page contract (pdf-lib, which nobody here wrote). */
async function contract(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= 2; i++) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Contract page ${i}`, { x: 60, y: 760, size: 18, font });
    if (i === 2) page.drawText('Party B signature:', { x: 60, y: 300, size: 12, font });
    if (i === 2) page.drawText('Party B seal:', { x: 300, y: 300, size: 12, font });
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** A loopback receiver keeping every callback it gets (body and signature header). */
function receiver() {
  const got: { body: string; headers: http.IncomingHttpHeaders }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      got.push({ body: Buffer.concat(chunks).toString('utf8'), headers: req.headers });
      res.writeHead(200).end('ok');
    });
  });
  return {
    got,
    start: () => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port))),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Sign flows in the open API: an application creates a flow with its PDF
 * inline, starts it (one unit of service signFlow; none for a refused start), hands a signer its link
 * (signUrl), both signers sign through the hosted page's API, and the flow completes: the signed PDF
 * downloads and pdfsig finds both signatures valid, and the application's loopback receiver gets the
 * signed callbacks — one per signer result and one for the end. Another application's or
 * enterprise's flow answers 404; bad input is refused in the caller's language naming the field.
 */
// The first certificate of the file starts the certificate's thread, which from sources loads pdf-lib
// and fontkit through tsx's loader: ~15 s at load 26 on two cores (the built server's takes well under one).
vi.setConfig({ testTimeout: 120_000 });

describe.each(databases)('sign flows in the open API on %s', (kind) => {
  let t: TestApp;
  let port: number;
  const hooks = receiver();
  let pdf: Buffer;
  let alice: Person;
  let bob: Person;
  let ops: string;
  let product: { id: string };

  beforeAll(async () => {
    port = await hooks.start();
    t = await startTestApp(kind, { CALLBACK_ALLOWED_HOSTS: `127.0.0.1:${port}` });
    // pdfsig judges the one-day event certificates at the computer's time.
    t.clock.set(Date.now());
    pdf = await contract();
    alice = await signedInPerson(t);
    expect((await phoneAuth(t, alice, people.zhang)).json().code).toBe(0);
    bob = await signedInPerson(t);
    expect((await phoneAuth(t, bob, people.li)).json().code).toBe(0);
    ops = await operatorOf(t);
    product = await addProduct(t, ops, 'signFlow');
  });
  afterAll(async () => {
    await t.close();
    await hooks.stop();
  });
  beforeEach(async () => {
    // The tests move the clock on by hours: an operator's session would have ended.
    ops = await operatorOf(t);
  });

  /** An enterprise's application on the signFlow service: production (a package of `units`) or sandbox (with the loopback callback). */
  async function application(o: { units: number; sandbox?: boolean }) {
    const c = await customer(t);
    const sub = await grant(t, ops, { enterpriseId: c.enterpriseId, productId: product.id, totalCount: o.units });
    const created = await createApp(
      t,
      c,
      appBody([sub.id], o.sandbox ? { environment: 'sandbox', callbackUrl: `http://127.0.0.1:${port}/hook` } : {}),
    );
    const { secret } = await newSecret(t, c, created.id);
    const call = (path: string, body?: unknown, language: 'en' | 'zh' = 'en') =>
      signedCall(t, { appId: created.appId, secret, path, body, language });
    const get = (id: string) => signedCall(t, { appId: created.appId, secret, path: 'signFlow/get', query: [['signFlowId', id]] });
    const used = async () =>
      Number(
        (await t.db.selectFrom('service_subscriptions').select('used_count').where('id', '=', sub.id).executeTakeFirstOrThrow()).used_count,
      );
    const usage = async () =>
      (
        await t.db
          .selectFrom('usage_records')
          .select('id')
          .where('app_id', '=', created.id)
          .where('service_code', '=', 'signFlow')
          .execute()
      ).length;
    return { c, secret, appId: created.appId, call, get, used, usage, applicationId: created.id };
  }

  const flowBody = (o: { signers?: unknown[]; deadlineAt?: number } = {}) => ({
    title: 'Supply contract',
    message: 'Please sign by Friday',
    deadlineAt: o.deadlineAt ?? t.clock.now() + 7 * day,
    documents: [{ fileName: 'contract.pdf', pdf: pdf.toString('base64') }],
    signers: o.signers ?? [
      {
        kind: 'person',
        name: people.zhang.name,
        phone: alice.phone,
        group: 1,
        language: 'en',
        fields: [{ document: 0, kind: 'signature', page: 1, x: 60, y: 100, width: 120, height: 60 }],
      },
      {
        kind: 'person',
        name: people.li.name,
        phone: bob.phone,
        group: 2,
        language: 'zh',
        fields: [{ document: 0, kind: 'signature', keyword: 'Party B signature', width: 120, height: 60 }],
      },
    ],
  });

  const hosted = (route: { path: string }, body: Record<string, unknown>) =>
    t.call('POST', `/webgate${route.path}`, { body, language: 'en' });

  /** Signs through the hosted page's API as its link's holder: identity code, proof, willingness code, sign. */
  async function signByLink(token: string, phone: string) {
    t.clock.advance(61_000);
    expect((await hosted(r.hostedCode, { token })).json().code).toBe(0);
    const proved = (await hosted(h.hostedProve, { token, code: await lastCodeTo(t, phone) })).json();
    expect(proved.code, proved.msg).toBe(0);
    const proof = proved.data.proof as string;
    t.clock.advance(61_000);
    expect((await hosted(r.hostedCode, { token, proof, step: 'willingness' })).json().code).toBe(0);
    const signed = (await hosted(r.hostedSign, { token, proof, code: await lastCodeTo(t, phone) })).json();
    expect(signed.code, signed.msg).toBe(0);
    return signed.data.flowStatus as number;
  }
  const linkIn = (url: string) => /\/signFlow#([A-Za-z0-9_-]+)$/.exec(url)![1]!;

  it('create → start (one unit) → signUrl → both sign on the hosted API → completed; callbacks delivered, signed PDF valid in pdfsig', async () => {
    const a = await application({ units: 5, sandbox: true });
    const created = (await a.call('signFlow/create', flowBody())).json();
    expect(created.code, created.msg).toBe(0);
    const id = created.data.id as string;
    expect(created.data).toMatchObject({ status: 0, title: 'Supply contract', documents: [{ name: 'contract.pdf', pages: 2 }] });
    expect(created.data.signers.map((s: { group: number; status: string }) => [s.group, s.status])).toEqual([
      [1, 'waiting'],
      [2, 'waiting'],
    ]);
    // The keyword field sits where pdf.js found the text on page 2.
    expect(created.data.signers[1].fields[0]).toMatchObject({ page: 2, x: 60, keyword: 'Party B signature' });
    const row = await t.db
      .selectFrom('sign_flows')
      .select(['application_id', 'enterprise_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ application_id: a.applicationId, enterprise_id: a.c.enterpriseId });
    expect(await a.usage()).toBe(0);

    const started = (await a.call('signFlow/start', { signFlowId: id })).json();
    expect(started.code, started.msg).toBe(0);
    expect(started.data.status).toBe(1);
    expect(await a.usage()).toBe(1);
    // Starting again is refused and costs nothing.
    expect((await a.call('signFlow/start', { signFlowId: id })).json().code).toBe(errorCatalogue.signFlowNotDraft.code);
    expect(await a.usage()).toBe(1);

    // The application hands alice a link of its own: the SMS link stops working, the new one signs once.
    const smsToken = /\/signFlow#([A-Za-z0-9_-]+)/.exec((await lastMessageTo(t, alice.phone))!.text)![1]!;
    const aliceId = started.data.signers[0].id as string;
    const bobId = started.data.signers[1].id as string;
    expect((await a.call('signFlow/signUrl', { signFlowId: id, signerId: bobId })).json().code).toBe(
      errorCatalogue.signFlowSignerNotDue.code,
    );
    const url = (await a.call('signFlow/signUrl', { signFlowId: id, signerId: aliceId })).json();
    expect(url.code, url.msg).toBe(0);
    expect(url.data.url).toMatch(/\/signFlow#/);
    expect(url.data.expiresAt).toBe(created.data.deadlineAt);
    expect((await hosted(r.hostedView, { token: smsToken })).json().code).toBe(errorCatalogue.signFlowLinkInvalid.code);
    const aliceToken = linkIn(url.data.url);
    expect(await signByLink(aliceToken, alice.phone)).toBe(1);
    expect((await hosted(r.hostedView, { token: aliceToken })).json().code).toBe(errorCatalogue.signFlowLinkInvalid.code);

    // Bob's turn came by SMS; he signs and the flow completes.
    const bobToken = /\/signFlow#([A-Za-z0-9_-]+)/.exec((await lastMessageTo(t, bob.phone))!.text)![1]!;
    expect(await signByLink(bobToken, bob.phone)).toBe(2);
    // Completed at once; the certificate and the flow-end callback wait for the completion job.
    const early = (await a.call('signFlow/download', { signFlowId: id })).json();
    expect(early.data).toMatchObject({ status: 2, certificate: null });
    const ledger = await t.db.selectFrom('callback_deliveries').select('event').where('application_id', '=', a.applicationId).execute();
    expect(ledger.map((x) => x.event)).not.toContain('signFlow.completed');
    expect(await finishCompletions(t.app.deps, t.app.log)).toBe(1);
    const read = (await a.get(id)).json();
    expect(read.data).toMatchObject({ status: 2, signers: [{ status: 'signed' }, { status: 'signed' }] });
    expect(read.data.evidenceCode).toBeTruthy();

    const downloaded = (await a.call('signFlow/download', { signFlowId: id })).json();
    expect(downloaded.code, downloaded.msg).toBe(0);
    expect(downloaded.data.documents[0]).toMatchObject({ name: 'contract.pdf', signatures: 2 });
    const signedPdf = Buffer.from(downloaded.data.documents[0].pdf, 'base64');
    const sigs = await pdfsig(t, signedPdf);
    expect(sigs).toHaveLength(2);
    for (const s of sigs) expect(s).toContain('Signature is Valid');
    // The completion certificate comes with the documents, itself signed.
    expect(downloaded.data.certificate.name).toContain('certificate');
    const report = await pdfsig(t, Buffer.from(downloaded.data.certificate.pdf, 'base64'));
    expect(report[0]).toContain('Signature is Valid');

    // The callbacks: alice signed, bob signed, completed — each signed with the application's secret.
    await deliverDue(t.app.deps, t.app.log);
    const events = hooks.got.map((h) => ({ ...JSON.parse(h.body), signature: h.headers['x-signature'], body: h.body }));
    // Callbacks to one host go out several at a time (apps/callbacks.ts): put them in the flow's order to read them.
    const rank = (e: { event: string; data: { signerId?: string } }) =>
      e.event === 'signFlow.completed' ? 2 : [aliceId, bobId].indexOf(e.data.signerId ?? '');
    const mine = events.filter((e) => e.data.signFlowId === id).sort((x, y) => rank(x) - rank(y));
    expect(mine.map((e) => e.event)).toEqual(['signFlow.signerSigned', 'signFlow.signerSigned', 'signFlow.completed']);
    expect(mine.slice(0, 2).map((e) => e.data.signerId)).toEqual([aliceId, bobId]);
    expect(mine[2].data).toMatchObject({ status: 2, reason: null, endedAt: expect.any(Number) });
    expect(
      mine[2].data.signers.map((x: { signerId: string; status: string; signedAt: number }) => [x.signerId, x.status, typeof x.signedAt]),
    ).toEqual([
      [aliceId, 'signed', 'number'],
      [bobId, 'signed', 'number'],
    ]);
    for (const e of mine) expect(e.signature).toBe(createHmac('sha256', a.secret).update(e.body).digest('hex'));
    // Delivered once: nothing is due any more.
    expect(await deliverDue(t.app.deps, t.app.log)).toBe(0);
  });

  it('the application’s own enterprise signs its part automatically with its seal; the other signer on the hosted API; callbacks for both', async () => {
    const a = await application({ units: 2, sandbox: true });
    const seal = (await a.call('seal/create', { kind: 'contract', sizeMm: 40 })).json();
    expect(seal.code, seal.msg).toBe(0);
    const now = t.clock.now();
    await t.db
      .insertInto('seal_auto_signs')
      .values({
        id: newId(now),
        enterprise_id: a.c.enterpriseId,
        seal_id: seal.data.id,
        application_id: a.applicationId,
        start_at: now - 60_000,
        end_at: now + 30 * day,
        status: 1,
        ended_reason: null,
        ended_by: null,
        ended_at: null,
        created_by: 'test',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const own = (await t.db.selectFrom('enterprises').select('name').where('id', '=', a.c.enterpriseId).executeTakeFirstOrThrow()).name;
    const initiator = {
      kind: 'enterprise',
      name: 'Handler',
      enterpriseName: own,
      phone: a.c.phone,
      group: 1,
      language: 'en',
      autoSealId: seal.data.id,
      fields: [{ document: 0, kind: 'seal', page: 1, x: 300, y: 100, width: 120, height: 120 }],
    };
    const other = (flowBody().signers as Record<string, unknown>[])[1]!;
    // Only the application's own enterprise may sign automatically.
    const foreign = (
      await a.call('signFlow/create', flowBody({ signers: [{ ...initiator, enterpriseName: 'Another Co.' }, other] }))
    ).json();
    expect(foreign.code).toBe(errorCatalogue.signFlowAutoSignNotOwn.code);
    expect(foreign.data.fields[0].field).toBe('signers.0.autoSealId');

    const id = (await a.call('signFlow/create', flowBody({ signers: [initiator, other] }))).json().data.id as string;
    const started = (await a.call('signFlow/start', { signFlowId: id })).json();
    expect(started.code, started.msg).toBe(0);
    // Signed at its turn with nobody present; bob's turn came at once.
    expect(started.data.signers.map((x: { status: string }) => x.status)).toEqual(['signed', 'toSign']);
    const bobToken = /\/signFlow#([A-Za-z0-9_-]+)/.exec((await lastMessageTo(t, bob.phone))!.text)![1]!;
    expect(await signByLink(bobToken, bob.phone)).toBe(2);
    const signedPdf = Buffer.from((await a.call('signFlow/download', { signFlowId: id })).json().data.documents[0].pdf, 'base64');
    const sigs = await pdfsig(t, signedPdf);
    expect(sigs).toHaveLength(2);
    for (const x of sigs) expect(x).toContain('Signature is Valid');
    expect(await finishCompletions(t.app.deps, t.app.log)).toBe(1);
    await deliverDue(t.app.deps, t.app.log);
    const mine = hooks.got.map((g) => JSON.parse(g.body)).filter((e) => e.data.signFlowId === id);
    expect(mine.map((e) => e.event).sort()).toEqual(['signFlow.completed', 'signFlow.signerSigned', 'signFlow.signerSigned']);
    expect(await a.usage()).toBe(1);
  });

  it('a signer rejects on the hosted API: callbacks signerRejected then rejected, with the reason; a revoked and an expired flow tell their ends', async () => {
    const a = await application({ units: 2, sandbox: true });
    const id = (await a.call('signFlow/create', flowBody())).json().data.id as string;
    expect((await a.call('signFlow/start', { signFlowId: id })).json().code).toBe(0);
    const token = /\/signFlow#([A-Za-z0-9_-]+)/.exec((await lastMessageTo(t, alice.phone))!.text)![1]!;
    t.clock.advance(61_000);
    expect((await hosted(r.hostedCode, { token })).json().code).toBe(0);
    const proof = (await hosted(h.hostedProve, { token, code: await lastCodeTo(t, alice.phone) })).json().data.proof as string;
    const rejected = (await hosted(r.hostedReject, { token, proof, reason: 'Wrong amount' })).json();
    expect(rejected.code, rejected.msg).toBe(0);
    expect((await a.get(id)).json().data).toMatchObject({ status: 7, endReason: 'Wrong amount' });
    await deliverDue(t.app.deps, t.app.log);
    // Callbacks to one host go out several at a time (apps/callbacks.ts), so these two may arrive in either order.
    const mine = hooks.got.map((g) => JSON.parse(g.body)).filter((e) => e.data.signFlowId === id);
    expect(mine.map((e) => e.event).sort()).toEqual(['signFlow.rejected', 'signFlow.signerRejected']);
    const signerRejected = mine.find((e) => e.event === 'signFlow.signerRejected');
    const ended = mine.find((e) => e.event === 'signFlow.rejected');
    expect(signerRejected.data).toMatchObject({ status: 'rejected', reason: 'Wrong amount', group: 1 });
    // The end tells what a caller needs without another call: status code, end time, reason, each signer's result.
    expect(ended.data).toEqual({
      signFlowId: id,
      status: 7,
      endedAt: t.clock.now(),
      reason: 'Wrong amount',
      signers: [
        { signerId: signerRejected.data.signerId, group: 1, status: 'rejected', signedAt: null, rejectReason: 'Wrong amount' },
        // The second group never had its turn.
        { signerId: expect.any(String), group: 2, status: 'waiting', signedAt: null, rejectReason: null },
      ],
    });
    // The API reference's sample of the end is shaped as the server sends it.
    const sample: { signers?: readonly object[] } = signFlowCallbackSamples.find((c) => c.event === 'signFlow.rejected')!.data;
    expect(Object.keys(ended.data).sort()).toEqual(Object.keys(sample).sort());
    expect(Object.keys(ended.data.signers[0]).sort()).toEqual(Object.keys(sample.signers![0]!).sort());
    expect(await a.usage()).toBe(1);

    // A revoked flow and an expired one (the job, past the deadline) each tell their end once.
    const revokedId = (await a.call('signFlow/create', flowBody())).json().data.id as string;
    expect((await a.call('signFlow/start', { signFlowId: revokedId })).json().code).toBe(0);
    expect((await a.call('signFlow/revoke', { signFlowId: revokedId, reason: 'Terms changed' })).json().code).toBe(0);
    const expiringId = (await a.call('signFlow/create', flowBody({ deadlineAt: t.clock.now() + 2 * 60 * 60_000 }))).json().data
      .id as string;
    expect((await a.call('signFlow/start', { signFlowId: expiringId })).json().code).toBe(0);
    t.clock.advance(3 * 60 * 60_000);
    expect(await expireDueFlows(t.app.deps)).toBeGreaterThanOrEqual(1);
    await deliverDue(t.app.deps, t.app.log);
    const ends = hooks.got
      .map((g) => JSON.parse(g.body))
      .filter((e) => [revokedId, expiringId].includes(e.data.signFlowId))
      .sort((x, y) => (x.data.signFlowId === revokedId ? -1 : 1) - (y.data.signFlowId === revokedId ? -1 : 1));
    expect(ends.map((e) => [e.data.signFlowId, e.event])).toEqual([
      [revokedId, 'signFlow.revoked'],
      [expiringId, 'signFlow.expired'],
    ]);
    expect(ends[0].data).toMatchObject({
      status: 3,
      reason: 'Terms changed',
      signers: [{ status: 'toSign', signedAt: null }, { status: 'waiting' }],
    });
    expect(ends[0].data.endedAt).toBeLessThan(t.clock.now());
    expect(ends[1].data).toMatchObject({
      status: 5,
      reason: null,
      endedAt: expect.any(Number),
      signers: [{ status: 'toSign' }, { status: 'waiting' }],
    });
    expect((await a.get(expiringId)).json().data.status).toBe(5);
  });

  it('metering: one unit per started flow, none for a refused call; a spent package leaves the flow a draft; revoke, urge, extend', async () => {
    const a = await application({ units: 1 });
    const one = (await a.call('signFlow/create', flowBody())).json().data.id as string;
    const two = (await a.call('signFlow/create', flowBody())).json().data.id as string;
    expect(await a.used()).toBe(0);
    // A retried start with the same Idempotency-Key answers the first answer again and takes no second unit.
    const startOnce = () =>
      signedCall(t, {
        appId: a.appId,
        secret: a.secret,
        path: 'signFlow/start',
        body: { signFlowId: one },
        idempotencyKey: `start-${one}`,
      });
    const first = (await startOnce()).json();
    expect(first.code, first.msg).toBe(0);
    expect((await startOnce()).json().data.requestId).toBe(first.data.requestId);
    expect(await a.used()).toBe(1);
    const spent = (await a.call('signFlow/start', { signFlowId: two })).json();
    expect(spent.code).toBe(errorCatalogue.apiQuotaExhausted.code);
    expect((await a.get(two)).json().data.status).toBe(0);
    expect(await a.used()).toBe(1);

    // urge: a new link by SMS, at most once an hour per signer (the start's notice counts as one).
    const aliceId = (await a.get(one)).json().data.signers[0].id as string;
    expect((await a.call('signFlow/urge', { signFlowId: one, signerId: aliceId })).json().code).toBe(
      errorCatalogue.signFlowRemindTooSoon.code,
    );
    t.clock.advance(61 * 60_000);
    const before = (await lastMessageTo(t, alice.phone))!.text;
    const urged = (await a.call('signFlow/urge', { signFlowId: one, signerId: aliceId })).json();
    expect(urged.code, urged.msg).toBe(0);
    expect((await lastMessageTo(t, alice.phone))!.text).not.toBe(before);
    // extend: later only; revoke: links dead, then no longer in progress.
    const deadline = (await a.get(one)).json().data.deadlineAt as number;
    const earlier = (await a.call('signFlow/extend', { signFlowId: one, deadlineAt: deadline - 1000 })).json();
    expect(earlier).toMatchObject({ code: errorCatalogue.signFlowDeadlineInvalid.code, data: { fields: [{ field: 'deadlineAt' }] } });
    const extended = (await a.call('signFlow/extend', { signFlowId: one, deadlineAt: deadline + day })).json();
    expect(extended.data.deadlineAt).toBe(deadline + day);
    const revoked = (await a.call('signFlow/revoke', { signFlowId: one, reason: 'Terms changed' })).json();
    expect(revoked.data).toMatchObject({ status: 3, endReason: 'Terms changed' });
    expect((await a.call('signFlow/revoke', { signFlowId: one, reason: 'again' })).json().code).toBe(
      errorCatalogue.signFlowNotInProgress.code,
    );
    expect((await a.call('signFlow/signUrl', { signFlowId: one, signerId: aliceId })).json().code).toBe(
      errorCatalogue.signFlowNotInProgress.code,
    );
    expect(await a.used()).toBe(1);
  });

  it('another application’s or enterprise’s flow answers 404 and costs nothing', async () => {
    const a = await application({ units: 3 });
    const id = (await a.call('signFlow/create', flowBody())).json().data.id as string;
    const sibling = await (async () => {
      // A second application of the same enterprise.
      const sub = await grant(t, ops, { enterpriseId: a.c.enterpriseId, productId: product.id, totalCount: 3 });
      const created = await createApp(t, a.c, appBody([sub.id], { name: 'Second app', appAbbreviation: 'SEC' }));
      t.clock.advance(61_000);
      const { secret } = await newSecret(t, a.c, created.id);
      return (path: string, body: unknown) => signedCall(t, { appId: created.appId, secret, path, body });
    })();
    const stranger = await application({ units: 3 });
    for (const call of [sibling, stranger.call])
      for (const [path, body] of [
        ['signFlow/start', { signFlowId: id }],
        ['signFlow/revoke', { signFlowId: id, reason: 'x' }],
        ['signFlow/download', { signFlowId: id }],
        ['signFlow/signUrl', { signFlowId: id, signerId: 'x' }],
      ] as const)
        expect((await call(path, body)).json().code, path).toBe(1000404);
    expect((await stranger.get(id)).json().code).toBe(1000404);
    expect((await a.get(id)).json().data.status).toBe(0);
    expect(await stranger.used()).toBe(0);
    expect(await a.used()).toBe(0);
  });

  it('the API reference’s create example creates a flow as published (a real PDF in place of the placeholder)', async () => {
    const a = await application({ units: 1 });
    const body = {
      ...signFlowCreateSample,
      deadlineAt: t.clock.now() + day,
      documents: [{ fileName: 'contract.pdf', pdf: pdf.toString('base64') }],
    };
    const res = (await a.call('signFlow/create', body)).json();
    expect(res.code, res.msg).toBe(0);
    expect(res.data.signers.map((s: { kind: string; group: number }) => [s.kind, s.group])).toEqual([
      ['person', 1],
      ['enterprise', 2],
    ]);
    expect(res.data.signers[1].fields[0]).toMatchObject({ kind: 'seal', page: 2, keyword: 'Party B seal' });
    expect(res.data.ccs).toHaveLength(1);
  });

  it('bad input is refused naming the field in the caller’s language, and nothing is written', async () => {
    const a = await application({ units: 3 });
    const person = (o: Record<string, unknown> = {}) => ({
      kind: 'person',
      name: people.zhang.name,
      phone: alice.phone,
      group: 1,
      language: 'en',
      fields: [{ document: 0, kind: 'signature', page: 1, x: 60, y: 100 }],
      ...o,
    });
    const cases: [string, Record<string, unknown>, string, string][] = [
      [
        'a field outside its page',
        flowBody({ signers: [person({ fields: [{ document: 0, kind: 'signature', page: 1, x: 560, y: 100 }] })] }),
        'signers.0.fields.0.x',
        '签署区超出页面',
      ],
      [
        'a field on a page the PDF lacks',
        flowBody({ signers: [person({ fields: [{ document: 0, kind: 'signature', page: 9, x: 60, y: 100 }] })] }),
        'signers.0.fields.0.page',
        '',
      ],
      ['a signer without phone or e-mail', flowBody({ signers: [person({ phone: undefined })] }), 'signers.0.phone', '手机号'],
      ['a phone that is not 11 digits starting with 1', flowBody({ signers: [person({ phone: '2380000000' })] }), 'signers.0.phone', ''],
      ['an empty order group', flowBody({ signers: [person(), person({ group: 3, phone: bob.phone })] }), 'signers.1.group', '顺序组 2'],
      ['a deadline in the past', flowBody({ deadlineAt: t.clock.now() - 1000 }), 'deadlineAt', '截止时间'],
      [
        'a file that is not a PDF',
        { ...flowBody(), documents: [{ fileName: 'x.pdf', pdf: Buffer.from('not a pdf').toString('base64') }] },
        'documents.0.pdf',
        '',
      ],
    ];
    const flows = async () =>
      (await t.db.selectFrom('sign_flows').select('id').where('application_id', '=', a.applicationId).execute()).length;
    for (const [what, body, field, zh] of cases) {
      const res = (await a.call('signFlow/create', body, 'zh')).json();
      expect(res.code, what).not.toBe(0);
      expect(res.data.fields[0].field, what).toBe(field);
      // The message is the caller's language (Chinese here).
      expect(res.data.fields[0].message, what).toMatch(/[\u4e00-\u9fff]/);
      if (zh) expect(res.data.fields[0].message, what).toContain(zh);
      const en = (await a.call('signFlow/create', body, 'en')).json();
      expect(en.data.fields[0].message, what).not.toMatch(/[\u4e00-\u9fff]{2}/);
    }
    expect(await flows()).toBe(0);
    expect(await a.used()).toBe(0);
  });
});
