import { describe, expect, it } from 'vitest';
import { wouldCycle } from './tree.js';

describe('moving a department (wouldCycle)', () => {
  const sales = { id: 's', path: '/s/' };
  const north = { id: 'n', path: '/s/n/' };
  const northEast = { id: 'ne', path: '/s/n/ne/' };
  const finance = { id: 'f', path: '/f/' };
  const salesman = { id: 'sm', path: '/sm/' };

  it('refuses a move under itself', () => {
    expect(wouldCycle(sales, sales)).toBe(true);
  });

  it('refuses a move under a child or a deeper descendant', () => {
    expect(wouldCycle(sales, north)).toBe(true);
    expect(wouldCycle(sales, northEast)).toBe(true);
    expect(wouldCycle(north, northEast)).toBe(true);
  });

  it('allows a move under the enterprise, a sibling, an ancestor, or a department whose id merely starts the same', () => {
    expect(wouldCycle(north, null)).toBe(false);
    expect(wouldCycle(north, finance)).toBe(false);
    expect(wouldCycle(northEast, sales)).toBe(false);
    expect(wouldCycle(sales, salesman)).toBe(false);
  });
});
