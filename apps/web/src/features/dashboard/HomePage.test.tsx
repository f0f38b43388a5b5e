import { type DashboardSummary, buildPermissions, computeModules, toModuleList } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { resetAccount, setState } from '../../app/store';
import { fakeServer } from '../../test/fakeServer';
import HomePage from './HomePage';

const patience = { timeout: 15_000 };

const summary = (status: 0 | 1 | 2 | 3 | 4): DashboardSummary => ({
  realName: { status, checkedAt: status === 2 ? 1_700_000_000_000 : null },
  usage: { servicesInEffect: 0, callsThisMonth: 0 },
  ordersToPay: { count: 0, amountFen: 0 },
  ordersToClose: { count: 0 },
  workOrders: { open: 0, resolved: 0 },
  coupons: { available: 0, expiringSoon: 0 },
  invoices: { requested: 0, issued: 0, invoiceableFen: 0 },
});

function showHome(status: 0 | 1 | 2 | 3 | 4) {
  fakeServer().answer('GET /webgate/console/dashboard/summary', { data: summary(status) });
  const permissions = buildPermissions(toModuleList(computeModules({ kind: 'personal' })));
  act(() => setState({ permissions, header: { companyUuid: null, type: 1, userName: 'wang' } }));
  const router = createMemoryRouter([{ path: '*', element: <HomePage /> }], { initialEntries: ['/dashboard/home'] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  act(() => resetAccount());
});

describe('the home dashboard leads somewhere from every card', { timeout: 60_000 }, () => {
  it('offers to authenticate now when the real name is not authenticated, at the methods page', async () => {
    showHome(0);
    const next = await screen.findByTestId('realname-next', {}, patience);
    expect(next.textContent).toBe('Authenticate now');
    expect(next.getAttribute('href')).toBe('/personalCenter/pAuthRealName/pAuthRealNameList');
  });

  it('once passed, links to the results instead', async () => {
    showHome(2);
    const next = await screen.findByTestId('realname-next', {}, patience);
    expect(next.textContent).toBe('View');
    expect(next.getAttribute('href')).toBe('/personalCenter/pAuthRealName/pAuthResults');
  });

  it('says of a card whose page no capability serves yet that it is not open, rather than linking nowhere', async () => {
    showHome(0);
    expect((await screen.findByTestId('card-later-myWorkOrder', {}, patience)).textContent).toBe('Not open in this console yet');
    expect(screen.queryByTestId('card-link-myWorkOrder')).toBeNull();
  });
});
