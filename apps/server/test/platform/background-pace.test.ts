import { describe, expect, it } from 'vitest';
import { backgroundPace } from '../../src/platform/background-pace.js';
import { yieldToRequests } from '../../src/platform/workers.js';

/**
 * The pace of background work (an import's rows, platform/background-pace.ts): after a stretch that
 * held the event loop it leaves the loop idle long enough for a timer already due to run first — as a
 * request waiting would —, and after an idle stretch it only lets waiting callbacks run.
 */
const spin = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('background pace', () => {
  it('leaves a busy event loop idle before the next step, so what waits runs first', async () => {
    const step = backgroundPace({ busyShare: 0.5, maxWaitMs: 30 });
    spin(60);
    let waited = false;
    setTimeout(() => (waited = true), 10);
    await step();
    expect(waited).toBe(true);
  });

  it('lets waiting background steps go on one per turn of the event loop, what became due meanwhile between them', async () => {
    const order: string[] = [];
    await Promise.all([
      yieldToRequests().then(() => {
        order.push('first step');
        // Due before the first step ends, as a request arriving during it would be.
        setTimeout(() => order.push('timer'), 0);
        spin(5);
      }),
      yieldToRequests().then(() => order.push('second step')),
    ]);
    expect(order).toEqual(['first step', 'timer', 'second step']);
  });

  it('does not hold back a step after the loop was idle', async () => {
    const step = backgroundPace({ busyShare: 0.5, maxWaitMs: 30 });
    await sleep(60);
    let waited = false;
    setTimeout(() => (waited = true), 10);
    await step();
    expect(waited).toBe(false);
  });
});
