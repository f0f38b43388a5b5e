import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lazyNamespaces, loadNamespaces, setLanguage } from '../../app/i18n';
import { pagePath } from '../../app/routing';
import { resetAccount } from '../../app/store';
import { fakeServer } from '../../test/fakeServer';
import { grant } from '../../test/permissions';
import PaymentPage from './PaymentPage';

// antd renders slowly in jsdom on a shared machine; waits are generous for that.
const patience = { timeout: 15_000 };
const empty = { data: { list: [], next: null, total: 0, totalCapped: false } };

beforeAll(async () => {
  await act(async () => {
    await setLanguage('en', false);
    await loadNamespaces(lazyNamespaces);
  });
});
afterEach(() => {
  cleanup();
  act(() => resetAccount());
});

describe('buying a package before anything is on sale', { timeout: 60_000 }, () => {
  it('opens from ?buy=1 and, with no package on sale, leads to a work order or a sandbox application', async () => {
    const server = fakeServer();
    server.answer('GET /webgate/console/costCenter/orders', empty);
    server.answer('GET /webgate/console/costCenter/packages', { data: { list: [] } });
    server.answer('GET /webgate/console/costCenter/coupons', empty);
    grant(['payment', 'newWorkOrder', 'myAppBuild']);
    const router = createMemoryRouter([{ path: '*', element: <PaymentPage /> }], { initialEntries: [`${pagePath('payment')}?buy=1`] });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <App>
          <RouterProvider router={router} />
        </App>
      </QueryClientProvider>,
    );
    const notice = await screen.findByTestId('buy-no-packages', undefined, patience);
    expect(notice.textContent).toContain('No packages are on sale yet.');
    expect(screen.getByTestId('next-work-order').textContent).toContain('Open a work order');
    fireEvent.click(screen.getByTestId('next-sandbox-app'));
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('myAppBuild')), patience);
  });

  it('leaves out a next step the session may not open', async () => {
    const server = fakeServer();
    server.answer('GET /webgate/console/costCenter/orders', empty);
    server.answer('GET /webgate/console/costCenter/packages', { data: { list: [] } });
    server.answer('GET /webgate/console/costCenter/coupons', empty);
    grant(['payment', 'myAppBuild']);
    const router = createMemoryRouter([{ path: '*', element: <PaymentPage /> }], { initialEntries: [`${pagePath('payment')}?buy=1`] });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <App>
          <RouterProvider router={router} />
        </App>
      </QueryClientProvider>,
    );
    await screen.findByTestId('buy-no-packages', undefined, patience);
    expect(screen.queryByTestId('next-work-order')).toBeNull();
    expect(screen.getByTestId('next-sandbox-app')).toBeTruthy();
  });
});
