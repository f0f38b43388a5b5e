import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lazyNamespaces, loadNamespaces, setLanguage } from '../../app/i18n';
import { fakeServer } from '../../test/fakeServer';
import TemplatesPage from './TemplatesPage';

const summary = { id: 't1', name: 'Supply contract', description: null, enabled: true, version: 2, createdAt: 1, updatedAt: 2 };
const field = (key: string, kind: string, role: string | null, more: Record<string, unknown> = {}) => ({
  key,
  label: key.toUpperCase(),
  kind,
  role,
  required: true,
  maxLength: 20,
  page: 1,
  x: 10,
  y: 10,
  width: 120,
  height: 60,
  fontSize: 11,
  ...more,
});
const detail = {
  ...summary,
  versionId: 'v2',
  fileName: 'c.pdf',
  pages: [{ width: 595, height: 842 }],
  roles: ['Party A', 'Party B'],
  fields: [
    field('buyer', 'text', null),
    field('phone', 'phone', null, { required: false }),
    field('bdate', 'date', 'Party B'),
    field('sa', 'signature', 'Party A'),
    field('sb', 'seal', 'Party B'),
  ],
  unsignedRoles: [],
};
const patience = { timeout: 20_000 };

let server: ReturnType<typeof fakeServer>;
beforeAll(async () => {
  await act(async () => {
    await setLanguage('en', false);
    await loadNamespaces(lazyNamespaces);
  });
});
beforeEach(() => {
  server = fakeServer();
  server.answer('GET /webgate/console/templates/list', { data: { list: [summary], next: null, total: 1, totalCapped: false } });
  server.answer('GET /webgate/console/templates/t1', { data: detail });
});
afterEach(cleanup);

const view = (at = '/') =>
  render(
    <MemoryRouter initialEntries={[at]}>
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <TemplatesPage />
        </App>
      </QueryClientProvider>
    </MemoryRouter>,
  );

describe('templates page', () => {
  it('lists templates with their version and state; an empty list leads to the first upload', async () => {
    view();
    expect(await screen.findByText('Supply contract', {}, patience)).toBeTruthy();
    expect(screen.getByText('v2')).toBeTruthy();
    expect(screen.getByText('Enabled')).toBeTruthy();
    cleanup();
    server.answer('GET /webgate/console/templates/list', { data: { list: [], next: null, total: 0, totalCapped: false } });
    view();
    fireEvent.click(await screen.findByText('No templates yet: upload a PDF to make the first one', {}, patience));
    expect(await screen.findByTestId('template-name')).toBeTruthy();
  }, 30_000);

  it('the start form comes from the version: the initiator’s values by the server’s rules, a party per role', async () => {
    server.answer('POST /webgate/console/templates/t1/start', { data: { signFlowId: 'f9', templateVersion: 2 } });
    view('/?start=t1');
    const buyer = await screen.findByTestId('value-buyer', {}, patience);
    // Party B's own field is theirs, not in the form.
    expect(screen.queryByTestId('value-bdate')).toBeNull();
    expect(screen.getByText(/BDATE — Filled by Party B when signing/)).toBeTruthy();
    fireEvent.change(buyer, { target: { value: 'ACME 公司' } });
    fireEvent.change(screen.getByTestId('value-phone'), { target: { value: '12345' } });
    fireEvent.change(screen.getByTestId('party-0-name'), { target: { value: '张三' } });
    fireEvent.change(screen.getByTestId('party-0-phone'), { target: { value: '13800000001' } });
    fireEvent.change(screen.getByTestId('party-1-name'), { target: { value: 'Li' } });
    fireEvent.change(screen.getByTestId('party-1-phone'), { target: { value: '13800000002' } });
    fireEvent.click(screen.getByTestId('start-submit'));
    expect(await screen.findByText('enter an 11-digit mobile number', {}, patience)).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByTestId('value-phone'), { target: { value: '13900000009' } });
    fireEvent.click(screen.getByTestId('start-submit'));
    await waitFor(() => expect(server.calls.some((c) => c.method === 'POST')).toBe(true), patience);
    const sent = JSON.parse(String(server.calls.find((c) => c.method === 'POST')!.body)) as Record<string, unknown>;
    expect(sent).toMatchObject({
      title: 'Supply contract',
      values: { buyer: 'ACME 公司', phone: '13900000009' },
      parties: [
        { role: 'Party A', kind: 'person', name: '张三', phone: '13800000001' },
        { role: 'Party B', kind: 'person', name: 'Li', phone: '13800000002' },
      ],
    });
  }, 30_000);
});
