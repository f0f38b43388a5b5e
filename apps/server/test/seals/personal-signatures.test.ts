import fs from 'node:fs';
import nodePath from 'node:path';
import { personalSignatureRoutes as r } from '@console/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodePngRgba } from '../../src/platform/png.js';
import { type TestApp, consoleHeaders, databases, startTestApp } from '../support/harness.js';
import { jpegImage, pdfBytes } from '../support/image-fixtures.js';
import { decodePng } from '../support/png.js';
import { type Person, people, phoneAuth, signedInPerson } from '../support/real-name-helpers.js';
import { path } from './support.js';

/** A pad's drawing as the browser's canvas sends it: a dark stroke on a transparent RGBA PNG. */
function padDrawing(width = 600, height = 200, ink = true): Buffer {
  const rgba = new Uint8Array(width * height * 4);
  if (ink) {
    for (let x = 60; x < width - 60; x++) {
      const yc = Math.round(height / 2 + Math.sin(x / 25) * height * 0.25);
      for (let dy = -3; dy <= 3; dy++) {
        const i = ((yc + dy) * width + x) * 4;
        rgba.set([20, 20, 30, 255], i);
      }
    }
  }
  return encodePngRgba(width, height, rgba);
}

/**
 * Personal signatures: only a person whose real-name authentication passed has them; a name seal
 * drawn from the passed record's name in a style, or a handwritten signature from the pad judged by
 * content and kept as a trimmed transparent PNG; several, one the default; another person's id is
 * not found.
 */
