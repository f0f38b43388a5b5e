import fs from 'node:fs';
import path from 'node:path';
import { enterpriseAuthRoutes } from '@console/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enterpriseAuth } from '../../src/features/enterpriseAuth/index.js';
import { documentQuotaBytes, draftLifetimeMs, endedDocumentRetentionMs } from '../../src/features/enterpriseAuth/documents.js';
import { newId } from '../../src/platform/ids.js';
import {
  type EnterprisePerson,
  advanceSignedIn,
  applicationFixture,
  createAuth,
  enterprisePerson,
  updateAuth,
  uploadDocumentAs,
} from '../support/enterprise-auth-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { jpegImage, pngImage } from '../support/image-fixtures.js';
import { readyOperator } from '../support/ops-helpers.js';

/**
 * Company documents do not pile up. A new upload replaces the earlier one of its
 * kind, an application's replaced documents are deleted when it is superseded, an abandoned upload
 * after a day and an ended application's after the retention; and an enterprise has a storage quota,
 * refused in its own words. Probing found 23 letters (30 MB) kept for one enterprise in 2 s.
 */
describe.each(databases)('company document storage on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(kind, { TRUST_PROXY: 'true' });
  });
  afterEach(async () => {
    await t.close();
  });

  const jpg = (bytes = jpegImage(64, 48)) => ({ bytes, name: 'licence.jpg', type: 'image/jpeg' });
  const png = (bytes = pngImage(32, 32)) => ({ bytes, name: 'letter.png', type: 'image/png' });
  const documentUrl = (fileId: string) => enterpriseAuthRoutes.document.path.replace(':fileId', fileId);
  const sealedFiles = () => {
    const dir = path.join(t.dataDir, 'sealed', 'documents');
    return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  };
  const rowOf = (id: string) => t.db.selectFrom('enterprise_documents').selectAll().where('id', '=', id).executeTakeFirst();
  /** The capability's cleanup job, run by hand with the test clock (jobs do not run in test mode). */
  const sweep = async () => {
    const job = enterpriseAuth.jobs!.find((j) => j.name === 'enterpriseDocumentCleanup')!;
    return { documentsDeleted: (await job.run(t.app.deps, t.app.log)) as number };
  };

  async function upload(p: EnterprisePerson, which: 'licence' | 'letter', language: 'en' | 'zh' = 'en') {
    const res = await uploadDocumentAs(t, p, which, which === 'licence' ? jpg() : png(), language);
    expect(res.json().code, res.body).toBe(0);
    return res.json().data.fileId as string;
  }

  /** The document is gone: no row, no sealed file, and its enterprise can no longer open it. */
  async function expectGone(p: EnterprisePerson, fileId: string) {
    expect(await rowOf(fileId)).toBeUndefined();
    expect(sealedFiles()).not.toContain(`${fileId}.bin`);
    expect((await p.get(documentUrl(fileId))).statusCode).toBe(404);
  }

  async function expectKept(p: EnterprisePerson, fileId: string) {
    expect(await rowOf(fileId)).toMatchObject({ expires_at: null });
    expect(sealedFiles()).toContain(`${fileId}.bin`);
    expect((await p.get(documentUrl(fileId))).statusCode).toBe(200);
  }

  it('a new upload replaces the earlier one of its kind: its row and its sealed file are deleted at once', async () => {
    const p = await enterprisePerson(t);
    const first = await upload(p, 'licence');
    const letter = await upload(p, 'letter');
    for (let i = 0; i < 5; i++) await upload(p, 'licence');
    const last = await upload(p, 'licence');
    await expectGone(p, first);
    expect(await t.db.selectFrom('enterprise_documents').select('id').where('kind', '=', 'licence').execute()).toEqual([{ id: last }]);
    // The other kind is not touched, and each kept upload is one file on disk.
    expect(sealedFiles()).toEqual([`${last}.bin`, `${letter}.bin`].sort());
  });

  it('an application keeps its documents; updateAuth with a new licence deletes the one it replaced, the letter it names again stays', async () => {
    const p = await enterprisePerson(t);
    const licence = await upload(p, 'licence');
    const letter = await upload(p, 'letter');
    const created = await createAuth(p, applicationFixture('documents', { licenceFileId: licence, letterFileId: letter }));
    expect(created.json().data.status).toBe('underReview');
    await expectKept(p, licence);
    await expectKept(p, letter);
    // A new upload does not replace a document an application names.
    const newLicence = await upload(p, 'licence');
    await expectKept(p, licence);

    const updated = await updateAuth(
      p,
      created.json().data.id,
      applicationFixture('documents', { licenceFileId: newLicence, letterFileId: letter }),
    );
    expect(updated.json().code, updated.body).toBe(0);
    await expectGone(p, licence);
    await expectKept(p, newLicence);
    await expectKept(p, letter);
  });

  it('an upload no application names is deleted by the sweeper after a day, not before', async () => {
    const p = await enterprisePerson(t);
    const draft = await upload(p, 'letter');
    await advanceSignedIn(t, draftLifetimeMs - 60_000, p);
    await sweep();
    expect(await rowOf(draft)).toBeDefined();
    await advanceSignedIn(t, 2 * 60_000, p);
    expect((await sweep()).documentsDeleted).toBe(1);
    await expectGone(p, draft);
  });

  it('a rejected application’s documents are kept for the retention (the evidence of the decision), then deleted', async () => {
    const p = await enterprisePerson(t);
    const files = { licenceFileId: await upload(p, 'licence'), letterFileId: await upload(p, 'letter') };
    const id = (await createAuth(p, applicationFixture('documents', files))).json().data.id as string;
    const { cookie } = await readyOperator(t, 'rita');
    const rejected = await t.call('POST', `/webgate${enterpriseAuthRoutes.reviewDecision.path.replace(':id', id)}`, {
      cookie,
      body: { decision: 'reject', reason: 'The licence image is blurred' },
    });
    expect(rejected.json().code).toBe(0);
    await advanceSignedIn(t, endedDocumentRetentionMs - 60_000, p);
    await sweep();
    expect(sealedFiles()).toHaveLength(2);
    await advanceSignedIn(t, 2 * 60_000, p);
    expect((await sweep()).documentsDeleted).toBe(2);
    await expectGone(p, files.licenceFileId);
    await expectGone(p, files.letterFileId);
  });

  it('refuses an upload past the enterprise’s quota beside the file, in the caller’s language, storing nothing; a replaced draft does not count', async () => {
    const p = await enterprisePerson(t);
    const draft = await upload(p, 'licence');
    const draftBytes = (await rowOf(draft))!.bytes;
    // Documents an application of the enterprise keeps, filling the quota but for the draft and a little.
    const now = t.clock.now();
    await t.db
      .insertInto('enterprise_documents')
      .values({
        id: newId(now),
        enterprise_id: p.enterpriseId,
        kind: 'letter',
        file: 'documents/kept.bin',
        content_type: 'image/png',
        bytes: documentQuotaBytes - draftBytes - 100,
        uploaded_by: p.userId,
        created_at: now,
        expires_at: null,
      })
      .execute();
    const before = sealedFiles();
    const refused = await uploadDocumentAs(t, p, 'letter', png(pngImage(16, 16, { padTo: 4096 })), 'zh');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 1000605,
      msg: '企业的 40 MB 文件存储空间已用完；已结束申请的文件在结束 30 天后删除',
      data: { fields: [{ field: 'file', message: '企业的 40 MB 文件存储空间已用完；已结束申请的文件在结束 30 天后删除' }] },
    });
    expect(sealedFiles()).toEqual(before);
    expect(await t.db.selectFrom('enterprise_documents').select('id').where('enterprise_id', '=', p.enterpriseId).execute()).toHaveLength(
      2,
    );
    // A new licence replaces the draft licence: the draft's bytes are freed for it.
    const replacement = await uploadDocumentAs(t, p, 'licence', jpg());
    expect(replacement.json().code, replacement.body).toBe(0);
    await expectGone(p, draft);
  });
});
