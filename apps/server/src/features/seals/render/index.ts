import { encodePngRgba } from '../../../platform/png.js';
import { drawEnterpriseSeal, type EnterpriseSealSpec } from './enterprise-seal.js';
import { drawNameSeal, type NameSealSpec } from './name-seal.js';
import { rasterizeSvg } from './raster.js';

export * from './enterprise-seal.js';
export * from './name-seal.js';
import { sealDpi } from './svg.js';

export { sealDpi, undrawable } from './svg.js';

export interface SealImage {
  png: Buffer;
  width: number;
  height: number;
}

/** SVG to a transparent PNG: resvg's own PNG encoder took 60 % of the time; ours also records the 300 dpi. */
function rasterize(svg: string, width: number, height: number): SealImage {
  const { rgba, width: w, height: h } = rasterizeSvg(svg);
  return { png: encodePngRgba(w, h, rgba, { dpi: sealDpi }), width, height };
}

/** An enterprise seal as a transparent PNG at print resolution (300 dpi: 472 px for 40 mm). */
export function renderEnterpriseSeal(spec: EnterpriseSealSpec): SealImage {
  const d = drawEnterpriseSeal(spec);
  return rasterize(d.svg, d.width, d.height);
}

/** A person's name seal as a transparent PNG at print resolution. */
export function renderNameSeal(spec: NameSealSpec): SealImage {
  const d = drawNameSeal(spec);
  return rasterize(d.svg, d.width, d.height);
}
