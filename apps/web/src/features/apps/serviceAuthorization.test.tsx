import type { ServiceApp, SubscriptionView } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lazyNamespaces, loadNamespaces, setLanguage } from '../../app/i18n';
import { fakeServer } from '../../test/fakeServer';
import ServiceAuthorizationPage from './ServiceAuthorizationPage';

// antd renders tables slowly in jsdom on a shared machine; waits are generous for that.
const patience = { timeout: 15_000 };
let server: ReturnType<typeof fakeServer>;

const subscription = (id: string, status: number, productName: string): SubscriptionView => ({
  id,
  serviceCode: 'phone3',
  productName,
  productNo: `P-${id}`,
  issuingMode: 1,
  totalCount: 100,
  usedCount: 40,
  remaining: 60,
  startsAt: 0,
  dueAt: Date.UTC(2099, 11, 31, 15, 59, 59),
  cycle: 'month',
  status,
  chargesFen: 0,
  createdAt: 1,
});
const app = (id: string, name: string, environment: 'sandbox' | 'production', authorized: boolean, serviceCount: number): ServiceApp => ({
  id,
  appId: `${environment === 'sandbox' ? 'sbx' : 'prd'}_${id}`,
  name,
  appAbbreviation: 'ORD',
  environment,
  status: 1,
  serviceCount,
  createdAt: 1,
  authorized,
});
const page = <T,>(list: T[]) => ({ data: { list, next: null, total: list.length, totalCapped: false } });

function show() {
  const router = createMemoryRouter([{ path: '*', element: <ServiceAuthorizationPage /> }], {
    initialEntries: ['/serviceManage/myService/serviceAuthorization'],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
}

const switchOf = (name: string) => screen.getByRole('switch', { name: `Application ${name} may call this service` });

beforeAll(async () => {
  await act(async () => {
    await setLanguage('en', false);
    await loadNamespaces(lazyNamespaces);
  });
});
beforeEach(() => {
  server = fakeServer();
});
afterEach(() => cleanup());

describe('the service-authorization page', { timeout: 60_000 }, () => {
  it('shows each application’s access to the first service and ticks one through the server', async () => {
    server.answer('GET /webgate/console/service/myServiceList', page([subscription('s1', 2, 'Phone package')]));
    server.answer(
      'GET /webgate/console/service/s1/apps',
      page([app('a1', 'Orders', 'production', true, 1), app('a2', 'Billing', 'production', false, 1)]),
      page([app('a1', 'Orders', 'production', true, 1), app('a2', 'Billing', 'production', true, 2)]),
    );
    server.answer('POST /webgate/console/service/s1/apps/a2', { data: app('a2', 'Billing', 'production', true, 2) });
    show();
    await screen.findByText('Billing', undefined, patience);
    expect(screen.getByText('Remaining 60')).toBeTruthy();
    // The app's only service cannot be switched off here; the server would refuse it too.
    expect((switchOf('Orders') as HTMLButtonElement).disabled).toBe(true);
    expect(switchOf('Orders').getAttribute('aria-checked')).toBe('true');
    fireEvent.click(switchOf('Billing'));
    await waitFor(() => expect(switchOf('Billing').getAttribute('aria-checked')).toBe('true'), patience);
    const sent = server.calls.find((c) => c.method === 'POST');
    expect(sent?.path).toBe('/webgate/console/service/s1/apps/a2');
    expect(JSON.parse(String(sent?.body))).toEqual({ authorized: true });
  });

  it('keeps a production app off a service not in effect, and shows the server’s refusal without changing the switch', async () => {
    server.answer('GET /webgate/console/service/myServiceList', page([subscription('s9', 1, 'Later package')]));
    server.answer(
      'GET /webgate/console/service/s9/apps',
      page([app('a1', 'Orders', 'production', false, 1), app('a3', 'Trial', 'sandbox', true, 2)]),
    );
    server.answer('POST /webgate/console/service/s9/apps/a3', {
      code: 1008015,
      msg: 'An application needs at least one service: authorize another service for Trial before removing this one',
    });
    show();
    await screen.findByText('Trial', undefined, patience);
    expect((switchOf('Orders') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(switchOf('Trial'));
    await waitFor(() => expect(server.toasts[0]).toMatch(/at least one service/), patience);
    expect(switchOf('Trial').getAttribute('aria-checked')).toBe('true');
  });

  it('says so when the enterprise has no services', async () => {
    server.answer('GET /webgate/console/service/myServiceList', page([]));
    show();
    expect(await screen.findByText('Your enterprise has no services yet.', undefined, patience)).toBeTruthy();
    expect(server.calls.some((c) => c.path.includes('/apps'))).toBe(false);
  });
});
