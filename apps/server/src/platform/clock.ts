export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock tests move by hand, so time rules are tested without sleeping. */
export class ManualClock implements Clock {
  constructor(private current = Date.UTC(2026, 10, 21, 2, 0, 0)) {}
  now(): number {
    return this.current;
  }
  advance(ms: number): void {
    this.current += ms;
  }
  set(ms: number): void {
    this.current = ms;
  }
}
