import { createHash } from 'node:crypto';
import path from 'node:path';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import Database from 'better-sqlite3';
import { dataDir } from './server';

/**
 * Operation protection for journeys whose subject is another act: the session is marked
 * as having just proved a second factor, in the database, as a journey marks an enterprise
 * authenticated — the dialog itself has its journey (operation-protection.spec.ts). A person without
 * an authenticator app would prove by SMS, and a second code to the same phone waits a minute.
 */
export async function provenForOperations(context: BrowserContext | APIRequestContext): Promise<void> {
  const token = (await context.storageState()).cookies.find((c) => c.name === 'esign_session')?.value;
  if (!token) throw new Error('no session to prove');
  const db = new Database(path.join(dataDir, 'console.db'));
  try {
    db.prepare('update sessions set operation_proven_at = ? where token_hash = ?').run(
      Date.now(),
      createHash('sha256').update(token).digest('hex'),
    );
  } finally {
    db.close();
  }
}
