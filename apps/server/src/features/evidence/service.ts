import type { Evidence } from '@console/contract';
import type { UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { writeOperationLog } from '../../platform/audit.js';
import { notFound } from '../../platform/errors.js';
import { listPosition, pageFrom } from '../../platform/keyset.js';
import { tenantOf } from '../../platform/tenant.js';
import { depositCertificate } from './certificate.js';
import { type DepositInput, depositView, storeDeposit, viewOf } from './deposit.js';
import * as q from './queries.js';

const logEvidence = (deps: Deps, caller: UserCaller, row: q.DepositRow, action: 'deposit' | 'certificate') =>
  writeOperationLog(deps, {
    userId: caller.user.userId,
    enterpriseId: row.enterprise_id,
    service: 'evidence',
    action,
    phrase: { key: `evidence.${action}`, params: { code: row.verification_code } },
    content: `deposit ${row.id} kind ${row.kind} hash ${row.file_hash} code ${row.verification_code}`,
    ip: caller.ip,
    device: caller.userAgent,
  });

/** Console deposit: pending until the next batch (within a minute) anchors it. */
export async function depositEvidence(deps: Deps, { caller, ...input }: { caller: UserCaller } & DepositInput): Promise<Evidence> {
  const tenant = tenantOf(caller.user);
  const row = await storeDeposit(deps, {
    ...input,
    enterpriseId: tenant.kind === 'enterprise' ? tenant.enterpriseId : null,
    userId: caller.user.userId,
    applicationId: null,
  });
  await logEvidence(deps, caller, row, 'deposit');
  return depositView(row);
}

export async function listEvidence(deps: Deps, { caller, ...input }: { caller: UserCaller; after?: string; pageSize: number }) {
  const tenant = tenantOf(caller.user);
  const scope = { tenant };
  const position = listPosition(q.listOrder, { scope, after: input.after, pageSize: input.pageSize, lang: caller.lang });
  const [rows, total] = await Promise.all([q.pageOfTenant(deps.db, tenant, position), q.countOfTenant(deps.db, tenant)]);
  // The page's batches in one query, not one per row.
  const batches = new Map(
    (
      await q.batchesByIds(
        deps.db,
        rows.flatMap((r) => (r.batch_id ? [r.batch_id] : [])),
      )
    ).map((b) => [b.id, b]),
  );
  return pageFrom(q.listOrder, {
    scope,
    pageSize: input.pageSize,
    rows,
    total,
    view: (r) => depositView(r, r.batch_id ? batches.get(r.batch_id) : undefined),
  });
}

async function ownDeposit(deps: Deps, caller: UserCaller, id: string) {
  const row = await q.findOfTenant(deps.db, tenantOf(caller.user), id);
  if (!row) throw notFound();
  return row;
}

export async function getEvidence(deps: Deps, { caller, id }: { caller: UserCaller; id: string }): Promise<Evidence> {
  return viewOf(deps, await ownDeposit(deps, caller, id));
}

/** The deposit certificate PDF; refused while the deposit waits for its batch. */
export async function evidenceCertificate(deps: Deps, { caller, id }: { caller: UserCaller; id: string }) {
  const row = await ownDeposit(deps, caller, id);
  const pdf = depositCertificate(deps, row, row.batch_id ? await q.batchById(deps.db, row.batch_id) : undefined);
  await logEvidence(deps, caller, row, 'certificate');
  return { bytes: pdf, name: `evidence-${row.verification_code}.pdf` };
}
