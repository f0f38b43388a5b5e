import { type DashboardSummary, buildPermissions, computeModules, memberRoleModules, toModuleList } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { resetAccount, setState } from '../../app/store';
import { fakeServer } from '../../test/fakeServer';
import HomePage from './HomePage';

const patience = { timeout: 15_000 };

const summary = (status: 0 | 1 | 2 | 3 | 4, step: DashboardSummary['realName']['step'] = null): DashboardSummary => ({
  realName: { status, checkedAt: status === 2 ? 1_700_000_000_000 : null, step },
  usage: { servicesInEffect: 0, callsThisMonth: 0 },
  ordersToPay: { count: 0, amountFen: 0 },
  ordersToClose: { count: 0 },
  workOrders: { open: 0, resolved: 0 },
  coupons: { available: 0, expiringSoon: 0 },
  invoices: { requested: 0, issued: 0, invoiceableFen: 0 },
  invitations: 0,
  quotaAlerts: [],
});

function showHome(
  status: 0 | 1 | 2 | 3 | 4,
  enterprise?: { step: DashboardSummary['realName']['step']; member?: boolean },
  quotaAlerts: DashboardSummary['quotaAlerts'] = [],
  answer: Partial<DashboardSummary> = {},
  otherAnswers: (server: ReturnType<typeof fakeServer>) => void = () => {},
) {
  const server = fakeServer();
  server.answer('GET /webgate/console/dashboard/summary', {
    data: { ...summary(status, enterprise?.step ?? null), quotaAlerts, ...answer },
  });
  // Answers the page's other cards ask for, ready before the first render asks.
  otherAnswers(server);
  const context = enterprise?.member
    ? ({ kind: 'enterprise', isMaster: false, isAdmin: false, roleModuleCodes: memberRoleModules } as const)
    : enterprise
      ? ({ kind: 'enterprise', isMaster: true, isAdmin: false, roleModuleCodes: [] } as const)
      : ({ kind: 'personal' } as const);
  const permissions = buildPermissions(toModuleList(computeModules(context)));
  act(() =>
    setState({
      permissions,
      header: enterprise ? { companyUuid: 'e-1', type: 2, userName: 'wang' } : { companyUuid: null, type: 1, userName: 'wang' },
    }),
  );
  const router = createMemoryRouter([{ path: '*', element: <HomePage /> }], { initialEntries: ['/dashboard/home'] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return server;
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

  it('in an enterprise waiting for its remitted amount, says so and leads to the amount page, not "under review"', async () => {
    showHome(1, { step: 'awaitingAmount' });
    const next = await screen.findByTestId('realname-next', {}, patience);
    expect(next.textContent).toBe('Enter the amount');
    expect(next.getAttribute('href')).toBe('/enterpriseCenter/eAuthRealName/bankAuthSubmit');
    expect(screen.getByTestId('realname-status').textContent).toBe('Waiting for the amount');
    expect(document.body.textContent).not.toContain('Under review');
    expect(document.body.textContent).toContain('Enter the small amount remitted to the corporate account');
  });

  it('in an enterprise whose documents an operator reviews, says under review and leads to the results', async () => {
    showHome(1, { step: 'underReview' });
    const next = await screen.findByTestId('realname-next', {}, patience);
    expect(next.getAttribute('href')).toBe('/enterpriseCenter/eAuthRealName/eAuthResults');
    expect(screen.getByTestId('realname-status').textContent).toBe('Under review');
  });

  it('no longer says of a card that its page is still to come once a capability serves it', async () => {
    showHome(0);
    await screen.findByTestId('realname-next', {}, patience);
    // Services, work orders and the cost center are built: their cards no longer say they are coming.
    expect(screen.queryByTestId('card-later-myInvoiceList')).toBeNull();
    expect(screen.queryByTestId('card-later-payment')).toBeNull();
    expect(screen.queryByTestId('card-later-myServiceList')).toBeNull();
    expect(screen.queryByTestId('card-later-myWorkOrder')).toBeNull();
  });

  it('lists the services past a quota alert, the exhausted one first, and leads to my services', async () => {
    showHome(2, { step: null }, [
      { subscriptionId: 's1', productName: 'ID package', threshold: 100, usedCount: 50, totalCount: 50, alertedAt: 2 },
      { subscriptionId: 's2', productName: 'Phone package', threshold: 80, usedCount: 800, totalCount: 1000, alertedAt: 1 },
    ]);
    const notice = await screen.findByTestId('quota-alerts', {}, patience);
    const items = [...notice.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toEqual([
      'ID package: all 50 used — calls are refused until it is topped up',
      'Phone package: 800 of 1,000 used (80 % reached)',
    ]);
    expect(notice.querySelector('a')?.getAttribute('href')).toBe('/serviceManage/myService/myServiceList');
  });

  it('shows no quota notice when nothing is past a threshold', async () => {
    showHome(2, { step: null });
    await screen.findByTestId('realname-next', {}, patience);
    expect(screen.queryByTestId('quota-alerts')).toBeNull();
  });

  it('opens the order list filtered from "orders to be paid" and from "orders to be closed"', async () => {
    showHome(2, { step: null });
    const toPay = await screen.findByTestId('card-link-orders-to-pay', {}, patience);
    expect(toPay.getAttribute('href')).toBe('/payment?status=toBePaid');
    expect(screen.getByTestId('card-link-orders-to-close').getAttribute('href')).toBe('/payment?status=toBeClosed');
  });

  it('counts the sign flows waiting for my signature, asked on its own, and leads to that list', async () => {
    // The count is a chunk of its own, asked once it loads: its answer must be there before, or a quick load asks first.
    const server = showHome(2, { step: null }, [], {}, (s) =>
      s.answer('GET /webgate/console/sign-flows/waiting', { data: { list: [], next: null, total: 3, totalCapped: false } }),
    );
    await waitFor(() => expect(screen.getByTestId('waiting-signature-count').textContent).toBe('3'), patience);
    expect(screen.getByTestId('card-link-waiting-signature').getAttribute('href')).toMatch(/\/mySignFlows\?tab=waiting$/);
    expect(server.calls.find((c) => c.path === '/webgate/console/sign-flows/waiting')).toBeTruthy();
  });

  it('shows a member only the cards of pages the role includes, and asks for nothing else', async () => {
    const server = showHome(2, { step: null, member: true }, [], {
      usage: null,
      ordersToPay: null,
      ordersToClose: null,
      workOrders: null,
      coupons: null,
      invoices: null,
    });
    await screen.findByTestId('realname-status', {}, patience);
    await screen.findByText('Real name', undefined, patience);
    for (const figure of [
      'orders-to-pay',
      'orders-to-close',
      'work-orders-open',
      'coupons-available',
      'invoices-requested',
      'services-in-effect',
    ])
      expect(screen.queryByTestId(figure), figure).toBeNull();
    expect(document.body.textContent).not.toContain('Not included in your role');
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /webgate/console/dashboard/summary']);
  });
});
