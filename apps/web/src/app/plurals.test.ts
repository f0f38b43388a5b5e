import { en } from '@console/phrases';
import { act } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18next, lazyNamespaces, loadNamespaces, setLanguage } from './i18n';

beforeAll(async () => {
  await act(async () => {
    await setLanguage('en', false);
    await loadNamespaces(lazyNamespaces);
  });
});

describe('counted nouns', () => {
  it('say "1 work order" and "1 order", and the plural beyond one, in en; zh has one form', async () => {
    expect(i18next.t('workOrders.total', { count: 1 })).toBe('1 work order');
    expect(i18next.t('workOrders.total', { count: 3 })).toBe('3 work orders');
    expect(i18next.t('costCenter.orders.total', { count: 1 })).toBe('1 order');
    expect(i18next.t('costCenter.orders.total', { count: 0 })).toBe('0 orders');
    await act(async () => {
      await setLanguage('zh', false);
      await loadNamespaces(lazyNamespaces);
    });
    expect(i18next.t('workOrders.total', { count: 1 })).toBe('共 1 个工单');
    expect(i18next.t('costCenter.orders.total', { count: 5 })).toBe('共 5 个订单');
  });
});

/** Every phrase of the console's tree (the server's errors and messages have no plural forms), by dotted key. */
function leaves(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value] as [string, string]] : leaves(value as object, `${prefix}${key}.`),
  );
}
/** Keys computed at run time are not the typed ones i18next checks at compile time. */
const tr = (key: string, options: Record<string, number>) => (i18next.t as (k: string, o: object) => string)(key, options);
const consolePhrases = leaves(en).filter(([key]) => !/^(errors|messages)\./.test(key));

describe('every count in en', () => {
  it('has a singular for one wherever it has a plural (1 application, 2 applications)', async () => {
    await act(async () => {
      await setLanguage('en', false);
      await loadNamespaces(lazyNamespaces);
    });
    const plurals = consolePhrases.filter(([key]) => key.endsWith('_one')).map(([key]) => key.slice(0, -'_one'.length));
    expect(plurals.length).toBeGreaterThan(10);
    for (const key of plurals) {
      const one = tr(key, { count: 1, valid: 1, invalid: 0 });
      const two = tr(key, { count: 2, valid: 1, invalid: 0 });
      expect(one, key).not.toBe(two.replace('2', '1'));
    }
  });

  it('never says "1 …s": each count of one reads in the singular', async () => {
    await act(async () => {
      await setLanguage('en', false);
      await loadNamespaces(lazyNamespaces);
    });
    // The counts: {{count}} (i18next's plural parameter) and {{total}} (a table's row count).
    const counted = consolePhrases.filter(([, text]) => /\{\{(count|total)\}\}/.test(text));
    const keys = [...new Set(counted.map(([key]) => key.replace(/_(one|other)$/, '')))];
    expect(keys.length).toBeGreaterThan(20);
    const saysOnes = keys.flatMap((key) => {
      const text = tr(key, { count: 1, total: 1 });
      return /\b1 (?!is\b|was\b|has\b)[a-z-]+s\b/.test(text) ? [`${key}: ${text}`] : [];
    });
    expect(saysOnes).toEqual([]);
  });
});
