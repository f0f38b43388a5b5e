import type { DocumentKind, UploadedDocument } from '@console/contract';
import type { Language } from '@console/phrases';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Db } from '../../db/database.js';
import { writeOperationLog } from '../../platform/audit.js';
import type { UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { inspectImage } from '../../platform/image.js';
import type { UploadedFile } from '../../platform/route.js';
import { readSealedFile, removeSealedFile, storeSealedFile } from '../../platform/sealed-files.js';
import { enterpriseOf } from '../../platform/tenant.js';
import { enterpriseDirectory } from './enterprise-directory.js';
import * as dq from './document-queries.js';

/**
 * Company documents mode (§2 companyAuthSubmit): the business licence and the authorization letter
 * are uploaded first, judged by their content, stored encrypted, and named by id in the application.
 * An enterprise sees only its own images; the operator reviewing an application sees that
 * application's (review.ts).
 */

/** Uploads an enterprise may make in an hour: plenty for retakes, not a disk to fill. */
export const uploadsPerEnterprisePerHour = 30;

/**
 * Storage an enterprise's documents may take: its drafts, what its applications need, and what ended
 * applications keep for a while. A licence and a letter are at most 2 MB each, so this is ten
 * applications' worth; past it an upload is refused until ended applications' documents are deleted.
 */
export const documentQuotaBytes = 40 * 1024 * 1024;
/** An upload no application names is deleted after this (an abandoned draft). */
export const draftLifetimeMs = 24 * 60 * 60_000;
/** Documents of an application that ended without passing are kept this long (the evidence of the decision), then deleted. */
export const endedDocumentRetentionMs = 30 * 24 * 60 * 60_000;

/** A stored image, decrypted, ready to be answered. */
export interface OpenedImage {
  bytes: Buffer;
  contentType: string;
}

/** A licence or letter image: by content jpg/png, at most 2 MB; stored sealed. */
export async function uploadDocument(
  deps: Deps,
  { caller, ...input }: { caller: UserCaller; kind: DocumentKind; file: UploadedFile | null },
): Promise<UploadedDocument> {
  const enterpriseId = enterpriseOf(caller.user);
  const hit = await deps.limiter.hit(`documents:${enterpriseId}`, uploadsPerEnterprisePerHour, 60 * 60_000, deps.clock.now());
  if (!hit.allowed) {
    const seconds = Math.max(1, Math.ceil(hit.retryAfterMs / 1000));
    throw new AppError('rateLimited', { seconds }, null, { 'Retry-After': String(seconds) });
  }
  if (!input.file || input.file.bytes.length === 0) throw fieldError('documentMissing', 'file', caller.lang);
  let contentType: string;
  try {
    contentType = inspectImage(input.file.bytes).type;
  } catch (error) {
    if (error instanceof AppError) throw fieldError(error.key, 'file', caller.lang, error.params);
    throw error;
  }
  const now = deps.clock.now();
  const id = newId(now);
  const size = input.file.bytes.length;
  const file = await storeSealedFile(deps, { folder: 'documents', id, bytes: input.file.bytes });
  try {
    await deps.db.transaction().execute(async (trx) => {
      await enterpriseDirectory().touch({ db: trx }, { enterpriseId, at: now });
      // The upload replaces the earlier draft of its kind: that one is deleted, and does not count.
      await dq.expireReplacedDrafts(trx, { enterpriseId, kind: input.kind, keepId: id, at: now });
      if ((await dq.storedDocumentBytes(trx, enterpriseId, now)) + size > documentQuotaBytes) {
        throw fieldError('storageQuotaExceeded', 'file', caller.lang, {
          quotaMb: documentQuotaBytes / 1024 / 1024,
          days: endedDocumentRetentionMs / 86_400_000,
        });
      }
      await dq.insertDocument(trx, {
        id,
        enterprise_id: enterpriseId,
        kind: input.kind,
        file,
        content_type: contentType,
        bytes: size,
        uploaded_by: caller.user.userId,
        created_at: now,
        expires_at: now + draftLifetimeMs,
      });
    });
  } catch (error) {
    await removeSealedFile(deps, file);
    throw error;
  }
  await deleteDueDocuments(deps, caller.log, enterpriseId);
  await writeOperationLog(deps, {
    userId: caller.user.userId,
    enterpriseId,
    service: 'enterpriseAuth',
    action: 'uploadDocument',
    phrase: { key: 'enterpriseAuth.uploadDocument', params: { document: { phrase: `operationLog.documentKinds.${input.kind}` } } },
    content: `${input.kind} ${contentType} ${size} B`,
    ip: caller.ip,
    device: caller.userAgent,
  });
  return { fileId: id, kind: input.kind, bytes: size, contentType };
}

/**
 * Deletes the documents that are due (replaced drafts at once, abandoned drafts after a day, those of
 * superseded applications at once and of ended ones after the retention): the row first, on a
 * condition, so a document an application named meanwhile stays; then its file.
 */
export async function deleteDueDocuments(deps: Deps, log: FastifyBaseLogger, enterpriseId?: string): Promise<number> {
  const now = deps.clock.now();
  let deleted = 0;
  for (const row of await dq.dueDocuments(deps.db, now, enterpriseId)) {
    if (!(await dq.deleteDueDocument(deps.db, row.id, now))) continue;
    try {
      await removeSealedFile(deps, row.file);
      deleted += 1;
    } catch (error) {
      log.error({ document: row.id, problem: error instanceof Error ? error.message : String(error) }, 'document file not deleted');
    }
  }
  return deleted;
}

/** An application ended: its documents are due at once (superseded) or after the retention (rejected, failed, expired). */
export async function releaseDocuments(db: Db, input: { applicationId: string; now: number; superseded: boolean }): Promise<void> {
  await dq.releaseDocumentsOf(db, {
    applicationId: input.applicationId,
    at: input.superseded ? input.now : input.now + endedDocumentRetentionMs,
  });
}

/** A stored image decrypted. */
export async function openImage(deps: Deps, row: dq.DocumentRow): Promise<OpenedImage> {
  return { bytes: await readSealedFile(deps, row.file), contentType: row.content_type };
}

/** Writes an image to the reply, never cached on the way. */
export function replyWithImage(reply: FastifyReply, image: OpenedImage): FastifyReply {
  return reply
    .header('content-type', image.contentType)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', 'inline')
    .header('x-content-type-options', 'nosniff')
    .send(image.bytes);
}

/** One of the enterprise's own images; another enterprise's id is not found. */
export async function openDocument(deps: Deps, { caller, fileId }: { caller: UserCaller; fileId: string }): Promise<OpenedImage> {
  const row = await dq.findDocument(deps.db, { fileId, enterpriseId: enterpriseOf(caller.user) });
  if (!row) throw new AppError('notFound');
  return openImage(deps, row);
}

/**
 * Inside the recording transaction: both uploaded images exist, belong to this enterprise and are of
 * the right kind; otherwise a field error naming `licenceFileId` / `letterFileId`.
 */
export async function assertDocuments(
  db: Db,
  input: { enterpriseId: string; licenceFileId: string; letterFileId: string; lang: Language },
): Promise<void> {
  const wanted: [field: 'licenceFileId' | 'letterFileId', id: string, kind: DocumentKind][] = [
    ['licenceFileId', input.licenceFileId, 'licence'],
    ['letterFileId', input.letterFileId, 'letter'],
  ];
  for (const [field, fileId, kind] of wanted) {
    const row = await dq.findDocument(db, { fileId, enterpriseId: input.enterpriseId });
    if (!row || row.kind !== kind) throw fieldError('documentMissing', field, input.lang);
  }
  // Named by an application now: kept while it needs them (a draft deleted this very moment is missing).
  if ((await dq.keepDocuments(db, { enterpriseId: input.enterpriseId, ids: [input.licenceFileId, input.letterFileId] })) < 2)
    throw fieldError('documentMissing', 'licenceFileId', input.lang);
}
