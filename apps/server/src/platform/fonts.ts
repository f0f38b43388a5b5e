import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The fonts the install carries, for PDFs the platform writes (the sign flows' completion
 * certificate; filled templates next): Noto Sans CJK SC (SIL Open Font License) from the npm package
 * `@embedpdf/fonts-sc`, so a fresh `npm ci` machine embeds Chinese with no system font. These are
 * read-only files of the installed package, not stored data, so they are read here rather than
 * through the file store; each is read once and kept for the life of the process (8 MB each).
 */
// The package exports only its list of files, so the fonts are found beside its entry point.
const fontsFolder = path.join(path.dirname(createRequire(import.meta.url).resolve('@embedpdf/fonts-sc')), '..', 'fonts');

const kept = new Map<string, Buffer>();

/** The bytes of Noto Sans CJK SC in the given weight, read on first use. */
export function cjkFontBytes(weight: 'Regular' | 'Bold' = 'Regular'): Buffer {
  let bytes = kept.get(weight);
  if (!bytes) {
    bytes = readFileSync(path.join(fontsFolder, `NotoSansHans-${weight}.otf`));
    kept.set(weight, bytes);
  }
  return bytes;
}
