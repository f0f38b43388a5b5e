/**
 * Business hours the SLA timers count (documented in the workOrders capability's README and shown in the back office):
 * Monday to Friday, 09:00–18:00 China Standard Time (UTC+8, no daylight saving). Holidays are not
 * modelled. Counting walks day by day, so a timer over a long weekend stops at Friday 18:00 and starts
 * again on Monday 09:00.
 */
export const businessHours = { offsetMs: 8 * 60 * 60_000, startHour: 9, endHour: 18 } as const;
/** Targets: first response within 4 business hours, resolution within 3 business days (27 hours). */
export const slaTargets = { firstResponseMs: 4 * 60 * 60_000, resolutionMs: 27 * 60 * 60_000 } as const;

const dayMs = 24 * 60 * 60_000;

/** Business milliseconds between two instants (0 when `to` is not after `from`). */
export function businessMsBetween(from: number, to: number): number {
  if (to <= from) return 0;
  const { offsetMs, startHour, endHour } = businessHours;
  let total = 0;
  // Local midnight of the day `from` falls in, as a UTC instant.
  let day = Math.floor((from + offsetMs) / dayMs) * dayMs - offsetMs;
  // Bounded: at most one step per calendar day between the two instants.
  for (; day < to; day += dayMs) {
    const weekday = new Date(day + offsetMs).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const open = day + startHour * 60 * 60_000;
    const close = day + endHour * 60 * 60_000;
    const start = Math.max(open, from);
    const end = Math.min(close, to);
    if (end > start) total += end - start;
  }
  return total;
}
