import { type WorkOrderAttachment, workOrderRules } from '@console/contract';
import type { FastifyReply } from 'fastify';
import type { Language } from '@console/phrases';
import type { Db } from '../../db/database.js';
import type { OperatorCaller, UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { UploadedFile } from '../../platform/route.js';
import { readSealedFile, removeSealedFile, storeSealedFile } from '../../platform/sealed-files.js';
import * as q from './queries.js';
import { type Visibility, visibilityOf } from './visibility.js';

/**
 * Attachments of work orders and replies: uploaded first (judged by their bytes, stored sealed), then
 * named by id in the order or reply that uses them. An upload belongs to its uploader until then;
 * afterwards whoever may see the order may open it.
 */

/** Uploads one person or operator may make in an hour: plenty for screenshots, not a disk to fill. */
export const uploadsPerHour = 30;

type ContentType = (typeof workOrderRules.attachmentTypes)[number];

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The type by content: PNG (signature and IHDR), JPEG (SOI then a marker), PDF (`%PDF-` and a version); else null. */
export function sniffAttachment(b: Buffer): ContentType | null {
  if (b.length >= 24 && b.subarray(0, 8).equals(PNG) && b.toString('latin1', 12, 16) === 'IHDR') return 'image/png';
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff && b[3]! >= 0xc0) return 'image/jpeg';
  if (b.length >= 8 && /^%PDF-[12]\.\d/.test(b.toString('latin1', 0, 8))) return 'application/pdf';
  return null;
}

function uploaderOf(caller: UserCaller | OperatorCaller): q.Uploader {
  return 'operator' in caller
    ? { kind: 'operator', operatorId: caller.operator.operatorId }
    : {
        kind: 'user',
        userId: caller.user.userId,
        enterpriseId: caller.user.context.kind === 'enterprise' ? caller.user.enterpriseId : null,
      };
}

/** Checks an upload before anything is written: rate, presence, size and content. */
async function check(deps: Deps, caller: UserCaller | OperatorCaller, file: UploadedFile | null): Promise<ContentType> {
  const uploader = uploaderOf(caller);
  const key = uploader.kind === 'operator' ? `workOrderUploads:op:${uploader.operatorId}` : `workOrderUploads:${uploader.userId}`;
  const hit = await deps.limiter.hit(key, uploadsPerHour, 60 * 60_000, deps.clock.now());
  if (!hit.allowed) {
    const seconds = Math.max(1, Math.ceil(hit.retryAfterMs / 1000));
    throw new AppError('rateLimited', { seconds }, null, { 'Retry-After': String(seconds) });
  }
  if (!file || file.bytes.length === 0) throw fieldError('attachmentMissing', 'file', caller.lang);
  if (file.bytes.length > workOrderRules.attachmentMaxBytes)
    throw fieldError('attachmentTooLarge', 'file', caller.lang, { maxMb: workOrderRules.attachmentMaxBytes / 1024 / 1024 });
  const type = sniffAttachment(file.bytes);
  if (!type) throw fieldError('attachmentType', 'file', caller.lang);
  return type;
}

/** Stores an attachment sealed and records it as the uploader's, not yet used. */
export async function uploadAttachment(
  deps: Deps,
  { caller, name, file }: { caller: UserCaller | OperatorCaller; name: string; file: UploadedFile | null },
): Promise<WorkOrderAttachment> {
  const contentType = await check(deps, caller, file);
  const bytes = file!.bytes;
  const now = deps.clock.now();
  const id = newId(now);
  const uploader = uploaderOf(caller);
  const stored = await storeSealedFile(deps, { folder: 'work-orders', id, bytes });
  try {
    await q.insertAttachment(deps.db, {
      id,
      enterprise_id: uploader.kind === 'user' ? uploader.enterpriseId : null,
      user_id: uploader.kind === 'user' ? uploader.userId : null,
      operator_id: uploader.kind === 'operator' ? uploader.operatorId : null,
      work_order_id: null,
      record_id: null,
      name,
      file: stored,
      content_type: contentType,
      bytes: bytes.length,
      created_at: now,
    });
  } catch (error) {
    await removeSealedFile(deps, stored);
    throw error;
  }
  return { id, name, contentType, bytes: bytes.length };
}

/** Inside the transaction that records an order or a reply: every named upload must be the caller's own and unused. */
export async function claim(
  db: Db,
  input: { ids: string[]; caller: UserCaller | OperatorCaller; workOrderId: string; recordId: string; lang: Language },
): Promise<void> {
  const ids = [...new Set(input.ids)];
  const taken = await q.claimAttachments(db, {
    ids,
    uploader: uploaderOf(input.caller),
    workOrderId: input.workOrderId,
    recordId: input.recordId,
  });
  if (taken !== ids.length) throw fieldError('attachmentMissing', 'attachmentIds', input.lang);
}

export interface OpenedFile {
  bytes: Buffer;
  contentType: string;
  name: string;
}

async function open(deps: Deps, row: q.AttachmentRow): Promise<OpenedFile> {
  return { bytes: await readSealedFile(deps, row.file), contentType: row.content_type, name: row.name };
}

/** An attachment the person may see: their own unused upload, or one of an order they may see; else not found. */
export async function openForUser(deps: Deps, { caller, fileId }: { caller: UserCaller; fileId: string }): Promise<OpenedFile> {
  const row = await q.findAttachment(deps.db, fileId);
  if (!row) throw new AppError('notFound');
  if (row.work_order_id === null) {
    const mine = uploaderOf(caller) as Extract<q.Uploader, { kind: 'user' }>;
    if (row.user_id !== mine.userId || row.enterprise_id !== mine.enterpriseId) throw new AppError('notFound');
    return open(deps, row);
  }
  const visibility: Visibility = visibilityOf(caller);
  if (!(await q.findVisible(deps.db, visibility, row.work_order_id))) throw new AppError('notFound');
  return open(deps, row);
}

export async function openForOperator(deps: Deps, { fileId }: { caller: OperatorCaller; fileId: string }): Promise<OpenedFile> {
  const row = await q.findAttachment(deps.db, fileId);
  if (!row) throw new AppError('notFound');
  return open(deps, row);
}

/** Writes a file to the reply, never cached on the way; PDFs and images shown inline under their own name. */
export function replyWithFile(reply: FastifyReply, file: OpenedFile): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .header('x-content-type-options', 'nosniff')
    .send(file.bytes);
}
