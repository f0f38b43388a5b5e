import type { Deps } from '../../platform/context.js';
import { findCards } from './card-queries.js';

/** How a person is named and reached, as another capability's page of people shows them. */
export interface AccountCard {
  accountName: string;
  nickname: string | null;
  email: string | null;
  /** Sealed: opened (and masked) by the capability that shows it. */
  phoneCipher: string | null;
}

/**
 * Account name, nickname, e-mail and sealed phone of several people at once (a page of an enterprise's
 * members, the grantees of a page of seal grants): one query over the primary key instead of a join
 * of `users` (decision 49). People not found are absent from the map.
 */
export async function accountCardsOf(deps: Pick<Deps, 'db'>, o: { userIds: readonly string[] }): Promise<Map<string, AccountCard>> {
  const ids = [...new Set(o.userIds)];
  if (!ids.length) return new Map();
  const rows = await findCards(deps.db, ids);
  return new Map(
    rows.map((r) => [r.id, { accountName: r.account_name, nickname: r.nickname, email: r.email, phoneCipher: r.phone_cipher }]),
  );
}
