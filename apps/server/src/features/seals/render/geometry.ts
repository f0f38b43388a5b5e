/**
 * Plane geometry for laying seal text out: glyph boxes (rotated rectangles), the ellipse a name
 * follows (a circle is the ellipse with equal axes) measured by arc length, and the tests a layout
 * must pass — boxes that do not touch each other, and stay inside the border and outside what the
 * middle of the seal holds. Coordinates are pixels with y pointing down, as in SVG.
 */

export interface Point {
  x: number;
  y: number;
}

/** A glyph's box: centre, width along the text, height across it, turned clockwise by `angle` radians. */
export interface Box {
  cx: number;
  cy: number;
  width: number;
  height: number;
  angle: number;
}

export function corners(b: Box): Point[] {
  const c = Math.cos(b.angle);
  const s = Math.sin(b.angle);
  const hw = b.width / 2;
  const hh = b.height / 2;
  return [
    [-hw, -hh],
    [hw, -hh],
    [hw, hh],
    [-hw, hh],
  ].map(([u, v]) => ({ x: b.cx + u! * c - v! * s, y: b.cy + u! * s + v! * c }));
}

/** Whether two boxes overlap (separating axis theorem); boxes that only touch do not. */
export function boxesOverlap(a: Box, b: Box): boolean {
  const pa = corners(a);
  const pb = corners(b);
  for (const angle of [a.angle, a.angle + Math.PI / 2, b.angle, b.angle + Math.PI / 2]) {
    const ax = Math.cos(angle);
    const ay = Math.sin(angle);
    const project = (ps: Point[]) => ps.map((p) => p.x * ax + p.y * ay);
    const ra = project(pa);
    const rb = project(pb);
    if (Math.max(...ra) <= Math.min(...rb) + 1e-9 || Math.max(...rb) <= Math.min(...ra) + 1e-9) return false;
  }
  return true;
}

/** An axis-aligned ellipse around (cx, cy) with horizontal semi-axis `a` and vertical `b`. */
export interface Ellipse {
  cx: number;
  cy: number;
  a: number;
  b: number;
}

/** Where a point lies against an ellipse: below 1 inside, 1 on it, above 1 outside. */
export const ellipseLevel = (e: Ellipse, p: Point) => ((p.x - e.cx) / e.a) ** 2 + ((p.y - e.cy) / e.b) ** 2;

/**
 * An ellipse walked by arc length. Its parameter `t` is 0 at the top and grows clockwise
 * (x = cx + a sin t, y = cy − b cos t); `lengthAt` and `paramAt` convert between t ∈ [−π, π] and the
 * arc length from the top (negative to the left), by a table fine enough that the error is far
 * below a pixel.
 */
export class EllipseWalk {
  private readonly ts: Float64Array;
  private readonly ss: Float64Array;
  private readonly circle: boolean;
  constructor(readonly e: Ellipse) {
    // A circle's arc length is its radius times the angle; only an oval needs the table.
    this.circle = Math.abs(e.a - e.b) < 1e-9;
    const n = this.circle ? 2 : 2048;
    this.ts = new Float64Array(n + 1);
    this.ss = new Float64Array(n + 1);
    let s = 0;
    for (let i = 0; i <= n; i++) {
      const t = -Math.PI + (2 * Math.PI * i) / n;
      if (i > 0) {
        const tm = t - Math.PI / n;
        s += Math.hypot(e.a * Math.cos(tm), e.b * Math.sin(tm)) * ((2 * Math.PI) / n);
      }
      this.ts[i] = t;
      this.ss[i] = s;
    }
    const half = this.ss[n / 2]!;
    for (let i = 0; i <= n; i++) this.ss[i] = this.ss[i]! - half;
  }

  point(t: number): Point {
    return { x: this.e.cx + this.e.a * Math.sin(t), y: this.e.cy - this.e.b * Math.cos(t) };
  }

  /** The clockwise angle from "up" of the outward normal at t (0 at the top, π/2 at the right). */
  normalAngle(t: number): number {
    return Math.atan2(this.e.b * Math.sin(t), this.e.a * Math.cos(t));
  }

  lengthAt(t: number): number {
    return this.circle ? this.e.a * Math.max(-Math.PI, Math.min(Math.PI, t)) : this.interpolate(this.ts, this.ss, t);
  }

  paramAt(s: number): number {
    return this.circle ? Math.max(-Math.PI, Math.min(Math.PI, s / this.e.a)) : this.interpolate(this.ss, this.ts, s);
  }

  private interpolate(from: Float64Array, to: Float64Array, v: number): number {
    let lo = 0;
    let hi = from.length - 1;
    if (v <= from[lo]!) return to[lo]!;
    if (v >= from[hi]!) return to[hi]!;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (from[mid]! <= v) lo = mid;
      else hi = mid;
    }
    return to[lo]! + ((to[hi]! - to[lo]!) * (v - from[lo]!)) / (from[hi]! - from[lo]!);
  }
}
