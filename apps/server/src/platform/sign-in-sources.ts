import type { Deps } from './context.js';
import { limits, sourceOf } from './limits.js';
import { keyedHash } from './personal-data.js';
import * as q from './sign-in-source-queries.js';

/**
 * Where an account ('u:<id>') or an operator ('o:<id>') signed in before, or was unlocked by its
 * e-mailed link: while it is being guessed, password sign-in stays open from these sources only.
 * A source is kept as a keyed hash of the IPv4 address or IPv6 /64.
 */
const sourceHash = (deps: Pick<Deps, 'config'>, ip: string) => keyedHash(deps, 'sign-in-source', sourceOf(ip));

export async function isKnownSource(deps: Pick<Deps, 'db' | 'clock' | 'config'>, subject: string, ip: string): Promise<boolean> {
  return q.sourceSeenSince(deps.db, subject, sourceHash(deps, ip), deps.clock.now() - limits.knownSourceMs);
}

export async function rememberSource(deps: Pick<Deps, 'db' | 'clock' | 'config'>, subject: string, ip: string): Promise<void> {
  const now = deps.clock.now();
  await q.upsertSource(deps.db, subject, sourceHash(deps, ip), now);
  // Now and then rather than on every sign-in: sources unseen for the whole period are forgotten.
  if (Math.random() < 0.02) await q.forgetSourcesBefore(deps.db, now - limits.knownSourceMs);
}
