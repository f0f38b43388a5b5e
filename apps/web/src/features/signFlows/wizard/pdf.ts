import { GlobalWorkerOptions, type PDFDocumentProxy, getDocument } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

// pdf.js parses in its worker, a file of our own origin (the console's CSP allows scripts from 'self' only).
GlobalWorkerOptions.workerSrc = workerUrl;

/** Opens a chosen PDF for drawing its pages; `close` ends its worker's copy. */
export async function openPdf(file: Blob): Promise<{ pdf: PDFDocumentProxy; close: () => void }> {
  const task = getDocument({ data: new Uint8Array(await file.arrayBuffer()) });
  return { pdf: await task.promise, close: () => void task.destroy() };
}
