import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import nodePath from 'node:path';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { sealGrantRoutes as g, signFlowsRoutes as r } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHash } from 'node:crypto';
import { readCms } from '../../src/features/certificates/index.js';
import { completionCertificateOf, finishCompletions, remindBeforeDeadline } from '../../src/features/signFlows/index.js';
import { readPdfSignatures } from '../../src/features/signing/index.js';
import { at, openssl, pemOf, pki } from '../certificates/support.js';
import { readSealedFile } from '../../src/platform/sealed-files.js';
import { appBody, createApp } from '../support/apps-helpers.js';
import { lastCodeTo, lastMessageTo } from '../support/auth-helpers.js';
import { advanceSignedIn } from '../support/enterprise-auth-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { type Person, people, signedInPerson } from '../support/real-name-helpers.js';
import { pdfsig, run, uploadPdf } from '../signing/support.js';
import { contractSeal, initiator } from './hosted-support.js';

const silent = { info() {}, warn() {}, error() {}, debug() {}, child: () => silent } as unknown as FastifyInstance['log'];
const day = 86_400_000;
const enterpriseName = '杭州示例网络科技有限公司';
const ccPhone = '13912345678';

async function contract(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= 2; i++) doc.addPage([595, 842]).drawText(`Contract page ${i}`, { x: 60, y: 760, size: 18, font });
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** The page rendered by pdftoppm at 72 dpi (a pixel a point). */
function renderPage(pdf: Buffer, page: number): { width: number; height: number; rgb: Buffer } {
  const dir = fs.mkdtempSync(nodePath.join(os.tmpdir(), 'pdftoppm-'));
  try {
    fs.writeFileSync(nodePath.join(dir, 'doc.pdf'), pdf);
    const done = spawnSync('pdftoppm', ['-r', '72', '-f', String(page), '-l', String(page), '-singlefile', 'doc.pdf', 'page'], {
      cwd: dir,
    });
    expect(done.status, String(done.stderr)).toBe(0);
    const ppm = fs.readFileSync(nodePath.join(dir, 'page.ppm'));
    const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 40).toString('latin1'))!;
    return { width: Number(header[1]), height: Number(header[2]), rgb: ppm.subarray(header[0].length) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Pixels that are not white inside a box given in PDF points. */
function inkIn(pdf: Buffer, box: { page: number; x: number; y: number; width: number; height: number }, red = false): number {
  const { width, height, rgb } = renderPage(pdf, box.page);
  let count = 0;
  for (let row = Math.ceil(height - box.y - box.height); row < height - box.y; row++)
    for (let col = Math.ceil(box.x); col < box.x + box.width && col < width; col++) {
      const i = (row * width + col) * 3;
      const [rr, gg, bb] = [rgb[i]!, rgb[i + 1]!, rgb[i + 2]!];
      if (red ? rr > 150 && gg < 110 && bb < 110 : rr + gg + bb < 600) count++;
    }
  return count;
}

/**
 * A flow's completion: the initiating enterprise's own part signed
 * automatically under its application's auto-sign authorization, every field drawn (pdftoppm), the
 * completion certificate — signed and time-stamped (pdfsig), its CJK font embedded as a subset
 * (pdffonts), its text readable (pdftotext) with masked names and the evidence code — CC notices at
 * start and completion in the recipient's language, and the reminder job before the deadline on
 * the test's clock.
 */
// The first certificate of the file starts the certificate's thread, which from sources loads pdf-lib
// and fontkit through tsx's loader: ~15 s at load 26 on two cores (the built server's takes well under one).
vi.setConfig({ testTimeout: 120_000 });

describe.each(databases)('sign flow completion on %s', (kind) => {
  let t: TestApp;
  let master: Person & { enterpriseId: string };
  let alice: Person;
  let sealId: string;
  let applicationId: string;
  let pdf: Buffer;

  beforeAll(async () => {
    t = await startTestApp(kind);
    t.clock.set(Date.now());
    pdf = await contract();
    master = await initiator(t, enterpriseName);
    alice = await signedInPerson(t);
    sealId = await contractSeal(master);
    const app = await createApp(t, master, appBody([], { environment: 'sandbox' }));
    applicationId = app.id;
    await advanceSignedIn(t, 13 * 60_000, master, alice);
    expect((await master.post(g.autoSignCode.path, {})).json().code).toBe(0);
    const now = t.clock.now();
    const made = (
      await master.post(g.autoSign.path.replace(':id', sealId), {
        applicationId,
        startAt: now - 1000,
        endAt: now + 30 * day,
        code: await lastCodeTo(t, master.phone),
      })
    ).json();
    expect(made.code, JSON.stringify(made)).toBe(0);
  });
  afterAll(async () => {
    await t.close();
  });

  const path = (route: { path: string }, id: string) => route.path.replace(':id', id);
  async function draft(title: string, deadlineAt: number) {
    const created = (await uploadPdf(t, master, r.create.path, pdf, { title, deadlineAt })).json();
    expect(created.code, created.msg).toBe(0);
    return { id: created.data.id as string, documentId: created.data.documents[0].id as string };
  }

  const sealBox = { page: 1, x: 360, y: 120, width: 140, height: 140 };
  const signatureBox = { page: 2, x: 60, y: 200, width: 150, height: 80 };
  const dateBox = { page: 2, x: 300, y: 200, width: 140, height: 40 };

  it('the enterprise signs its own part automatically; every field drawn; the certificate signed, time-stamped, embedded, readable; CC told', async () => {
    const { id, documentId } = await draft('Supply contract 供货合同', t.clock.now() + 7 * day);
    const signer = (
      await master.post(path(r.addSigner, id), {
        kind: 'enterprise',
        name: people.li.name,
        enterpriseName,
        phone: master.phone,
        group: 1,
        language: 'zh',
        fields: [
          { documentId, kind: 'seal', ...sealBox },
          { documentId, kind: 'signature', ...signatureBox },
          { documentId, kind: 'date', ...dateBox },
        ],
      })
    ).json();
    expect(signer.code, signer.msg).toBe(0);
    const cc = (await master.post(path(r.addCc, id), { name: '王五', phone: ccPhone, language: 'en' })).json();
    expect(cc.code, cc.msg).toBe(0);
    // The flow is the application's and its signer marked to sign with the authorized seal: what the
    // open API's create records (its field is that slice's); the authorization itself is real.
    await t.db.updateTable('sign_flows').set({ application_id: applicationId }).where('id', '=', id).execute();
    await t.db.updateTable('sign_flow_signers').set({ auto_seal_id: sealId }).where('flow_id', '=', id).execute();
    const before = await lastMessageTo(t, master.phone);

    const started = (await master.post(path(r.start, id), {})).json();
    expect(started.code, started.msg).toBe(0);
    // Completed at once; its evidence, certificate and flow-end callback are the completion job's.
    expect((await master.get(path(r.detail, id))).json().data).toMatchObject({ status: 2, certificate: 'preparing' });
    expect(await finishCompletions(t.app.deps, silent)).toBe(1);
    const detail = (await master.get(path(r.detail, id))).json().data;
    expect(detail).toMatchObject({ status: 2, evidenceCode: expect.any(String), certificate: 'ready' });
    expect(detail.signers[0].status).toBe('signed');
    // The application hears of the signer's signature and of the flow's end (the callback ledger).
    const callbacks = await t.db.selectFrom('callback_deliveries').selectAll().where('application_id', '=', applicationId).execute();
    expect(callbacks.map((cb) => cb.event).sort()).toEqual(['signFlow.completed', 'signFlow.signerSigned']);
    // Nobody was sent a link for the automatic part.
    expect((await lastMessageTo(t, master.phone))?.text).toBe(before?.text);
    // The CC recipient heard of the completion (the flow completed at its start: no start notice), in English, with the code.
    const ccMessage = await lastMessageTo(t, ccPhone);
    expect(ccMessage!.text).toContain('signed by everyone');
    expect(ccMessage!.text).toContain(detail.evidenceCode);

    // Every field is drawn: the seal's red in the seal and signature boxes, the date's ink in its box.
    const doc = await t.db.selectFrom('sign_flow_documents').selectAll().where('flow_id', '=', id).executeTakeFirstOrThrow();
    const signed = await readSealedFile(t.app.deps, doc.signed_path!);
    expect(inkIn(signed, sealBox, true)).toBeGreaterThan(500);
    expect(inkIn(signed, signatureBox, true)).toBeGreaterThan(300);
    expect(inkIn(signed, dateBox)).toBeGreaterThan(30);
    expect(inkIn(signed, { page: 1, x: 60, y: 300, width: 200, height: 200 })).toBe(0);
    const sigs = await pdfsig(t, signed);
    expect(sigs).toHaveLength(1);
    expect(sigs[0]).toContain('Signature is Valid');

    const flow = await t.db.selectFrom('sign_flows').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const certificate = (await completionCertificateOf(t.app.deps, flow))!;
    expect(certificate).not.toBeNull();
    // The console's download: the initiator's side gets the same file; anyone else, not found.
    const download = await master.get(path(r.certificate, id));
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(download.rawPayload, certificate.bytes)).toBe(0);
    expect((await alice.get(path(r.certificate, id))).statusCode).toBe(404);
    const checked = await pdfsig(t, certificate.bytes);
    expect(checked).toHaveLength(1);
    expect(checked[0]).toContain('Signature is Valid');
    expect(checked[0]).toContain('Certificate is Trusted');
    expect(checked[0]).toContain('Total document signed');
    // Its timestamp token, over its signature value, as openssl ts -verify judges it.
    const signerInfo = readCms(readPdfSignatures(certificate.bytes)[0]!.cms).signers[0]!;
    const token = signerInfo.unsignedAttributes.get('1.2.840.113549.1.9.16.2.14')![0]!.raw;
    const files = {
      'token.der': token,
      'root.pem': pemOf('CERTIFICATE', await pki(t, 'rsa', 'root', 'certificate')),
      'issuing.pem': pemOf('CERTIFICATE', await pki(t, 'rsa', 'issuing', 'certificate')),
    };
    const digest = createHash('sha256').update(signerInfo.signature).digest('hex');
    const tsVerify = ['ts', '-verify', '-token_in', '-in', 'token.der', '-CAfile', 'root.pem', '-untrusted', 'issuing.pem', ...at(t)];
    expect(openssl(files, [...tsVerify, '-digest', digest]).out).toContain('Verification: OK');
    expect(openssl(files, [...tsVerify, '-digest', 'ab'.repeat(32)]).out).not.toContain('Verification: OK');
    const fonts = run('pdffonts', { 'c.pdf': certificate.bytes }, () => ['c.pdf']);
    expect(fonts.out).toMatch(/[A-Z]{6}\+NotoSansCJKsc-Regular\s+CID Type 0C\s+Identity-H\s+yes yes yes/);
    const text = run('pdftotext', { 'c.pdf': certificate.bytes }, () => ['-layout', 'c.pdf', '-']).out;
    expect(text).toContain('签署报告 / Completion certificate');
    expect(text).toContain('*四');
    expect(text).not.toContain(people.li.name);
    expect(text).toMatch(/138\*{4}\d{4}|1\d{2}\*{4}\d{4}/);
    expect(text).not.toContain(master.phone);
    expect(text).toContain(detail.evidenceCode);
    expect(text).toContain(`/evidence/verify?code=${detail.evidenceCode}`);
    expect(text).toContain('依据应用的自动签署授权自动签署');
    expect(text).toContain(doc.sha256);
    expect(text).toContain(flow.id);
    // The timestamp's serial is printed (read back from the signed file's token).
    expect(text).not.toMatch(/时间戳（TSA 序列号、时间） \/ Timestamp \(TSA serial, time\)\s+未记录/);
  });

  it('the reminder job: once, a day before the deadline, a new link to a signer still to sign, in its language', async () => {
    const { id, documentId } = await draft('Lease 租赁合同', t.clock.now() + 3 * day);
    const person = (
      await master.post(path(r.addSigner, id), {
        kind: 'person',
        name: people.zhang.name,
        phone: alice.phone,
        group: 1,
        language: 'zh',
        fields: [{ documentId, kind: 'signature', page: 1, x: 60, y: 100, width: 120, height: 60 }],
      })
    ).json();
    expect(person.code, person.msg).toBe(0);
    expect((await master.post(path(r.start, id), {})).json().code).toBe(0);
    const invitation = (await lastMessageTo(t, alice.phone))!.text;
    // No certificate before completion.
    expect((await master.get(path(r.certificate, id))).statusCode).toBe(404);
    // More than a day before the deadline: nothing.
    t.clock.advance(day);
    expect(await remindBeforeDeadline(t.app.deps, silent)).toBe(0);
    // Within the day before it: one reminder, a new link, in Chinese.
    t.clock.advance(day + 60 * 60_000);
    expect(await remindBeforeDeadline(t.app.deps, silent)).toBe(1);
    const reminder = (await lastMessageTo(t, alice.phone))!.text;
    expect(reminder).not.toBe(invitation);
    expect(reminder).toContain('提醒');
    expect(/\/signFlow#([A-Za-z0-9_-]+)/.exec(reminder)?.[1]).not.toBe(/\/signFlow#([A-Za-z0-9_-]+)/.exec(invitation)?.[1]);
    // Once per flow.
    t.clock.advance(2 * 60 * 60_000);
    expect(await remindBeforeDeadline(t.app.deps, silent)).toBe(0);
    expect((await lastMessageTo(t, alice.phone))!.text).toBe(reminder);
  });
});
