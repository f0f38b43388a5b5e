import { type CertificateLayout, type CertificateText, layoutCertificate } from './certificate-pdf.js';

/**
 * The completion certificate's thread (certificate-workers.ts): its pages laid out and written —
 * pdf-lib and fontkit's CJK subset, ~60–80 ms of CPU a certificate — away from the event loop. Each
 * thread keeps its own parse of the font (certificate-pdf.ts), so only its first task pays for it.
 */
export default function perform(task: CertificateText): Promise<CertificateLayout> {
  return layoutCertificate(task);
}
