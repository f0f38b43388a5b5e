import { type ApiServiceCode, platformDate, sandboxDailyAllowance, subscriptionStatusOf, unlimitedTotalCount } from '@console/contract';
import { translate } from '@console/phrases';
import type { FastifyBaseLogger } from 'fastify';
import { type OperationLogAct, preparedAct, writeOperationLog } from '../../platform/audit.js';
import type { Deps } from '../../platform/context.js';
import { languageOf, noticeTo, sendInBackground } from '../../platform/delivery.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { recipientOf } from '../account/index.js';
import { enterpriseMasterOf } from '../enterprise/index.js';
import * as m from './metering-queries.js';
import * as q from './queries.js';
import { cachedSubscriptions, forgetSubscriptions, noteTaken } from './subscription-cache.js';
import { takeUnitInBatch } from './take-batch.js';
import { subscriptionView } from './view.js';

/**
 * Metering: one usage row per metered call, written in the same transaction that takes its unit
 * (or, for a sandbox application, one of the day's free calls), so no two callers can share the
 * last unit and a refused or failed call leaves no trace. The same write counts the call into the
 * day's rollup (`usage_daily`) the statistics pages read.
 */

const rowsOf = (deps: Deps, enterpriseId: string, ids: readonly string[]) => q.findSubscriptionsByIds(deps.db, enterpriseId, ids);

export interface MeteredApp {
  applicationId: string;
  enterpriseId: string;
  userId: string;
  sandbox: boolean;
}

/**
 * Of the subscriptions an application is authorized for, the one a call of `service` draws on: the
 * first in effect, soonest due. Refuses with what the caller can act on: not authorized, not in
 * effect (expired or not yet provisioned), or used up. A sandbox application needs only the
 * authorization (it never draws on paid quantity).
 */
export async function subscriptionForCall(
  deps: Deps,
  input: { app: MeteredApp; authorized: readonly string[]; service: ApiServiceCode },
): Promise<string> {
  const rows = (await cachedSubscriptions(deps, input.app.enterpriseId, input.authorized)).filter((r) => r.service_code === input.service);
  if (rows.length === 0) throw new AppError('apiServiceNotAuthorized', { service: input.service });
  if (input.app.sandbox) return rows[0]!.id;
  const now = deps.clock.now();
  const statuses = rows.map((r) => ({ r, status: subscriptionView(r, now).status }));
  const effective = statuses.filter((s) => s.status === 2).sort((a, b) => Number(a.r.due_at) - Number(b.r.due_at));
  if (effective[0]) return effective[0].r.id;
  if (statuses.some((s) => s.status === 4)) throw new AppError('apiQuotaExhausted', { service: input.service });
  throw new AppError('apiPackageExpired', { service: input.service });
}

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Records one metered call: takes the unit (or the sandbox call) and writes the usage row in one
 * transaction. Call it once the service has answered; a provider outage never gets here.
 * `alongside` is the caller's own record of the act (e.g. the signature's log entry and row): it
 * commits with the unit — one commit per call instead of two, and a refused take leaves no record;
 * on PostgreSQL a paid take is one statement shared with the package's other waiting calls, their
 * records included (`take-batch.ts`).
 */
export async function meterCall(
  deps: Deps,
  input: {
    app: MeteredApp;
    subscriptionId: string;
    service: ApiServiceCode;
    requestId: string;
    outcome: string;
    log: FastifyBaseLogger;
    alongside?: OperationLogAct;
  },
): Promise<void> {
  const now = deps.clock.now();
  const usage = {
    id: newId(now),
    enterpriseId: input.app.enterpriseId,
    userId: input.app.userId,
    serviceCode: input.service,
    applicationId: input.app.applicationId,
    subscriptionId: input.subscriptionId,
    requestId: input.requestId,
    outcome: input.outcome,
    calledAt: now,
  };
  // A paid call on PostgreSQL is one statement, shared with the package's other waiting calls
  // (`take-batch.ts`); SQLite (synchronous, in process) keeps the transaction.
  if (deps.config.database.kind === 'postgres' && !input.app.sandbox) {
    const counts = await takeUnitInBatch(deps.db, input.subscriptionId, {
      usage,
      day: platformDate(now),
      alongside: input.alongside && preparedAct(deps, input.alongside),
    });
    if (!counts) {
      forgetSubscriptions(deps, input.app.enterpriseId);
      throw await whyNotTaken(deps.db, input.subscriptionId, input.service, now);
    }
    noteTaken(deps, input.app.enterpriseId, input.subscriptionId, counts.used);
    if (counts.total !== unlimitedTotalCount) await alertOnThreshold(deps, input, counts, now);
    return;
  }
  const taken = await deps.db.transaction().execute(async (trx) => {
    let counts: { used: number; total: number; price: number } | null = null;
    if (input.app.sandbox) {
      if (!(await m.takeSandboxCall(trx, input.app, utcDay(now), sandboxDailyAllowance)))
        throw new AppError('apiSandboxAllowanceUsed', { limit: sandboxDailyAllowance });
    } else {
      counts = await m.takeUnit(trx, input.subscriptionId, now);
      if (!counts) {
        forgetSubscriptions(deps, input.app.enterpriseId);
        throw await whyNotTaken(trx, input.subscriptionId, input.service, now);
      }
    }
    await m.insertUsage(trx, { ...usage, sandbox: input.app.sandbox, chargeFen: counts?.price ?? 0 });
    await m.rollUsage(trx, { ...usage, sandbox: input.app.sandbox }, platformDate(now));
    if (input.alongside) await writeOperationLog({ ...deps, db: trx }, input.alongside.entry, { withRow: input.alongside.withRow });
    return counts;
  });
  if (taken) noteTaken(deps, input.app.enterpriseId, input.subscriptionId, taken.used);
  if (taken && taken.total !== unlimitedTotalCount) await alertOnThreshold(deps, input, taken, now);
}

