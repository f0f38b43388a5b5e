import type { Deps } from '../../platform/context.js';
import { findAccountBy, findAccountNames, findAccountRealName, findAccountShown, findAccountStanding } from './queries.js';

/**
 * Account names of several people at once, for a page of another capability's rows (an operation
 * log's actors, a work order's authors): one query instead of a join of `users` (decision 49).
 * People not found are absent from the map.
 */
export async function accountNamesOf(deps: Pick<Deps, 'db'>, o: { userIds: readonly (string | null)[] }): Promise<Map<string, string>> {
  const ids = [...new Set(o.userIds.filter((id): id is string => Boolean(id)))];
  if (!ids.length) return new Map();
  const rows = await findAccountNames(deps.db, ids);
  return new Map(rows.map((r) => [r.id, r.account_name]));
}

/**
 * The person an operator names by what the back office shows (an account name or a whole phone
 * number, given here hashed) or by the id a picker chose (a coupon's owner); undefined when none matches.
 */
export async function accountShownAs(deps: Pick<Deps, 'db'>, o: { key: string; phoneHash: string | null }): Promise<string | undefined> {
  return (await findAccountShown(deps.db, o.key, o.phoneHash))?.id;
}

/** A person's real-name status and when it last changed (the home page's card); undefined when there is no such person. */
export async function accountRealNameOf(
  deps: Pick<Deps, 'db'>,
  o: { userId: string },
): Promise<{ realNameStatus: number; realNameAt: number | null } | undefined> {
  const row = await findAccountRealName(deps.db, o.userId);
  return row && { realNameStatus: row.real_name_status, realNameAt: row.real_name_at };
}

/** An account's name, real-name status and status (an SSO code's person); undefined when there is no such account. */
export async function accountStandingOf(
  deps: Pick<Deps, 'db'>,
  o: { userId: string },
): Promise<{ id: string; accountName: string; realNameStatus: number; status: number } | undefined> {
  const row = await findAccountStanding(deps.db, o.userId);
  return row && { id: row.id, accountName: row.account_name, realNameStatus: row.real_name_status, status: row.status };
}

/**
 * The account named by id, else e-mail (as stored), else phone (keyed hash), else account name, with
 * how flows name it (its phone hash and e-mail): a trusted system's person (SSO synchronization), the
 * account a sign flow's signer leads to, the signed-in person's contact; undefined when none is given
 * or none matches.
 */
export async function accountNamedBy(
  deps: Pick<Deps, 'db'>,
  by: { id?: string; accountName?: string; email?: string; phoneHash?: string },
): Promise<{ id: string; accountName: string; status: number; phoneHash: string | null; email: string | null } | undefined> {
  const row = await findAccountBy(deps.db, by);
  return row && { id: row.id, accountName: row.account_name, status: row.status, phoneHash: row.phone_hash, email: row.email };
}
