/**
 * The signatures of a PDF as bytes, found the way a verifier must find them: every signature
 * dictionary's /ByteRange names what it covers, and the gap between its two ranges is exactly the
 * /Contents hex string. Reading byte ranges rather than the object graph also finds the signatures
 * of earlier revisions, and is independent of how (or whether) the file's cross-references parse.
 */

export interface PdfSignature {
  byteRange: [number, number, number, number];
  /** The CMS (DER, without the placeholder's zero padding). */
  cms: Buffer;
  /** The bytes the signature covers. */
  signed: Buffer;
  fieldName: string | null;
  subFilter: string | null;
  /** /M as ms since the epoch, when present and readable. */
  claimedAt: number | null;
  /** The file goes on after the second range: incremental updates were appended. */
  coversWholeFile: boolean;
  /** The widget's text (its object up to `endobj`), where its appearance is named; empty when not found. */
  widgetText: string;
}

const byteRangePattern = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;

/** A DER TLV's full length from its header, to strip the hole's zero padding. */
function derLength(bytes: Buffer): number {
  if (bytes.length < 2 || bytes[0] !== 0x30) return bytes.length;
  const first = bytes[1]!;
  if (first < 0x80) return 2 + first;
  const count = first & 0x7f;
  if (count < 1 || count > 4 || bytes.length < 2 + count) return bytes.length;
  let length = 0;
  for (let i = 0; i < count; i++) length = length * 256 + bytes[2 + i]!;
  return Math.min(bytes.length, 2 + count + length);
}

/** PDF date (D:YYYYMMDDHHmmSS with an optional offset) → ms. */
export function pdfDateToMs(text: string): number | null {
  const m = /^D:(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?([Zz+-])?(\d{2})?'?(\d{2})?/.exec(text);
  if (!m) return null;
  const [, y, mo = '01', d = '01', h = '00', mi = '00', s = '00', sign, oh = '00', om = '00'] = m;
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const offset = (Number(oh) * 60 + Number(om)) * 60_000;
  return sign === '+' ? utc - offset : sign === '-' ? utc + offset : utc;
}

/** A literal or hex PDF string's text (UTF-16BE with BOM or PDFDocEncoding as Latin-1). */
function pdfString(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  let bytes: Buffer;
  if (raw.startsWith('<')) bytes = Buffer.from(raw.slice(1, -1).replace(/\s/g, ''), 'hex');
  else
    bytes = Buffer.from(
      raw
        .slice(1, -1)
        .replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, e: string) =>
          /^[0-7]/.test(e) ? String.fromCharCode(parseInt(e, 8)) : ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' }[e] ?? e),
        ),
      'latin1',
    );
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return Buffer.from(bytes.subarray(2)).swap16().toString('utf16le');
  return bytes.toString('latin1');
}

const stringAfter = (text: string, key: string) => new RegExp(`/${key}\\s*(\\((?:\\\\.|[^\\\\)])*\\)|<[0-9A-Fa-f\\s]*>)`).exec(text)?.[1];

/** Every signature of the file, in file order (first signer first). */
export function readPdfSignatures(pdf: Buffer): PdfSignature[] {
  const text = pdf.toString('latin1');
  const found: PdfSignature[] = [];
  const seen = new Set<string>();
  for (const m of text.matchAll(byteRangePattern)) {
    const byteRange = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])] as PdfSignature['byteRange'];
    const [a, b, c, d] = byteRange;
    // A placeholder (zeros) or a range outside the file is no signature.
    if (a !== 0 || b <= 0 || c <= b || c + d > pdf.length || seen.has(byteRange.join())) continue;
    seen.add(byteRange.join());
    const hole = text.slice(b, c);
    if (!/^<[0-9A-Fa-f\s]*>$/.test(hole)) continue;
    const der = Buffer.from(hole.slice(1, -1).replace(/\s/g, ''), 'hex');
    // The signature dictionary around the range: from its object's start to its end.
    const objectStart = text.lastIndexOf(' obj', m.index);
    const objectEnd = text.indexOf('endobj', c);
    const dict = text.slice(Math.max(0, objectStart), b) + text.slice(c, objectEnd < 0 ? c + 4096 : objectEnd);
    const claimed = pdfString(stringAfter(dict, 'M'));
    // The field naming this signature: the widget whose /V points at the dictionary's object.
    const objectNumber = /(\d+)\s+(\d+)\s*$/.exec(text.slice(Math.max(0, objectStart - 24), objectStart))?.[1];
    const widget = objectNumber ? new RegExp(`/V\\s+${objectNumber}\\s+0\\s+R`).exec(text) : null;
    const widgetText = widget ? text.slice(Math.max(0, text.lastIndexOf(' obj', widget.index)), text.indexOf('endobj', widget.index)) : '';
    found.push({
      byteRange,
      cms: der.subarray(0, derLength(der)),
      signed: Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]),
      fieldName: widgetText ? pdfString(stringAfter(widgetText, 'T')) : null,
      subFilter: /\/SubFilter\s*\/([A-Za-z0-9.#_-]+)/.exec(dict)?.[1] ?? null,
      claimedAt: claimed ? pdfDateToMs(claimed) : null,
      coversWholeFile: c + d === pdf.length,
      widgetText,
    });
  }
  return found.sort((x, y) => x.byteRange[2] + x.byteRange[3] - (y.byteRange[2] + y.byteRange[3]));
}
