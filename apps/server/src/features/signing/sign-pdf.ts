import type { SignPdfForm } from '@console/contract';
import type { Language } from '@console/phrases';
import { translate } from '@console/phrases';
import { createHash } from 'node:crypto';
import type { Deps } from '../../platform/context.js';
import { fieldError } from '../../platform/errors.js';
import { cmsDigestOf } from '../certificates/index.js';
import { pdfImageOf } from './pdf/image.js';
import { type Drawing, embedSignature, PdfError, preparePdfSignature, signedBytes, type Stamp } from './pdf/incremental.js';
import { cadesDetached, type Signer } from './signer.js';
import { addSignatureTimestamp } from './timestamp.js';

/** China time for the visible appearance, as the console shows times. */
const shownTime = (at: number) => new Date(at + 8 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19) + ' (UTC+8)';

/**
 * Sign mode 1: the PDF with one more PAdES signature (B-B, or B-T with our TSA's token over the signature), appended as
 * an incremental update. Refusals name `fileField` (a PDF we cannot read or is encrypted) or the
 * placement's field; nothing half-signed is ever returned — the CMS goes into the hole whole or the
 * call fails. With a seal's PNG (`sealPng`), the seal is the visible appearance, fitted into the box.
 */
export async function signPdf(
  deps: Deps,
  o: {
    signer: Signer;
    pdf: Buffer;
    placement: Pick<SignPdfForm, 'page' | 'x' | 'y' | 'width' | 'height' | 'reason' | 'level'>;
    fileField: string;
    lang: Language;
    sealPng?: Buffer;
    /** What the signature's own box shows instead of the seal or the lines (a signing date). */
    drawing?: Drawing;
    /** The other places the signature is drawn (a sign flow signer's other fields). */
    stamps?: Stamp[];
  },
): Promise<{ bytes: Buffer; digest: string }> {
  const { signer, placement: p, lang } = o;
  const now = deps.clock.now();
  let prepared;
  try {
    prepared = await preparePdfSignature(o.pdf, {
      page: p.page,
      rect: { x: p.x, y: p.y, width: p.width, height: p.height },
      lines: [
        translate(lang, 'signing.appearance.signer', { name: signer.name }),
        translate(lang, 'signing.appearance.time', { time: shownTime(now) }),
        translate(lang, 'signing.appearance.reason', { reason: p.reason }),
      ],
      name: signer.name,
      reason: p.reason,
      at: new Date(now),
      image: o.sealPng ? pdfImageOf(o.sealPng) : undefined,
      drawing: o.drawing,
      stamps: o.stamps,
    });
  } catch (error) {
    if (!(error instanceof PdfError)) throw error;
    const problem = translate(lang, `signing.pdfProblem.${error.problem}`);
    if (error.problem === 'page') throw fieldError('signingPlacementInvalid', 'page', lang, { problem });
    if (error.problem === 'rect') throw fieldError('signingPlacementInvalid', 'x', lang, { problem });
    throw fieldError('signingPdfInvalid', o.fileField, lang, { problem });
  }
  const digest = cmsDigestOf(signer.algorithm, signedBytes(prepared));
  const signed = await cadesDetached(deps, { signer, digest });
  const cms = p.level === 'B-T' ? await addSignatureTimestamp(deps, signed, signer.algorithm) : signed;
  const bytes = embedSignature(prepared, cms);
  return { bytes, digest: createHash('sha256').update(bytes).digest('hex') };
}
