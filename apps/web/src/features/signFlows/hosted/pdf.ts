import { GlobalWorkerOptions, type PDFDocumentProxy, getDocument } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

// pdf.js parses in its worker, a file of our own origin (the console's CSP allows scripts from 'self' only).
GlobalWorkerOptions.workerSrc = workerUrl;

/** Opens a document as it stands for drawing its pages; pdf.js evaluates no code from it (the CSP has no 'unsafe-eval'). */
export async function openPdf(blob: Blob): Promise<PDFDocumentProxy> {
  return getDocument({ data: new Uint8Array(await blob.arrayBuffer()) }).promise;
}
