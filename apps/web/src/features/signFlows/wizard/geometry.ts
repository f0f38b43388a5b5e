/**
 * Between the screen and the server: the designer draws a page `scale` CSS pixels per point, top-left
 * origin; the server keeps a field's box in points from the page's lower-left corner.
 */
export interface PageBox {
  /** The page's size in points. */
  width: number;
  height: number;
}

export interface PointBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The field's CSS box on a page drawn at `scale`. */
export function toScreen(box: PointBox, page: PageBox, scale: number) {
  return { left: box.x * scale, top: (page.height - box.y - box.height) * scale, width: box.width * scale, height: box.height * scale };
}

/** A box drawn at (left, top), width × height CSS pixels, in points from the lower-left, kept inside the page. */
export function fromScreen(o: { left: number; top: number; width: number; height: number }, page: PageBox, scale: number): PointBox {
  const width = Math.min(o.width / scale, page.width);
  const height = Math.min(o.height / scale, page.height);
  const x = clamp(o.left / scale, 0, page.width - width);
  const yTop = clamp(o.top / scale, 0, page.height - height);
  return { x: round(x), y: round(page.height - yTop - height), width: round(width), height: round(height) };
}

/** A box resized to (width, height) points, its top-left corner kept, inside the page and at least `min`. */
export function resized(box: PointBox, page: PageBox, width: number, height: number, min: number): PointBox {
  const top = box.y + box.height;
  const w = clamp(width, min, page.width - box.x);
  const h = clamp(height, min, top);
  return { x: box.x, y: round(top - h), width: round(w), height: round(h) };
}

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
const round = (v: number) => Math.round(v * 10) / 10;
