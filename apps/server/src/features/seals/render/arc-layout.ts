import { type Box, boxesOverlap, corners, type Ellipse, ellipseLevel, EllipseWalk } from './geometry.js';

/**
 * Text along a seal's border: the enterprise name over the top, an anti-forgery code under the
 * bottom. Each character gets a box as high as the text size and as wide as its advance (squeezed
 * when the text is long, as seal cutters do), stood up on the ellipse through the boxes' centres with
 * its top pointing out (over the top) or in (under the bottom), the boxes spread evenly over the arc.
 * A long name first takes smaller characters, then narrower ones; whatever the length, the layout
 * is checked — no two boxes touch, every box stays inside the border and inside the arc it may
 * use — and squeezed further until it passes.
 */
export interface ArcTextOptions {
  /** Characters with their advance in ems (1 for a Chinese character, less for most Latin letters). */
  advances: number[];
  /** The ellipse the boxes' outer edges may reach (the border's inside, less a margin). */
  outer: Ellipse;
  /** The largest and smallest text size (box height), px. */
  maxSize: number;
  minSize: number;
  /** Half the arc the text may use and at least spreads over, radians from the top (or bottom). */
  maxHalfSweep: number;
  minHalfSweep: number;
  /** Over the top (name) or under the bottom, reading left to right (code). */
  side: 'top' | 'bottom';
  /** Space between neighbours at full width, in ems of the text size. */
  gap?: number;
  /** Narrowest squeeze tried before the text gets smaller. */
  preferredSqueeze?: number;
}

export interface ArcGlyph {
  box: Box;
  /** Horizontal squeeze of the glyph (1 = as designed). */
  squeeze: number;
}

export interface ArcLayout {
  glyphs: ArcGlyph[];
  size: number;
  squeeze: number;
  /** How far the boxes were moved in from the border beyond the sag of their width, px. */
  lower: number;
}

function place(o: ArcTextOptions, size: number, squeeze: number, lower = 0): ArcLayout {
  const widths = o.advances.map((a) => a * size * squeeze);
  // A box is straight and the border curves: its outer corners reach further out than its middle,
  // by as much as a chord of the box's width falls short of the arc. The boxes sit that much lower.
  const radius = Math.min(o.outer.a, o.outer.b);
  const sag = radius - Math.sqrt(radius ** 2 - (Math.max(...widths) / 2) ** 2) + lower;
  const centre: Ellipse = { ...o.outer, a: o.outer.a - size / 2 - sag, b: o.outer.b - size / 2 - sag };
  const inner: Ellipse = { ...o.outer, a: o.outer.a - size - sag, b: o.outer.b - size - sag };
  const centreWalk = new EllipseWalk(centre);
  const innerWalk = new EllipseWalk(inner);
  const n = widths.length;
  const gap = (o.gap ?? 0.12) * size;
  const natural = widths.reduce((sum, w) => sum + w, 0) + gap * (n - 1);
  // Spans are measured on the inner edge, where neighbours come closest.
  const maxSpan = 2 * innerWalk.lengthAt(o.maxHalfSweep);
  const minSpan = Math.min(maxSpan, 2 * innerWalk.lengthAt(o.minHalfSweep));
  const span = Math.min(maxSpan, Math.max(natural, minSpan));
  const spacing = n > 1 ? (span - widths.reduce((sum, w) => sum + w, 0)) / (n - 1) : 0;
  let at = -span / 2;
  const glyphs = widths.map((width) => {
    const middle = at + width / 2;
    at += width + spacing;
    const t = o.side === 'top' ? innerWalk.paramAt(middle) : Math.PI - innerWalk.paramAt(middle);
    const p = centreWalk.point(t);
    const angle = centreWalk.normalAngle(t) + (o.side === 'top' ? 0 : Math.PI);
    return { box: { cx: p.x, cy: p.y, width, height: size, angle }, squeeze };
  });
  return { glyphs, size, squeeze, lower };
}

/**
 * The angle of a point seen from the centre, from the top (or the bottom) clockwise, against the
 * same angle of the arc's end; both are polar angles, so circle and oval are judged alike.
 */
function beyondArc(o: Pick<ArcTextOptions, 'outer' | 'maxHalfSweep' | 'side'>, x: number, y: number): number {
  const polar = Math.abs(Math.atan2(x - o.outer.cx, -(y - o.outer.cy)));
  const seen = o.side === 'top' ? polar : Math.PI - polar;
  const t = o.maxHalfSweep;
  const end =
    o.side === 'top'
      ? Math.abs(Math.atan2(o.outer.a * Math.sin(t), o.outer.b * Math.cos(t)))
      : Math.PI - Math.abs(Math.atan2(o.outer.a * Math.sin(Math.PI - t), o.outer.b * Math.cos(Math.PI - t)));
  return seen - end;
}

export type ArcProblem = { glyph: number; kind: 'border' | 'arc' | 'overlap' };

/** The problems of a layout (empty when it fits): overlaps, boxes outside the border or the arc. */
export function arcProblems(layout: ArcLayout, o: Pick<ArcTextOptions, 'outer' | 'maxHalfSweep' | 'side'>): ArcProblem[] {
  const problems: ArcProblem[] = [];
  layout.glyphs.forEach((g, i) => {
    const cs = corners(g.box);
    if (cs.some((c) => ellipseLevel(o.outer, c) > 1 + 1e-6)) problems.push({ glyph: i, kind: 'border' });
    // The arc's end is an angle on the ellipse the boxes stand on; a corner may pass it by a hair.
    if (cs.some((c) => beyondArc(o, c.x, c.y) > 0.03)) problems.push({ glyph: i, kind: 'arc' });
    const next = layout.glyphs[i + 1];
    if (next && boxesOverlap(g.box, next.box)) problems.push({ glyph: i, kind: 'overlap' });
  });
  return problems;
}

export function layoutArcText(o: ArcTextOptions): ArcLayout {
  const total = o.advances.reduce((sum, a) => sum + a, 0);
  const preferred = o.preferredSqueeze ?? 0.55;
  // The largest size at which the text fits at the preferred squeeze, else the smallest size.
  let size = o.maxSize;
  let squeeze: number;
  for (; ; size = Math.max(o.minSize, size * 0.96)) {
    const innerWalk = new EllipseWalk({ ...o.outer, a: o.outer.a - size, b: o.outer.b - size });
    const room = 2 * innerWalk.lengthAt(o.maxHalfSweep) - (o.gap ?? 0.12) * size * (o.advances.length - 1);
    squeeze = Math.min(1, room / (total * size));
    if (squeeze >= preferred || size === o.minSize) break;
  }
  let layout = place(o, size, Math.max(squeeze, 0.05));
  // An oval's corners can poke out where its curve tightens: those move the text in a pixel; a
  // tight arc narrows it.
  for (let tries = 0; tries < 80; tries++) {
    const problems = arcProblems(layout, o);
    if (problems.length === 0) break;
    layout = problems.some((p) => p.kind === 'border')
      ? place(o, layout.size, layout.squeeze, layout.lower + 1)
      : place(o, layout.size, layout.squeeze * 0.95, layout.lower);
  }
  return layout;
}
