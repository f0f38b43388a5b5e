import type { z } from 'zod';
import type { apiSignDigestOutput, apiSignDigestSchema, apiSignPdfOutput, apiSignPdfSchema } from '@console/contract';
import type { AppCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { fieldError, notFound } from '../../platform/errors.js';
import { removeSealedFile } from '../../platform/sealed-files.js';
import { authorizedSubscriptions } from '../apps/index.js';
import { findCertificateWithKeyBySerial } from '../certificates/index.js';
import { markSealApplied, sealForSigning } from '../seals/index.js';
import { type MeteredApp, meterCall, subscriptionForCall } from '../services/index.js';
import * as q from './queries.js';
import { type SignatureRecord, signatureRecord } from './record.js';
import { signPdf } from './sign-pdf.js';
import { cadesDetached, type Signer, signerOf } from './signer.js';
import { signedDocumentView } from './view.js';

/**
 * The signing services of the open API (service code `sign`, one unit per call): the subscription
 * is checked first, the signature made, and only then is the unit taken — a refused call (a bad PDF
 * or hash, an unknown serial, a revoked certificate) costs nothing and signs nothing.
 */
const meteredApp = (caller: AppCaller): MeteredApp => ({
  applicationId: caller.app.applicationId,
  enterpriseId: caller.app.enterpriseId,
  userId: caller.app.userId,
  sandbox: caller.app.environment === 'sandbox',
});

/** The unit is taken in the transaction that records the signature (one commit per call on SQLite). */
async function metered<T>(
  deps: Deps,
  caller: AppCaller,
  act: () => Promise<{ answer: T; record: SignatureRecord; after?: () => Promise<void> }>,
): Promise<T> {
  const app = meteredApp(caller);
  const subscriptionId = await subscriptionForCall(deps, {
    app,
    authorized: await authorizedSubscriptions(deps, caller.app),
    service: 'sign',
  });
  const { answer, record, after } = await act();
  try {
    await meterCall(deps, {
      app,
      subscriptionId,
      service: 'sign',
      requestId: caller.app.requestId,
      outcome: 'pass',
      log: caller.log,
      alongside: record.act,
    });
  } catch (error) {
    // Where the record shared the refused unit's transaction it is gone, and its sealed PDF goes too.
    const path = record.row.file_path;
    if (path && !(await q.signedDocumentExists(deps.db, record.row.id))) await removeSealedFile(deps, path);
    throw error;
  }
  await after?.();
  return answer;
}

/** One of the application's enterprise's certificates by serial, read with its key's row; another enterprise's is not found. */
async function enterpriseSigner(deps: Deps, caller: AppCaller, serial: string): Promise<Signer> {
  const found = await findCertificateWithKeyBySerial(deps.db, serial.toLowerCase());
  if (!found || found.certificate.enterprise_id !== caller.app.enterpriseId) throw notFound();
  return signerOf(deps, { row: found.certificate, keyRead: found.key, field: 'serial', lang: caller.lang });
}

const actor = (caller: AppCaller) => ({
  userId: caller.app.userId,
  enterpriseId: caller.app.enterpriseId,
  ip: caller.ip,
  appId: caller.app.appId,
});

/**
 * `sign/pdf` (sign mode 1): the PDF (base64) with one more PAdES signature, answered base64; with
 * `sealId`, an enterprise seal the application holds a live auto-sign authorization for is the
 * visible signature (a refused seal refuses the call before anything is signed or charged).
 */
export function apiSignPdf(
  deps: Deps,
  { caller, ...input }: z.output<typeof apiSignPdfSchema> & { caller: AppCaller },
): Promise<z.output<typeof apiSignPdfOutput>> {
  return metered(deps, caller, async () => {
    const signer = await enterpriseSigner(deps, caller, input.serial);
    const seal = input.sealId
      ? await sealForSigning(deps, {
          sealId: input.sealId,
          applier: { by: 'app', applicationId: caller.app.applicationId, enterpriseId: caller.app.enterpriseId },
          lang: caller.lang,
        })
      : undefined;
    const pdf = Buffer.from(input.pdf, 'base64');
    const { bytes, digest } = await signPdf(deps, {
      signer,
      pdf,
      placement: input,
      fileField: 'pdf',
      lang: caller.lang,
      sealPng: seal?.png,
    });
    const record = await signatureRecord(deps, {
      signer,
      actor: actor(caller),
      signMode: 1,
      level: input.level,
      fileName: input.fileName,
      digest,
      signed: bytes,
      size: bytes.length,
      channel: 'api',
      seal,
    });
    return {
      answer: { ...signedDocumentView(deps, record.row), requestId: caller.app.requestId, pdf: bytes.toString('base64') },
      record,
      after: seal
        ? () => markSealApplied(deps, seal, { channel: 'api', documents: [{ name: input.fileName, sha256: digest }] })
        : undefined,
    };
  });
}

/**
 * `sign/digest` (sign modes 2–4: contract, image, information digest): a detached CMS whose
 * messageDigest is the submitted hash — verifiable against the original content by any CMS
 * verifier. The hash algorithm must be the certificate's (1 RSA/SHA-256, 2 SM2/SM3).
 */
export function apiSignDigest(
  deps: Deps,
  { caller, ...input }: z.output<typeof apiSignDigestSchema> & { caller: AppCaller },
): Promise<z.output<typeof apiSignDigestOutput>> {
  return metered(deps, caller, async () => {
    const signer = await enterpriseSigner(deps, caller, input.serial);
    if ((signer.algorithm === 'rsa2048' ? 1 : 2) !== input.hashAlgorithm)
      throw fieldError('signingHashAlgorithm', 'hashAlgorithm', caller.lang);
    const digest = Buffer.from(input.hash, 'hex');
    const cms = await cadesDetached(deps, { signer, digest });
    const record = await signatureRecord(deps, {
      signer,
      actor: actor(caller),
      signMode: input.mode,
      level: 'CMS',
      fileName: `digest-${input.hash.slice(0, 16).toLowerCase()}`,
      digest: input.hash.toLowerCase(),
      size: cms.length,
      channel: 'api',
    });
    return {
      answer: { ...signedDocumentView(deps, record.row), requestId: caller.app.requestId, cms: cms.toString('base64') },
      record,
    };
  });
}
