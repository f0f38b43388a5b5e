import { Resvg } from '@resvg/resvg-js';

/**
 * SVG to straight (not premultiplied) RGBA pixels with resvg, a Rust rasterizer shipped prebuilt in
 * its npm package. Seal SVGs hold only paths and embedded images, so no font is looked up: system
 * fonts are not even scanned.
 */
export function rasterizeSvg(svg: string): { rgba: Uint8Array; width: number; height: number } {
  const image = new Resvg(svg, { font: { loadSystemFonts: false }, fitTo: { mode: 'original' } }).render();
  const rgba = new Uint8Array(image.pixels);
  // resvg's pixels are premultiplied by alpha; PNG wants them straight.
  for (let i = 3; i < rgba.length; i += 4) {
    const a = rgba[i]!;
    if (a === 0 || a === 255) continue;
    for (let c = i - 3; c < i; c++) rgba[c] = Math.min(255, Math.round((rgba[c]! * 255) / a));
  }
  return { rgba, width: image.width, height: image.height };
}
