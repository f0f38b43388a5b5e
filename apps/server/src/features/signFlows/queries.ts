import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { SignFlowCcTable, SignFlowDocumentTable, SignFlowFieldTable, SignFlowSignerTable, SignFlowTable } from '../../db/schema.js';
import { reusableQuery } from '../../db/reusable-query.js';
import { defineListOrder, type ListPosition } from '../../platform/keyset.js';
import { countUpTo, keysetPage } from '../../platform/keyset-queries.js';
import type { Tenant } from '../../platform/tenant.js';
import { ownedBy } from '../../platform/tenant-queries.js';
import { type Change, type NewEvent, withEvents, writeTogether } from './event-queries.js';

/**
 * SQL of sign flows (its own tables only: accounts, enterprises and members are asked of their owners
 * in parties.ts). Every change a flow's history records takes its events (`events`), written in the change's transaction.
 */
export type FlowRow = Selectable<SignFlowTable>;
export type DocumentRow = Selectable<SignFlowDocumentTable>;
export type SignerRow = Selectable<SignFlowSignerTable>;
export type FieldRow = Selectable<SignFlowFieldTable>;
export type CcRow = Selectable<SignFlowCcTable>;

export const listOrder = defineListOrder<{ created_at: number; id: string }>('signFlows.list', 'desc', [
  { ref: 'f.created_at', field: 'created_at', type: 'number' },
  { ref: 'f.id', field: 'id', type: 'string' },
]);

const ofTenant = (db: Db, tenant: Tenant, status: number | undefined) => {
  const q = db.selectFrom('sign_flows as f').where(ownedBy(tenant, 'f'));
  return status === undefined ? q : q.where('f.status', '=', status);
};

export const pageOfTenant = (db: Db, tenant: Tenant, status: number | undefined, position: ListPosition) =>
  keysetPage(ofTenant(db, tenant, status).selectAll('f'), listOrder, position).execute();

export const countOfTenant = (db: Db, tenant: Tenant, status: number | undefined) =>
  countUpTo(db, ofTenant(db, tenant, status).select('f.id'));

export const findOfTenant = (db: Db, tenant: Tenant, id: string) =>
  ofTenant(db, tenant, undefined).selectAll('f').where('f.id', '=', id).executeTakeFirst();

// The reads every step of a flow makes, built and compiled once (`reusableQuery`): only run with new values.
const flowById = reusableQuery((db: Db, id: string) => db.selectFrom('sign_flows').selectAll().where('id', '=', id));
export const findFlow = async (db: Db, id: string) => (await flowById(db, id))[0];

export async function insertFlow(db: Db, row: Insertable<SignFlowTable>, events: readonly NewEvent[] = []): Promise<void> {
  await writeTogether(db, [(tx) => tx.insertInto('sign_flows').values(row)], events);
}
export async function insertDocument(db: Db, row: DocumentRow): Promise<void> {
  await db.insertInto('sign_flow_documents').values(row).execute();
}
export async function insertSigner(db: Db, signer: Insertable<SignFlowSignerTable>, fields: FieldRow[]): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.insertInto('sign_flow_signers').values(signer).execute();
    await tx.insertInto('sign_flow_fields').values(fields).execute();
  });
}
/**
 * A whole draft at once (the open API's create): the flow with its `created` event, its documents
 * (files already stored), signers, fields and CC recipients, each table in one insert, all of them
 * one statement on PostgreSQL (one round trip), one transaction on SQLite; no flow is ever left
 * without its documents.
 */
export async function insertDraft(
  db: Db,
  o: {
    flow: Insertable<SignFlowTable>;
    events: readonly NewEvent[];
    documents: DocumentRow[];
    signers: Insertable<SignFlowSignerTable>[];
    fields: FieldRow[];
    ccs: Insertable<SignFlowCcTable>[];
  },
): Promise<void> {
  const changes: Change[] = [(tx) => tx.insertInto('sign_flows').values(o.flow)];
  if (o.documents.length) changes.push((tx) => tx.insertInto('sign_flow_documents').values(o.documents));
  if (o.signers.length) changes.push((tx) => tx.insertInto('sign_flow_signers').values(o.signers));
  if (o.fields.length) changes.push((tx) => tx.insertInto('sign_flow_fields').values(o.fields));
  if (o.ccs.length) changes.push((tx) => tx.insertInto('sign_flow_ccs').values(o.ccs));
  await writeTogether(db, changes, o.events);
}
export async function insertCc(db: Db, row: Insertable<SignFlowCcTable>): Promise<void> {
  await db.insertInto('sign_flow_ccs').values(row).execute();
}

