import type { Db } from '../../db/database.js';
import { defineListOrder, type ListPosition } from '../../platform/keyset.js';
import { countUpTo, keysetPage } from '../../platform/keyset-queries.js';
import type { Tenant } from '../../platform/tenant.js';
import { ownedBy } from '../../platform/tenant-queries.js';

/**
 * SQL of the console's reading of sign flows: the initiator's list as a member sees it (its own
 * flows) or an administrator (all the enterprise's), the flows waiting for a person and those copied
 * to it (by its account's phone hash: `sign_flow_signers` / `sign_flow_ccs`.phone_hash, 0055), and
 * who started a flow (reads `enterprises` and `users` for the initiator's name).
 */

/** Whose started flows a caller reads: the tenant's, narrowed to its own when a member (`userId`). */
export interface StartedScope {
  tenant: Tenant;
  /** A member of an enterprise who administers nothing reads only the flows it started. */
  userId: string | null;
}

export const startedOrder = defineListOrder<{ created_at: number; id: string }>('signFlows.list', 'desc', [
  { ref: 'f.created_at', field: 'created_at', type: 'number' },
  { ref: 'f.id', field: 'id', type: 'string' },
]);

const started = (db: Db, scope: StartedScope, status: number | undefined) => {
  let q = db.selectFrom('sign_flows as f').where(ownedBy(scope.tenant, 'f'));
  if (scope.userId !== null) q = q.where('f.user_id', '=', scope.userId);
  return status === undefined ? q : q.where('f.status', '=', status);
};

export const startedPage = (db: Db, scope: StartedScope, status: number | undefined, position: ListPosition) =>
  keysetPage(started(db, scope, status).selectAll('f'), startedOrder, position).execute();

export const startedCount = (db: Db, scope: StartedScope, status: number | undefined) =>
  countUpTo(db, started(db, scope, status).select('f.id'));

export const startedFlow = (db: Db, scope: StartedScope, id: string) =>
  started(db, scope, undefined).selectAll('f').where('f.id', '=', id).executeTakeFirst();

/** The signed-in person's phone hash (null: no phone, so nothing waits for it). */
export async function phoneHashOf(db: Db, userId: string): Promise<string | null> {
  return (await db.selectFrom('users').select('phone_hash').where('id', '=', userId).executeTakeFirst())?.phone_hash ?? null;
}

export const waitingOrder = defineListOrder<{ created_at: number; id: string }>('signFlows.waiting', 'desc', [
  { ref: 's.created_at', field: 'created_at', type: 'number' },
  { ref: 's.id', field: 'id', type: 'string' },
]);

export const copiedOrder = defineListOrder<{ created_at: number; id: string }>('signFlows.copied', 'desc', [
  { ref: 'c.created_at', field: 'created_at', type: 'number' },
  { ref: 'c.id', field: 'id', type: 'string' },
]);

const flowColumns = [
  'f.id as flow_id',
  'f.title',
  'f.status as flow_status',
  'f.deadline_at',
  'f.created_at as flow_created_at',
  'f.finished_at',
  'f.enterprise_id as flow_enterprise_id',
] as const;

/** My signer rows of one status; to sign only while the flow is in progress (an ended flow's turn is over). */
const waiting = (db: Db, phoneHash: string, status: string) => {
  const q = db
    .selectFrom('sign_flow_signers as s')
    .innerJoin('sign_flows as f', 'f.id', 's.flow_id')
    .where('s.phone_hash', '=', phoneHash)
    .where('s.status', '=', status);
  return status === 'toSign' ? q.where('f.status', '=', 1) : q;
};

export const waitingPage = (db: Db, phoneHash: string, status: string, position: ListPosition) =>
  keysetPage(
    waiting(db, phoneHash, status)
      .leftJoin('enterprises as e', 'e.id', 'f.enterprise_id')
      .leftJoin('users as u', 'u.id', 'f.user_id')
      .select([...flowColumns, 's.id', 's.status', 's.created_at', 'e.name as enterprise_name', 'u.account_name']),
    waitingOrder,
    position,
  ).execute();

export const waitingCount = (db: Db, phoneHash: string, status: string) => countUpTo(db, waiting(db, phoneHash, status).select('s.id'));

const copied = (db: Db, phoneHash: string) =>
  db.selectFrom('sign_flow_ccs as c').innerJoin('sign_flows as f', 'f.id', 'c.flow_id').where('c.phone_hash', '=', phoneHash);

export const copiedPage = (db: Db, phoneHash: string, position: ListPosition) =>
  keysetPage(
    copied(db, phoneHash)
      .leftJoin('enterprises as e', 'e.id', 'f.enterprise_id')
      .leftJoin('users as u', 'u.id', 'f.user_id')
      .select([...flowColumns, 'c.id', 'c.created_at', 'e.name as enterprise_name', 'u.account_name'])
      // A draft is not sent to anyone yet: copied flows are the started ones.
      .where('f.status', '<>', 0),
    copiedOrder,
    position,
  ).execute();

export const copiedCount = (db: Db, phoneHash: string) => countUpTo(db, copied(db, phoneHash).where('f.status', '<>', 0).select('c.id'));

/** How a person takes part in a flow it did not start: one of its signers, or a CC recipient (by phone hash). */
export async function partOf(db: Db, flowId: string, phoneHash: string): Promise<'signer' | 'cc' | null> {
  const [signer, cc] = await Promise.all([
    db.selectFrom('sign_flow_signers').select('id').where('flow_id', '=', flowId).where('phone_hash', '=', phoneHash).executeTakeFirst(),
    db.selectFrom('sign_flow_ccs').select('id').where('flow_id', '=', flowId).where('phone_hash', '=', phoneHash).executeTakeFirst(),
  ]);
  return signer ? 'signer' : cc ? 'cc' : null;
}

/** The initiator's name: its enterprise's, else the initiating account's login name. */
export async function initiatorOf(db: Db, flow: { enterprise_id: string | null; user_id: string }): Promise<string> {
  if (flow.enterprise_id)
    return (await db.selectFrom('enterprises').select('name').where('id', '=', flow.enterprise_id).executeTakeFirst())?.name ?? '';
  return (await db.selectFrom('users').select('account_name').where('id', '=', flow.user_id).executeTakeFirst())?.account_name ?? '';
}
