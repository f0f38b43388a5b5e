import type { Db } from '../../db/database.js';

/**
 * The signer rows whose turn it is for this e-mail (its keyed hash), naming no phone — a row that
 * names a phone belongs to that phone's account, as in the console's waiting list — of flows in
 * progress before their deadline, newest first over `sign_flow_signers_email_status_created` (0062).
 */
export const waitingOfEmailQuery = (db: Db, emailHash: string, now: number, limit: number) =>
  db
    .selectFrom('sign_flow_signers as s')
    .innerJoin('sign_flows as f', 'f.id', 's.flow_id')
    .selectAll('s')
    .select(['f.title', 'f.deadline_at'])
    .where('s.email_hash', '=', emailHash)
    .where('s.status', '=', 'toSign')
    .where('s.phone_hash', 'is', null)
    .where('f.status', '=', 1)
    .where('f.deadline_at', '>', now)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(limit);
