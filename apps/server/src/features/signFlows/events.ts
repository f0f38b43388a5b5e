import type { SignFlowEvent } from '@console/contract';
import type { AppCaller, UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { newId } from '../../platform/ids.js';
import { listPosition, pageFrom } from '../../platform/keyset.js';
import { maskIdentifier, maskName } from '../../platform/personal-data.js';
import type { Language } from '@console/phrases';
import * as e from './event-queries.js';
import * as q from './queries.js';

/**
 * A flow's events (0060): built here, written by the query that makes the change they record (in
 * its transaction), read oldest first by the detail's timeline, the back office and the completion
 * certificate. The actor is sealed at rest (a person's account name, a signer's sealed name as its
 * row keeps it) and masked when read; an application is named by its public app id.
 */
export type Actor = Pick<e.NewEvent, 'actor_kind' | 'actor' | 'ip'>;

export const platformActor: Actor = { actor_kind: 'system', actor: null, ip: null };
export const initiatorActor = (deps: Pick<Deps, 'cipher'>, caller: UserCaller): Actor => ({
  actor_kind: 'initiator',
  actor: deps.cipher.encrypt(caller.user.userName),
  ip: caller.ip,
});
export const applicationActor = (caller: AppCaller): Actor => ({ actor_kind: 'application', actor: caller.app.appId, ip: caller.ip });
export const signerActor = (signer: Pick<q.SignerRow, 'name_cipher'>, ip: string | null): Actor => ({
  actor_kind: 'signer',
  actor: signer.name_cipher,
  ip,
});

/** The initiator's side of an act: a person in the console, or the application through the open API. */
export const actorOf = (deps: Pick<Deps, 'cipher'>, caller: UserCaller | AppCaller): Actor =>
  'app' in caller ? applicationActor(caller) : initiatorActor(deps, caller);

/** One event of a flow, at `at` (the change's own time), about a party when it names one. */
export function flowEvent(
  deps: Pick<Deps, 'clock'>,
  flow: Pick<q.FlowRow, 'id' | 'enterprise_id' | 'user_id'>,
  kind: SignFlowEvent['kind'],
  o: { actor: Actor; at?: number; partyId?: string | null; reason?: string | null; deadlineAt?: number | null },
): e.NewEvent {
  const at = o.at ?? deps.clock.now();
  return {
    id: newId(at),
    flow_id: flow.id,
    enterprise_id: flow.enterprise_id,
    user_id: flow.user_id,
    kind,
    party_id: o.partyId ?? null,
    ...o.actor,
    reason: o.reason ?? null,
    deadline_at: o.deadlineAt ?? null,
    created_at: at,
  };
}

/** A flow's signers and CC recipients, when the caller read them already. */
type Parties = { signers: readonly q.SignerRow[]; ccs: readonly q.CcRow[] };

/** Events as the console and the back office show them: parties and actors masked. */
async function viewOf(deps: Deps, flowId: string, parties?: Parties): Promise<(row: e.EventRow) => SignFlowEvent> {
  const [signers, ccs] = parties
    ? [parties.signers, parties.ccs]
    : await Promise.all([q.signersOf(deps.db, flowId), q.ccsOf(deps.db, flowId)]);
  const names = new Map([...signers, ...ccs].map((p) => [p.id, p.name_cipher]));
  const open = (cipher: string | null | undefined, mask: (v: string) => string) => (cipher ? mask(deps.cipher.decrypt(cipher)) : null);
  return (row) => ({
    id: row.id,
    kind: row.kind as SignFlowEvent['kind'],
    at: Number(row.created_at),
    signerId: row.party_id,
    signerName: open(row.party_id ? names.get(row.party_id) : null, maskName),
    actorKind: row.actor_kind,
    actor:
      row.actor_kind === 'signer'
        ? open(row.actor, maskName)
        : row.actor_kind === 'initiator'
          ? open(row.actor, maskIdentifier)
          : row.actor,
    address: row.ip,
    reason: row.reason,
    deadlineAt: row.deadline_at === null ? null : Number(row.deadline_at),
  });
}

/** A page of a flow's events, oldest first (the caller has already been allowed to read the flow). */
export async function eventsPageOf(deps: Deps, o: { flowId: string; after?: string | undefined; pageSize: number; lang: Language }) {
  const scope = { flowId: o.flowId };
  const position = listPosition(e.eventOrder, { scope, after: o.after, pageSize: o.pageSize, lang: o.lang });
  const [rows, total, view] = await Promise.all([
    e.eventsPage(deps.db, o.flowId, position),
    e.eventsCount(deps.db, o.flowId),
    viewOf(deps, o.flowId),
  ]);
  return pageFrom(e.eventOrder, { scope, pageSize: o.pageSize, rows, total, view });
}

/** Every event of a flow, oldest first, read page by page along the index (the completion certificate's history). */
export async function allEventsOf(deps: Deps, flowId: string, parties?: Parties): Promise<SignFlowEvent[]> {
  const view = await viewOf(deps, flowId, parties);
  const all: SignFlowEvent[] = [];
  let after: readonly (string | number)[] | undefined;
  for (;;) {
    const rows = await e.eventsPage(deps.db, flowId, { after, limit: 500 });
    all.push(...rows.map(view));
    if (rows.length < 500) return all;
    const last = rows.at(-1)!;
    after = [Number(last.created_at), last.id];
  }
}
