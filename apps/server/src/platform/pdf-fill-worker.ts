import { type FillItem, TextOverflow, fillPdf } from './pdf-fill.js';
import { applyPoolNiceness } from './thread-priority.js';

/**
 * The PDF pool's entry (platform/pdf-workers.ts): fill-in values drawn into a PDF (`fillPdf`: the
 * document parsed, the CJK font subset, the file written) and the filled document's page sizes read
 * back, away from the event loop; piscina calls the default export with each task. Each thread keeps
 * its own parse of the CJK font (pdf-fill.ts), so only a thread's first task pays for it.
 */

// The bulk's lane runs niced (pdf-workers.ts); the interactive pool's threads pass no niceness.
applyPoolNiceness();

export interface FillTask {
  bytes: Uint8Array;
  items: FillItem[];
}

export type FillAnswer = { bytes: Uint8Array } | { overflow: string };

export default async function perform(task: FillTask): Promise<FillAnswer> {
  try {
    return { bytes: await fillPdf(Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength), task.items) };
  } catch (error) {
    // An error's class does not cross the thread: the overflowing field comes back as an answer.
    if (error instanceof TextOverflow) return { overflow: error.key };
    throw error;
  }
}
