import type { Db } from '../../db/database.js';
import { defineListOrder, type ListPosition } from '../../platform/keyset.js';
import { countUpTo, keysetPage } from '../../platform/keyset-queries.js';
import type { Tenant } from '../../platform/tenant.js';
import { ownedBy } from '../../platform/tenant-queries.js';

/**
 * SQL of the console's reading of sign flows: the initiator's list as a member sees it (its own
 * flows) or an administrator (all the enterprise's), the flows waiting for a person and those copied
 * to it (by its account's phone or e-mail hash: `sign_flow_signers` / `sign_flow_ccs`.phone_hash, 0055,
 * and email_hash, 0062). The initiators' names are asked of their owners for the page (console.ts).
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

/**
 * How the signed-in person is named in flows: its account's phone hash and e-mail hash ('' for
 * neither: matched by no row, the same query and plan).
 */
export interface Recipient {
  phoneHash: string;
  emailHash: string;
}

/**
 * A recipient's rows come in two disjoint halves, each read along its own index in the list's order
 * and merged: those naming its phone, and those naming its e-mail and no phone. A row naming a phone
 * is its phone's account's, as on the hosted page (`hosted-proof.ts`): the phone leads, else the e-mail.
 */
type Half = 'phone' | 'email';
const halves: readonly Half[] = ['phone', 'email'];

/** Merges the halves' pages (each in the list's order, newest first) and keeps one page and one more row. */
function merged<Row extends { created_at: number | string; id: string }>(pages: Row[][], limit: number): Row[] {
  const rows = pages.flat();
  rows.sort((a, b) => Number(b.created_at) - Number(a.created_at) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  return rows.slice(0, limit);
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
  'f.user_id as flow_user_id',
] as const;

/** My signer rows of one status (by one half); to sign only while the flow is in progress (an ended flow's turn is over). */
const waiting = (db: Db, half: Half, me: Recipient, status: string) => {
  const base = db.selectFrom('sign_flow_signers as s').innerJoin('sign_flows as f', 'f.id', 's.flow_id');
  const q = (
    half === 'phone'
      ? base.where('s.phone_hash', '=', me.phoneHash)
      : base.where('s.email_hash', '=', me.emailHash).where('s.phone_hash', 'is', null)
  ).where('s.status', '=', status);
  return status === 'toSign' ? q.where('f.status', '=', 1) : q;
};

export const waitingPage = async (db: Db, me: Recipient, status: string, position: ListPosition) =>
  merged(
    await Promise.all(
      halves.map((half) =>
        keysetPage(
          waiting(db, half, me, status).select([...flowColumns, 's.id', 's.status', 's.created_at']),
          waitingOrder,
          position,
        ).execute(),
      ),
    ),
    position.limit,
  );

export const waitingCount = async (db: Db, me: Recipient, status: string) =>
  (await Promise.all(halves.map((half) => countUpTo(db, waiting(db, half, me, status).select('s.id'))))).reduce((a, b) => a + b, 0);

// A draft is not sent to anyone yet: copied flows are the started ones.
const copied = (db: Db, half: Half, me: Recipient) => {
  const base = db.selectFrom('sign_flow_ccs as c').innerJoin('sign_flows as f', 'f.id', 'c.flow_id');
  return (
    half === 'phone'
      ? base.where('c.phone_hash', '=', me.phoneHash)
      : base.where('c.email_hash', '=', me.emailHash).where('c.phone_hash', 'is', null)
  ).where('f.status', '<>', 0);
};

export const copiedPage = async (db: Db, me: Recipient, position: ListPosition) =>
  merged(
    await Promise.all(
      halves.map((half) =>
        keysetPage(copied(db, half, me).select([...flowColumns, 'c.id', 'c.created_at']), copiedOrder, position).execute(),
      ),
    ),
    position.limit,
  );

export const copiedCount = async (db: Db, me: Recipient) =>
  (await Promise.all(halves.map((half) => countUpTo(db, copied(db, half, me).select('c.id'))))).reduce((a, b) => a + b, 0);

/** How a person takes part in a flow it did not start: one of its signers, or a CC recipient (by phone or e-mail hash). */
export async function partOf(db: Db, flowId: string, me: Recipient): Promise<'signer' | 'cc' | null> {
  // Each table named literally (not through a variable), so the table-owner check sees it.
  const [signer, cc] = await Promise.all([
    db
      .selectFrom('sign_flow_signers')
      .select('id')
      .where('flow_id', '=', flowId)
      .where((eb) =>
        eb.or([eb('phone_hash', '=', me.phoneHash), eb.and([eb('email_hash', '=', me.emailHash), eb('phone_hash', 'is', null)])]),
      )
      .executeTakeFirst(),
    db
      .selectFrom('sign_flow_ccs')
      .select('id')
      .where('flow_id', '=', flowId)
      .where((eb) =>
        eb.or([eb('phone_hash', '=', me.phoneHash), eb.and([eb('email_hash', '=', me.emailHash), eb('phone_hash', 'is', null)])]),
      )
      .executeTakeFirst(),
  ]);
  return signer ? 'signer' : cc ? 'cc' : null;
}
