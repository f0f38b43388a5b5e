import { documentRules, enterpriseAuthRoutes } from '@console/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uploadsPerEnterprisePerHour } from '../../src/features/enterpriseAuth/documents.js';
import { createOperator } from '../../src/features/ops/service.js';
import { operatorCookie } from '../../src/platform/operator-session.js';
import { lastMessageTo } from '../support/auth-helpers.js';
import {
  type EnterprisePerson,
  applicationFixture,
  checkStatusOf,
  createAuth,
  enterprisePerson,
  projectInfo,
} from '../support/enterprise-auth-helpers.js';
import { type TestApp, consoleHeaders, cookieFrom, databases, startTestApp } from '../support/harness.js';
import { jpegImage, pdfBytes, pngImage } from '../support/image-fixtures.js';
import { newPassword, setUpOperatorFactor, signIn } from '../support/ops-helpers.js';

/** Company documents mode: images judged by content, kept per enterprise, decided by an operator. */
describe.each(databases)('company documents on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(kind, { TRUST_PROXY: 'true' });
  });
  afterEach(async () => {
    await t.close();
  });

  /** A browser's FormData: the kind and one file. */
  async function uploadAs(
    p: EnterprisePerson,
    fields: Record<string, string>,
    file?: { bytes: Buffer; name: string; type: string },
    language: 'en' | 'zh' = 'en',
  ) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const res = await t.app.inject({
      method: 'POST',
      url: `/webgate${enterpriseAuthRoutes.uploadDocument.path}`,
      headers: {
        ...consoleHeaders,
        'Accept-Language': language,
        'content-type': request.headers.get('content-type')!,
        cookie: p.cookie,
        'x-forwarded-for': p.c.ip,
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    return Object.assign(res, { json: () => JSON.parse(res.body) as { code: number; msg: string; data: any } });
  }
  const jpg = (bytes = jpegImage(64, 48)) => ({ bytes, name: 'licence.jpg', type: 'image/jpeg' });
  const png = (bytes = pngImage(32, 32)) => ({ bytes, name: 'letter.png', type: 'image/png' });
  const documentUrl = (fileId: string) => enterpriseAuthRoutes.document.path.replace(':fileId', fileId);

  async function operator() {
    const { password } = await createOperator(t, { name: 'olga' });
    const signedIn = await signIn(t, 'olga', password);
    const cookie = cookieFrom(signedIn, operatorCookie);
    await t.call('POST', '/webgate/operation-webapi/password', { cookie, body: { oldPass: password, newPass: newPassword } });
    await setUpOperatorFactor(t, cookie, newPassword);
    return cookie;
  }

  async function bothUploaded(p: EnterprisePerson) {
    const licence = await uploadAs(p, { kind: 'licence' }, jpg());
    const letter = await uploadAs(p, { kind: 'letter' }, png());
    expect(licence.json().code, licence.body).toBe(0);
    expect(letter.json().code, letter.body).toBe(0);
    return { licenceFileId: licence.json().data.fileId as string, letterFileId: letter.json().data.fileId as string };
  }

  it('accepts a JPEG and a PNG by content, stores them sealed and serves them only to their enterprise, uncached', async () => {
    const p = await enterprisePerson(t);
    const bytes = jpegImage(64, 48);
    const res = await uploadAs(p, { kind: 'licence' }, jpg(bytes));
    expect(res.json().data).toMatchObject({ kind: 'licence', bytes: bytes.length, contentType: 'image/jpeg' });
    const fileId = res.json().data.fileId;
    // A PNG sent with a wrong label is still a PNG.
    const labelled = await uploadAs(
      p,
      { kind: 'letter' },
      { bytes: pngImage(8, 8), name: 'letter.jpeg', type: 'application/octet-stream' },
    );
    expect(labelled.json().data.contentType).toBe('image/png');

    const row = await t.db.selectFrom('enterprise_documents').selectAll().where('id', '=', fileId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ enterprise_id: p.enterpriseId, kind: 'licence', uploaded_by: p.userId });
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(`${t.dataDir}/sealed/${row.file}`).includes(bytes.subarray(0, 64))).toBe(false);

    const read = await p.get(documentUrl(fileId));
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/jpeg');
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(read.rawPayload.equals(bytes)).toBe(true);

    const stranger = await enterprisePerson(t);
    const foreign = await stranger.get(documentUrl(fileId));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe(1000404);
  });

  it('refuses a PDF renamed .png, a file over 2 MB and a missing file, each beside the file field, writing nothing', async () => {
    const p = await enterprisePerson(t);
    const pdf = await uploadAs(p, { kind: 'licence' }, { bytes: pdfBytes, name: 'licence.png', type: 'image/png' });
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json()).toMatchObject({ code: 1006016, data: { fields: [{ field: 'file' }] } });

    const big = await uploadAs(p, { kind: 'licence' }, png(pngImage(16, 16, { padTo: documentRules.maxBytes + 10 })));
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe(1006017);

    const missing = await uploadAs(p, { kind: 'licence' }, undefined, 'zh');
    expect(missing.json()).toMatchObject({ code: 1006018, data: { fields: [{ field: 'file' }] } });
    expect(missing.json().msg).toMatch(/[\u4e00-\u9fff]/);

    const wrongKind = await uploadAs(p, { kind: 'passport' }, jpg());
    expect(wrongKind.json().data.fields[0].field).toBe('kind');
    expect(await t.db.selectFrom('enterprise_documents').selectAll().execute()).toEqual([]);
  });

  it('limits uploads per enterprise per hour', async () => {
    const p = await enterprisePerson(t);
    for (let i = 0; i < uploadsPerEnterprisePerHour; i++)
      expect((await uploadAs(p, { kind: 'letter' }, png(pngImage(2, 2)))).json().code).toBe(0);
    const over = await uploadAs(p, { kind: 'letter' }, png(pngImage(2, 2)));
    expect(over.statusCode).toBe(429);
    t.clock.advance(60 * 60_000);
    await t.db.updateTable('sessions').set({ last_seen_at: t.clock.now() }).execute();
    expect((await uploadAs(p, { kind: 'letter' }, png(pngImage(2, 2)))).json().code).toBe(0);
  });

  it('createAuth refuses images of another enterprise or of the wrong kind, naming the field', async () => {
    const p = await enterprisePerson(t);
    const other = await enterprisePerson(t);
    const mine = await bothUploaded(p);
    const theirs = await bothUploaded(other);
    const foreign = await createAuth(
      p,
      applicationFixture('documents', { licenceFileId: theirs.licenceFileId, letterFileId: mine.letterFileId }),
    );
    expect(foreign.json()).toMatchObject({ code: 1006018, data: { fields: [{ field: 'licenceFileId' }] } });
    const swapped = await createAuth(
      p,
      applicationFixture('documents', { licenceFileId: mine.licenceFileId, letterFileId: mine.licenceFileId }),
    );
    expect(swapped.json()).toMatchObject({ code: 1006018, data: { fields: [{ field: 'letterFileId' }] } });
    expect(await t.db.selectFrom('enterprise_applications').selectAll().execute()).toEqual([]);
  });

  it('documents go under review; the operator sees both images and approves: the enterprise passes and the applicant is told', async () => {
    const p = await enterprisePerson(t, { language: 'zh' });
    const files = await bothUploaded(p);
    const created = await createAuth(p, applicationFixture('documents', files));
    expect(created.json().data).toMatchObject({ status: 'underReview', documents: files });
    const id = created.json().data.id;
    expect(await checkStatusOf(p)).toBe(8);

    const ops = await operator();
    const licence = await t.call(
      'GET',
      `/webgate${enterpriseAuthRoutes.reviewDocument.path.replace(':id', id).replace(':kind', 'licence')}`,
      { cookie: ops },
    );
    expect(licence.headers['content-type']).toBe('image/jpeg');
    const letter = await t.call(
      'GET',
      `/webgate${enterpriseAuthRoutes.reviewDocument.path.replace(':id', id).replace(':kind', 'letter')}`,
      { cookie: ops },
    );
    expect(letter.headers['content-type']).toBe('image/png');

    const pass = await t.call('POST', `/webgate${enterpriseAuthRoutes.reviewDecision.path.replace(':id', id)}`, {
      cookie: ops,
      body: { decision: 'pass' },
    });
    expect(pass.json().code).toBe(0);
    expect(await checkStatusOf(p)).toBe(2);
    expect(await projectInfo(p)).toMatchObject({ id, status: 'passed', passedAt: t.clock.now() });
    const sms = await lastMessageTo(t, p.phone);
    expect(sms?.text).toContain(created.json().data.enterpriseName);
    expect(sms?.text).toMatch(/[\u4e00-\u9fff]/);
  });

  it('a rejection keeps the reason and the time and tells the applicant; the reason is required', async () => {
    const p = await enterprisePerson(t);
    const created = await createAuth(p, applicationFixture('documents', await bothUploaded(p)));
    const id = created.json().data.id;
    const ops = await operator();
    const decide = (body: Record<string, unknown>) =>
      t.call('POST', `/webgate${enterpriseAuthRoutes.reviewDecision.path.replace(':id', id)}`, { cookie: ops, body });
    const noReason = await decide({ decision: 'reject', reason: '  ' });
    expect(noReason.json().data.fields[0].field).toBe('reason');
    t.clock.advance(60_000);
    expect((await decide({ decision: 'reject', reason: 'The licence image is blurred' })).json().code).toBe(0);
    expect(await projectInfo(p)).toMatchObject({
      id,
      status: 'rejected',
      rejectReason: 'The licence image is blurred',
      rejectedAt: t.clock.now(),
    });
    expect(await checkStatusOf(p)).toBe(4);
    expect((await lastMessageTo(t, p.phone))?.text).toContain('The licence image is blurred');
    expect((await decide({ decision: 'pass' })).json().code).toBe(1003018);
  });
});
