import { workOrderRules } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { businessMsBetween } from './business-hours.js';
import { autoCloseDue, canClose, canExpedite, canMove, expediteFrom } from './status.js';

const hour = 60 * 60_000;

describe('work-order transitions', () => {
  it('moves forward through the §4 statuses and never out of closed', () => {
    expect(canMove('processing', 'distributed')).toBe(true);
    expect(canMove('distributed', 'processed')).toBe(true);
    expect(canMove('processed', 'resolved')).toBe(true);
    expect(canMove('resolved', 'closed')).toBe(true);
    expect(canMove('processing', 'closed')).toBe(false);
    expect(canMove('closed', 'processing')).toBe(false);
    expect(canMove('closed', 'resolved')).toBe(false);
    expect(canMove('resolved', 'processed')).toBe(false);
  });

  it('closes only once resolved', () => {
    expect(canClose('resolved')).toBe(true);
    for (const s of ['processing', 'distributed', 'processed', 'closed'] as const) expect(canClose(s)).toBe(false);
  });

  it('opens expedite after the wait and then once per interval', () => {
    const t0 = 1_800_000_000_000;
    const waiting = { status: 'processing' as const, awaitingSince: t0, expeditedAt: null };
    expect(expediteFrom(waiting)).toBe(t0 + workOrderRules.expediteAfterMs);
    expect(canExpedite(waiting, t0 + workOrderRules.expediteAfterMs - 1)).toBe(false);
    expect(canExpedite(waiting, t0 + workOrderRules.expediteAfterMs)).toBe(true);
    const used = { ...waiting, expeditedAt: t0 + workOrderRules.expediteAfterMs };
    expect(canExpedite(used, t0 + workOrderRules.expediteAfterMs + hour)).toBe(false);
    expect(canExpedite(used, t0 + workOrderRules.expediteAfterMs + workOrderRules.expediteEveryMs)).toBe(true);
    expect(expediteFrom({ ...waiting, awaitingSince: null })).toBeNull();
    expect(expediteFrom({ ...waiting, status: 'resolved' })).toBeNull();
  });

  it('auto-closes 7 days after resolution', () => {
    expect(autoCloseDue(0, workOrderRules.autoCloseAfterMs - 1)).toBe(false);
    expect(autoCloseDue(0, workOrderRules.autoCloseAfterMs)).toBe(true);
  });
});

describe('business hours (Mon–Fri 09:00–18:00 UTC+8)', () => {
  // 2026-11-23 is a Monday; 09:00 China time is 01:00 UTC.
  const mondayNine = Date.UTC(2026, 10, 23, 1, 0);
  it('counts within one working day', () => {
    expect(businessMsBetween(mondayNine, mondayNine + 2 * hour)).toBe(2 * hour);
    expect(businessMsBetween(mondayNine - 3 * hour, mondayNine + hour)).toBe(hour);
  });
  it('stops at 18:00 and over the weekend', () => {
    const fridayFive = mondayNine + 4 * 24 * hour + 8 * hour;
    const mondayTen = mondayNine + 7 * 24 * hour + hour;
    expect(businessMsBetween(fridayFive, mondayTen)).toBe(2 * hour);
    expect(businessMsBetween(mondayTen, fridayFive)).toBe(0);
  });
});
