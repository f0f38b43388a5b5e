/**
 * §5 date ranges: the start not after the end, within one month, in or before the current month.
 * Days are calendar days of the platform's home zone (UTC+8, no daylight saving), so the console and
 * the server cut a month at the same instant whatever the browser's zone.
 */

const zoneOffsetMs = 8 * 3600_000;
const dayMs = 86_400_000;

/** 'YYYY-MM-DD' of an instant in the platform's zone. */
export function platformDate(ms: number): string {
  return new Date(ms + zoneOffsetMs).toISOString().slice(0, 10);
}

/** The instant a platform day starts. */
export function dayStart(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y!, m! - 1, d!) - zoneOffsetMs;
}

/** [start of the first day, start of the day after the last) of a range. */
export function rangeBounds(start: string, end: string): { from: number; to: number } {
  return { from: dayStart(start), to: dayStart(end) + dayMs };
}

/** The first and last day of the month an instant falls in: the default range of the pages. */
export function monthOf(ms: number): { start: string; end: string } {
  const today = platformDate(ms);
  const [y, m] = today.split('-').map(Number);
  const last = new Date(Date.UTC(y!, m!, 0)).getUTCDate();
  return { start: `${today.slice(0, 7)}-01`, end: `${today.slice(0, 7)}-${String(last).padStart(2, '0')}` };
}

export type MonthRangeIssue = { field: 'start'; key: 'dateOrder' } | { field: 'end'; key: 'dateRangeMonth' };

/** What is wrong with a range (the `validation` phrase and the field it is shown beside), or null. */
export function monthRangeIssue(start: string, end: string, now: number): MonthRangeIssue | null {
  if (start > end) return { field: 'start', key: 'dateOrder' };
  if (start.slice(0, 7) !== end.slice(0, 7)) return { field: 'end', key: 'dateRangeMonth' };
  if (start.slice(0, 7) > platformDate(now).slice(0, 7)) return { field: 'end', key: 'dateRangeMonth' };
  return null;
}

/** 'YYYY-MM-DD' naming a real calendar day. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d!));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d && y! >= 2000;
}
