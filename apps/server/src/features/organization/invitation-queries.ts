import type { Db } from '../../db/database.js';
import { ofEnterprise } from '../../platform/tenant-queries.js';

/** SQL of an enterprise's own invitations: the pending list, resend and revoke. */

/** Invitations neither accepted nor revoked (expired ones too: they may be sent again), newest first; the inviters' names are account's. */
export async function pendingInvitations(db: Db, enterpriseId: string, limit: number) {
  return db
    .selectFrom('member_invitations as i')
    .select(['i.id', 'i.display_name', 'i.recipient_cipher', 'i.role', 'i.role_id', 'i.created_at', 'i.expires_at', 'i.invited_by'])
    .where('i.enterprise_id', '=', enterpriseId)
    .where('i.accepted_at', 'is', null)
    .where('i.revoked_at', 'is', null)
    .orderBy('i.id', 'desc')
    .limit(limit)
    .execute();
}

export async function findPendingInvitation(db: Db, enterpriseId: string, id: string) {
  return db
    .selectFrom('member_invitations')
    .select(['id', 'user_id', 'recipient_cipher', 'display_name', 'accepted_at', 'revoked_at'])
    .where(ofEnterprise(enterpriseId))
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A new link for a pending invitation: the old link stops working, the 7 days start again. */
export async function renewInvitation(
  db: Db,
  input: { enterpriseId: string; id: string; tokenHash: string; userId: string | null; now: number; expiresAt: number },
): Promise<boolean> {
  const result = await db
    .updateTable('member_invitations')
    .set({ token_hash: input.tokenHash, user_id: input.userId, created_at: input.now, expires_at: input.expiresAt })
    .where(ofEnterprise(input.enterpriseId))
    .where('id', '=', input.id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function revokeInvitation(db: Db, enterpriseId: string, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('member_invitations')
    .set({ revoked_at: now })
    .where(ofEnterprise(enterpriseId))
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
