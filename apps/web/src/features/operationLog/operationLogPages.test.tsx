import { en } from '@console/phrases';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lazyNamespaces, loadNamespaces, setLanguage } from '../../app/i18n';
import { fakeServer } from '../../test/fakeServer';
import OperationLogPage from './OperationLogPage';

const patience = { timeout: 15_000 };
let server: ReturnType<typeof fakeServer>;

function show(page: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: ['/dailyManage/userDailyList'] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
}

const row = {
  id: 'log-1',
  service: 'apps',
  action: 'create',
  content: 'Created the app Billing',
  phrase: null,
  actorId: 'u1',
  actorName: 'li.lei',
  byOperator: false,
  ip: '203.0.113.7',
  createdAt: Date.UTC(2026, 10, 3, 2),
};

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

describe('the operation log page', { timeout: 60_000 }, () => {
  it('lists the acts, opens a row’s detail with its hashes, and says where a verified chain breaks', async () => {
    server.answer('GET /webgate/console/operationLog/list', {
      data: { list: [row], next: null, total: 1, totalCapped: false, seesAll: true },
    });
    server.answer('GET /webgate/console/operationLog/detail/log-1', {
      data: { ...row, device: 'Chrome', seq: 7, prevHash: 'a'.repeat(64), hash: 'b'.repeat(64) },
    });
    server.answer('GET /webgate/console/operationLog/verify', {
      data: {
        ok: false,
        checked: 3,
        firstSeq: 1,
        lastSeq: 7,
        headSeq: 7,
        headHash: 'b'.repeat(64),
        break: { seq: 4, id: null, reason: 'missing', createdAt: null },
      },
    });
    show(<OperationLogPage />);
    expect(await screen.findByText('Created the app Billing', undefined, patience)).toBeTruthy();
    expect(screen.getByText('Applications')).toBeTruthy();
    // The current month is the default range.
    expect(server.calls.find((c) => c.path.includes('/operationLog/list'))).toBeTruthy();

    fireEvent.click(screen.getByTestId('log-open'));
    expect(await screen.findByText('b'.repeat(64), undefined, patience)).toBeTruthy();
    expect(screen.getByText('Chrome')).toBeTruthy();

    fireEvent.click(screen.getByTestId('log-verify'));
    expect(await screen.findByText('The chain breaks at row 4: a row was removed', undefined, patience)).toBeTruthy();
  });

  it('shows a member their own acts without verify or export', async () => {
    server.answer('GET /webgate/console/operationLog/list', {
      data: { list: [row], next: null, total: 1, totalCapped: false, seesAll: false },
    });
    show(<OperationLogPage />);
    expect(await screen.findByText('Your own acts', undefined, patience)).toBeTruthy();
    expect(screen.queryByTestId('log-verify')).toBeNull();
    expect(screen.queryByTestId('log-export')).toBeNull();
  });

  it('names the templates service (the list’s label and the service filter’s options both read logServices)', async () => {
    server.answer('GET /webgate/console/operationLog/list', {
      data: {
        list: [{ ...row, id: 'log-t', service: 'templates', action: 'create', content: 'template Supply', phrase: null }],
        next: null,
        total: 1,
        totalCapped: false,
        seesAll: true,
      },
    });
    show(<OperationLogPage />);
    expect(await screen.findByText('template Supply', undefined, patience)).toBeTruthy();
    expect(screen.getByText(en.operationLog.services.templates)).toBeTruthy();
    expect(screen.queryByText('templates')).toBeNull();
  });

  it('shows each entry in the reader’s language from its phrase, the service by its name, and an older row as written', async () => {
    server.answer('GET /webgate/console/operationLog/list', {
      data: {
        list: [
          {
            ...row,
            id: 'log-2',
            service: 'roles',
            action: 'roleCreate',
            content: 'Auditor: myInvoiceList, list',
            phrase: { key: 'roles.roleCreate', params: { role: '审计员', count: 3 } },
          },
          {
            ...row,
            id: 'log-3',
            service: 'organization',
            action: 'memberEdit',
            content: 'Li Lei (-): 01JROLEID',
            phrase: { key: 'organization.memberEdit', params: { member: '李雷', role: { phrase: 'roles.builtIn.admin' } } },
          },
          {
            ...row,
            id: 'log-4',
            service: 'costCenter',
            action: 'orderCreate',
            content: 'P-SIGN mode:1 count:500',
            phrase: {
              key: 'costCenter.orderCreate',
              params: { order: 'D1', product: { zh: '电子签章', en: 'E-signature' }, package: '500 次', quantity: 1, amount: '¥500.00' },
            },
          },
          { ...row, id: 'log-5', service: 'costCenter', action: 'orderCancel', content: 'D0 (old row)' },
        ],
        next: null,
        total: 4,
        totalCapped: false,
        seesAll: true,
      },
    });
    await act(async () => {
      await setLanguage('zh', false);
      await loadNamespaces(lazyNamespaces);
    });
    try {
      show(<OperationLogPage />);
      expect(await screen.findByText('创建角色「审计员」（3 项权限）', undefined, patience)).toBeTruthy();
      expect(screen.getByText('编辑成员「李雷」（角色：管理员）')).toBeTruthy();
      expect(screen.getByText('下单 D1：电子签章 · 500 次 × 1，¥500.00')).toBeTruthy();
      // An older row without a phrase keeps its stored text; module codes show as names.
      expect(screen.getByText('D0 (old row)')).toBeTruthy();
      expect(screen.getAllByText('费用中心')).toHaveLength(2);
      expect(screen.getByText('角色')).toBeTruthy();
      expect(screen.getByText('共 4 条')).toBeTruthy();
      expect(screen.queryByText('costCenter')).toBeNull();
      expect(screen.queryByText('Auditor: myInvoiceList, list')).toBeNull();
    } finally {
      await act(async () => {
        await setLanguage('en', false);
      });
    }
  });
});
