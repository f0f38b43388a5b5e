import os from 'node:os';
import type { FillAnswer, FillTask } from './pdf-fill-worker.js';
import { type FillItem, TextOverflow } from './pdf-fill.js';
import { createWorkerPool } from './worker-pool.js';

/**
 * The PDF pool: a template's values drawn into its PDF (tens of milliseconds of parsing, font
 * subsetting and writing per flow) would hold every other request on the event loop — a bulk send
 * draws one per row, back to back. The bundle ships the worker as dist/pdf-fill-worker.js
 * (apps/server/build.mjs).
 */
const pool = createWorkerPool<FillTask>({
  module: 'pdf-fill-worker',
  beside: import.meta.url,
  size: Math.max(1, Math.min(2, os.availableParallelism() - 1)),
  // One document takes well under a second; a minute means a thread is stuck.
  timeoutMs: 60_000,
  // Each waiting task holds its PDF; a bulk send waits for each row's before the next.
  maxQueue: 32,
});

/**
 * `fillPdf` (platform/pdf-fill.ts) in the pool; throws `TextOverflow` naming the first field whose
 * text does not fit, as `fillPdf` does. Drawing changes no page's size: the caller keeps the sizes
 * it read from the document before.
 */
export async function fillPdfOffThread(bytes: Buffer, items: FillItem[]): Promise<Buffer> {
  const answer = await pool.run<FillAnswer>({ bytes, items });
  if ('overflow' in answer) throw new TextOverflow(answer.overflow);
  return Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength);
}
