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
const poolOptions = {
  module: 'pdf-fill-worker',
  beside: import.meta.url,
  size: Math.max(1, Math.min(2, os.availableParallelism() - 1)),
  // One document takes well under a second; a minute means a thread is stuck.
  timeoutMs: 60_000,
  // Each waiting task holds its PDF; a bulk send waits for each row's before the next.
  maxQueue: 32,
};
const pool = createWorkerPool<FillTask>(poolOptions);
/**
 * A bulk send's rows: one thread, niced (thread-priority.ts), so on a busy machine the console's
 * requests get the cores first and a batch takes what is left; its own lane, so a person starting one
 * flow never waits behind a batch's rows, nor at a lowered priority. It ends a minute after a batch.
 */
const backgroundPool = createWorkerPool<FillTask>({ ...poolOptions, size: 1, niceness: 10, idleTimeoutMs: 60_000 });

/**
 * `fillPdf` (platform/pdf-fill.ts) in the pool (`background`: the bulk's lane); throws `TextOverflow`
 * naming the first field whose text does not fit, as `fillPdf` does. Drawing changes no page's size:
 * the caller keeps the sizes it read from the document before.
 */
export async function fillPdfOffThread(bytes: Buffer, items: FillItem[], o: { background?: boolean } = {}): Promise<Buffer> {
  const answer = await (o.background ? backgroundPool : pool).run<FillAnswer>({ bytes, items });
  if ('overflow' in answer) throw new TextOverflow(answer.overflow);
  return Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength);
}
