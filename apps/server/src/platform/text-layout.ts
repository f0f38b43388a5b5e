/**
 * Text layout in a field's box (pure: the width of a run comes from the caller's measure, the
 * embedded font's in use). A single-line field keeps one line; a multi-line field wraps — CJK
 * between any two characters, Latin at the last space when the line holds one, else inside the
 * word — and keeps its line breaks. A value that does not fit is refused rather than cut or shrunk
 * past reading: the caller names the field.
 */

export interface Box {
  width: number;
  height: number;
  fontSize: number;
}

export type Measure = (text: string, fontSize: number) => number;

/** Space between the box's edge and the text, in points. */
export const padding = 2;
/** A line's height as a multiple of the font size (the ascent and descent of Noto Sans CJK fit). */
export const lineHeight = 1.25;

/** Lines no wider than `width`, breaking as the module says. */
export function wrapLines(text: string, width: number, fontSize: number, measure: Measure): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const ch of [...paragraph]) {
      if (!line || measure(line + ch, fontSize) <= width) {
        line += ch;
        continue;
      }
      const space = line.lastIndexOf(' ');
      if (ch !== ' ' && space > 0) {
        lines.push(line.slice(0, space));
        line = line.slice(space + 1) + ch;
      } else {
        lines.push(line.trimEnd());
        line = ch === ' ' ? '' : ch;
      }
    }
    lines.push(line);
  }
  return lines;
}

/**
 * The lines of `text` in the box, top first, or null when they do not fit: a single-line field's
 * text wider than the box, or a multi-line field's lines taller than it (or one character wider).
 */
export function layoutText(text: string, box: Box, o: { multiline: boolean; measure: Measure }): string[] | null {
  const inner = { width: box.width - 2 * padding, height: box.height - 2 * padding };
  if (box.fontSize * lineHeight > inner.height + 0.01) return null;
  if (!o.multiline) return o.measure(text, box.fontSize) <= inner.width ? [text] : null;
  const lines = wrapLines(text, inner.width, box.fontSize, o.measure);
  if (lines.some((l) => o.measure(l, box.fontSize) > inner.width)) return null;
  return lines.length * box.fontSize * lineHeight <= inner.height + 0.01 ? lines : null;
}
