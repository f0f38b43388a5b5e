import { PDFDocument } from '@cantoo/pdf-lib';
// An uploaded PDF already signed elsewhere: its /Contents read at once (pdf-lib reads hex strings a byte at a time).
import '../../platform/pdf-hex-strings.js';

/** Why an uploaded file is not a PDF a flow can carry (the `signFlows.pdfProblem` phrases). */
export type PdfProblem = 'notPdf' | 'encrypted' | 'broken' | 'empty';

export class FlowPdfError extends Error {
  constructor(readonly problem: PdfProblem) {
    super(`pdf ${problem}`);
  }
}

/** A page's size in points (its media box), for placing fields. */
export interface PageSize {
  width: number;
  height: number;
}

/**
 * Judges an upload by its content, never its declared type: the `%PDF-` header within the first
 * kilobyte, an object graph pdf-lib can read, no `/Encrypt` (a password-protected file could not be
 * read by every signer nor signed by incremental update), and at least one page.
 */
export async function readFlowPdf(bytes: Buffer): Promise<{ pages: PageSize[] }> {
  if (!bytes.subarray(0, 1024).includes('%PDF-')) throw new FlowPdfError('notPdf');
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true, throwOnInvalidObject: true });
  } catch {
    throw new FlowPdfError('broken');
  }
  if (doc.isEncrypted) throw new FlowPdfError('encrypted');
  let pages;
  try {
    pages = doc.getPages().map((p) => p.getSize());
  } catch {
    throw new FlowPdfError('broken');
  }
  if (!pages.length) throw new FlowPdfError('empty');
  return { pages };
}

/**
 * pdf.js 6 calls `Promise.withResolvers`, which Node gains only in 22; the engines say Node 20.19, so
 * it is supplied (as the standard defines it) before pdf.js is loaded, once.
 */
async function loadPdfJs() {
  const P = Promise as unknown as { withResolvers?: () => unknown };
  if (!P.withResolvers)
    P.withResolvers = () => {
      let resolve!: (v: unknown) => void;
      let reject!: (e: unknown) => void;
      const promise = new Promise((res, rej) => {
        resolve = res;
        reject = rej;
      });
      return { promise, resolve, reject };
    };
  return import('pdfjs-dist/legacy/build/pdf.mjs');
}

/**
 * Where a keyword first occurs in the PDF's text, read by pdf.js (Mozilla's parser; its legacy build
 * runs in Node without a canvas): the page and the point the text item starts at, in PDF points from
 * the page's lower-left corner. A keyword split across text items is not found.
 */
export async function findKeyword(bytes: Buffer, keyword: string): Promise<{ page: number; x: number; y: number } | null> {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 });
  const doc = await task.promise;
  try {
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      for (const item of content.items) {
        if (!('str' in item) || !item.str.includes(keyword)) continue;
        const [, , , , e, f] = item.transform as number[];
        return { page: n, x: e ?? 0, y: f ?? 0 };
      }
    }
    return null;
  } finally {
    await task.destroy();
  }
}
