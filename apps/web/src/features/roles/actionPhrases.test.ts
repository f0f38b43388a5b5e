import { moduleCatalogue } from '@console/contract';
import { en, zh } from '@console/phrases';
import { describe, expect, it } from 'vitest';

describe('the role tree’s button names', () => {
  it('has an en and a zh name for every button of the module catalogue, so no raw key shows', () => {
    const actions = [...new Set(moduleCatalogue.filter((m) => m.type === 2).map((m) => m.webLink.split(':').at(-1)!))];
    expect(actions).toContain('export');
    const missing = (phrases: Record<string, string>) => actions.filter((a) => typeof phrases[a] !== 'string');
    expect(missing(en.roles.actions)).toEqual([]);
    expect(missing(zh.roles.actions)).toEqual([]);
  });
});
