import fs from 'node:fs';
import nodePath from 'node:path';
import { recordStatus, rolesRoutes, sealsRoutes as r } from '@console/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enterpriseOf } from '../support/enterprise-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { jpegImage, pdfBytes, pngImage } from '../support/image-fixtures.js';
import { readyOperator } from '../support/ops-helpers.js';
import { decodePng } from '../support/png.js';
import { type Person, signedInPerson } from '../support/real-name-helpers.js';
import { path, sealOnWhite, uploadSeal } from './support.js';

/**
 * Enterprise seals: only an authenticated enterprise has them; generated from the authenticated name
 * in a style or uploaded and reviewed; enabled, disabled, deleted unless a signed document carries
 * them; the master and administrators alone manage them; another enterprise's seal is not found.
 */
describe.each(databases)('enterprise seals on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(kind, { TRUST_PROXY: 'true' });
  });
  afterEach(async () => {
    await t.close();
  });

  async function master(options: { passed?: boolean; name?: string } = {}) {
    const p = await signedInPerson(t);
    const { enterpriseId } = await enterpriseOf(t, p, { passed: options.passed ?? true, name: options.name ?? '杭州示例网络科技有限公司' });
    return Object.assign(p, { enterpriseId });
  }
  const png = (bytes: Buffer, name = 'seal.png') => ({ bytes, name, type: 'image/png' });
  const list = async (p: Person, query = '') => (await p.get(`${r.list.path}${query}`)).json();
  const sealedFiles = () => {
    const dir = nodePath.join(t.dataDir, 'sealed', 'seals');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  async function create(p: Person, body: Record<string, unknown> = { kind: 'official', sizeMm: 40, code: '3301060012345' }) {
    const res = (await p.post(r.create.path, body)).json();
    expect(res.code, JSON.stringify(res)).toBe(0);
    return res.data as { id: string; status: number; alias: string; kind: string };
  }

  it('an enterprise that has not passed authentication is told to authenticate first, in en and zh, and nothing is made', async () => {
    const p = await master({ passed: false });
    for (const res of [
      await p.get(`${r.preview.path}?kind=official&sizeMm=40`),
      await p.post(r.create.path, { kind: 'official', sizeMm: 40 }),
      await uploadSeal(t, p, png(sealOnWhite())),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 1006001, msg: 'Please perform enterprise real-name authentication first' });
    }
    expect((await p.post(r.create.path, { kind: 'official', sizeMm: 40 }, 'zh')).json().msg).toBe('请先进行企业实名认证');
    expect(await t.db.selectFrom('seals').selectAll().execute()).toEqual([]);
  });

  it('a preview is a transparent PNG of the chosen size drawn from the authenticated name; nothing is stored', async () => {
    const p = await master();
    const res = await p.get(`${r.preview.path}?kind=contract&sizeMm=42&code=3301060012345`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const image = decodePng(res.rawPayload);
    expect([image.width, image.height, image.channels]).toEqual([496, 496, 4]);
    expect((await list(p)).data.total).toBe(0);
    // A style the seal cannot have names its field.
    const bad = (await p.get(`${r.preview.path}?kind=contract&sizeMm=41`)).json();
    expect(bad.data.fields[0].field).toBe('sizeMm');
    const code = (await p.get(`${r.preview.path}?kind=official&sizeMm=40&code=12ab`, 'zh')).json();
    expect(code.data.fields[0].field).toBe('code');
  });

  it('a seal made from a style is normal at once, listed, and its image is the one previewed', async () => {
    const p = await master();
    const seal = await create(p);
    expect(seal).toMatchObject({ kind: 'official', alias: '公章', status: recordStatus.normal, sizeMm: 40, used: false });
    const page = (await list(p)).data;
    expect(page.list.map((s: { id: string }) => s.id)).toEqual([seal.id]);
    const image = await p.get(path(r.image.path, seal.id));
    const preview = await p.get(`${r.preview.path}?kind=official&sizeMm=40&code=3301060012345`);
    expect(image.rawPayload.equals(preview.rawPayload)).toBe(true);
    const logged = await t.db.selectFrom('operation_logs').select(['action', 'content']).where('service', '=', 'seals').execute();
    expect(logged).toEqual([expect.objectContaining({ action: 'createSeal' })]);
    // The legal representative's seal needs a legal representative on record.
    const legal = (await p.post(r.create.path, { kind: 'legalPerson', style: 'square' })).json();
    expect(legal).toMatchObject({ code: 1016006 });
  });

  it('an uploaded seal on white paper is kept transparent, in approval, and reviewed: rejected with a reason, or approved', async () => {
    const p = await master();
    const res = await uploadSeal(t, p, png(sealOnWhite()), { alias: 'Old contract seal' });
    expect(res.json().code, res.body).toBe(0);
    const uploaded = res.json().data;
    expect(uploaded).toMatchObject({ kind: 'uploaded', alias: 'Old contract seal', status: recordStatus.inApproval });
    const kept = decodePng((await p.get(path(r.image.path, uploaded.id))).rawPayload);
    expect(kept.channels).toBe(4);
    // The white corner is gone, the ink is solid red.
    expect(kept.pixels[3]).toBe(0);
    let red = 0;
    for (let i = 0; i < kept.width * kept.height; i++) {
      const [R, G, B, A] = kept.pixels.subarray(i * 4, i * 4 + 4);
      if (A === 255 && R! > 200 && G! < 60 && B! < 80) red++;
    }
    expect(red).toBeGreaterThan(kept.width * kept.height * 0.05);

    const ops = await readyOperator(t, `op${Date.now() % 100000}`);
    const queue = (await t.call('GET', `/webgate${r.reviewList.path}`, { cookie: ops.cookie })).json().data;
    expect(queue.list).toEqual([expect.objectContaining({ id: uploaded.id, enterpriseName: '杭州示例网络科技有限公司' })]);
    const reviewImage = await t.call('GET', `/webgate${path(r.reviewImage.path, uploaded.id)}`, { cookie: ops.cookie });
    expect(reviewImage.headers['content-type']).toBe('image/png');

    const decide = (id: string, body: Record<string, string>, language: 'en' | 'zh' = 'en') =>
      t.call('POST', `/webgate${path(r.reviewDecision.path, id)}`, { cookie: ops.cookie, body, language });
    const noReason = (await decide(uploaded.id, { decision: 'reject' }, 'zh')).json();
    expect(noReason.data.fields[0].field).toBe('reason');
    expect((await decide(uploaded.id, { decision: 'reject', reason: 'The picture is blurred' })).json().code).toBe(0);
    const seen = (await list(p)).data.list.find((s: { id: string }) => s.id === uploaded.id);
    expect(seen).toMatchObject({ status: recordStatus.rejected, rejectReason: 'The picture is blurred' });
    expect((await decide(uploaded.id, { decision: 'pass' })).json().code).toBe(1003018);

    const second = (await uploadSeal(t, p, png(sealOnWhite()))).json().data;
    expect((await decide(second.id, { decision: 'pass' })).json().data).toMatchObject({ status: recordStatus.normal, rejectReason: null });
    // The queue shows what is left in approval: nothing.
    expect((await t.call('GET', `/webgate${r.reviewList.path}`, { cookie: ops.cookie })).json().data.total).toBe(0);
  });

  it('a seal image that is not a picture, too large, too small or on an opaque coloured background is refused naming the rule; nothing is kept', async () => {
    const p = await master();
    const refusals = [
      [await uploadSeal(t, p, { bytes: pdfBytes, name: 'seal.png', type: 'image/png' }), 400, 1016001, 'jpg, jpeg or png'],
      [await uploadSeal(t, p, png(pngImage(64, 64))), 400, 1016003, '120 × 120'],
      [
        await uploadSeal(t, p, { bytes: jpegImage(200, 200), name: 'seal.jpg', type: 'image/jpeg' }),
        400,
        1016004,
        'opaque coloured background',
      ],
      [await uploadSeal(t, p, png(pngImage(300, 300, { padTo: 2 * 1024 * 1024 + 10 }))), 413, 1016002, '2 MB'],
      [await uploadSeal(t, p, null), 400, 1016000, 'Choose a seal image'],
    ] as const;
    for (const [res, status, code, words] of refusals) {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().code).toBe(code);
      expect(res.json().msg).toContain(words);
    }
    const zh = await uploadSeal(t, p, png(pngImage(300, 300)), { language: 'zh' });
    expect(zh.json()).toMatchObject({ code: 1016004, msg: '印章图片须为透明或白色背景，此图片为不透明的彩色背景' });
    expect(await t.db.selectFrom('seals').selectAll().execute()).toEqual([]);
    expect(sealedFiles()).toEqual([]);
  });

  it('disable, enable and delete follow the status; a seal a signed document carries is never deleted', async () => {
    const p = await master();
    const seal = await create(p);
    const call = (route: string, id = seal.id) => p.post(path(route, id), {});
    expect((await call(r.disable.path)).json().data.status).toBe(recordStatus.disabled);
    expect((await call(r.disable.path)).json()).toMatchObject({ code: 1016007 });
    expect((await list(p, '?status=disabled')).data.total).toBe(1);
    expect((await list(p, '?status=normal')).data.total).toBe(0);
    expect((await call(r.enable.path)).json().data.status).toBe(recordStatus.normal);
    // A seal in approval is the operator's to decide, not the enterprise's to enable.
    const uploaded = (await uploadSeal(t, p, png(sealOnWhite()))).json().data;
    expect((await call(r.enable.path, uploaded.id)).json()).toMatchObject({ code: 1016007 });

    await t.db.updateTable('seals').set({ used_at: t.clock.now() }).where('id', '=', seal.id).execute();
    const kept = await call(r.remove.path);
    expect(kept.statusCode).toBe(409);
    expect(kept.json().msg).toContain('kept for verification');
    expect((await p.get(path(r.image.path, seal.id))).statusCode).toBe(200);

    expect((await call(r.remove.path, uploaded.id)).json().code).toBe(0);
    expect((await p.get(path(r.image.path, uploaded.id))).statusCode).toBe(404);
    expect(sealedFiles()).toEqual([`${seal.id}.bin`]);
  });

  it('another enterprise’s seal is not found, and only the master and administrators manage seals', async () => {
    const owner = await master();
    const seal = await create(owner);
    const other = await master({ name: 'Other Co., Ltd.' });
    for (const res of [
      await other.get(path(r.image.path, seal.id)),
      await other.post(path(r.disable.path, seal.id), {}),
      await other.post(path(r.enable.path, seal.id), {}),
      await other.post(path(r.remove.path, seal.id), {}),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await list(other)).data.total).toBe(0);
    expect((await t.db.selectFrom('seals').select('status').where('id', '=', seal.id).executeTakeFirstOrThrow()).status).toBe(
      recordStatus.normal,
    );

    const member = await signedInPerson(t);
    await enterpriseOf(t, member, { enterpriseId: owner.enterpriseId, role: 'member' });
    // A member opens the list and sees only the seals granted to them (none here).
    expect((await member.get(r.list.path)).json().data.total).toBe(0);
    expect((await member.post(r.create.path, { kind: 'official', sizeMm: 40 })).json().code).toBe(401);
    const admin = await signedInPerson(t);
    await enterpriseOf(t, admin, { enterpriseId: owner.enterpriseId, role: 'admin' });
    expect((await admin.get(r.list.path)).json().data.total).toBe(1);
    // No custom role can hand seal management to a member; the built-in administrator shows it.
    const role = { name: 'Seal keeper', description: 'Keeps the seals', moduleCodes: ['sealList', 'sealManage:sealList:add'] };
    expect((await owner.post(rolesRoutes.create.path, role)).json().data.fields[0].field).toBe('moduleCodes.0');
    const builtIn = (await owner.get(rolesRoutes.detail.path.replace(':id', 'admin'))).json().data;
    expect(builtIn.moduleCodes).toEqual(expect.arrayContaining(['sealList', 'sealManage:sealList:delete']));
  });
});
