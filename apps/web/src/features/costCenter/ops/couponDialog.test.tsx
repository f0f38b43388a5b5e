import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lazyNamespaces, loadNamespaces, setLanguage } from '../../../app/i18n';
import { fakeServer } from '../../../test/fakeServer';
import { CouponDialog } from './CouponDialog';

// antd renders forms slowly in jsdom on a shared machine; waits are generous for that.
const patience = { timeout: 15_000 };
let server: ReturnType<typeof fakeServer>;

const sentCoupons = () => server.calls.filter((c) => c.method === 'POST' && c.path === '/webgate/operation-webapi/costCenter/coupons');
const coupon = {
  id: 'c1',
  name: 'Welcome',
  kind: 'fixed',
  value: 500,
  minSpendFen: 0,
  productId: null,
  productName: null,
  startsAt: 0,
  expiresAt: 1,
  tab: 'available',
  usedOrderNo: null,
  expiringSoon: false,
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
      list: [{ id: 'e1-uuid', enterpriseNo: 'E001', name: 'Acme', realNameStatus: 2, superior: null, subordinateCount: 0, createdAt: 1 }],
      next: null,
      total: 1,
      totalCapped: false,
    },
  });
  server.answer('GET /webgate/operation-webapi/people', {
    data: { list: [{ id: 'u1-uuid', accountName: 'alice', nickname: 'Alice', phone: '138****0000' }] },
  });
  server.answer('GET /webgate/operation-webapi/costCenter/packages', { data: { list: [], products: [] } });
  server.answer('POST /webgate/operation-webapi/costCenter/coupons', { data: coupon });
});
afterEach(() => cleanup());

async function fillTheRest(form: HTMLElement) {
  fireEvent.change(within(form).getByTestId('coupon-name'), { target: { value: 'Welcome' } });
  fireEvent.change(within(form).getByTestId('coupon-value'), { target: { value: '500' } });
  const [from, to] = form.querySelectorAll<HTMLInputElement>('.ant-picker-range input');
  fireEvent.mouseDown(from!);
  fireEvent.focus(from!);
  fireEvent.change(from!, { target: { value: '2026-11-01' } });
  fireEvent.keyDown(from!, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.change(to!, { target: { value: '2026-12-01' } });
  fireEvent.keyDown(to!, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

function show() {
  let closed = false;
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <CouponDialog open onClose={() => (closed = true)} />
      </App>
    </QueryClientProvider>,
  );
  return { closed: () => closed };
}

describe('the coupon dialog picks owners by what operators see', { timeout: 60_000 }, () => {
  it('lists enterprises by name and number before anything is typed, and sends the chosen one', async () => {
    const dialog = show();
    const form = await screen.findByTestId('coupon-form', undefined, patience);
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'Enterprise' }));
    fireEvent.click(await screen.findByText('Acme (E001)', undefined, patience));
    await fillTheRest(form);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog.closed()).toBe(true), patience);
    expect(JSON.parse(String(sentCoupons()[0]!.body))).toMatchObject({ enterpriseId: 'e1-uuid', name: 'Welcome', value: 500 });
  });

  it('searches people by what is typed and shows their account name, nickname and masked phone', async () => {
    const dialog = show();
    const form = await screen.findByTestId('coupon-form', undefined, patience);
    fireEvent.click(within(form).getByLabelText('A person'));
    const picker = await within(form).findByRole('combobox', { name: 'Person' }, patience);
    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: '13800000000' } });
    await waitFor(() => expect(server.calls.some((c) => c.path === '/webgate/operation-webapi/people')).toBe(true), patience);
    fireEvent.click(await screen.findByText('alice (Alice) · 138****0000', undefined, patience));
    await fillTheRest(form);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog.closed()).toBe(true), patience);
    const body = JSON.parse(String(sentCoupons()[0]!.body));
    expect(body).toMatchObject({ userId: 'u1-uuid' });
    expect(body.enterpriseId).toBeUndefined();
  });
});
