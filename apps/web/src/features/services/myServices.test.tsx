import { buildPermissions, moduleCatalogue } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lazyNamespaces, loadNamespaces, setLanguage } from '../../app/i18n';
import { pagePath } from '../../app/routing';
import { resetAccount, setState } from '../../app/store';
import { fakeServer } from '../../test/fakeServer';
import MyServicesPage from './MyServicesPage';

const patience = { timeout: 15_000 };

beforeAll(async () => {
  await act(async () => {
    await setLanguage('zh', false);
    await loadNamespaces(lazyNamespaces);
  });
});
afterEach(() => {
  cleanup();
  act(() => resetAccount());
});

describe('my services with none yet', { timeout: 60_000 }, () => {
  it('leads to buying a package and to asking the platform through a work order', async () => {
    const server = fakeServer();
    server.answer('GET /webgate/console/service/myServiceList', { data: { list: [], next: null, total: 0, totalCapped: false } });
    const entries = moduleCatalogue.filter((e) => ['myServiceList', 'payment', 'newWorkOrder'].includes(e.code));
    act(() => setState({ permissions: buildPermissions(entries.map((e) => ({ type: e.type, webLink: e.webLink }))) }));
    const router = createMemoryRouter([{ path: '*', element: <MyServicesPage /> }], { initialEntries: [pagePath('myServiceList')] });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <App>
          <RouterProvider router={router} />
        </App>
      </QueryClientProvider>,
    );
    const steps = await screen.findByTestId('next-steps', undefined, patience);
    expect(steps.textContent).toContain('暂无服务。可以购买套餐，或通过工单请平台开通。');
    expect(screen.getByTestId('next-work-order').textContent).toContain('提交工单');
    fireEvent.click(screen.getByTestId('next-buy'));
    await waitFor(
      () => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`${pagePath('payment')}?buy=1`),
      patience,
    );
  });
});
