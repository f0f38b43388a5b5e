import type { SealUse } from '@console/contract';
import type { UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { listPosition, pageFrom } from '../../platform/keyset.js';
import { enterpriseOf } from '../../platform/tenant.js';
import { appSummariesOf } from '../apps/index.js';
import { managesSeals, maySeeSeal } from './grants/mine.js';
import { memberDirectory } from './member-directory.js';
import * as q from './queries.js';
import * as u from './use-queries.js';

type UseRow = Awaited<ReturnType<typeof u.pageOfUses>>[number];

const useView = (row: UseRow, names: Map<string, string>, apps: Map<string, { name: string }>): SealUse => ({
  id: row.id,
  sealId: row.seal_id,
  applier: row.applier,
  userId: row.user_id,
  applicationId: row.application_id,
  // The person who applied it (their member name, nickname or account name), else the application.
  applierName:
    (row.user_id !== null ? names.get(row.user_id) : undefined) ??
    (row.application_id !== null ? apps.get(row.application_id)?.name : undefined) ??
    '',
  documentName: row.document_name,
  documentSha256: row.document_sha256,
  channel: row.channel,
  createdAt: Number(row.created_at),
});

/**
 * One seal's history, newest first. The master and administrators read every use; a member who
 * holds a live grant of the seal reads the uses they made; another enterprise's seal, or one the
 * member holds no grant of, is not found.
 */
export async function listSealUses(
  deps: Deps,
  { caller, id, ...input }: { caller: UserCaller; id: string; after?: string; pageSize: number },
) {
  const enterpriseId = enterpriseOf(caller.user);
  const [seal, allowed] = await Promise.all([q.findOfEnterprise(deps.db, enterpriseId, id), maySeeSeal(deps, caller, enterpriseId, id)]);
  if (!seal || !allowed) throw notFound();
  const userId = managesSeals(caller) ? null : caller.user.userId;
  const scope = { enterpriseId, sealId: id, userId };
  const position = listPosition(u.useOrder, { scope, after: input.after, pageSize: input.pageSize, lang: caller.lang });
  const [rows, total] = await Promise.all([
    u.pageOfUses(deps.db, enterpriseId, id, userId, position),
    u.countOfUses(deps.db, enterpriseId, id, userId),
  ]);
  // The page's people are named by organization, its applications by apps: one read each per page, side by side.
  const page = rows.slice(0, input.pageSize);
  const userIds = page.flatMap((r) => (r.user_id !== null ? [r.user_id] : []));
  const applicationIds = page.flatMap((r) => (r.application_id !== null ? [r.application_id] : []));
  const [names, apps] = await Promise.all([
    memberDirectory().namesOf(deps, { enterpriseId, userIds }),
    appSummariesOf(deps, { enterpriseId, ids: applicationIds }),
  ]);
  return pageFrom(u.useOrder, { scope, pageSize: input.pageSize, rows, total, view: (row) => useView(row, names, apps) });
}
