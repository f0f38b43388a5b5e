import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lazyNamespaces, loadNamespaces, setLanguage } from '../../app/i18n';
import { fakeServer } from '../../test/fakeServer';
import PaymentPage from './PaymentPage';

const patience = { timeout: 15_000 };

beforeAll(async () => {
  await act(async () => {
    await setLanguage('en', false);
    await loadNamespaces(lazyNamespaces);
  });
});
afterEach(() => cleanup());

function showAt(url: string, answers: (server: ReturnType<typeof fakeServer>) => void = () => undefined) {
  const server = fakeServer();
  answers(server);
  server.answer('GET /webgate/console/costCenter/orders', { data: { list: [], next: null, total: 0, totalCapped: false } });
  const router = createMemoryRouter([{ path: '*', element: <PaymentPage /> }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return server;
}

describe('the order list opened from the dashboard', { timeout: 60_000 }, () => {
  it('opens filtered to the orders to be closed', async () => {
    showAt('/payment?status=toBeClosed');
    await screen.findByTestId('orders-table', undefined, patience);
    await waitFor(() => expect(document.body.textContent).toContain('To be closed (review, confirmation, abnormal)'), patience);
  });

  it('opens filtered to the orders to be paid, and unfiltered from elsewhere', async () => {
    showAt('/payment?status=toBePaid');
    await screen.findByTestId('orders-table', undefined, patience);
    await waitFor(
      () => expect(screen.getByRole('combobox', { name: 'Status' }).closest('.ant-select')?.textContent).toBe('To be paid'),
      patience,
    );
    cleanup();
    showAt('/payment?status=nonsense');
    await screen.findByTestId('orders-table', undefined, patience);
    await waitFor(
      () => expect(screen.getByRole('combobox', { name: 'Status' }).closest('.ant-select')?.textContent).toBe('All statuses'),
      patience,
    );
  });

  it('says a payment the gateway declined left the order to be paid, when the payer comes back', async () => {
    showAt('/payment?order=o1', (server) =>
      server.answer('GET /webgate/console/costCenter/order/o1', {
        data: {
          id: 'o1',
          orderNo: 'OD20261128000000000001',
          status: 'toBePaid',
          packageId: 'k1',
          productId: 'p1',
          itemName: '1,000 calls',
          issuingMode: 1,
          quantity: 1,
          listAmountFen: 100,
          discountFen: 0,
          amountFen: 100,
          couponId: null,
          payDeadlineAt: 1,
          paidAt: null,
          paidAmountFen: null,
          paymentMethod: null,
          subscriptionId: null,
          note: '',
          invoiced: false,
          createdAt: 1,
          updatedAt: 1,
          lastPayment: 'declined',
        },
      }),
    );
    const outcome = await screen.findByTestId('payment-outcome', undefined, patience);
    expect(outcome.textContent).toContain(
      'The payment of order OD20261128000000000001 was declined. The order is still to be paid: pay again, or pay by bank transfer.',
    );
  });
});
