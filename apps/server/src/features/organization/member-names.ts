import type { Deps } from '../../platform/context.js';
import { type AccountCard, accountCardsOf } from '../account/index.js';
import { findMemberRow } from './member-queries.js';
import { memberDisplayNames } from './membership-queries.js';

/** How a member is shown: the name the enterprise gave them, else their nickname, else their account name. */
export const shownName = (displayName: string | null | undefined, card: AccountCard) => displayName ?? card.nickname ?? card.accountName;

/**
 * The shown names of several people in one enterprise (the grantees of a page of seal grants, the
 * appliers of a page of seal uses): one read of the members over (enterprise_id, user_id), one of the
 * accounts. A person who is not a member is named by their account; people not found are absent.
 */
export async function memberNamesOf(
  deps: Pick<Deps, 'db'>,
  o: { enterpriseId: string; userIds: readonly string[] },
): Promise<Map<string, string>> {
  const ids = [...new Set(o.userIds)];
  if (!ids.length) return new Map();
  const [members, cards] = await Promise.all([memberDisplayNames(deps.db, o.enterpriseId, ids), accountCardsOf(deps, { userIds: ids })]);
  const given = new Map(members.map((m) => [m.user_id, m.display_name]));
  return new Map([...cards].map(([id, card]) => [id, shownName(given.get(id), card)]));
}

/** A member of the enterprise by member id, with their shown name (whom a seal grant names); undefined when none. */
export async function memberOfEnterprise(
  deps: Pick<Deps, 'db'>,
  o: { enterpriseId: string; memberId: string },
): Promise<{ id: string; userId: string; status: number; name: string } | undefined> {
  const row = await findMemberRow(deps.db, o.enterpriseId, o.memberId);
  if (!row) return undefined;
  const card = (await accountCardsOf(deps, { userIds: [row.user_id] })).get(row.user_id);
  return card && { id: row.id, userId: row.user_id, status: row.status, name: shownName(row.display_name, card) };
}

/**
 * A page of the member list with how each member is shown and reached: the name (their own, else
 * nickname, else account name) and the account's e-mail and sealed phone (a member's own contact, on
 * the row, comes first where shown). One read of account's `accountCardsOf` per page.
 */
export async function withAccounts<R extends { user_id: string; display_name: string | null; account_name: string | null }>(
  deps: Pick<Deps, 'db'>,
  rows: readonly R[],
): Promise<(R & { name: string; email: string | null; phone_cipher: string | null })[]> {
  const cards = await accountCardsOf(deps, { userIds: rows.map((r) => r.user_id) });
  return rows.map((r) => {
    const card = cards.get(r.user_id) ?? { accountName: r.account_name ?? '', nickname: null, email: null, phoneCipher: null };
    return { ...r, name: shownName(r.display_name, card), email: card.email, phone_cipher: card.phoneCipher };
  });
}