export const documentsOf = reusableQuery((db: Db, flowId: string) =>
  db.selectFrom('sign_flow_documents').selectAll().where('flow_id', '=', flowId).orderBy('created_at').orderBy('id'),
);
export const signersOf = reusableQuery((db: Db, flowId: string) =>
  db.selectFrom('sign_flow_signers').selectAll().where('flow_id', '=', flowId).orderBy('group_no').orderBy('id'),
);
export const fieldsOf = reusableQuery((db: Db, flowId: string) =>
  db.selectFrom('sign_flow_fields').selectAll().where('flow_id', '=', flowId).orderBy('signer_id').orderBy('id'),
);
export const ccsOf = reusableQuery((db: Db, flowId: string) =>
  db.selectFrom('sign_flow_ccs').selectAll().where('flow_id', '=', flowId).orderBy('id'),
);

const signerByLinkHash = reusableQuery((db: Db, linkHash: string) =>
  db.selectFrom('sign_flow_signers').selectAll().where('link_hash', '=', linkHash),
);
export const signerByLink = async (db: Db, linkHash: string) => (await signerByLinkHash(db, linkHash))[0];

/** Moves a flow between statuses: one winner (`update … where status in (from)`). */
export async function moveFlow(
  db: Db,
  id: string,
  from: readonly number[],
  set: Partial<
    Pick<FlowRow, 'status' | 'current_group' | 'deadline_at' | 'started_at' | 'finished_at' | 'end_reason' | 'evidence_code'>
  > & {
    updated_at: number;
    completion_due_at?: number | null;
  },
  events: readonly NewEvent[] = [],
): Promise<boolean> {
  return withEvents(db, events, (tx) =>
    tx
      .updateTable('sign_flows')
      .set(set)
      .where('id', '=', id)
      .where('status', 'in', [...from])
      .returning('id'),
  );
}

/** A start taken back (its unit went to another call): a draft again, and its `started` event gone, in one transaction. */
export async function unstart(db: Db, o: { id: string; eventId: string; now: number }): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('sign_flows')
      .set({ status: 0, started_at: null, updated_at: o.now })
      .where('id', '=', o.id)
      .where('status', '=', 1)
      .execute();
    await tx.deleteFrom('sign_flow_events').where('id', '=', o.eventId).execute();
  });
}

/** A draft's row touched, so two edits of one draft queue behind each other (the count checks read after it). */
export async function touchDraft(db: Db, id: string, now: number): Promise<boolean> {
  return moveFlow(db, id, [0], { updated_at: now });
}

/**
 * A group's turn begins: the flow's current group (while in progress) and its automatic signers'
 * turn (no link: nobody is sent one), in one statement on PostgreSQL.
 */
export async function openGroup(db: Db, o: { flowId: string; group: number; now: number; automatic: string[] }): Promise<void> {
  await writeTogether(
    db,
    [
      (tx) =>
        tx.updateTable('sign_flows').set({ current_group: o.group, updated_at: o.now }).where('id', '=', o.flowId).where('status', '=', 1),
      ...o.automatic.map(
        (id): Change =>
          (tx) =>
            tx
              .updateTable('sign_flow_signers')
              .set({ status: 'toSign', link_hash: null, reminded_at: null })
              .where('id', '=', id)
              .where('status', 'in', ['waiting', 'toSign']),
      ),
    ],
    [],
  );
}

/**
 * Gives signers their turn. A signer whose message may not go (`linkHash` null: its send budget is
 * spent) gets no link and no `reminded_at`, so it reads as unnotified and may be reminded at once.
 */
