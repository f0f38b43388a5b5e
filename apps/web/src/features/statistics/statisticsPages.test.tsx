import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyNamespaces, loadNamespaces, setLanguage } from '../../app/i18n';
import { fakeServer } from '../../test/fakeServer';
import AppStatisticsPage from './AppStatisticsPage';
import ServiceStatisticsPage from './ServiceStatisticsPage';

const patience = { timeout: 15_000 };
let server: ReturnType<typeof fakeServer>;

function show(page: ReactNode) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>{page}</App>
    </QueryClientProvider>,
  );
}

const days = Array.from({ length: 30 }, (_, i) => {
  const day = `2026-11-${String(i + 1).padStart(2, '0')}`;
  return day === '2026-11-21' ? { day, calls: 5, successes: 4, failures: 1 } : { day, calls: 0, successes: 0, failures: 0 };
});
const totals = { calls: 5, successes: 4, failures: 1 };

beforeAll(async () => {
  await act(async () => {
    await setLanguage('en', false);
    await loadNamespaces(lazyNamespaces);
  });
});
beforeEach(() => {
  server = fakeServer();
  server.answer('GET /webgate/console/app/myAppList', {
    data: { list: [{ id: 'app-1', appId: 'A1', name: 'Billing' }], next: null, total: 1, totalCapped: false },
  });
});
afterEach(() => cleanup());

describe('the usage statistics pages', { timeout: 60_000 }, () => {
  it('shows the month’s totals, the services with their remaining quota, the days, and exports the days as CSV', async () => {
    server.answer('GET /webgate/console/statistics/services', {
      data: {
        month: '2026-11',
        days,
        totals,
        services: [
          { serviceCode: 'id2', calls: 1, successes: 1, failures: 0, remaining: null },
          { serviceCode: 'phone3', calls: 4, successes: 3, failures: 1, remaining: 96 },
        ],
      },
    });
    show(<ServiceStatisticsPage />);
    const services = await screen.findByTestId('usage-services', undefined, patience);
    expect(await within(services).findByText('Unlimited', undefined, patience)).toBeTruthy();
    expect(within(services).getByText('96')).toBeTruthy();
    expect(within(services).getByText('Phone three elements')).toBeTruthy();
    expect(screen.queryByTestId('usage-sign-flow-note')).toBeNull();
    expect(within(screen.getByTestId('usage-days')).getByText('2026-11-21')).toBeTruthy();
    expect(screen.getByTestId('usage-chart').getAttribute('aria-label')).toBe('Calls per day');

    const blobs: Blob[] = [];
    const created = vi.fn((blob: Blob) => (blobs.push(blob), 'blob:csv'));
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fireEvent.click(screen.getByTestId('usage-export'));
    expect(click).toHaveBeenCalled();
    const csv = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]!);
    });
    expect(csv).toContain('Day,Calls,Successes,Failures');
    expect(csv).toContain('2026-11-21,5,4,1');
    expect(csv).toContain('Total,5,4,1');
    expect(csv.trim().split('\r\n')).toHaveLength(32);
    click.mockRestore();
  });

  it('shows the sign flows started through the open API as their service, saying a call is a started flow', async () => {
    server.answer('GET /webgate/console/statistics/services', {
      data: {
        month: '2026-11',
        days,
        totals,
        services: [{ serviceCode: 'signFlow', calls: 5, successes: 4, failures: 1, remaining: 15 }],
      },
    });
    show(<ServiceStatisticsPage />);
    const services = await screen.findByTestId('usage-services', undefined, patience);
    expect(await within(services).findByText('Sign flows', undefined, patience)).toBeTruthy();
    expect(within(services).getByText('15')).toBeTruthy();
    expect(screen.getByTestId('usage-sign-flow-note').textContent).toContain('one call per flow started');
  });

  it('lists the applications by name, a deleted one as such, and loads the filter’s applications', async () => {
    server.answer('GET /webgate/console/statistics/apps', {
      data: {
        month: '2026-11',
        days,
        totals,
        apps: [
          { appId: 'app-1', name: 'Billing', calls: 4, successes: 3, failures: 1 },
          { appId: 'app-gone', name: null, calls: 1, successes: 1, failures: 0 },
        ],
      },
    });
    show(<AppStatisticsPage />);
    const apps = await screen.findByTestId('usage-apps', undefined, patience);
    expect(await within(apps).findByText('Billing', undefined, patience)).toBeTruthy();
    expect(within(apps).getByText('Deleted application')).toBeTruthy();
    await waitFor(() => expect(server.calls.some((c) => c.path === '/webgate/console/app/myAppList')).toBe(true));
  });

  it('switches to the month-by-month view', async () => {
    server.answer(
      'GET /webgate/console/statistics/services',
      { data: { month: '2026-11', days, totals, services: [] } },
      {
        data: {
          month: '2026-11',
          days: [
            { day: '2026-10', calls: 2, successes: 2, failures: 0 },
            { day: '2026-11', calls: 5, successes: 4, failures: 1 },
          ],
          totals: { calls: 7, successes: 6, failures: 1 },
          services: [],
        },
      },
    );
    show(<ServiceStatisticsPage />);
    const table = await screen.findByTestId('usage-days', undefined, patience);
    expect(await within(table).findByText('2026-11-21', undefined, patience)).toBeTruthy();
    fireEvent.click(screen.getByText('By month'));
    expect(await within(table).findByText('2026-10', undefined, patience)).toBeTruthy();
    expect(within(table).getAllByText('Month').length).toBeGreaterThan(0);
    expect(screen.getByText('Calls per month')).toBeTruthy();
    expect(within(table).queryByText('2026-11-21')).toBeNull();
  });

  it('says what is wrong when the server refuses the month', async () => {
    server.answer('GET /webgate/console/statistics/services', {
      code: 1000400,
      msg: 'Month: the range must be in or before the current month',
    });
    show(<ServiceStatisticsPage />);
    expect(await screen.findByText('Month: the range must be in or before the current month', undefined, patience)).toBeTruthy();
  });
});
