import { describe, expect, it } from 'vitest';
import { decodePng } from '../../../../test/support/png.js';
import { renderEnterpriseSeal, renderNameSeal, sealDpi, undrawable } from './index.js';

/** Share of pixels that are fully transparent, and of those that are the seal's red and opaque. */
function inks(png: Buffer) {
  const { width, height, channels, pixels } = decodePng(png);
  let clear = 0;
  let red = 0;
  for (let i = 0; i < width * height; i++) {
    const [r, g, b, a] = pixels.subarray(i * channels, i * channels + 4) as unknown as [number, number, number, number];
    if (a === 0) clear++;
    if (a === 255 && r > 200 && g < 40 && b < 60) red++;
  }
  return { width, height, channels, clear: clear / (width * height), red: red / (width * height), pixels };
}

describe('seal images', () => {
  it('an enterprise seal is a transparent PNG of the declared size at 300 dpi, red on nothing', () => {
    for (const sizeMm of [38, 40, 42] as const) {
      const image = renderEnterpriseSeal({ kind: 'official', sizeMm, name: '杭州示例网络科技有限公司', code: '3301060012345' });
      const px = Math.round((sizeMm / 25.4) * sealDpi);
      expect([image.width, image.height]).toEqual([px, px]);
      const decoded = inks(image.png);
      expect([decoded.width, decoded.height, decoded.channels]).toEqual([px, px, 4]);
      // The corners outside the ring, and most of the face, are see-through; the ink is solid red.
      expect(decoded.pixels[3]).toBe(0);
      expect(decoded.clear).toBeGreaterThan(0.5);
      expect(decoded.red).toBeGreaterThan(0.08);
    }
  });

  it('the invoice seal is the 4:3 oval', () => {
    const image = renderEnterpriseSeal({ kind: 'invoice', sizeMm: 40, name: '上海示例贸易有限公司', taxNumber: '91310000MA1FL4XX2K' });
    const decoded = inks(image.png);
    expect([decoded.width, decoded.height, decoded.channels]).toEqual([472, 354, 4]);
    expect(decoded.red).toBeGreaterThan(0.05);
  });

  it('a name seal in relief is mostly red, one with a border mostly clear', () => {
    const relief = inks(renderNameSeal({ style: 'squareRelief', name: '张三' }).png);
    const bordered = inks(renderNameSeal({ style: 'square', name: '张三' }).png);
    expect([relief.width, relief.height, relief.channels]).toEqual([236, 236, 4]);
    expect(relief.red).toBeGreaterThan(0.5);
    expect(bordered.clear).toBeGreaterThan(0.4);
    const oblong = inks(renderNameSeal({ style: 'oblong', name: 'John Smith' }).png);
    expect([oblong.width, oblong.height]).toEqual([307, 118]);
  });

  it('characters the font cannot draw are named, so a name is refused rather than cut with empty boxes', () => {
    expect(undrawable('华夏 Acme Co., Ltd.')).toEqual([]);
    expect(undrawable('华夏😀科技')).toEqual(['😀']);
  });
});
