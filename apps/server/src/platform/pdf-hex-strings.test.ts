import { type PDFArray, PDFContext, type PDFDict, PDFDocument, PDFHexString, PDFName, PDFObjectParser } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfLibHexStringReader } from './pdf-hex-strings.js';

const parse = (text: string) => PDFObjectParser.forBytes(Buffer.from(text, 'latin1'), PDFContext.create()).parseObject();

/** The same text through pdf-lib's own byte-at-a-time reader. */
function parseWithPdfLib(text: string) {
  const proto = PDFObjectParser.prototype as unknown as { parseHexString: typeof pdfLibHexStringReader };
  const fast = proto.parseHexString;
  proto.parseHexString = pdfLibHexStringReader;
  try {
    return parse(text);
  } finally {
    proto.parseHexString = fast;
  }
}

describe('hex strings read at once', () => {
  it('reads every hex string as pdf-lib does: spaces and line breaks inside, odd length, empty, a signature-sized one', () => {
    expect((PDFObjectParser.prototype as unknown as { parseHexString: unknown }).parseHexString).not.toBe(pdfLibHexStringReader);
    const hexes = ['<48656C6C6F>', '<48 65\n6c\r\n6C 6f>', '<ABC>', '<>', `<${'3082'.repeat(8_192)}>`];
    for (const text of hexes) {
      const fast = parse(text);
      const slow = parseWithPdfLib(text);
      expect(fast).toBeInstanceOf(PDFHexString);
      expect(fast.toString()).toBe(slow.toString());
      expect([...(fast as PDFHexString).asBytes()]).toEqual([...(slow as PDFHexString).asBytes()]);
    }
    expect((parse('<48656C6C6F>') as PDFHexString).decodeText()).toBe('Hello');
  });

  it('goes on after the string: the objects that follow in an array and a dictionary are read', () => {
    const array = parse('[<AB> <cd>/Name 12]') as PDFArray;
    expect(array.size()).toBe(4);
    expect(array.get(1)!.toString()).toBe('<cd>');
    expect(array.get(2)).toBe(PDFName.of('Name'));
    const dict = parse('<< /Contents <0102> /M (D:2026) >>') as PDFDict;
    expect(dict.get(PDFName.of('Contents'))!.toString()).toBe('<0102>');
    expect(dict.get(PDFName.of('M'))!.toString()).toBe('(D:2026)');
  });

  it('a hex string without its end is pdf-lib’s error, as before', () => {
    expect(() => parse('<ABCD')).toThrow();
    expect(() => parseWithPdfLib('<ABCD')).toThrow();
  });

  it('a document with a long hex string loads and saves the same string', async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    const long = '00'.repeat(16_384);
    doc.setSubject('x');
    doc.catalog.set(PDFName.of('Probe'), PDFHexString.of(long));
    const again = await PDFDocument.load(await doc.save({ useObjectStreams: false }));
    expect(again.catalog.get(PDFName.of('Probe'))!.toString()).toBe(`<${long}>`);
    expect(again.getPageCount()).toBe(1);
  });
});
