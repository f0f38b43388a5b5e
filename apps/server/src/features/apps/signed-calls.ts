import type { AppEnvironment } from '@console/contract';
import type { Deps } from '../../platform/context.js';
import * as q from './queries.js';

/** What the open API needs to judge a signed call from an application, by its public appId. */
export interface CallingApp {
  applicationId: string;
  appId: string;
  enterpriseId: string;
  userId: string;
  environment: AppEnvironment;
  status: number;
  ipWhitelist: string;
  ipRestrict: boolean;
  /** The active secrets, opened (at most two). */
  secrets: { id: string; secret: string; lastUsedAt: number | null; lastUsedFrom: string | null }[];
}

/**
 * Calling applications are kept for a second per process (a busy caller costs three reads less per
 * call); every change made through this capability drops its entry at once, so within one process a
 * revoked secret or a disabled app is refused on the next call, and in another within a second.
 */
const cacheMs = 1000;
const cached = new WeakMap<Deps, Map<string, { at: number; app: CallingApp & { authorized: string[] } }>>();
const cacheOf = (deps: Deps) => {
  let map = cached.get(deps);
  if (!map) cached.set(deps, (map = new Map()));
  return map;
};

/** Changes seen per handle: a read that began before one is not kept (it may hold what the change replaced). */
const changesOf = new WeakMap<Deps, number>();

/** Drops an application's cached entry (after any change to it, its secrets or its authorizations). */
export function forgetCallingApp(deps: Deps, appId: string): void {
  cacheOf(deps).delete(appId);
  changesOf.set(deps, (changesOf.get(deps) ?? 0) + 1);
}

export async function callingApp(deps: Deps, appId: string): Promise<(CallingApp & { authorized: string[] }) | null> {
  const hit = cacheOf(deps).get(appId);
  if (hit && performance.now() - hit.at < cacheMs) return hit.app;
  const changes = changesOf.get(deps) ?? 0;
  const app = await readCallingApp(deps, appId);
  if (app && changes === (changesOf.get(deps) ?? 0)) {
    const map = cacheOf(deps);
    if (map.size > 10_000) map.clear();
    map.set(appId, { at: performance.now(), app });
  }
  return app;
}

/** The application, then its secrets and its authorizations side by side (two round trips, not three). */
async function readCallingApp(deps: Deps, appId: string): Promise<(CallingApp & { authorized: string[] }) | null> {
  const row = await q.findByAppId(deps.db, appId);
  if (!row) return null;
  const [secrets, authorized] = await Promise.all([q.activeSecretsOf(deps.db, row.id), q.authorizedIds(deps.db, row.id)]);
  return {
    authorized,
    applicationId: row.id,
    appId: row.app_id,
    enterpriseId: row.enterprise_id,
    userId: row.user_id,
    environment: row.environment as AppEnvironment,
    status: row.status,
    ipWhitelist: row.ip_whitelist,
    ipRestrict: row.ip_restrict === 1,
    secrets: secrets.map((s) => ({
      id: s.id,
      secret: deps.cipher.decrypt(s.secret_cipher),
      lastUsedAt: s.last_used_at === null ? null : Number(s.last_used_at),
      lastUsedFrom: s.last_used_ip,
    })),
  };
}

/** The subscriptions an application is authorized for (from the calling app's entry while fresh). */
export async function authorizedSubscriptions(deps: Deps, app: { appId: string; applicationId: string }): Promise<string[]> {
  const hit = cacheOf(deps).get(app.appId);
  if (hit && performance.now() - hit.at < cacheMs) return hit.app.authorized;
  return q.authorizedIds(deps.db, app.applicationId);
}

/**
 * Notes which secret signed a call, and from where ("last used at / from"): written only when the
 * note is a minute old or the address changed, so a busy caller does not write on every call.
 */
export async function noteSecretUsed(deps: Deps, secret: CallingApp['secrets'][number], ip: string): Promise<void> {
  const now = deps.clock.now();
  if (secret.lastUsedFrom === ip && secret.lastUsedAt !== null && secret.lastUsedAt >= now - 60_000) return;
  secret.lastUsedAt = now;
  secret.lastUsedFrom = ip;
  await q.markSecretUsed(deps.db, secret.id, now, ip);
}
