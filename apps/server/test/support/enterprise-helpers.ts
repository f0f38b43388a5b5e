import { hashToken } from '../../src/platform/crypto.js';
import { newId } from '../../src/platform/ids.js';
import type { TestApp } from './harness.js';
import type { Person } from './real-name-helpers.js';

/**
 * Test setup for the enterprise center: an enterprise with a person in it, and that person's
 * session switched into it — written straight into the database so each feature's tests stand on
 * their own (the create and switch endpoints have their own tests).
 */
export interface EnterpriseOptions {
  name?: string;
  role?: 'master' | 'admin' | 'member';
  /** An existing enterprise to join instead of a new one. */
  enterpriseId?: string;
  /** A new enterprise that has passed authentication (status 2). */
  passed?: boolean;
  /** A new enterprise's own statuses, when neither new (0) nor passed. */
  realNameStatus?: number;
  checkStatus?: number;
}

/** An enterprise (new unless `enterpriseId` names one) with the user as a member in `role` (master by default). */
export async function addMembership(t: TestApp, userId: string, options: EnterpriseOptions = {}): Promise<{ enterpriseId: string }> {
  const now = t.clock.now();
  const enterpriseId = options.enterpriseId ?? newId(now);
  if (!options.enterpriseId) {
    await t.db
      .insertInto('enterprises')
      .values({
        id: enterpriseId,
        name: options.name ?? `Acme ${enterpriseId.slice(-6)}`,
        master_user_id: userId,
        real_name_status: options.realNameStatus ?? (options.passed ? 2 : 0),
        check_status: options.checkStatus ?? (options.passed ? 2 : 0),
        enterprise_no: `E${String(now).slice(-8)}${enterpriseId.slice(-6)}`,
        passed_at: options.passed ? now : null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  await t.db
    .insertInto('members')
    .values({
      id: newId(now),
      enterprise_id: enterpriseId,
      user_id: userId,
      role: options.role ?? 'master',
      role_id: null,
      status: 1,
      created_at: now,
      // As the server writes a member row: with the account name the member list searches (0073).
      account_name:
        (await t.db.selectFrom('users').select('account_name').where('id', '=', userId).executeTakeFirst())?.account_name ?? null,
    })
    .execute();
  return { enterpriseId };
}

/** An enterprise with the person in it, and the person's current session switched into it. */
export async function enterpriseOf(t: TestApp, p: Person, options: EnterpriseOptions = {}): Promise<{ enterpriseId: string }> {
  const { enterpriseId } = await addMembership(t, p.userId, options);
  await switchInto(t, p, enterpriseId);
  return { enterpriseId };
}

/** An enterprise with the user in it, and every session of the user switched into it. */
export async function enterpriseContext(t: TestApp, userId: string, options: EnterpriseOptions = {}): Promise<{ enterpriseId: string }> {
  const { enterpriseId } = await addMembership(t, userId, options);
  await t.db.updateTable('sessions').set({ enterprise_id: enterpriseId }).where('user_id', '=', userId).execute();
  return { enterpriseId };
}

/** Puts the person's current session into an enterprise context (null: personal). */
export async function switchInto(t: TestApp, p: Person, enterpriseId: string | null): Promise<void> {
  const token = p.cookie.split(';')[0]!.split('=').slice(1).join('=');
  await t.db
    .updateTable('sessions')
    .set({ enterprise_id: enterpriseId })
    .where('token_hash', '=', hashToken(decodeURIComponent(token)))
    .execute();
}
