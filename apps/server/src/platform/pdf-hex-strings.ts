import { PDFHexString, PDFObjectParser } from '@cantoo/pdf-lib';

/**
 * pdf-lib reads a hex string (`<…>`) one byte at a time, appending each character to a string:
 * a signed PDF's `/Contents` is 32,768 hex digits per signature (signing's placeholder), so loading
 * a document to add the next signature spent more time there than on the rest of the file
 * (the sign-flows bench: ~4.8 of 6.9 ms of CPU to load a 2-page PDF with two signatures), and every
 * earlier signature adds as much again. The same string is read here in one step: the bytes up to
 * the closing `>` taken as Latin-1, exactly what pdf-lib builds (each byte's character, whitespace
 * included; the hex digits are decoded later, when asked). An encrypted document's strings (a
 * decryption per object) and a string without its `>` (pdf-lib's own error) go to pdf-lib's reader.
 * Installed once, for the process, by importing this module where PDFs are read.
 */
type Parser = {
  bytes: { bytes: Uint8Array; offset(): number; moveTo(offset: number): void; peek(): number | undefined };
  cryptoFactory?: unknown;
};
const proto = PDFObjectParser.prototype as unknown as Record<string, (this: Parser, ref?: unknown) => PDFHexString>;
const original = proto.parseHexString!;
const lessThan = 0x3c;
const greaterThan = 0x3e;

function parseHexStringAtOnce(this: Parser, ref?: unknown): PDFHexString {
  const stream = this.bytes;
  if ((this.cryptoFactory && ref) || stream.peek() !== lessThan) return original.call(this, ref);
  const start = stream.offset() + 1;
  const end = stream.bytes.indexOf(greaterThan, start);
  if (end < 0) return original.call(this, ref);
  const { buffer, byteOffset } = stream.bytes;
  const value = Buffer.from(buffer, byteOffset + start, end - start).toString('latin1');
  stream.moveTo(end + 1);
  return PDFHexString.of(value);
}

if (proto.parseHexString !== parseHexStringAtOnce) proto.parseHexString = parseHexStringAtOnce;

/** pdf-lib's own reader, for the test that compares both. */
export const pdfLibHexStringReader = original;