describe.each(databases)('personal signatures on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(kind, { TRUST_PROXY: 'true' });
  });
  afterEach(async () => {
    await t.close();
  });

  async function person(who: (typeof people)[keyof typeof people] | null = people.zhang) {
    const p = await signedInPerson(t);
    if (who) expect((await phoneAuth(t, p, who)).json().code).toBe(0);
    return p;
  }
  async function draw(p: Person, file: { bytes: Buffer; type: string; name: string } | null, language: 'en' | 'zh' = 'en') {
    const form = new FormData();
    if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const res = await t.app.inject({
      method: 'POST',
      url: `/webgate${r.personalDraw.path}`,
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
  const png = (bytes: Buffer) => ({ bytes, type: 'image/png', name: 'signature.png' });
  const list = async (p: Person) => (await p.get(r.personalList.path)).json().data as { list: any[]; total: number };
  async function generate(p: Person, style = 'square') {
    const res = (await p.post(r.personalGenerate.path, { style })).json();
    expect(res.code, JSON.stringify(res)).toBe(0);
    return res.data as { id: string; isDefault: boolean; kind: string; style: string; width: number; height: number };
  }
  const storedFiles = () => {
    const dir = nodePath.join(t.dataDir, 'sealed', 'signatures');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  it('a person without passed real-name authentication is told to authenticate first, in en and zh, and nothing is made', async () => {
    const p = await person(null);
    // The list reads (empty), saying the person may not add to it yet.
    expect((await p.get(r.personalList.path)).json().data).toMatchObject({ total: 0, realNamePassed: false });
    for (const res of [
      await p.get(`${r.personalPreview.path}?style=square`),
      await p.post(r.personalGenerate.path, { style: 'square' }),
      await draw(p, png(padDrawing())),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 4020020, msg: 'Please complete real-name authentication first' });
    }
    expect((await p.post(r.personalGenerate.path, { style: 'square' }, 'zh')).json().msg).toBe('请先完成实名认证');
    expect(await t.db.selectFrom('personal_signatures').selectAll().execute()).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it('a name seal is drawn from the passed record in each style; the first signature is the default, and its image is the preview', async () => {
    const p = await person();
    const preview = await p.get(`${r.personalPreview.path}?style=square`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
    expect(await list(p)).toMatchObject({ total: 0, realNamePassed: true });
    const square = await generate(p, 'square');
    expect(square).toMatchObject({ kind: 'nameSeal', style: 'square', isDefault: true, used: false, width: 236, height: 236 });
    const image = await p.get(path(r.personalImage.path, square.id));
    expect(image.headers['cache-control']).toBe('private, no-store');
    expect(image.rawPayload.equals(preview.rawPayload)).toBe(true);
    const decoded = decodePng(image.rawPayload);
    expect([decoded.width, decoded.height, decoded.channels]).toEqual([236, 236, 4]);

    // Unframed: the corners are see-through where the framed seal has its border.
    const plain = await generate(p, 'squarePlain');
    expect(plain.isDefault).toBe(false);
    const plainPixels = decodePng((await p.get(path(r.personalImage.path, plain.id))).rawPayload);
    const framedAlpha = decoded.pixels[(10 * 236 + 118) * 4 + 3];
    const plainAlpha = plainPixels.pixels[(10 * 236 + 118) * 4 + 3];
    expect([framedAlpha, plainAlpha]).toEqual([255, 0]);
    await generate(p, 'squareRelief');
    await generate(p, 'oblong');
    const page = await list(p);
    expect(page.total).toBe(4);
    expect(page.list.map((s) => s.style)).toEqual(['oblong', 'squareRelief', 'squarePlain', 'square']);
    expect(page.list.filter((s) => s.isDefault).map((s) => s.id)).toEqual([square.id]);
    // A style the seal cannot have names its field.
    const bad = (await p.post(r.personalGenerate.path, { style: 'round' })).json();
    expect(bad.data.fields[0].field).toBe('style');
    const logged = await t.db.selectFrom('operation_logs').select('action').where('service', '=', 'seals').execute();
    expect(logged.map((l) => l.action)).toContain('signatureCreate');
  });

  it('a drawing from the pad is kept as a trimmed transparent PNG; one that is not a picture, blank, small or on colour is refused naming the rule', async () => {
    const p = await person();
    const res = await draw(p, png(padDrawing(600, 200)));
    expect(res.json().code, res.body).toBe(0);
    const saved = res.json().data;
    expect(saved).toMatchObject({ kind: 'handwritten', style: null, isDefault: true });
    const kept = decodePng((await p.get(path(r.personalImage.path, saved.id))).rawPayload);
    expect(kept.channels).toBe(4);
    // Trimmed to the stroke (x 60…539, y about 47…153) plus the margin, not the pad's 600 × 200.
    expect(kept.width).toBeLessThan(600);
    expect(kept.width).toBeGreaterThan(480);
    expect(kept.height).toBeLessThan(130);
    expect([kept.width, kept.height]).toEqual([saved.width, saved.height]);
    expect(kept.pixels[3]).toBe(0);
    let ink = 0;
    for (let i = 0; i < kept.width * kept.height; i++) if (kept.pixels[i * 4 + 3]! > 200 && kept.pixels[i * 4]! < 60) ink++;
    expect(ink).toBeGreaterThan(1000);

    const refusals = [
      [await draw(p, { bytes: pdfBytes, type: 'image/png', name: 'signature.png' }), 400, 1016051, 'png or jpg picture'],
      [await draw(p, png(padDrawing(600, 200, false))), 400, 1016055, 'blank'],
      [await draw(p, png(padDrawing(100, 40))), 400, 1016053, '120 × 60'],
      [await draw(p, { bytes: jpegImage(300, 200), type: 'image/jpeg', name: 'photo.jpg' }), 400, 1016054, 'opaque coloured background'],
      [await draw(p, null), 400, 1016050, 'Draw your signature'],
    ] as const;
    for (const [refused, status, code, words] of refusals) {
      expect(refused.statusCode, refused.body).toBe(status);
      expect(refused.json().code).toBe(code);
      expect(refused.json().msg).toContain(words);
    }
    expect((await draw(p, { bytes: pdfBytes, type: 'image/png', name: 'a.png' }, 'zh')).json().msg).toBe(
      '手写签名须为 png 或 jpg 格式（按文件内容判断）',
    );
    expect((await list(p)).total).toBe(1);
    expect(storedFiles()).toEqual([`${saved.id}.bin`]);
  });

  it('the default switches to the one chosen, one at a time; deleting the default makes the newest left the default', async () => {
    const p = await person();
    const first = await generate(p, 'square');
    const second = (await draw(p, png(padDrawing()))).json().data;
    const third = await generate(p, 'oblong');
    const defaults = async () => (await list(p)).list.filter((s) => s.isDefault).map((s) => s.id);
    expect(await defaults()).toEqual([first.id]);
    const set = (await p.post(path(r.personalSetDefault.path, second.id), {})).json();
    expect(set.data).toMatchObject({ id: second.id, isDefault: true });
    expect(await defaults()).toEqual([second.id]);
    // Two switches at once leave exactly one default.
    await Promise.all([p.post(path(r.personalSetDefault.path, first.id), {}), p.post(path(r.personalSetDefault.path, third.id), {})]);
    expect(await defaults()).toHaveLength(1);
    expect(await t.db.selectFrom('personal_signature_defaults').selectAll().execute()).toHaveLength(1);

    await p.post(path(r.personalSetDefault.path, first.id), {});
    expect((await p.post(path(r.personalRemove.path, first.id), {})).json().code).toBe(0);
    expect(await defaults()).toEqual([third.id]);
    expect((await p.get(path(r.personalImage.path, first.id))).statusCode).toBe(404);
    // A signature a signed document carries is kept.
    await t.db.updateTable('personal_signatures').set({ used_at: t.clock.now() }).where('id', '=', second.id).execute();
    const kept = await p.post(path(r.personalRemove.path, second.id), {});
    expect(kept.statusCode).toBe(409);
    expect(kept.json().msg).toContain('kept for verification');
    expect(storedFiles().sort()).toEqual([`${second.id}.bin`, `${third.id}.bin`].sort());
    expect((await p.post(path(r.personalRemove.path, third.id), {})).json().code).toBe(0);
    expect(await defaults()).toEqual([second.id]);
  });

  it('another person’s signature id answers 404 and changes nothing; the signing hook finds only the owner’s', async () => {
    const owner = await person(people.zhang);
    const mine = await generate(owner);
    const other = await person(people.li);
    const theirs = await generate(other);
    for (const res of [
      await other.get(path(r.personalImage.path, mine.id)),
      await other.post(path(r.personalSetDefault.path, mine.id), {}),
      await other.post(path(r.personalRemove.path, mine.id), {}),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await list(other)).list.map((s) => s.id)).toEqual([theirs.id]);
    expect((await list(owner)).list).toEqual([expect.objectContaining({ id: mine.id, isDefault: true })]);

    const { personalSignatureForSigning } = await import('../../src/features/seals/index.js');
    const deps = t.app.deps;
    const found = await personalSignatureForSigning({ ...deps, userId: owner.userId, signatureId: mine.id });
    expect(found).toMatchObject({ id: mine.id, widthPx: 236, heightPx: 236 });
    expect(decodePng(found!.png).channels).toBe(4);
    expect(await personalSignatureForSigning({ ...deps, userId: other.userId, signatureId: mine.id })).toBeUndefined();
  });
});
