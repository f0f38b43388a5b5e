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
