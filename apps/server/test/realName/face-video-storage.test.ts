import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { faceUpload, people, signedInPerson } from '../support/real-name-helpers.js';

/**
 * Face videos do not pile up: a video is kept only when someone may look at it again (a pass,
 * the evidence of who authenticated; a manual review). A failed check keeps none, so retries of a
 * face that does not match do not fill the disk.
 */
describe.each(databases)('face videos kept on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(kind, { TRUST_PROXY: 'true' });
  });
  afterEach(async () => {
    await t.close();
  });

  const videos = () => {
    const dir = path.join(t.dataDir, 'sealed', 'videos');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const videoOf = async (id: string) =>
    (await t.db.selectFrom('real_name_applications').select('video_file').where('id', '=', id).executeTakeFirstOrThrow()).video_file;

  it('keeps no video of a failed face check, however often it is tried', async () => {
    const p = await signedInPerson(t);
    for (let i = 0; i < 3; i++) {
      const res = await faceUpload(p, people.wang);
      expect(res.json().code, res.body).toBe(1003007);
    }
    expect(videos()).toEqual([]);
    const rows = await t.db.selectFrom('real_name_applications').select(['status', 'video_file']).where('user_id', '=', p.userId).execute();
    expect(rows).toEqual([...Array(3)].map(() => ({ status: 'failed', video_file: null })));
  });

  it('keeps the video of a pass and of a manual review', async () => {
    const passed = await faceUpload(await signedInPerson(t), people.zhang);
    expect(passed.json().data.status).toBe('passed');
    const review = await faceUpload(await signedInPerson(t), people.li);
    expect(review.json().data.status).toBe('underReview');
    expect(await videoOf(passed.json().data.id)).toBe(`videos/${passed.json().data.id}.bin`);
    expect(await videoOf(review.json().data.id)).toBe(`videos/${review.json().data.id}.bin`);
    expect(videos()).toHaveLength(2);
  });
});
