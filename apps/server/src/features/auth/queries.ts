import type { Db } from '../../db/database.js';

/** SQL of the accounts feature. Times are epoch ms handed in by the service (its clock). */

// ---- captchas ------------------------------------------------------------------------------

export async function insertCaptcha(
  db: Db,
  row: {
    id: string;
    tokenHash: string;
    answerHash: string;
    testAnswer: string | null;
    workBits: number;
    createdAt: number;
    expiresAt: number;
  },
): Promise<void> {
  await db
    .insertInto('captchas')
    .values({
      id: row.id,
      token_hash: row.tokenHash,
      answer_hash: row.answerHash,
      test_answer: row.testAnswer,
      work_bits: row.workBits,
      created_at: row.createdAt,
      expires_at: row.expiresAt,
    })
    .execute();
}

/** Deletes and returns the captcha in one statement: a token is checked once, right or wrong. */
export async function takeCaptcha(
  db: Db,
  tokenHash: string,
): Promise<{ answer_hash: string; expires_at: number; work_bits: number } | undefined> {
  return db
    .deleteFrom('captchas')
    .where('token_hash', '=', tokenHash)
    .returning(['answer_hash', 'expires_at', 'work_bits'])
    .executeTakeFirst();
}

export async function findCaptchaTestAnswer(db: Db, tokenHash: string, now: number): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('captchas')
    .select('test_answer')
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.test_answer;
}

// ---- registrations in progress -------------------------------------------------------------

export async function upsertPendingRegistration(
  db: Db,
  row: {
    id: string;
    email: string;
    language: string;
    activationTokenHash: string;
    activationExpiresAt: number;
    createdAt: number;
    expiresAt: number;
  },
): Promise<void> {
  await db
    .insertInto('pending_registrations')
    .values({
      id: row.id,
      email: row.email,
      language: row.language,
      activation_token_hash: row.activationTokenHash,
      activation_expires_at: row.activationExpiresAt,
      email_verified_at: null,
      ticket_hash: null,
      ticket_expires_at: null,
      created_at: row.createdAt,
      expires_at: row.expiresAt,
    })
    // A new e-mail replaces the link; a ticket already issued stays valid so a person mid-way is not thrown back.
    .onConflict((oc) =>
      oc.column('email').doUpdateSet({
        language: row.language,
        activation_token_hash: row.activationTokenHash,
        activation_expires_at: row.activationExpiresAt,
        expires_at: row.expiresAt,
      }),
    )
    .execute();
}

export async function findPendingByEmail(db: Db, email: string, now: number) {
  return db.selectFrom('pending_registrations').selectAll().where('email', '=', email).where('expires_at', '>', now).executeTakeFirst();
}

export async function findPendingByActivation(db: Db, tokenHash: string, now: number) {
  return db
    .selectFrom('pending_registrations')
    .selectAll()
    .where('activation_token_hash', '=', tokenHash)
    .where('activation_expires_at', '>', now)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function findPendingByTicket(db: Db, ticketHash: string, now: number) {
  return db
    .selectFrom('pending_registrations')
    .selectAll()
    .where('ticket_hash', '=', ticketHash)
    .where('ticket_expires_at', '>', now)
    .executeTakeFirst();
}

/** The e-mail is proven: the link is spent, and a ticket for step 2 replaces any earlier one. */
export async function markEmailVerified(
  db: Db,
  id: string,
  input: { now: number; ticketHash: string; ticketExpiresAt: number },
): Promise<void> {
  await db
    .updateTable('pending_registrations')
    .set({
      email_verified_at: input.now,
      activation_token_hash: null,
      activation_expires_at: null,
      ticket_hash: input.ticketHash,
      ticket_expires_at: input.ticketExpiresAt,
      expires_at: input.ticketExpiresAt,
    })
    .where('id', '=', id)
    .execute();
}

export async function deletePendingRegistration(db: Db, id: string): Promise<void> {
  await db.deleteFrom('pending_registrations').where('id', '=', id).execute();
}

/** Housekeeping: what expired is deleted, so abandoned registrations and captchas do not pile up (codes: the platform's). */
export async function purgeExpired(db: Db, now: number): Promise<void> {
  await db.deleteFrom('pending_registrations').where('expires_at', '<=', now).execute();
  await db.deleteFrom('captchas').where('expires_at', '<=', now).execute();
}
