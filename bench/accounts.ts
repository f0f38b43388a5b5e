import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../apps/server/src/db/database.js';
import type { Deps } from '../apps/server/src/platform/context.js';
import { newId } from '../apps/server/src/platform/ids.js';
import { phoneHash } from '../apps/server/src/platform/personal-data.js';

/**
 * The accounts the benches write straight into the server's database (written once here: open-api,
 * scenarios, batch-signing and sign-flows use it; bulk-send's `member()` can move onto
 * `enterpriseWithMaster`).
 */

/** A `users` row of a plain account: no phone, no password, not authenticated, English. */
export function plainUserRow(id: string, accountName: string, email: string | null, now: number) {
  return {
    id,
    account_name: accountName,
    email,
    phone: null,
    password_hash: null,
    nickname: null,
    language: 'en',
    real_name_status: 0,
    real_name_at: null,
    check_status: 0,
    status: 1,
    created_at: now,
    updated_at: now,
  };
}

/**
 * A new account `<label>-<tag>` (e-mail `<label>-<tag>@example.com`) and the enterprise it is master of,
 * `<Label> <tag>` numbered `<noPrefix><tag>`, authenticated when `passed`; with its master's `members`
 * row when `member`.
 */
export async function enterpriseWithMaster(
  db: Db,
  input: { now: number; label: string; noPrefix: string; passed: boolean; member?: boolean },
): Promise<{ userId: string; enterpriseId: string; tag: string }> {
  const { now, label, passed } = input;
  const userId = newId(now);
  const enterpriseId = newId(now);
  const tag = randomBytes(4).toString('hex');
  await db
    .insertInto('users')
    .values(plainUserRow(userId, `${label}-${tag}`, `${label}-${tag}@example.com`, now))
    .execute();
  await db
    .insertInto('enterprises')
    .values({
      id: enterpriseId,
      name: `${label[0]!.toUpperCase()}${label.slice(1)} ${tag}`,
      master_user_id: userId,
      real_name_status: passed ? 2 : 0,
      check_status: passed ? 2 : 0,
      enterprise_no: `${input.noPrefix}${tag}`,
      passed_at: passed ? now : null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  if (input.member)
    await db
      .insertInto('members')
      .values({ id: newId(now), enterprise_id: enterpriseId, user_id: userId, role: 'master', role_id: null, status: 1, created_at: now })
      .execute();
  return { userId, enterpriseId, tag };
}

let phoneSeq = 0;
/**
 * A fresh account with a new 139… phone whose personal real-name authentication (by phone) passed
 * under `name`: the signer of the signing benches.
 */
export async function signerAccount(deps: Deps, name: string): Promise<{ userId: string; name: string; phone: string }> {
  const { db, cipher } = deps;
  const phone = `139${String(Date.now() % 1e4).padStart(4, '0')}${String(phoneSeq++).padStart(4, '0')}`;
  const now = Date.now();
  const userId = newId(now);
  await db
    .insertInto('users')
    .values({
      ...plainUserRow(userId, `signer-${randomBytes(4).toString('hex')}`, null, now),
      phone_cipher: cipher.encrypt(phone),
      phone_hash: phoneHash(deps, phone),
      real_name_status: 2,
      real_name_at: now,
    })
    .execute();
  await db
    .insertInto('real_name_applications')
    .values({
      id: newId(now),
      user_id: userId,
      purpose: 'authenticate',
      mode: 'phone',
      status: 'passed',
      name_cipher: cipher.encrypt(name),
      id_number_cipher: cipher.encrypt('110101199003077651'),
      id_number_hash: createHash('sha256').update(`${userId}`).digest('hex'),
      phone_cipher: cipher.encrypt(phone),
      bank_card_cipher: null,
      video_file: null,
      video_type: null,
      video_ms: null,
      reason: null,
      review_note: null,
      reviewed_by: null,
      ticket_hash: null,
      ticket_expires_at: null,
      created_at: now,
      submitted_at: now,
      decided_at: now,
      ended_at: null,
    })
    .execute();
  return { userId, name, phone };
}
