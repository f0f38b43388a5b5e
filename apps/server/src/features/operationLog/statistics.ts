import type { LogStatistics } from '@console/contract';
import { monthOf, platformDate, rangeBounds } from '@console/contract';
import type { Deps } from '../../platform/context.js';
import type { UserCaller } from '../../platform/caller.js';
import { platformDay } from '../../platform/audit.js';
import * as q from '../../platform/operation-log-queries.js';
import { fieldInvalid, filterOf } from './scope.js';

/** §2 logStatistics: acts per day and per service in a month, from the daily rollup (migration 0017). */
export async function logStatistics(deps: Deps, input: { caller: UserCaller; month: string }): Promise<LogStatistics> {
  const now = deps.clock.now();
  if (input.month > platformDate(now).slice(0, 7)) throw fieldInvalid(input.caller.lang, 'month', 'dateRangeMonth');
  const { start, end } = monthOf(Date.UTC(Number(input.month.slice(0, 4)), Number(input.month.slice(5, 7)) - 1, 15));
  const range = rangeBounds(start, end);
  const { chainKey, userId } = filterOf(input.caller, range, {});
  const rollup = { chainKey, userId, fromDay: platformDay(range.from), toDay: platformDay(range.to - 1) };
  const [perDay, perService] = await Promise.all([q.actsPerDay(deps.db, rollup), q.actsPerService(deps.db, rollup)]);
  const byDay = new Map(perDay.map((d) => [d.day, d.count]));
  const days: LogStatistics['days'] = [];
  for (let at = range.from; at < range.to; at += 86_400_000) days.push({ day: platformDate(at), count: byDay.get(platformDay(at)) ?? 0 });
  const services = perService.sort((a, b) => b.count - a.count || a.service.localeCompare(b.service));
  return { month: input.month, days, services, total: services.reduce((sum, s) => sum + s.count, 0) };
}
