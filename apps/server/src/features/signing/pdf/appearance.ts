/**
 * The visible signature's appearance stream: a framed box with a few lines of text in Adobe's
 * predefined STSong-Light CID font (UniGB-UCS2-H), which every conforming reader supplies without
 * embedding — so a Chinese signer name renders as well as a Latin one.
 */

/** A PDF text string as UTF-16BE hex with its byte-order mark (safe for any text, no escaping). */
export const pdfText = (text: string): string => `<FEFF${Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase()}>`;

/** Width in ems: CJK glyphs are full-width, Latin ones (CIDs 1–95 of Adobe-GB1) about half. */
const ems = (text: string) => [...text].reduce((sum, ch) => sum + (ch.charCodeAt(0) < 0x2e80 ? 0.5 : 1), 0);

// Characters outside the BMP cannot be written in UCS-2; they become a replacement mark.
const ucs2 = (text: string) =>
  Buffer.from(text.replace(/[\u{10000}-\u{10FFFF}]/gu, '?'), 'utf16le')
    .swap16()
    .toString('hex')
    .toUpperCase();

/** The font objects (Type0 → CIDFont → descriptor) as bodies of three new objects, given their numbers. */
export function fontObjects(nums: { font: number; cid: number; descriptor: number }): string[] {
  return [
    `<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [${nums.cid} 0 R] >>`,
    `<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor ${nums.descriptor} 0 R /DW 1000 /W [1 95 500] >>`,
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ];
}

/** The appearance form XObject's content: a light panel, a frame, and the lines fitted to the box. */
export function appearanceContent(o: { width: number; height: number; lines: string[] }): string {
  const { width: w, height: h } = o;
  const widest = Math.max(1, ...o.lines.map(ems));
  const size = Math.max(3, Math.min(11, (w - 10) / widest, (h - 6) / (o.lines.length * 1.3)));
  const lead = size * 1.3;
  const n = (x: number) => Number(x.toFixed(2));
  const text = o.lines.map((line, i) => `${i === 0 ? '' : `0 ${n(-lead)} Td `}<${ucs2(line)}> Tj`).join('\n');
  return [
    'q 0.94 0.96 1 rg 0 0 ' + `${n(w)} ${n(h)} re f Q`,
    `q 0.13 0.36 0.78 RG 1 w 0.5 0.5 ${n(w - 1)} ${n(h - 1)} re S Q`,
    `BT 0.1 0.1 0.2 rg /F1 ${n(size)} Tf 5 ${n(h - 3 - size)} Td`,
    text,
    'ET',
  ].join('\n');
}

/** Helvetica, one of the 14 fonts every reader has: a signing date is digits and dashes. */
export const helveticaObject = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';

/** A one-line text (a signing date) in Helvetica, as large as the box allows, centred. */
export function textAppearanceContent(o: { width: number; height: number; text: string }): string {
  const text = o.text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);
  const n = (x: number) => Number(x.toFixed(2));
  // Helvetica's digits are 0.556 em wide; the text's width is estimated from them.
  const size = Math.max(4, Math.min(o.height * 0.7, (o.width - 4) / (Math.max(1, o.text.length) * 0.556)));
  const textWidth = o.text.length * 0.556 * size;
  return `BT 0.1 0.1 0.2 rg /Helv ${n(size)} Tf ${n((o.width - textWidth) / 2)} ${n((o.height - size * 0.72) / 2)} Td (${text}) Tj ET`;
}
