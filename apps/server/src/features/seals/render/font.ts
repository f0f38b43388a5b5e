import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';

/**
 * The one font seals are cut in: Noto Sans CJK SC Bold (SIL Open Font License), shipped as an OTF by
 * the npm package `@embedpdf/fonts-sc`, so a fresh install draws Chinese names with nothing else to
 * fetch. Only the outlines of the characters a seal uses are read, once each, and kept: a seal is a
 * handful of glyphs, and the same names are drawn again and again (previews while a person types).
 */
// The package exports only its list of files, so the font is found beside its entry point.
const fontFile = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@embedpdf/fonts-sc')),
  '..',
  'fonts',
  'NotoSansHans-Bold.otf',
);

export interface GlyphOutline {
  /** SVG path data in font units, y pointing up (the font's own direction). */
  d: string;
  /** Horizontal advance, in ems. */
  advance: number;
}

export interface SealFont {
  unitsPerEm: number;
  /** The middle of the ideographic em box (between the typographic ascender and descender), in font units. */
  middle: number;
  glyph(char: string): GlyphOutline;
  has(char: string): boolean;
}

let loaded: SealFont | undefined;

/** The seal font, opened on first use (about 8 ms) and kept for the life of the process. */
export function sealFont(): SealFont {
  if (loaded) return loaded;
  const font = fontkit.openSync(fontFile) as fontkit.Font;
  const os2 = font['OS/2'] as { typoAscender: number; typoDescender: number };
  const cache = new Map<string, GlyphOutline>();
  const has = (char: string) => font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0);
  loaded = {
    unitsPerEm: font.unitsPerEm,
    middle: (os2.typoAscender + os2.typoDescender) / 2,
    has,
    glyph(char) {
      let outline = cache.get(char);
      if (!outline) {
        const g = font.glyphForCodePoint(char.codePointAt(0) ?? 0);
        outline = { d: g.path.toSVG(), advance: g.advanceWidth / font.unitsPerEm };
        cache.set(char, outline);
      }
      return outline;
    },
  };
  return loaded;
}
