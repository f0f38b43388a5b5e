import { describe, expect, it } from 'vitest';
import { arcProblems } from './arc-layout.js';
import { type EnterpriseSealKind, enterpriseSealSizes, personalSealStyles } from '@console/contract';
import { drawEnterpriseSeal } from './enterprise-seal.js';
import { boxesOverlap, type Box, corners } from './geometry.js';
import { drawNameSeal } from './name-seal.js';

const han = '华夏长江科技网络信息服务贸易发展建设集团股份有限公司北京上海深圳杭州国际电子商务咨询管理实业投资控股';
const hanName = (n: number) => Array.from({ length: n }, (_, i) => han[(i * 7) % han.length]).join('');
const latinWords = ['Acme', 'Global', 'Trading', 'and', 'Logistics', 'Co.,', 'Ltd.', 'Pacific', 'Holdings', 'Group'];
/** A Latin name of exactly n characters (words and spaces). */
const latinName = (n: number) => {
  let s = '';
  for (let i = 0; s.length < n; i++) s += (s ? ' ' : '') + latinWords[i % latinWords.length];
  return s.slice(0, n).trimEnd().padEnd(n, 'x');
};

const nameLengths = Array.from({ length: 37 }, (_, i) => i + 4);
const kinds: EnterpriseSealKind[] = ['official', 'contract', 'invoice'];

describe('an enterprise name fits the arc', () => {
  for (const kind of kinds) {
    for (const script of ['Chinese', 'Latin'] as const) {
      // One test per size: an oval's layouts are the slowest, and 111 of them outlasted a busy machine's test timeout.
      for (const sizeMm of enterpriseSealSizes) {
        it(`${kind} seal ${sizeMm} mm, ${script} names of 4 to 40 characters`, () => {
          for (const n of nameLengths) {
            const name = script === 'Chinese' ? hanName(n) : latinName(n);
            const d = drawEnterpriseSeal({
              kind,
              sizeMm,
              name,
              code: kind === 'invoice' ? undefined : '3301060012345',
              taxNumber: '91330100MA2XXXXX1A',
            });
            const where = `${kind} ${sizeMm} mm, ${n} characters`;
            expect(d.parts.name.glyphs, where).toHaveLength(n);
            // Inside the border, inside the arc, no two characters touching.
            expect(arcProblems(d.parts.name, d.parts.nameArc), where).toEqual([]);
            // Nothing in the middle (star, purpose, taxpayer number) touches the name.
            for (const g of d.parts.name.glyphs) {
              for (const m of [...d.parts.middle, ...d.parts.keepOut]) expect(boxesOverlap(g.box, m), where).toBe(false);
            }
            // Still legible: characters at least 3 mm high and not squeezed to slivers (40 Chinese characters
            // on the smallest oval, whose arc is the shortest, come out a sixth of their width).
            expect(d.parts.name.size, where).toBeGreaterThanOrEqual((3 / 25.4) * 300);
            expect(d.parts.name.squeeze, where).toBeGreaterThan(kind === 'invoice' ? 0.15 : 0.25);
            if (d.parts.code && d.parts.codeArc) {
              expect(arcProblems(d.parts.code, d.parts.codeArc), where).toEqual([]);
              for (const g of d.parts.code.glyphs) for (const m of d.parts.middle) expect(boxesOverlap(g.box, m), where).toBe(false);
            }
          }
        });
      }
    }
  }

  it('a short name spreads over the top instead of bunching in the middle', () => {
    const d = drawEnterpriseSeal({ kind: 'official', sizeMm: 40, name: '华夏科技' });
    const [first, , , last] = d.parts.name.glyphs.map((g) => g.box) as [Box, Box, Box, Box];
    // From about ten to about two o'clock: both ends well down the sides.
    expect(first.cx).toBeLessThan(d.width * 0.3);
    expect(last.cx).toBeGreaterThan(d.width * 0.7);
    expect(d.parts.name.squeeze).toBe(1);
  });

  it('a long name is set smaller and narrower than a short one, never beyond the arc', () => {
    const short = drawEnterpriseSeal({ kind: 'contract', sizeMm: 42, name: hanName(8) }).parts.name;
    const long = drawEnterpriseSeal({ kind: 'contract', sizeMm: 42, name: hanName(40) }).parts.name;
    expect(long.size * long.squeeze).toBeLessThan(short.size * short.squeeze);
  });
});

const inside = (inner: Box, b: Box) =>
  corners(b).every((c) => Math.abs(c.x - inner.cx) <= inner.width / 2 + 1e-6 && Math.abs(c.y - inner.cy) <= inner.height / 2 + 1e-6);

describe('a name seal fits its border', () => {
  // Every style a person's seal has (the legal representative's are among them).
  for (const style of personalSealStyles) {
    it(`${style}: Chinese and Latin names of 1 to 20 characters`, () => {
      for (let n = 1; n <= 20; n++) {
        for (const name of [hanName(n), latinName(Math.max(n, 2))]) {
          const d = drawNameSeal({ style, name });
          const where = `${style} ${name}`;
          for (const b of d.parts.boxes) expect(inside(d.parts.inner, b), where).toBe(true);
          d.parts.boxes.forEach((b, i) => d.parts.boxes.slice(i + 1).forEach((o) => expect(boxesOverlap(b, o), where).toBe(false)));
        }
      }
    });
  }

  it('a two- or three-character Chinese name is made four with 之印 or 印, read right to left', () => {
    const two = drawNameSeal({ style: 'square', name: '张三' }).parts.boxes as [Box, Box, Box, Box];
    expect(two).toHaveLength(4);
    // 张 top right, 三 under it, 之 top left, 印 under it.
    expect(two[0].cx).toBeGreaterThan(two[2].cx);
    expect(two[1].cy).toBeGreaterThan(two[0].cy);
    expect(drawNameSeal({ style: 'square', name: '欧阳娜' }).parts.boxes).toHaveLength(4);
  });
});
