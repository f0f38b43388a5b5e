import type { Language } from '@console/phrases';
import type { Deps } from '../../platform/context.js';
import type { CertificateRow } from '../certificates/index.js';
import { signPdf } from './sign-pdf.js';
import { signerOf } from './signer.js';

/**
 * For sign flows: one more PAdES B-T signature (our TSA's token) on a flow's document by a signer's
 * certificate, as an incremental update after the bytes it is given, so every earlier signer's
 * signature stays valid. With `sealPng` the seal or personal signature is its appearance, fitted
 * into the box; refusals are the signing capability's own (`signingPdfInvalid`, `signingPlacementInvalid`,
 * `signingTimestampFailed`), and nothing half-signed is answered.
 */
export async function signFlowRevision(
  deps: Deps,
  o: {
    certificate: CertificateRow;
    pdf: Buffer;
    box: { page: number; x: number; y: number; width: number; height: number };
    reason: string;
    sealPng?: Buffer;
    lang: Language;
  },
): Promise<{ bytes: Buffer; digest: string }> {
  const signer = await signerOf(deps, { row: o.certificate, field: 'token', lang: o.lang });
  return signPdf(deps, {
    signer,
    pdf: o.pdf,
    placement: { ...o.box, reason: o.reason, level: 'B-T' },
    fileField: 'token',
    lang: o.lang,
    sealPng: o.sealPng,
  });
}
