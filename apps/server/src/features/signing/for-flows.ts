import type { Language } from '@console/phrases';
import type { KeyStoreKeyRow } from '../../db/schema.js';
import type { Deps } from '../../platform/context.js';
import { type CertificateRow, certificateParts, readCms } from '../certificates/index.js';
import { verifyTimestampToken } from '../timestamps/index.js';
import type { Drawing, Stamp } from './pdf/incremental.js';
import { readPdfSignatures } from './pdf/read.js';
import { signPdf } from './sign-pdf.js';
import { signerOf } from './signer.js';
import { signatureTimeStampToken } from './timestamp.js';

export interface FlowFieldBox {
  kind: 'seal' | 'signature' | 'date';
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The signing date a date field shows: the day in China time, as the console shows dates. */
export const signingDateText = (at: number) => new Date(at + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * For sign flows: one more PAdES B-T signature (our TSA's token) on a flow's document by a signer's
 * certificate, as an incremental update after the bytes it is given, so every earlier signer's
 * signature stays valid. The signature is drawn in every one of the signer's fields on the document:
 * its widget in the first seal or signature field (else the first date field), and the same update
 * adds a stamp annotation in each other field — the seal or personal signature (`sealPng`, else the
 * signer's lines) in seal and signature fields, the signing date's text in date fields — so the
 * signature covers every drawing. Refusals are the signing capability's own (`signingPdfInvalid`,
 * `signingPlacementInvalid`, `signingTimestampFailed`), and nothing half-signed is answered.
 */
export async function signFlowRevision(
  deps: Deps,
  o: {
    certificate: CertificateRow;
    /** The certificate's key row when the caller read it with the certificate (not read again). */
    keyRead?: KeyStoreKeyRow | null;
    pdf: Buffer;
    /** The signer's fields on this document (at least one). */
    fields?: FlowFieldBox[];
    /** One box only (the first slice's call): drawn as a seal or signature field. */
    box?: Omit<FlowFieldBox, 'kind'>;
    reason: string;
    sealPng?: Buffer;
    lang: Language;
  },
): Promise<{ bytes: Buffer; digest: string }> {
  const fields: FlowFieldBox[] = o.fields?.length ? o.fields : o.box ? [{ kind: 'seal', ...o.box }] : [];
  const main = fields.find((f) => f.kind !== 'date') ?? fields[0];
  if (!main) throw new Error('signFlowRevision needs at least one field');
  const date: Drawing = { kind: 'text', text: signingDateText(deps.clock.now()) };
  const drawingOf = (f: FlowFieldBox): Drawing => (f.kind === 'date' ? date : { kind: 'seal' });
  const stamps: Stamp[] = fields
    .filter((f) => f !== main)
    .map((f) => ({ page: f.page, rect: { x: f.x, y: f.y, width: f.width, height: f.height }, drawing: drawingOf(f) }));
  const signer = await signerOf(deps, { row: o.certificate, keyRead: o.keyRead, field: 'token', lang: o.lang });
  return signPdf(deps, {
    signer,
    pdf: o.pdf,
    placement: { page: main.page, x: main.x, y: main.y, width: main.width, height: main.height, reason: o.reason, level: 'B-T' },
    fileField: 'token',
    lang: o.lang,
    sealPng: o.sealPng,
    drawing: main.kind === 'date' ? date : undefined,
    stamps,
  });
}

/** A signature of a signed PDF as a completion certificate lists it: its certificate's serial and its timestamp's. */
export interface SignatureFacts {
  certificateSerial: string | null;
  timestampSerial: string | null;
  timestampAt: number | null;
}

/**
 * The signatures of a PDF, oldest first, with their certificate serials and their timestamp tokens'
 * serials and times (a token answers only when it is our TSA's and valid).
 */
export async function signatureFactsOf(deps: Deps, pdf: Buffer): Promise<SignatureFacts[]> {
  const out: SignatureFacts[] = [];
  for (const found of readPdfSignatures(pdf)) {
    try {
      const cms = readCms(found.cms);
      const signer = cms.signers[0];
      const token = signer?.unsignedAttributes.get(signatureTimeStampToken)?.[0];
      const check = token ? await verifyTimestampToken(deps, { token: token.raw }) : null;
      out.push({
        certificateSerial: signer?.certificate ? certificateParts(signer.certificate).serial : null,
        timestampSerial: check?.valid ? (check.serial ?? null) : null,
        timestampAt: check?.valid ? (check.genTime ?? null) : null,
      });
    } catch {
      out.push({ certificateSerial: null, timestampSerial: null, timestampAt: null });
    }
  }
  return out;
}
