import type { Deps } from '../../platform/context.js';
import { openPhone } from '../../platform/personal-data.js';
import { findRecipient, findRecipients } from './queries.js';

/** A person a notice can go to, in the shape `platform/delivery`'s `noticeTo` takes. */
export interface Recipient {
  accountName: string;
  language: string | null;
  time_zone: string | null;
  phone: string | null;
  email: string | null;
}

/**
 * Who an account is and how to reach it, for the capabilities that tell people things (reviews,
 * reminders, quota alerts, invoices, work-order replies): the users table stays the accounts' own,
 * and the phone is opened here, once, instead of at every caller.
 */
export async function recipientOf(deps: Pick<Deps, 'db' | 'cipher'>, userId: string): Promise<Recipient | undefined> {
  const row = await findRecipient(deps.db, userId);
  return row && recipient(deps, row);
}

/** Several people at once (an enterprise's administrators told of a change): one query; people not found are absent. */
export async function recipientsOf(deps: Pick<Deps, 'db' | 'cipher'>, o: { userIds: readonly string[] }): Promise<Map<string, Recipient>> {
  const ids = [...new Set(o.userIds)];
  if (!ids.length) return new Map();
  const rows = await findRecipients(deps.db, ids);
  return new Map(rows.map((r) => [r.id, recipient(deps, r)]));
}

type RecipientRow = {
  account_name: string;
  phone_cipher: string | null;
  email: string | null;
  language: string | null;
  time_zone: string | null;
};

const recipient = (deps: Pick<Deps, 'cipher'>, row: RecipientRow): Recipient => ({
  accountName: row.account_name,
  language: row.language,
  time_zone: row.time_zone,
  phone: openPhone(deps, row.phone_cipher),
  email: row.email,
});
