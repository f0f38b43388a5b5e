import type { CertificateLayout, CertificateText } from './certificate-pdf.js';
import { createWorkerPool } from '../../platform/worker-pool.js';

/**
 * The completion certificate laid out in a thread of its own (certificate-worker.ts; bundled as
 * dist/certificate-worker.js by apps/server/build.mjs), decision 51: its tens of milliseconds of CPU
 * held every request of the process while the completion job made it. One thread: the job makes
 * one certificate at a time. Not the templates' PDF pool, whose queue a bulk send fills — a
 * completion would wait behind thousands of rows or be refused.
 */
const pool = createWorkerPool<CertificateText>({
  module: 'certificate-worker',
  beside: import.meta.url,
  size: 1,
  // A certificate takes well under a second; a minute means the thread is stuck (the job tries again).
  timeoutMs: 60_000,
  maxQueue: 8,
});

/** `layoutCertificate` (certificate-pdf.ts) in the certificate's thread. */
export async function layoutCertificateOffThread(text: CertificateText): Promise<CertificateLayout> {
  const answer = await pool.run<{ bytes: Uint8Array; lastPage: number }>(text);
  return { bytes: Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength), lastPage: answer.lastPage };
}
