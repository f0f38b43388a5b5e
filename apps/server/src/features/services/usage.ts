import { platformDate, serviceStatus } from '@console/contract';
import type { Db } from '../../db/database.js';
import type { Deps } from '../../platform/context.js';
import type { ListPosition } from '../../platform/keyset.js';
import type { Tenant } from '../../platform/tenant.js';
import * as q from './usage-queries.js';

/**
 * What other capabilities read of usage (decision 49): the rollup's sums for the statistics pages,
 * the dashboard's and the applications' month, an application's calls from the ledger, a work
 * order's named call. The rollup and the ledger stay services' own (metering writes both).
 */

export type { CallRow, RollupFilter } from './usage-queries.js';
export { callOrder } from './usage-queries.js';

/** Calls, successes and failures of an enterprise's rollup per day, per service and per application (the statistics pages). */
export const usagePerDay = (deps: Pick<Deps, 'db'>, f: q.RollupFilter) => q.perDay(deps.db, f);
export const usagePerService = (deps: Pick<Deps, 'db'>, f: q.RollupFilter) => q.perService(deps.db, f);
export const usagePerApp = (deps: Pick<Deps, 'db'>, f: q.RollupFilter) => q.perApp(deps.db, f);

/** Calls of a page of applications this platform month so far (sandbox calls included), by internal id: one query. */
export async function appCallsThisMonth(
  deps: Pick<Deps, 'db' | 'clock'>,
  o: { apps: readonly { enterpriseId: string; applicationId: string }[] },
): Promise<Map<string, number>> {
  if (!o.apps.length) return new Map();
  const toDay = platformDate(deps.clock.now());
  return q.callsOfApps(deps.db, o.apps, `${toDay.slice(0, 8)}01`, toDay);
}

/** A page of an application's metered calls, newest first, with the total up to the count cap. */
export const appCallsPage = (deps: Pick<Deps, 'db'>, o: { applicationId: string; position: ListPosition }) =>
  q.pageCalls(deps.db, o.applicationId, o.position);

/** The newest metered call of a request id within a tenant (its application by internal id); undefined when none. */
export const meteredCallOf = (deps: Pick<Deps, 'db'>, o: { tenant: Tenant; requestId: string }) =>
  q.meteredCall(deps.db, o.tenant, o.requestId);

const dayMs = 24 * 60 * 60_000;

/** Settled days' sums per database, for the days through `through`: enterprise and month → sum. */
const settledSums = new WeakMap<Db, { through: string; sums: Map<string, Promise<number>> }>();
/** Enterprises remembered a day per process at most; past it the day starts over (one more read each). */
const settledMax = 100_000;

/**
 * The month's days up to the day before yesterday, summed once a day per enterprise and process: those
 * rows no longer change (a call counts on the platform day it was metered, in the request's own
 * transaction), so each view reads only yesterday's and today's (~1,200 rollup rows at 200
 * applications × 3 services, where the month's were ~17,000 by its end, 15–45 ms on a loaded machine).
 */
function settledSum(db: Db, enterpriseId: string, first: string, through: string): Promise<number> {
  let held = settledSums.get(db);
  if (!held || held.through !== through || held.sums.size >= settledMax) settledSums.set(db, (held = { through, sums: new Map() }));
  const key = `${enterpriseId}|${first}`;
  let sum = held.sums.get(key);
  if (!sum) {
    const sums = held.sums;
    sum = q.sumUsage(db, enterpriseId, first, through);
    sums.set(key, sum);
    // A failed read is not remembered: the next view tries again.
    sum.catch(() => sums.delete(key));
  }
  return sum;
}

/**
 * The month's metered calls so far, from the daily rollup: platform days (UTC+8, where the product
 * bills) from the month's first to today — the settled days from memory, yesterday and today read.
 * Every metered call is an application's, and every application an enterprise's, so a person outside
 * an enterprise has none.
 */
export async function callsThisMonth(deps: Pick<Deps, 'db'>, tenant: Tenant, now: number): Promise<number> {
  if (tenant.kind !== 'enterprise') return 0;
  const today = platformDate(now);
  const first = `${today.slice(0, 8)}01`;
  const yesterday = platformDate(now - dayMs);
  // Platform days are UTC+8 all year: a day before is always 24 hours before.
  const settledThrough = platformDate(now - 2 * dayMs);
  if (settledThrough < first) return q.sumUsage(deps.db, tenant.enterpriseId, first, today);
  const [settled, recent] = await Promise.all([
    settledSum(deps.db, tenant.enterpriseId, first, settledThrough),
    q.sumUsage(deps.db, tenant.enterpriseId, yesterday, today),
  ]);
  return settled + recent;
}

/**
 * The home dashboard's usage card: the tenant's subscriptions in effect and its metered calls this
 * platform month (the rollup, never the ledger).
 */
export async function usageFiguresOf(
  deps: Pick<Deps, 'db' | 'clock'>,
  o: { tenant: Tenant },
): Promise<{ servicesInEffect: number; callsThisMonth: number }> {
  const [servicesInEffect, calls] = await Promise.all([
    q.countSubscriptions(deps.db, o.tenant, serviceStatus.effective),
    callsThisMonth(deps, o.tenant, deps.clock.now()),
  ]);
  return { servicesInEffect, callsThisMonth: calls };
}
