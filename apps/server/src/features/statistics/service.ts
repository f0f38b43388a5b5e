import {
  type AppStatistics,
  type ServiceStatistics,
  type UsageCounts,
  type UsageStatisticsQuery,
  apiServiceCodes,
  dayStart,
  monthOf,
  platformDate,
} from '@console/contract';
import { translate } from '@console/phrases';
import type { UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { enterpriseOf } from '../../platform/tenant.js';
import { appNamesOf, isAppOfEnterprise } from '../apps/index.js';
import { type RollupFilter, remainingByService, usagePerApp, usagePerDay, usagePerService } from '../services/index.js';

/** §2 myServiceStatistics and myAppStatistics: a month of the session enterprise's calls, from the daily rollup. */

export type StatisticsInput = { caller: UserCaller } & UsageStatisticsQuery;
type Input = StatisticsInput;

/** §5: a month in or before the current one; a foreign application answers 404. */
async function filterOf(deps: Deps, input: Input): Promise<RollupFilter & { days: string[] }> {
  const enterpriseId = enterpriseOf(input.caller.user);
  if (input.month > platformDate(deps.clock.now()).slice(0, 7)) {
    const message = translate(input.caller.lang, 'validation.dateRangeMonth');
    throw new AppError(
      'fieldInvalid',
      { field: translate(input.caller.lang, 'fields.month'), message },
      { fields: [{ field: 'month', message }] },
    );
  }
  if (input.appId !== undefined && !(await isAppOfEnterprise(deps, { enterpriseId, id: input.appId }))) throw new AppError('notFound');
  const filters = { enterpriseId, serviceCode: input.serviceCode, appId: input.appId };
  if (input.view === 'month') {
    const year = input.month.slice(0, 4);
    const current = platformDate(deps.clock.now()).slice(0, 7);
    const months = Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`).filter((m) => m <= current);
    return { ...filters, fromDay: `${year}-01-01`, toDay: `${year}-12-31`, days: months };
  }
  const { start, end } = monthOf(dayStart(`${input.month}-15`));
  const days: string[] = [];
  for (let at = dayStart(start); at <= dayStart(end); at += 86_400_000) days.push(platformDate(at));
  return { ...filters, fromDay: start, toDay: end, days };
}

/** The outcome filter keeps one side: only successes (or failures) are counted as calls. */
function counted(c: UsageCounts, outcome: Input['outcome']): UsageCounts {
  if (outcome === 'success') return { calls: c.successes, successes: c.successes, failures: 0 };
  if (outcome === 'failure') return { calls: c.failures, successes: 0, failures: c.failures };
  return c;
}

const zero: UsageCounts = { calls: 0, successes: 0, failures: 0 };

function add(a: UsageCounts, b: UsageCounts): UsageCounts {
  return { calls: a.calls + b.calls, successes: a.successes + b.successes, failures: a.failures + b.failures };
}

/** Per period: the rollup's days, summed per month ('YYYY-MM') in the month view (at most 366 rows). */
async function daysOf(deps: Deps, f: Awaited<ReturnType<typeof filterOf>>, outcome: Input['outcome']) {
  const byDay = new Map<string, UsageCounts>();
  for (const d of await usagePerDay(deps, f)) {
    const key = d.day.slice(0, f.days[0]?.length ?? 10);
    byDay.set(key, add(byDay.get(key) ?? zero, counted(d, outcome)));
  }
  const days = f.days.map((day) => ({ day, ...(byDay.get(day) ?? zero) }));
  return { days, totals: days.reduce<UsageCounts>((sum, d) => add(sum, d), zero) };
}

export async function serviceStatistics(deps: Deps, input: Input): Promise<ServiceStatistics> {
  const f = await filterOf(deps, input);
  const [{ days, totals }, used, remaining] = await Promise.all([
    daysOf(deps, f, input.outcome),
    usagePerService(deps, f),
    remainingByService(deps, f.enterpriseId),
  ]);
  const services = apiServiceCodes
    .filter((code) => !input.serviceCode || code === input.serviceCode)
    .filter((code) => remaining.has(code) || used.some((u) => u.serviceCode === code))
    .map((code) => {
      const u = used.find((s) => s.serviceCode === code);
      return { serviceCode: code, ...counted(u ?? zero, input.outcome), remaining: remaining.has(code) ? remaining.get(code)! : 0 };
    });
  return { month: input.month, days, totals, services };
}

export async function appStatistics(deps: Deps, input: Input): Promise<AppStatistics> {
  const f = await filterOf(deps, input);
  const [{ days, totals }, perApp] = await Promise.all([daysOf(deps, f, input.outcome), usagePerApp(deps, f)]);
  const names = await appNamesOf(deps, {
    enterpriseId: f.enterpriseId,
    ids: perApp.map((a) => a.appId),
  });
  const apps = perApp
    .map((a) => ({ appId: a.appId, name: names.get(a.appId) ?? null, ...counted(a, input.outcome) }))
    .filter((a) => a.calls > 0)
    .sort((a, b) => b.calls - a.calls || a.appId.localeCompare(b.appId));
  return { month: input.month, days, totals, apps };
}
