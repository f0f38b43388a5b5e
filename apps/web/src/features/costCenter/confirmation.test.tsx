import { type InvoiceTitleView, type OrderView, buildPermissions, moduleCatalogue } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lazyNamespaces, loadNamespaces, setLanguage } from '../../app/i18n';
import { pagePath } from '../../app/routing';
import { resetAccount, setState } from '../../app/store';
import { fakeServer } from '../../test/fakeServer';
import ConfirmationPage from './ConfirmationPage';

// antd renders slowly in jsdom on a shared machine; waits are generous for that.
const patience = { timeout: 15_000 };

const order = { id: 'o-1', orderNo: 'OD-1', itemName: 'Phone 3 · 1,000', amountFen: 17_900 } as OrderView;
const title: InvoiceTitleView = {
  id: 't-new',
  kind: 'company',
  name: 'Fuzhou Example Technology Co., Ltd.',
  taxpayerId: '91350100M000100Y43',
  addressPhone: '',
  bankAccount: '',
  createdAt: 1,
};

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

describe('invoice confirmation', { timeout: 60_000 }, () => {
  it('with no saved title adds one right there, chooses it and submits the request with it', async () => {
    const server = fakeServer();
    server.answer('GET /webgate/console/costCenter/invoiceTitles', { data: { list: [] } }, { data: { list: [title] } });
    server.answer('POST /webgate/console/costCenter/invoiceTitles', { data: title });
    server.answer('POST /webgate/console/costCenter/invoices', { data: { id: 'i-1' } });
    const entries = moduleCatalogue.filter((e) => ['confirmation', 'askForSuccess', 'myInvoiceInfo'].includes(e.code));
    act(() => setState({ permissions: buildPermissions(entries.map((e) => ({ type: e.type, webLink: e.webLink }))) }));
    const router = createMemoryRouter([{ path: '*', element: <ConfirmationPage /> }], {
      initialEntries: [{ pathname: pagePath('confirmation'), search: '?orders=o-1', state: { orders: [order] } }],
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <App>
          <RouterProvider router={router} />
        </App>
      </QueryClientProvider>,
    );
    expect((await screen.findByTestId('confirm-no-titles', undefined, patience)).textContent).toContain('No invoice title is saved yet');

    fireEvent.click(screen.getByTestId('confirm-add-title'));
    await screen.findByTestId('title-form', undefined, patience);
    fireEvent.change(screen.getByTestId('title-name'), { target: { value: 'Fuzhou Example Technology Co., Ltd.' } });
    fireEvent.change(screen.getByTestId('title-taxpayer'), { target: { value: '91350100M000100Y43' } });
    fireEvent.click(screen.getByTestId('title-save'));
    await waitFor(() => expect(server.calls.some((c) => c.method === 'POST' && c.path.endsWith('/invoiceTitles'))).toBe(true), patience);
    await waitFor(() => expect(screen.queryByTestId('confirm-no-titles')).toBeNull(), patience);
    await waitFor(() => expect(screen.getByTestId('confirm-title').textContent).toContain('91350100M000100Y43'), patience);

    fireEvent.click(screen.getByTestId('confirm-submit'));
    await waitFor(
      () => expect(server.calls.some((c) => c.method === 'POST' && c.path.endsWith('/costCenter/invoices'))).toBe(true),
      patience,
    );
    const sent = JSON.parse(String(server.calls.find((c) => c.path.endsWith('/costCenter/invoices'))!.body)) as {
      titleId: string;
      orderIds: string[];
    };
    expect(sent).toMatchObject({ titleId: 't-new', orderIds: ['o-1'] });
  });
});
