import { describe, expect, it } from 'vitest';
import { backgroundPace } from '../../src/platform/background-pace.js';

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

  it('does not hold back a step after the loop was idle', async () => {
    const step = backgroundPace({ busyShare: 0.5, maxWaitMs: 30 });
    await sleep(60);
    let waited = false;
    setTimeout(() => (waited = true), 10);
    await step();
    expect(waited).toBe(false);
  });
});
