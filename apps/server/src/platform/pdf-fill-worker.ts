import { PDFDocument } from '@cantoo/pdf-lib';
import { type FillItem, TextOverflow, fillPdf } from './pdf-fill.js';

/**
 * The PDF pool's entry (platform/pdf-workers.ts): fill-in values drawn into a PDF (`fillPdf`: the
 * document parsed, the CJK font subset, the file written) and the filled document's page sizes read
 * back, away from the event loop; piscina calls the default export with each task. Each thread keeps
 * its own parse of the CJK font (pdf-fill.ts), so only a thread's first task pays for it.
 */

export interface FillTask {
  bytes: Uint8Array;
  items: FillItem[];
}

export type FillAnswer = { bytes: Uint8Array; pages: { width: number; height: number }[] } | { overflow: string };

export default async function perform(task: FillTask): Promise<FillAnswer> {
  let bytes: Buffer;
  try {
    bytes = await fillPdf(Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength), task.items);
  } catch (error) {
    // An error's class does not cross the thread: the overflowing field comes back as an answer.
    if (error instanceof TextOverflow) return { overflow: error.key };
    throw error;
  }
  // The sizes as sign flows' readFlowPdf reads them, so a flow's fields are checked without parsing the file again.
  const doc = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
  return { bytes, pages: doc.getPages().map((p) => p.getSize()) };
}
