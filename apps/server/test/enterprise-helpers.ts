import { hashToken } from '../src/platform/crypto.js';
import { newId } from '../src/platform/ids.js';
import type { TestApp } from './harness.js';
import type { Person } from './real-name-helpers.js';

/**
 * Test setup for the enterprise center: an enterprise with a person in it, and that person's
 * session switched into it — written straight into the database so each feature's tests stand on
 * their own (the create and switch endpoints have their own tests).
 */
export async function enterpriseOf(
  t: TestApp,
  p: Person,
  options: { name?: string; role?: 'master' | 'admin' | 'member'; enterpriseId?: string; passed?: boolean } = {},
): Promise<{ enterpriseId: string }> {
  const now = t.clock.now();
  const enterpriseId = options.enterpriseId ?? newId(now);
  if (!options.enterpriseId) {
    await t.db
      .insertInto('enterprises')
      .values({
        id: enterpriseId,
        name: options.name ?? `Acme ${enterpriseId.slice(-6)}`,
        master_user_id: p.userId,
        real_name_status: options.passed ? 2 : 0,
        check_status: options.passed ? 2 : 0,
        enterprise_no: `E${String(now).slice(-8)}${enterpriseId.slice(-6)}`,
        passed_at: options.passed ? now : null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  await t.db
    .insertInto('members')
    .values({ id: newId(now), enterprise_id: enterpriseId, user_id: p.userId, role: options.role ?? 'master', role_id: null, status: 1, created_at: now })
    .execute();
  await switchInto(t, p, enterpriseId);
  return { enterpriseId };
}

/** Puts the person's current session into an enterprise context (null: personal). */
export async function switchInto(t: TestApp, p: Person, enterpriseId: string | null): Promise<void> {
  const token = p.cookie.split(';')[0]!.split('=').slice(1).join('=');
  await t.db.updateTable('sessions').set({ enterprise_id: enterpriseId }).where('token_hash', '=', hashToken(decodeURIComponent(token))).execute();
}
