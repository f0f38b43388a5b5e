import type { Deps } from '../../platform/context.js';
import type { SubscriptionRow } from './queries.js';
import * as q from './queries.js';

/**
 * The subscriptions an application's calls draw on, kept for a second per process (for the open API's
 * throughput: one PostgreSQL round trip less per metered call). Safe to serve slightly old because
 * the statement that takes the unit re-checks the window and the quantity itself; the cached count
 * follows this process's own takes at once, and a refused take, a grant or an adjustment drops the
 * enterprise's entries so the next call reads the table.
 */

const cacheMs = 1000;
type Entry = { at: number; rows: SubscriptionRow[] };
const cached = new WeakMap<Deps, Map<string, Map<string, Entry>>>();

function enterpriseCache(deps: Deps, enterpriseId: string): Map<string, Entry> {
  let all = cached.get(deps);
  if (!all) cached.set(deps, (all = new Map()));
  let mine = all.get(enterpriseId);
  if (!mine) {
    // A bound on memory, not a policy: a process serving this many enterprises at once rereads.
    if (all.size > 10_000) all.clear();
    all.set(enterpriseId, (mine = new Map()));
  }
  return mine;
}

/** The enterprise's subscriptions among `ids`, from the cache when it is under a second old. */
export async function cachedSubscriptions(deps: Deps, enterpriseId: string, ids: readonly string[]): Promise<SubscriptionRow[]> {
  const key = ids.join(',');
  const mine = enterpriseCache(deps, enterpriseId);
  const hit = mine.get(key);
  if (hit && performance.now() - hit.at < cacheMs) return hit.rows;
  const rows = await q.findSubscriptionsByIds(deps.db, enterpriseId, ids);
  mine.set(key, { at: performance.now(), rows });
  return rows;
}

/** After this process took a unit: the cached rows show the count the statement answered. */
export function noteTaken(deps: Deps, enterpriseId: string, subscriptionId: string, used: number): void {
  for (const entry of cached.get(deps)?.get(enterpriseId)?.values() ?? []) {
    const row = entry.rows.find((r) => r.id === subscriptionId);
    if (row && Number(row.used_count) < used) row.used_count = used;
  }
}

/** Drops what is kept of an enterprise's subscriptions (a grant, an adjustment, a refused take). */
export function forgetSubscriptions(deps: Deps, enterpriseId: string): void {
  cached.get(deps)?.delete(enterpriseId);
}
