import type { Db } from '../../db/database.js';
import type { Deps } from '../../platform/context.js';
import { issueEventCertificate as issueNewEventCertificate } from './event.js';
import * as q from './queries.js';
import { stateOf } from './view.js';

/**
 * How long after its issue an event certificate still signs for the same identity: an hour, so
 * every signature it makes has at least 23 of its 24 hours of validity ahead (decision 44).
 */
export const eventReuseMs = 3_600_000;

type EventIdentity = { name: string; organization?: string | null; userId: string; enterpriseId: string | null; algorithm?: number };

/** Entries kept per database: far more identities than sign within an hour on one process. */
const maxEntries = 10_000;

/** Per database (tests run several in one process): identity → the newest event certificate's id, and its issue in flight. */
const issuedOf = new WeakMap<Db, Map<string, string>>();
const pendingOf = new WeakMap<Db, Map<string, Promise<q.CertificateRow>>>();
const mapOf = <T>(maps: WeakMap<Db, Map<string, T>>, db: Db) => maps.get(db) ?? maps.set(db, new Map()).get(db)!;

/**
 * The event certificate (事件证书) a signing act signs with: the identity's own from the last hour
 * when there is one and it is still valid and unrevoked (read again by id, so a revocation counts at
 * once), else a new one (`event.ts`: a new platform key, a certificate naming the signer, one day).
 * The identity is all the certificate binds — account, enterprise, the names in its subject and the
 * algorithm — so a reused certificate names exactly what a new one would. A fresh RSA-2048 key is
 * ~190 ms of CPU and the issue one more CA signature: the enterprise signing every flow by auto-sign
 * and the completion certificates of one initiator made one key per signature before (decision 44).
 * Concurrent signings of one identity share one issue. Only ids are kept here, in this process's
 * memory: another process or a restart issues its own, which costs a key, never correctness.
 * A reused certificate comes with its key's row, read in the same query (the key store takes it
 * instead of reading it again for the signature); a new one's key row is read by the key store.
 */
export async function eventCertificateWithKey(deps: Deps, o: EventIdentity): Promise<q.CertificateWithKey> {
  const algorithm = o.algorithm ?? 0;
  const key = JSON.stringify([algorithm, o.userId, o.enterpriseId, o.organization ?? null, o.name]);
  const issued = mapOf(issuedOf, deps.db);
  const pending = mapOf(pendingOf, deps.db);
  const id = issued.get(key);
  if (id) {
    const found = await q.findWithKeyById(deps.db, id);
    const row = found?.certificate;
    const now = deps.clock.now();
    if (row && now - row.not_before < eventReuseMs && now >= row.not_before && stateOf(row, now).status === 1) return found;
    issued.delete(key);
  }
  const inFlight = pending.get(key);
  if (inFlight) return { certificate: await inFlight, key: null };
  const issuing = issueNewEventCertificate(deps, { ...o, algorithm });
  pending.set(key, issuing);
  try {
    const row = await issuing;
    if (issued.size >= maxEntries) issued.delete(issued.keys().next().value!);
    issued.set(key, row.id);
    return { certificate: row, key: null };
  } finally {
    pending.delete(key);
  }
}

/** The event certificate alone (`eventCertificateWithKey` without the key's row). */
export const issueEventCertificate = async (deps: Deps, o: EventIdentity): Promise<q.CertificateRow> =>
  (await eventCertificateWithKey(deps, o)).certificate;
