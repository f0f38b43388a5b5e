import type { Deps } from '../../platform/context.js';
import { findHeldByOther, findMatching, findRecord, findSummaries, insertRecord, updateRecord } from './record-queries.js';

/**
 * The person's account record as the capabilities that sign people in, change their profile or
 * decide their real name read and change it (decision 49): the statements live here, beside the table.
 */

export type AccountRecord = Awaited<ReturnType<typeof findRecord>> & object;

/** One account by its id, e-mail (as stored, or in any case: an invitation's recipient), phone (keyed hash) or account name; undefined when none matches. */
export async function accountRecordOf(
  deps: Pick<Deps, 'db'>,
  by: { userId: string } | { email: string } | { emailAnyCase: string } | { phoneHash: string } | { accountName: string },
): Promise<AccountRecord | undefined> {
  return findRecord(deps.db, by);
}

/** Whether an account other than the person's own already holds this phone (keyed hash) or e-mail. */
export async function accountHeldByOther(
  deps: Pick<Deps, 'db'>,
  o: { userId: string } & ({ phoneHash: string } | { email: string }),
): Promise<boolean> {
  const { userId, ...by } = o;
  return findHeldByOther(deps.db, by, userId);
}

/** A new account (registration), personal space, real name not started; `deps.db` may be a transaction. */
export async function createAccount(
  deps: Pick<Deps, 'db'>,
  o: {
    id: string;
    accountName: string;
    email: string;
    phoneCipher: string;
    phoneHash: string;
    passwordHash: string;
    language: string;
    now: number;
  },
): Promise<void> {
  await insertRecord(deps.db, o);
}

/**
 * Changes the given fields of a person's account: the password (hashed), nickname, e-mail, phone
 * (sealed and keyed hash), real-name status, the remembered context. With none but `now` it only takes the row's lock for the
 * rest of `deps.db`'s transaction (PostgreSQL row lock, SQLite's write lock), so two decisions about
 * one person run one after the other.
 */
export async function changeAccount(
  deps: Pick<Deps, 'db'>,
  o: {
    userId: string;
    now?: number;
    passwordHash?: string;
    nickname?: string;
    email?: string;
    phone?: { cipher: string; hash: string };
    realName?: { status: number; at: number | null; checkStatus: number };
    /** The context the person's next sign-in starts in (the enterprise center's switch); null: the personal space. */
    lastEnterpriseId?: string | null;
  },
): Promise<void> {
  await updateRecord(deps.db, o.userId, {
    ...(o.now !== undefined && { updated_at: o.now }),
    ...(o.passwordHash !== undefined && { password_hash: o.passwordHash }),
    ...(o.nickname !== undefined && { nickname: o.nickname }),
    ...(o.email !== undefined && { email: o.email }),
    ...(o.phone && { phone_cipher: o.phone.cipher, phone_hash: o.phone.hash }),
    ...(o.realName && { real_name_status: o.realName.status, real_name_at: o.realName.at, check_status: o.realName.checkStatus }),
    ...(o.lastEnterpriseId !== undefined && { last_enterprise_id: o.lastEnterpriseId }),
  });
}

/** People whose account name or nickname contains the keyword, or whose phone hashes to it (the back office's picker), newest first. */
export async function accountsMatching(deps: Pick<Deps, 'db'>, o: { keyword: string; phoneHash: string | null; limit: number }) {
  return findMatching(deps.db, o);
}

/** Account names and real-name status of several people at once (a page of a partner's brought accounts): one query; people not found are absent. */
export async function accountSummariesOf(
  deps: Pick<Deps, 'db'>,
  o: { userIds: readonly string[] },
): Promise<Map<string, { accountName: string; realNameStatus: number }>> {
  const ids = [...new Set(o.userIds)];
  if (!ids.length) return new Map();
  const rows = await findSummaries(deps.db, ids);
  return new Map(rows.map((r) => [r.id, { accountName: r.account_name, realNameStatus: r.real_name_status }]));
}
