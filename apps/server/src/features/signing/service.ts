import type { SignedDocument, SignPdfForm } from '@console/contract';
import type { UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { fieldError, notFound } from '../../platform/errors.js';
import { listPosition, pageFrom } from '../../platform/keyset.js';
import type { UploadedFile } from '../../platform/route.js';
import { readSealedFile } from '../../platform/sealed-files.js';
import { tenantOf } from '../../platform/tenant.js';
import { findCertificateOfTenant } from '../certificates/index.js';
import { markSealApplied, sealForSigning } from '../seals/index.js';
import * as q from './queries.js';
import { recordSignature } from './record.js';
import { signPdf } from './sign-pdf.js';
import { signerOf } from './signer.js';
import { signedDocumentView } from './view.js';

/**
 * Sign mode 1 in the console: the uploaded PDF signed with one of the tenant's platform-held
 * certificates; with `sealId`, a seal the signer may apply (the seals capability decides) is the
 * visible signature, and the signed document marks it used.
 */
export async function signUploadedPdf(
  deps: Deps,
  { caller, file, ...form }: SignPdfForm & { caller: UserCaller; file: UploadedFile | null },
): Promise<SignedDocument> {
  if (!file?.bytes.length) throw fieldError('signingPdfRequired', 'file', caller.lang);
  const row = await findCertificateOfTenant(deps.db, tenantOf(caller.user), form.certificateId);
  if (!row) throw notFound();
  const signer = await signerOf(deps, { row, field: 'certificateId', lang: caller.lang });
  const tenant = tenantOf(caller.user);
  const seal = form.sealId
    ? await sealForSigning(deps, {
        sealId: form.sealId,
        applier: { by: 'member', userId: caller.user.userId, enterpriseId: tenant.kind === 'enterprise' ? tenant.enterpriseId : null },
        lang: caller.lang,
      })
    : undefined;
  const { bytes, digest } = await signPdf(deps, {
    signer,
    pdf: file.bytes,
    placement: form,
    fileField: 'file',
    lang: caller.lang,
    sealPng: seal?.png,
  });
  const saved = await recordSignature(deps, {
    signer,
    actor: { userId: caller.user.userId, enterpriseId: row.enterprise_id, ip: caller.ip, device: caller.userAgent },
    signMode: 1,
    level: form.level,
    fileName: form.fileName,
    digest,
    signed: bytes,
    size: bytes.length,
    channel: 'console',
    seal,
  });
  if (seal) await markSealApplied(deps, seal, { channel: 'console', documents: [{ name: form.fileName, sha256: digest }] });
  return signedDocumentView(deps, saved);
}

export async function listSignedDocuments(deps: Deps, { caller, ...input }: { caller: UserCaller; after?: string; pageSize: number }) {
  const tenant = tenantOf(caller.user);
  const scope = { tenant };
  const position = listPosition(q.listOrder, { scope, after: input.after, pageSize: input.pageSize, lang: caller.lang });
  const [rows, total] = await Promise.all([q.pageOfTenant(deps.db, tenant, position), q.countOfTenant(deps.db, tenant)]);
  return pageFrom(q.listOrder, { scope, pageSize: input.pageSize, rows, total, view: (r) => signedDocumentView(deps, r) });
}

/** A signed PDF of the tenant; a digest signature has no file and answers not found. */
export async function downloadSignedDocument(
  deps: Deps,
  { caller, id }: { caller: UserCaller; id: string },
): Promise<{ bytes: Buffer; name: string }> {
  const row = await q.findOfTenant(deps.db, tenantOf(caller.user), id);
  if (!row?.file_path) throw notFound();
  const base = row.file_name.replace(/\.pdf$/i, '');
  return { bytes: await readSealedFile(deps, row.file_path), name: `${base}-signed.pdf` };
}
