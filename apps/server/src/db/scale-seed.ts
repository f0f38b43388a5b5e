import { type RawBuilder, sql } from 'kysely';
import type { FieldCipher } from '../platform/crypto.js';
import type { Db } from './database.js';

/**
 * Rows at scale for the list tests and the bench, generated inside the database by one
 * `INSERT … SELECT` per table over a number series (no row crosses the driver, so a million rows take
 * seconds, not minutes). Every row of a table shares one sealed name and ID number (the lists decrypt
 * them); ids are `<prefix><12 digits>`, and times repeat in threes so the lists' tie-breaker is
 * exercised. Applications cycle through their statuses and modes so every filter has rows.
 */
export interface ScaleSeed {
  /** People the applications belong to (the queue joins them). */
  users: number;
  realNameApplications: number;
  enterprises: number;
  enterpriseApplications: number;
  remittances: number;
  registryEntries: number;
}

const base = 1_700_000_000_000;

function series(postgres: boolean, count: number): RawBuilder<unknown> {
  return postgres
    ? sql`(select g as i from generate_series(0, ${count - 1}) as g) as n`
    : sql`(with recursive s(i) as (select 0 union all select i + 1 from s where i < ${count - 1}) select i from s) as n`;
}

function idOf(postgres: boolean, prefix: string, expr: RawBuilder<unknown> = sql`n.i`): RawBuilder<string> {
  return postgres ? sql<string>`${prefix} || lpad((${expr})::text, 12, '0')` : sql<string>`${prefix} || printf('%012d', ${expr})`;
}

/** Adds the rows (with ids under `prefix`, so a second seed with another prefix adds more). */
export async function seedAtScale(db: Db, cipher: FieldCipher, postgres: boolean, counts: ScaleSeed, prefix = 'seed'): Promise<void> {
  // PostgreSQL types a bare parameter added to an int as int; the times are bigint.
  const t0 = postgres ? sql`${base}::bigint` : sql`${base}`;
  const name = cipher.encrypt('Seed Person');
  const idNumber = cipher.encrypt('110101199003070011');
  const users = Math.max(1, counts.users);
  const userOf = (expr: RawBuilder<unknown>) => idOf(postgres, `${prefix}-u-`, sql`(${expr}) % ${users}`);
  if (counts.users > 0) {
    await sql`insert into users (id, account_name, email, language, real_name_status, check_status, status, created_at, updated_at)
      select ${idOf(postgres, `${prefix}-u-`)}, ${idOf(postgres, `${prefix}u`)}, null, 'en', 0, 0, 1, ${t0} + n.i, ${t0} + n.i
      from ${series(postgres, counts.users)}`.execute(db);
  }
  if (counts.realNameApplications > 0) {
    await sql`insert into real_name_applications (id, user_id, purpose, mode, status, name_cipher, id_number_cipher, id_number_hash, created_at, submitted_at)
      select ${idOf(postgres, `${prefix}-rn-`)}, ${userOf(sql`n.i`)}, 'authenticate',
        case n.i % 3 when 0 then 'phone' when 1 then 'bank' else 'face' end,
        case n.i % 4 when 0 then 'underReview' when 1 then 'failed' when 2 then 'rejected' else 'expired' end,
        ${name}, ${idNumber}, ${idOf(postgres, `${prefix}-h-`)}, ${t0} + n.i / 3, ${t0} + n.i / 3
      from ${series(postgres, counts.realNameApplications)}`.execute(db);
  }
  if (counts.enterprises > 0) {
    await sql`insert into enterprises (id, name, master_user_id, real_name_status, check_status, created_at, updated_at, enterprise_no)
      select ${idOf(postgres, `${prefix}-e-`)}, ${idOf(postgres, `${prefix} company `)}, ${userOf(sql`n.i`)}, 0, 0, ${t0} + n.i / 3, ${t0} + n.i / 3,
        ${idOf(postgres, `${prefix}E`)}
      from ${series(postgres, counts.enterprises)}`.execute(db);
  }
  const enterprises = Math.max(1, counts.enterprises);
  if (counts.enterpriseApplications > 0) {
    await sql`insert into enterprise_applications (id, enterprise_id, applicant_user_id, mode, status, enterprise_name, three_in_one,
        legal_name_cipher, legal_id_cipher, legal_id_hash, legal_mobile_cipher, amount_attempts, created_at, submitted_at)
      select ${idOf(postgres, `${prefix}-ea-`)}, ${idOf(postgres, `${prefix}-e-`, sql`n.i % ${enterprises}`)}, ${userOf(sql`n.i`)},
        case n.i % 4 when 0 then 'bank' when 1 then 'bankLegal' when 2 then 'legalPerson' else 'documents' end,
        case n.i % 3 when 0 then 'underReview' when 1 then 'failed' else 'rejected' end,
        'Seed Company', 1, ${name}, ${idNumber}, ${idOf(postgres, `${prefix}-lh-`)}, ${name}, 0, ${t0} + n.i / 3, ${t0} + n.i / 3
      from ${series(postgres, counts.enterpriseApplications)}`.execute(db);
  }
  if (counts.remittances > 0) {
    const applications = Math.max(1, counts.enterpriseApplications);
    await sql`insert into bank_remittances (id, application_id, enterprise_id, account_cipher, account_bank, amount_fen, status, reference, created_at, sent_at)
      select ${idOf(postgres, `${prefix}-r-`)}, ${idOf(postgres, `${prefix}-ea-`, sql`n.i % ${applications}`)},
        ${idOf(postgres, `${prefix}-e-`, sql`(n.i % ${applications}) % ${enterprises}`)}, ${cipher.encrypt('6222020000123456789')},
        'Seed Bank', 1 + n.i % 99, 'sent', ${idOf(postgres, `${prefix}R`)}, ${t0} + n.i / 3, ${t0} + n.i / 3
      from ${series(postgres, counts.remittances)}`.execute(db);
  }
  if (counts.registryEntries > 0) {
    await sql`insert into identity_registry (id, name_cipher, id_number_cipher, id_number_hash, phone_check, bank_check, face_check, note, created_by, created_at)
      select ${idOf(postgres, `${prefix}-ir-`)}, ${name}, ${idNumber}, ${idOf(postgres, `${prefix}-ih-`)}, 'pass', 'pass', 'pass', '', 'seed', ${t0} + n.i / 3
      from ${series(postgres, counts.registryEntries)}`.execute(db);
  }
}
