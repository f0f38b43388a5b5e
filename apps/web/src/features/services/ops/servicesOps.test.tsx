import { type SubscriptionView, unlimitedDueAt } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lazyNamespaces, loadNamespaces, setLanguage } from '../../../app/i18n';
import { fakeServer } from '../../../test/fakeServer';
import { AdjustDialog } from './AdjustDialog';
import { GrantDialog } from './GrantDialog';
import ProductsPage from './ProductsPage';
import SubscriptionsPage from './SubscriptionsPage';

// antd renders forms slowly in jsdom on a shared machine; waits are generous for that.
const patience = { timeout: 15_000 };
let server: ReturnType<typeof fakeServer>;

function show(node: ReactNode) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>{node}</App>
    </QueryClientProvider>,
  );
}
const sentTo = (path: string) => server.calls.filter((c) => c.method === 'POST' && c.path === `/webgate${path}`);
const subscription: SubscriptionView = {
  id: 's1',
  serviceCode: 'phone3',
  productName: 'Phone pack',
  productNo: 'P-1',
  issuingMode: 1,
  totalCount: 100,
  usedCount: 10,
  remaining: 90,
  startsAt: 0,
  dueAt: Date.UTC(2027, 0, 1),
  cycle: 'month',
  status: 2,
  chargesFen: 0,
  createdAt: 1,
};

beforeAll(async () => {
  await act(async () => {
    await setLanguage('en', false);
    await loadNamespaces(lazyNamespaces);
  });
});
beforeEach(() => {
  server = fakeServer();
  server.answer('GET /webgate/operation-webapi/enterprise/list', {
    data: {
      list: [{ id: 'e1', enterpriseNo: 'E001', name: 'Acme', realNameStatus: 2, superior: null, subordinateCount: 0, createdAt: 1 }],
      next: null,
      total: 1,
      totalCapped: false,
    },
  });
  server.answer('GET /webgate/operation-webapi/services/products', {
    data: { list: [{ id: 'p1', productNo: 'P-1', name: 'Phone pack', serviceCode: 'phone3', unitPriceFen: 50, createdAt: 1 }] },
  });
});
afterEach(() => cleanup());

describe('granting and adjusting subscriptions', { timeout: 60_000 }, () => {
  it('names the missing product before sending, then grants an unlimited package with no due date', async () => {
    server.answer('POST /webgate/operation-webapi/services/subscriptions', { data: subscription });
    let granted = '';
    show(<GrantDialog open enterpriseId="e1" onClose={() => undefined} onGranted={(id) => (granted = id)} />);
    const form = await screen.findByTestId('grant-form', undefined, patience);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Product cannot be empty', undefined, patience);
    expect(sentTo('/operation-webapi/services/subscriptions')).toHaveLength(0);

    fireEvent.mouseDown(within(form).getByLabelText('Product'));
    fireEvent.click(await screen.findByText('Phone pack (P-1) · Phone three elements', undefined, patience));
    fireEvent.click(within(form).getByLabelText('Unlimited quantity'));
    fireEvent.click(within(form).getByLabelText('No due date (2099-12-31 23:59:59)'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(granted).toBe('e1'), patience);
    const body = JSON.parse(String(sentTo('/operation-webapi/services/subscriptions')[0]!.body));
    expect(body).toMatchObject({
      enterpriseId: 'e1',
      productId: 'p1',
      issuingMode: 1,
      totalCount: -1,
      dueAt: unlimitedDueAt,
      cycle: 'month',
    });
  });

  it('adjusts the quantity with a reason, which is required', async () => {
    server.answer('POST /webgate/operation-webapi/services/subscriptions/s1/adjust', { data: { ...subscription, totalCount: 500 } });
    let adjusted = false;
    show(<AdjustDialog subscription={subscription} onClose={() => undefined} onAdjusted={() => (adjusted = true)} />);
    const form = await screen.findByTestId('adjust-form', undefined, patience);
    const quantity = within(form).getByLabelText('Purchased quantity');
    await waitFor(() => expect((quantity as HTMLInputElement).value).toBe('100'), patience);
    fireEvent.change(quantity, { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/Reason.*cannot be empty/, undefined, patience);
    fireEvent.change(within(form).getByLabelText('Reason (kept in the log)'), { target: { value: 'Top-up agreed by phone' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(adjusted).toBe(true), patience);
    const body = JSON.parse(String(sentTo('/operation-webapi/services/subscriptions/s1/adjust')[0]!.body));
    expect(body).toEqual({ totalCount: 500, dueAt: Date.UTC(2027, 0, 1), reason: 'Top-up agreed by phone' });
  });
});

describe('the products page', { timeout: 90_000 }, () => {
  it('offers a product just added to the package dialog below without a reload', async () => {
    const old = { id: 'p1', productNo: 'P-1', name: 'Phone pack', serviceCode: 'phone3', unitPriceFen: 50, createdAt: 1 };
    const added = { id: 'p2', productNo: 'P-NEW', name: 'Bank pack', serviceCode: 'bank4', unitPriceFen: 80, createdAt: 2 };
    server.answer('GET /webgate/operation-webapi/services/products', { data: { list: [old] } }, { data: { list: [old, added] } });
    server.answer(
      'GET /webgate/operation-webapi/costCenter/packages',
      { data: { list: [], products: [old] } },
      { data: { list: [], products: [old, added] } },
    );
    server.answer('POST /webgate/operation-webapi/services/products', { data: added });
    show(<ProductsPage />);
    fireEvent.click(await screen.findByTestId('product-add', undefined, patience));
    const form = await screen.findByTestId('product-form', undefined, patience);
    fireEvent.change(within(form).getByLabelText('Product number'), { target: { value: 'P-NEW' } });
    fireEvent.change(within(form).getByLabelText('Product'), { target: { value: 'Bank pack' } });
    fireEvent.click(within(screen.getAllByRole('dialog')[0]!).getByRole('button', { name: 'Save' }));
    await within(screen.getByTestId('products-table')).findByText('Bank pack', undefined, patience);

    fireEvent.click(screen.getByTestId('package-add'));
    const packageForm = await screen.findByTestId('package-form', undefined, patience);
    fireEvent.mouseDown(within(packageForm).getByLabelText('Product'));
    await screen.findByText('P-NEW Bank pack', undefined, patience);
  });
});

describe('the subscriptions page', { timeout: 60_000 }, () => {
  it('says whose each subscription is when every enterprise’s are listed together', async () => {
    server.answer('GET /webgate/operation-webapi/services/subscriptions', {
      data: {
        list: [{ ...subscription, enterprise: { id: 'e1', name: 'Acme', enterpriseNo: 'E001' } }],
        next: null,
        total: 1,
        totalCapped: false,
      },
    });
    show(<SubscriptionsPage />);
    const table = await screen.findByTestId('subscriptions-table', undefined, patience);
    await within(table).findByText('Acme', undefined, patience);
    expect(within(table).getByText('E001')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Enterprise' })).toBeTruthy();
  });
});
