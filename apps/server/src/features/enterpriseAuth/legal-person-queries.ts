import type { Db } from '../../db/database.js';
import { ofEnterprise } from '../../platform/tenant-queries.js';

/** SQL of the legal representative's link (legalPerson.ts): the application's ticket columns. */

const legalPersonColumns = [
  'id',
  'enterprise_id',
  'applicant_user_id',
  'mode',
  'status',
  'enterprise_name',
  'legal_name_cipher',
  'legal_id_cipher',
  'legal_id_hash',
  'legal_mobile_cipher',
  'agent_name_cipher',
  'legal_ticket_hash',
  'legal_link_sent_at',
  'legal_ticket_expires_at',
] as const;

export async function findLegalPersonApplication(db: Db, id: string) {
  return db.selectFrom('enterprise_applications').select(legalPersonColumns).where('id', '=', id).executeTakeFirst();
}
export type LegalPersonRow = Awaited<ReturnType<typeof findLegalPersonApplication>> & object;

/** One of the enterprise's own applications (another enterprise's id is not found). */
export async function findLegalPersonApplicationOf(db: Db, id: string, enterpriseId: string): Promise<LegalPersonRow | undefined> {
  return db
    .selectFrom('enterprise_applications')
    .select(legalPersonColumns)
    .where('id', '=', id)
    .where(ofEnterprise(enterpriseId))
    .executeTakeFirst();
}

/** The application a link's ticket (its SHA-256) belongs to. */
export async function findByLegalTicket(db: Db, ticketHash: string): Promise<LegalPersonRow | undefined> {
  return db.selectFrom('enterprise_applications').select(legalPersonColumns).where('legal_ticket_hash', '=', ticketHash).executeTakeFirst();
}

/** A new ticket on an application still waiting for the legal representative; answers whether it was set. */
export async function setLegalTicket(db: Db, id: string, ticket: { hash: string; sentAt: number; expiresAt: number }): Promise<boolean> {
  const moved = await db
    .updateTable('enterprise_applications')
    .set({ legal_ticket_hash: ticket.hash, legal_link_sent_at: ticket.sentAt, legal_ticket_expires_at: ticket.expiresAt })
    .where('id', '=', id)
    .where('status', '=', 'awaitingLegalPerson')
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/** The link stops working (burnt by wrong ID numbers), if it is still this ticket. */
export async function burnLegalTicket(db: Db, id: string, ticketHash: string): Promise<void> {
  await db
    .updateTable('enterprise_applications')
    .set({ legal_ticket_hash: null })
    .where('id', '=', id)
    .where('legal_ticket_hash', '=', ticketHash)
    .execute();
}

/** Uses the link for a verification (one winner); answers whether this caller took it. */
export async function takeLegalTicket(
  db: Db,
  id: string,
  ticketHash: string,
  verified: { at: number; by: string } | null,
): Promise<boolean> {
  const taken = await db
    .updateTable('enterprise_applications')
    .set({ legal_ticket_hash: null, legal_verified_at: verified?.at ?? null, legal_verified_by: verified?.by ?? null })
    .where('id', '=', id)
    .where('legal_ticket_hash', '=', ticketHash)
    .where('status', '=', 'awaitingLegalPerson')
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}
