import { describe, expect, it } from 'vitest';
import { dayStart, isCalendarDate, monthOf, monthRangeIssue, platformDate, rangeBounds } from './month-range.js';

// 2026-11-24 22:00 UTC is already 2026-11-25 in the platform's zone (UTC+8).
const now = Date.UTC(2026, 10, 24, 22, 0);

describe('§5 month rules for date ranges', () => {
  it('accepts a range within one month in or before the current month', () => {
    expect(monthRangeIssue('2026-11-01', '2026-11-30', now)).toBeNull();
    expect(monthRangeIssue('2026-11-05', '2026-11-05', now)).toBeNull();
    expect(monthRangeIssue('2025-02-01', '2025-02-28', now)).toBeNull();
  });

  it('refuses a start after the end beside the start', () => {
    expect(monthRangeIssue('2026-11-10', '2026-11-09', now)).toEqual({ field: 'start', key: 'dateOrder' });
  });

  it('refuses a range that spans months, even by a day', () => {
    expect(monthRangeIssue('2026-10-31', '2026-11-01', now)).toEqual({ field: 'end', key: 'dateRangeMonth' });
    expect(monthRangeIssue('2025-11-01', '2026-11-01', now)).toEqual({ field: 'end', key: 'dateRangeMonth' });
  });

  it('refuses a month after the current one', () => {
    expect(monthRangeIssue('2026-12-01', '2026-12-02', now)).toEqual({ field: 'end', key: 'dateRangeMonth' });
  });

  it('cuts days in the platform zone', () => {
    expect(platformDate(now)).toBe('2026-11-25');
    expect(dayStart('2026-11-25')).toBe(Date.UTC(2026, 10, 24, 16));
    expect(rangeBounds('2026-11-01', '2026-11-30')).toEqual({ from: Date.UTC(2026, 9, 31, 16), to: Date.UTC(2026, 10, 30, 16) });
    expect(monthOf(Date.UTC(2026, 1, 10))).toEqual({ start: '2026-02-01', end: '2026-02-28' });
  });

  it('knows real calendar days', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-2-3')).toBe(false);
  });
});
