import { recordStatus, type Seal, type SealReviewItem, type SealStatusName } from '@console/contract';
import { writeOperationLog } from '../../platform/audit.js';
import type { OperatorCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { listPosition, pageFrom } from '../../platform/keyset.js';
import { readSealedFile } from '../../platform/sealed-files.js';
import { enterpriseNamesOf } from '../enterprise/index.js';
import * as q from './queries.js';
import { sealView } from './view.js';

/**
 * The back office's queue of uploaded seal images: an operator looks at each and approves it
 * (normal: it can sign) or rejects it with a reason the uploader reads on the seal's card.
 */
export async function listSealReviews(
  deps: Deps,
  { caller, ...input }: { caller: OperatorCaller; after?: string; pageSize: number; status: SealStatusName },
) {
  const status = recordStatus[input.status];
  const scope = { status };
  const position = listPosition(q.reviewOrder, { scope, after: input.after, pageSize: input.pageSize, lang: caller.lang });
  const [rows, total] = await Promise.all([q.pageOfReview(deps.db, status, position), q.countOfReview(deps.db, status)]);
  const names = await enterpriseNamesOf(deps, { enterpriseIds: rows.slice(0, input.pageSize).map((r) => r.enterprise_id) });
  return pageFrom(q.reviewOrder, {
    scope,
    pageSize: input.pageSize,
    rows,
    total,
    view: (r): SealReviewItem => ({
      ...sealView(r),
      enterpriseId: r.enterprise_id,
      enterpriseName: names.get(r.enterprise_id)?.name ?? '',
    }),
  });
}

export async function openReviewImage(deps: Deps, { id }: { caller: OperatorCaller; id: string }): Promise<Buffer> {
  const row = await q.findUpload(deps.db, id);
  if (!row) throw notFound();
  return readSealedFile(deps, row.image_path);
}

/** Approves or rejects an upload in approval, once: a decided one answers reviewAlreadyDecided. */
export async function decideSeal(
  deps: Deps,
  { caller, id, decision, reason }: { caller: OperatorCaller; id: string; decision: 'pass' | 'reject'; reason: string },
): Promise<Seal> {
  const row = await q.findUpload(deps.db, id);
  if (!row) throw notFound();
  const enterpriseName = (await enterpriseNamesOf(deps, { enterpriseIds: [row.enterprise_id] })).get(row.enterprise_id)?.name ?? '';
  const now = deps.clock.now();
  const status = decision === 'pass' ? recordStatus.normal : recordStatus.rejected;
  const change = {
    status,
    reject_reason: decision === 'pass' ? null : reason,
    reviewed_by: caller.operator.operatorId,
    reviewed_at: now,
    updated_at: now,
  };
  if (!(await q.updateSealFrom(deps.db, id, recordStatus.inApproval, change))) throw new AppError('reviewAlreadyDecided');
  await writeOperationLog(deps, {
    userId: row.created_by,
    enterpriseId: row.enterprise_id,
    operatorId: caller.operator.operatorId,
    service: 'seals',
    action: decision === 'pass' ? 'approveSeal' : 'rejectSeal',
    phrase:
      decision === 'pass'
        ? { key: 'seals.approveSeal', params: { enterprise: enterpriseName, seal: row.alias } }
        : { key: 'seals.rejectSeal', params: { enterprise: enterpriseName, seal: row.alias, reason } },
    content: `${enterpriseName}: ${row.alias} ${row.id}${decision === 'pass' ? '' : ` (${reason})`}`,
    ip: caller.ip,
    device: caller.userAgent,
  });
  return sealView({ ...row, ...change });
}
