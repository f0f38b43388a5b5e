import type { Db } from '../../db/database.js';

/** SQL of the hosted page's proof of identity and fill-in values. */

/** Keeps a signer's proof while its link is still the one it was made with (a reminder's new link wins). */
export async function saveProof(
  db: Db,
  o: { signerId: string; linkHash: string; proofHash: string; by: 'code' | 'session'; userId: string | null; now: number },
): Promise<boolean> {
  const r = await db
    .updateTable('sign_flow_signers')
    .set({ proof_hash: o.proofHash, proven_by: o.by, proven_user_id: o.userId, proven_at: o.now })
    .where('id', '=', o.signerId)
    .where('link_hash', '=', o.linkHash)
    .where('status', '=', 'toSign')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Keeps a signer's fill-in values (sealed) while its link is the one it proved itself with and it has not signed. */
export async function saveFillValues(db: Db, o: { signerId: string; linkHash: string; cipher: string }): Promise<boolean> {
  const r = await db
    .updateTable('sign_flow_signers')
    .set({ fill_values_cipher: o.cipher })
    .where('id', '=', o.signerId)
    .where('link_hash', '=', o.linkHash)
    .where('status', '=', 'toSign')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