export async function openTurn(
  db: Db,
  links: { signerId: string; linkHash: string | null }[],
  now: number,
  events: readonly NewEvent[] = [],
): Promise<void> {
  if (!links.length && !events.length) return;
  await writeTogether(
    db,
    links.map(
      (l) => (tx) =>
        tx
          .updateTable('sign_flow_signers')
          .set({ status: 'toSign', link_hash: l.linkHash, reminded_at: l.linkHash ? now : null })
          .where('id', '=', l.signerId)
          .where('status', 'in', ['waiting', 'toSign']),
    ),
    events,
  );
}

/** A signer's first opening of its link: one winner, so the `opened` event is written once. */
export async function markOpened(db: Db, signerId: string, now: number, events: readonly NewEvent[]): Promise<boolean> {
  return withEvents(db, events, (tx) =>
    tx.updateTable('sign_flow_signers').set({ opened_at: now }).where('id', '=', signerId).where('opened_at', 'is', null).returning('id'),
  );
}

/** Replaces a signer's link (a reminder): the old one stops working. One reminder an hour (the conditional update's winner). */
export async function remindSigner(
  db: Db,
  o: { signerId: string; linkHash: string; now: number; notBefore: number },
  events: readonly NewEvent[] = [],
): Promise<boolean> {
  return withEvents(db, events, (tx) =>
    tx
      .updateTable('sign_flow_signers')
      .set({ link_hash: o.linkHash, reminded_at: o.now })
      .where('id', '=', o.signerId)
      .where('status', '=', 'toSign')
      .where((eb) => eb.or([eb('reminded_at', 'is', null), eb('reminded_at', '<=', o.notBefore)]))
      .returning('id'),
  );
}

/** Ends a signer's turn (signed or rejected), spending its link: one winner. */
export async function finishSigner(
  db: Db,
  o: {
    signerId: string;
    status: 'signed' | 'rejected';
    now: number;
    rejectReason?: string;
    signerUserId?: string | null;
    certificateSerial?: string | null;
  },
  events: readonly NewEvent[] = [],
): Promise<boolean> {
  return withEvents(db, events, (tx) =>
    tx
      .updateTable('sign_flow_signers')
      .set({
        status: o.status,
        link_hash: null,
        signed_at: o.status === 'signed' ? o.now : null,
        reject_reason: o.rejectReason ?? null,
        signer_user_id: o.signerUserId ?? null,
        certificate_serial: o.certificateSerial ?? null,
      })
      .where('id', '=', o.signerId)
      .where('status', '=', 'toSign')
      .returning('id'),
  );
}

/** Every live link of a flow stops working (it ended). */
export async function dropLinks(db: Db, flowId: string): Promise<void> {
  await db.updateTable('sign_flow_signers').set({ link_hash: null }).where('flow_id', '=', flowId).execute();
}

/** A document's new signed revision, only over the revision it was read at (no lost update between parallel signers). */
export async function saveRevision(db: Db, o: { id: string; from: number; path: string }): Promise<boolean> {
  const r = await db
    .updateTable('sign_flow_documents')
    .set({ signed_path: o.path, revision: o.from + 1 })
    .where('id', '=', o.id)
    .where('revision', '=', o.from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Flows in progress past their deadline, for the expiry job. */
export const duePastDeadline = (db: Db, now: number, limit: number) =>
  db
    .selectFrom('sign_flows')
    .select(['id', 'enterprise_id', 'user_id'])
    .where('status', '=', 1)
    .where('deadline_at', '<=', now)
    .limit(limit)
    .execute();

/** An application's flow: another application's (or enterprise's) is not found. */
const flowOfApplication = reusableQuery((db: Db, id: string, applicationId: string, enterpriseId: string) =>
  db
    .selectFrom('sign_flows')
    .selectAll()
    .where('id', '=', id)
    .where('application_id', '=', applicationId)
    .where('enterprise_id', '=', enterpriseId),
);
export const findOfApplication = async (db: Db, app: { applicationId: string; enterpriseId: string }, id: string) =>
  (await flowOfApplication(db, id, app.applicationId, app.enterpriseId))[0];

/** A new link for a signer whose turn it is (the open API's signUrl): the previous one stops working; `reminded_at` is untouched. */
export async function replaceLink(db: Db, o: { signerId: string; linkHash: string }): Promise<boolean> {
  const r = await db
    .updateTable('sign_flow_signers')
    .set({ link_hash: o.linkHash })
    .where('id', '=', o.signerId)
    .where('status', '=', 'toSign')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
