import { type MonthRangeIssue, dayStart, monthOf, monthRangeIssue, rangeBounds } from '@console/contract';
import { type Language, translate } from '@console/phrases';
import type { UserCaller } from '../../platform/caller.js';
import { AppError } from '../../platform/errors.js';
import type { LogFilter } from '../../platform/operation-log-queries.js';

/**
 * Whose log a session reads: the person's own chain in the personal context; in an enterprise, the
 * enterprise's chain — all of it for the master and administrators, the member's own rows otherwise.
 */
export function logScope(caller: UserCaller): { chainKey: string; ownOnly: string | undefined; seesAll: boolean } {
  const { user } = caller;
  if (user.context.kind === 'enterprise' && user.enterpriseId) {
    const seesAll = user.context.isMaster || user.context.isAdmin;
    return { chainKey: `e:${user.enterpriseId}`, ownOnly: seesAll ? undefined : user.userId, seesAll };
  }
  return { chainKey: `u:${user.userId}`, ownOnly: user.userId, seesAll: true };
}

export function fieldInvalid(lang: Language, field: string, key: MonthRangeIssue['key']): AppError {
  const message = translate(lang, `validation.${key}`);
  return new AppError('fieldInvalid', { field: translate(lang, `fields.${field}`), message }, { fields: [{ field, message }] });
}

/**
 * §5: within one month, in or before the current month. One side alone reaches to its month's edge
 * (from a day to the month's end, or from the month's first day to a day).
 */
export function checkedRange(
  input: { start?: string; end?: string },
  now: number,
  lang: Language,
): { from: number; to: number } | undefined {
  if (!input.start && !input.end) return undefined;
  const month = monthOf(dayStart((input.start ?? input.end)!));
  const start = input.start ?? month.start;
  const end = input.end ?? month.end;
  const issue = monthRangeIssue(start, end, now);
  if (issue) throw fieldInvalid(lang, issue.field, issue.key);
  return rangeBounds(start, end);
}

export function filterOf(caller: UserCaller, range: { from: number; to: number } | undefined, f: Partial<LogFilter>): LogFilter {
  const scope = logScope(caller);
  return { ...f, chainKey: scope.chainKey, userId: scope.ownOnly ?? f.userId, ...range };
}
