import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { MemberInvitationTable } from '../../db/schema.js';

/**
 * SQL of an invitation's recipient: who the invited person is, the invitations open to them, and
 * accepting one (the invitation spent once, the member row written).
 */

export async function insertInvitation(db: Db, row: Insertable<MemberInvitationTable>) {
  await db.insertInto('member_invitations').values(row).execute();
}

/** Open invitations addressed to the person's account or to one of their recipient hashes (enterprises' and inviters' names are their owners'). */
export async function openInvitationsFor(db: Db, userId: string, recipientHashes: readonly string[], now: number) {
  return db
    .selectFrom('member_invitations as i')
    .select(['i.id', 'i.enterprise_id', 'i.invited_by', 'i.expires_at'])
    .where((eb) =>
      eb.or([eb('i.user_id', '=', userId), ...(recipientHashes.length ? [eb('i.recipient_hash', 'in', recipientHashes)] : [])]),
    )
    .where('i.accepted_at', 'is', null)
    .where('i.revoked_at', 'is', null)
    .where('i.expires_at', '>', now)
    .orderBy('i.id')
    .limit(50)
    .execute();
}

export async function findInvitation(db: Db, by: { id: string } | { tokenHash: string }) {
  let query = db.selectFrom('member_invitations').selectAll();
  query = 'id' in by ? query.where('id', '=', by.id) : query.where('token_hash', '=', by.tokenHash);
  return query.executeTakeFirst();
}

/** Uses an invitation once: only the first of two accepts wins. */
export async function markAccepted(db: Db, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('member_invitations')
    .set({ accepted_at: now })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertMember(
  db: Db,
  row: {
    id: string;
    enterpriseId: string;
    userId: string;
    role: string;
    roleId: string | null;
    name: string;
    employeeNo: string | null;
    accountName: string;
    now: number;
  },
): Promise<void> {
  await db
    .insertInto('members')
    .values({
      id: row.id,
      enterprise_id: row.enterpriseId,
      user_id: row.userId,
      role: row.role,
      role_id: row.roleId,
      status: 1,
      created_at: row.now,
      display_name: row.name,
      employee_no: row.employeeNo,
      email: null,
      phone_cipher: null,
      phone_hash: null,
      separated_at: null,
      account_name: row.accountName,
    })
    .execute();
}