async function whyNotTaken(trx: Deps['db'], id: string, service: string, now: number): Promise<AppError> {
  const row = await q.findSubscription(trx, id);
  const status = row
    ? subscriptionStatusOf(
        {
          startsAt: Number(row.starts_at),
          dueAt: Number(row.due_at),
          totalCount: Number(row.total_count),
          usedCount: Number(row.used_count),
        },
        now,
      )
    : 3;
  return new AppError(status === 4 ? 'apiQuotaExhausted' : 'apiPackageExpired', { service });
}

/** The thresholds quota alerts go out at, in percent of the purchased quantity. */
export const alertThresholds = [80, 100] as const;

/**
 * Tells the enterprise's master (SMS, else e-mail) when this call crossed 80 % or 100 %: once per
 * threshold per period, the period being the purchased quantity the thresholds were measured
 * against, so a top-up re-arms them. A unique row per (subscription, threshold, period) makes it once.
 */
async function alertOnThreshold(
  deps: Deps,
  input: { app: MeteredApp; subscriptionId: string; log: FastifyBaseLogger },
  counts: { used: number; total: number },
  now: number,
): Promise<void> {
  for (const threshold of alertThresholds) {
    const crossed = counts.used * 100 >= threshold * counts.total && (counts.used - 1) * 100 < threshold * counts.total;
    if (!crossed) continue;
    const claimed = await m.claimQuotaAlert(deps.db, {
      id: newId(now),
      enterpriseId: input.app.enterpriseId,
      subscriptionId: input.subscriptionId,
      threshold,
      period: `q${counts.total}`,
      now,
    });
    if (!claimed) continue;
    const enterprise = await enterpriseMasterOf(deps, { enterpriseId: input.app.enterpriseId });
    const person = enterprise && (await recipientOf(deps, enterprise.masterUserId));
    const sub = await q.findSubscription(deps.db, input.subscriptionId);
    if (!person || !enterprise || !sub) continue;
    const lang = languageOf(person.language, 'en');
    const message = noticeTo(person, {
      fallback: lang,
      purpose: 'quotaAlert',
      sms: 'quotaAlertSms',
      mail: 'quotaAlertEmail',
      params: {
        enterpriseName: enterprise.name,
        product: sub.product_name ?? translate(lang, 'common.appName'),
        threshold,
        used: counts.used,
        total: counts.total,
        userName: person.accountName,
      },
    });
    if (message) sendInBackground(deps, input.log, message);
  }
}

/** Today's free sandbox calls of an application. */
export async function sandboxUsedToday(deps: Deps, applicationId: string): Promise<number> {
  return m.sandboxUsed(deps.db, applicationId, utcDay(deps.clock.now()));
}

/**
 * What is left per service of an enterprise's packages in effect (status 2): their remaining
 * quantities summed, null when one of them is unlimited. A service with no package in effect has 0.
 */
export async function remainingByService(deps: Deps, enterpriseId: string): Promise<Map<ApiServiceCode, number | null>> {
  const now = deps.clock.now();
  const left = new Map<ApiServiceCode, number | null>();
  for (const view of (await q.subscriptionsOfEnterprise(deps.db, enterpriseId, 1000)).map((r) => subscriptionView(r, now))) {
    const before = left.has(view.serviceCode) ? left.get(view.serviceCode)! : 0;
    if (view.status !== 2) left.set(view.serviceCode, before);
    else left.set(view.serviceCode, before === null || view.remaining === null ? null : before + view.remaining);
  }
  return left;
}

/** Views of the given subscriptions of an enterprise (what an application is authorized for). */
export async function subscriptionsOf(deps: Deps, enterpriseId: string, ids: readonly string[]) {
  const now = deps.clock.now();
  return (await rowsOf(deps, enterpriseId, ids)).map((r) => subscriptionView(r, now));
}

/**
 * The dashboard's quota alerts: of the enterprise's latest alerts, those of the current period (the
 * purchased quantity they were measured against is still the subscription's) whose subscription is
 * still running, the highest threshold per subscription, most urgent first.
 */
export async function quotaAlertsOf(deps: Deps, enterpriseId: string, limit = 5) {
  const alerts = await m.recentQuotaAlerts(deps.db, enterpriseId, 0);
  const subscriptions = await rowsOf(deps, enterpriseId, [...new Set(alerts.map((a) => a.subscription_id))]);
  const now = deps.clock.now();
  const current = new Map<
    string,
    { subscriptionId: string; productName: string; threshold: number; usedCount: number; totalCount: number; alertedAt: number }
  >();
  for (const alert of alerts) {
    const sub = subscriptions.find((s) => s.id === alert.subscription_id);
    if (!sub || alert.period !== `q${Number(sub.total_count)}`) continue;
    const view = subscriptionView(sub, now);
    if (view.status !== 2 && view.status !== 4) continue;
    const seen = current.get(sub.id);
    if (seen && seen.threshold >= alert.threshold) continue;
    current.set(sub.id, {
      subscriptionId: sub.id,
      productName: view.productName,
      threshold: alert.threshold,
      usedCount: view.usedCount,
      totalCount: view.totalCount,
      alertedAt: Number(alert.created_at),
    });
  }
  return [...current.values()].sort((a, b) => b.threshold - a.threshold || b.alertedAt - a.alertedAt).slice(0, limit);
}
