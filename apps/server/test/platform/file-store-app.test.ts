import fs from 'node:fs';
import path from 'node:path';
import { workOrdersRoutes as r } from '@console/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readSealedFile } from '../../src/platform/sealed-files.js';
import { type TestApp, databases, signedInUser, startTestApp } from '../support/harness.js';
import { pngImage } from '../support/image-fixtures.js';
import { faceUpload, people, signedInPerson } from '../support/real-name-helpers.js';
import { type S3TestServer, startS3TestServer } from '../support/s3-server.js';
import { path as workOrderPath, uploadAs } from '../workOrders/support.js';

/**
 * The real app with FILE_STORE=s3 against an S3-compatible server on loopback: what a capability
 * stores lands sealed in the bucket and never in DATA_DIR, and another process with its own data
 * folder and the same FIELD_ENCRYPTION_KEY reads it back.
 */
const fieldKey = 'e'.repeat(64);

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .flatMap((e) => (e.isFile() ? [path.join(e.parentPath, e.name)] : []));
}

describe.each(databases)('files in an S3-compatible bucket on %s', (kind) => {
  let server: S3TestServer;
  let t: TestApp;
  beforeAll(async () => {
    server = await startS3TestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });
  beforeEach(async () => {
    t = await startTestApp(kind, { ...server.env, FIELD_ENCRYPTION_KEY: fieldKey });
  });
  afterEach(async () => {
    await t.close();
  });

  it('stores a work-order attachment sealed in the bucket, nothing under DATA_DIR, and serves it back', async () => {
    const person = await signedInUser(t);
    const png = pngImage(40, 30);
    const upload = await uploadAs(t, person.cookie, { bytes: png, name: 'screen.png', type: 'image/png' });
    expect(upload.json().code, upload.body).toBe(0);
    const id = upload.json().data.id as string;
    const row = await t.db.selectFrom('work_order_attachments').select('file').where('id', '=', id).executeTakeFirstOrThrow();

    expect(await t.app.deps.files.has(row.file)).toBe(true);
    expect(fs.existsSync(path.join(t.dataDir, 'sealed'))).toBe(false);
    const inBucket = filesUnder(server.directory).filter((f) => f.includes('work-orders'));
    expect(inBucket.length).toBeGreaterThan(0);
    for (const f of inBucket) expect(fs.readFileSync(f).includes(Buffer.from('IHDR'))).toBe(false);

    const opened = await t.call('GET', workOrderPath(r.attachment, id), { cookie: person.cookie });
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.equals(png)).toBe(true);

    // Another process: its own data folder, the same bucket and key.
    const other = await startTestApp('sqlite', { ...server.env, FIELD_ENCRYPTION_KEY: fieldKey });
    try {
      expect((await readSealedFile(other.app.deps, row.file)).equals(png)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('keeps a passed face video in the bucket and none of a failed check', async () => {
    const passed = await faceUpload(await signedInPerson(t), people.zhang);
    expect(passed.json().data.status, passed.body).toBe('passed');
    const failed = await faceUpload(await signedInPerson(t), people.wang);
    expect(failed.json().code).toBe(1003007);
    const key = `videos/${passed.json().data.id}.bin`;
    expect(await t.app.deps.files.has(key)).toBe(true);
    expect(filesUnder(t.dataDir).some((f) => f.includes(`${path.sep}videos${path.sep}`))).toBe(false);
    const stored = await t.app.deps.files.get(key);
    expect(stored.includes(Buffer.from(people.zhang.idNumber))).toBe(false);
  });
});
