import type { Db } from '../db/database.js';
import type { CodePurpose } from './codes.js';
import * as q from './codes-queries.js';
import type { Deps } from './context.js';
import { newToken, safeEqual } from './crypto.js';
import { newId } from './ids.js';
import { keyedHash } from './personal-data.js';

/**
 * Step tickets: a hashed, expiring, single-use secret that proves an earlier step of a flow (the
 * old phone verified before the new one; the master verified before naming a new master). That is
 * what a row of verification_codes already is, so a ticket lives there under its flow's own purpose,
 * one live ticket per owner (the table's unique purpose + recipient): starting again replaces it.
 * Owner and ticket are stored as keyed hashes, so the table names no one.
 */

interface TicketRef {
  purpose: CodePurpose;
  /** Whose ticket it is, e.g. a person's id, or an enterprise's and a person's. */
  owner: string;
  /** The step a ticket proves, when a flow has several; a ticket of one stage never opens another. */
  stage?: string;
}

const ownerHash = (deps: Pick<Deps, 'config'>, ref: TicketRef) => keyedHash(deps, 'step-ticket-owner', ref.purpose, ref.owner);
const ticketHash = (deps: Pick<Deps, 'config'>, ref: TicketRef, ticket: string) =>
  keyedHash(deps, 'step-ticket', ref.purpose, ref.stage ?? '', ticket);

/** A new ticket for the owner (replacing any earlier one); `db` may be a transaction. */
export async function issueStepTicket(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  input: TicketRef & { validityMs: number; db?: Db },
): Promise<{ ticket: string; expiresAt: number }> {
  const now = deps.clock.now();
  const ticket = newToken();
  const expiresAt = now + input.validityMs;
  await q.storeStepTicket(input.db ?? deps.db, {
    purpose: input.purpose,
    id: newId(now),
    ownerHash: ownerHash(deps, input),
    ticketHash: ticketHash(deps, input, ticket),
    now,
    expiresAt,
  });
  return { ticket, expiresAt };
}

/**
 * The row id of the owner's live ticket when `ticket` is it, else undefined: another owner's ticket,
 * one of another stage, a used or an expired one all answer the same.
 */
export async function findStepTicket(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  input: TicketRef & { ticket: string },
): Promise<string | undefined> {
  const row = await q.findLiveStepTicket(deps.db, input.purpose, ownerHash(deps, input), deps.clock.now());
  return row && safeEqual(row.code_hash, ticketHash(deps, input, input.ticket)) ? row.id : undefined;
}

/** Uses a ticket up; false when another request used it first. `db` may be a transaction. */
export async function useStepTicket(db: Db, id: string, now: number): Promise<boolean> {
  return q.consumeStepTicket(db, id, now);
}
