/**
 * The hover shade of the theme colour: darker, not lighter, so white text on a hovered button and a
 * hovered link keep the contrast the website config was checked for (WCAG AA). Antd-free, for both frames.
 */
export function hoverShade(hex: string, amount = 0.15): string {
  const n = parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(c * (1 - amount));
  return `#${[(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => mix(c).toString(16).padStart(2, '0')).join('')}`;
}
