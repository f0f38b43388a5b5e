import type { DocumentKind, UploadedDocument } from '@console/contract';
import type { Language } from '@console/phrases';
import type { FastifyReply } from 'fastify';
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
import * as q from './queries.js';

/**
 * Company documents mode (§2 companyAuthSubmit): the business licence and the authorization letter
 * are uploaded first, judged by their content, stored encrypted, and named by id in the application.
 * An enterprise sees only its own images; the operator reviewing an application sees that
 * application's (review.ts).
 */

/** Uploads an enterprise may make in an hour: plenty for retakes, not a disk to fill. */
export const uploadsPerEnterprisePerHour = 30;

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
  const file = await storeSealedFile(deps, { folder: 'documents', id, bytes: input.file.bytes });
  try {
    await q.insertDocument(deps.db, {
      id,
      enterprise_id: enterpriseId,
      kind: input.kind,
      file,
      content_type: contentType,
      bytes: input.file.bytes.length,
      uploaded_by: caller.user.userId,
      created_at: now,
    });
  } catch (error) {
    await removeSealedFile(deps, file);
    throw error;
  }
  await writeOperationLog(deps, {
    userId: caller.user.userId,
    enterpriseId,
    service: 'enterpriseAuth',
    action: 'uploadDocument',
    content: `${input.kind} ${contentType} ${input.file.bytes.length} B`,
    ip: caller.ip,
  });
  return { fileId: id, kind: input.kind, bytes: input.file.bytes.length, contentType };
}

/** A stored image decrypted. */
export async function openImage(deps: Deps, row: q.DocumentRow): Promise<OpenedImage> {
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
  const row = await q.findDocument(deps.db, { fileId, enterpriseId: enterpriseOf(caller.user) });
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
    const row = await q.findDocument(db, { fileId, enterpriseId: input.enterpriseId });
    if (!row || row.kind !== kind) throw fieldError('documentMissing', field, input.lang);
  }
}
