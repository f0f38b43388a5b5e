import { sealsRoutes } from '@console/contract';
import { drawEnterpriseSeal } from '../../src/features/seals/render/index.js';
import { rasterizeSvg } from '../../src/features/seals/render/raster.js';
import { encodePng } from '../../src/platform/png.js';
import { type TestApp, consoleHeaders } from '../support/harness.js';
import type { Person } from '../support/real-name-helpers.js';

/** Helpers of the seal tests: paths with ids, multipart uploads, and seal pictures as a customer scans them. */

export const path = (p: string, id = '') => p.replace(':id', id);

/** A seal photographed or scanned on white paper: an RGB PNG, no transparency. */
export function sealOnWhite(name = '杭州示例网络科技有限公司'): Buffer {
  const d = drawEnterpriseSeal({ kind: 'contract', sizeMm: 40, name });
  const { rgba, width, height } = rasterizeSvg(d.svg.replace('<g ', `<rect width="${d.width}" height="${d.height}" fill="#fff"/><g `));
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i++) rgb.set(rgba.subarray(i * 4, i * 4 + 3), i * 3);
  return encodePng(width, height, rgb);
}

export async function uploadSeal(
  t: TestApp,
  p: Person,
  file: { bytes: Buffer; name: string; type: string } | null,
  o: { alias?: string; language?: 'en' | 'zh' } = {},
) {
  const form = new FormData();
  form.append('alias', o.alias ?? 'Scanned seal');
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: `/webgate${sealsRoutes.upload.path}`,
    headers: {
      ...consoleHeaders,
      'Accept-Language': o.language ?? 'en',
      'content-type': request.headers.get('content-type')!,
      cookie: p.cookie,
      'x-forwarded-for': p.c.ip,
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return Object.assign(res, { json: () => JSON.parse(res.body) as { code: number; msg: string; data: any } });
}
