import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lazyNamespaces, loadNamespaces, setLanguage } from '../../app/i18n';
import { resetAccount } from '../../app/store';
import { fakeServer } from '../../test/fakeServer';
import { grant } from '../../test/permissions';
import ServiceHallPage from './ServiceHallPage';

const patience = { timeout: 15_000 };

function show() {
  const router = createMemoryRouter([{ path: '*', element: <ServiceHallPage /> }], { initialEntries: ['/myIndex/serviceweb'] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
}

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

describe('the service hall', { timeout: 60_000 }, () => {
  it('shows each product with what it does and its price per call, free when it costs nothing', async () => {
    const server = fakeServer();
    server.answer('GET /webgate/console/service/serviceweb', {
      data: {
        list: [
          { id: 'p1', productNo: 'P-PHONE3', name: '三要素套餐', serviceCode: 'phone3', unitPriceFen: 120, createdAt: 1 },
          { id: 'p2', productNo: 'P-ID2', name: '二要素体验', serviceCode: 'id2', unitPriceFen: 0, createdAt: 1 },
        ],
      },
    });
    grant(['serviceweb']);
    show();
    const cards = await screen.findAllByTestId('hall-product', undefined, patience);
    expect(cards.map((c) => c.querySelector('[data-testid="hall-price"]')?.textContent)).toEqual(['¥1.20 / 次', '免费']);
    expect(cards[0]!.textContent).toContain('核验手机号是否登记在该姓名与身份证号的本人名下。');
    expect(cards[0]!.textContent).toContain('产品编号 P-PHONE3');
    // "My services" only for a session that may open it.
    expect(screen.queryByText('我的服务')).toBeNull();
    expect(screen.getByText('接口文档')).toBeTruthy();
  });

  it('says so when nothing is on sale', async () => {
    fakeServer().answer('GET /webgate/console/service/serviceweb', { data: { list: [] } });
    show();
    await screen.findByText('暂无在售产品。', undefined, patience);
  });
});
