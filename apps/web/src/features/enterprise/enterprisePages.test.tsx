import { type EnterpriseInfo, type MyEnterprises, buildPermissions, moduleCatalogue } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyNamespaces, loadNamespaces, setLanguage } from '../../app/i18n';
import { resetAccount, setState } from '../../app/store';
import { fakeServer } from '../../test/fakeServer';
import { AbbreviationDialog } from './AbbreviationDialog';
import BasicInfoPage from './BasicInfoPage';
import { ContextSwitch } from './ContextSwitch';
import { NewMasterForm } from './NewMasterForm';
import { enterprisePath, reload } from './paths';

// antd renders forms and menus slowly in jsdom on a shared machine; waits are generous for that.
const patience = { timeout: 15_000 };
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
/** The error text an input announces (aria-describedby), as a screen reader would read it. */
function errorOf(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-describedby')?.split(' ')[0];
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

let server: ReturnType<typeof fakeServer>;
let reloaded: string[];
const bodiesOf = (path: string) =>
  server.calls.filter((c) => c.path === `/webgate${path}`).map((c) => JSON.parse(String(c.body)) as Record<string, unknown>);

/** Permissions of an enterprise session: the master's (every enterprise page) or an administrator's. */
function enterprisePermissions(role: 'master' | 'admin') {
  const entries = moduleCatalogue.filter((e) => e.scope !== 'personal' && (role === 'master' || !e.masterOnly));
  act(() => setState({ permissions: buildPermissions(entries.map((e) => ({ type: e.type, webLink: e.webLink }))) }));
}

function show(page: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: ['/enterpriseCenter/eCenterInfo/eBasicInfo'] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return router;
}

beforeAll(async () => {
  await act(async () => {
    await setLanguage('en', false);
    await loadNamespaces(lazyNamespaces);
  });
});

beforeEach(() => {
  server = fakeServer();
  reloaded = [];
  vi.spyOn(reload, 'to').mockImplementation((path: string) => void reloaded.push(path));
  enterprisePermissions('master');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  act(() => resetAccount());
});

const mine: MyEnterprises = {
  activeEnterpriseId: 'e-1',
  enterprises: [
    { id: 'e-1', name: 'Acme Trading Co., Ltd.', role: 'master', realNameStatus: 1, realNameStep: 'underReview' },
    { id: 'e-2', name: 'Beta Holdings', role: 'admin', realNameStatus: 2, realNameStep: null },
  ],
};

describe('the context switch', { timeout: 60_000 }, () => {
  it('shows the active enterprise with its status and lists the other contexts; choosing one switches and reloads', async () => {
    server.answer('GET /webgate/console/enterprise/mine', { data: mine });
    server.answer('POST /webgate/console/enterprise/switch', { data: { ...mine, activeEnterpriseId: null } });
    show(<ContextSwitch />);
    const button = await screen.findByTestId('context-switch', undefined, patience);
    await waitFor(() => expect(button.textContent).toContain('Acme Trading Co., Ltd.'), patience);
    expect(within(button).getByTestId('context-status').textContent).toBe('Under review');

    fireEvent.click(button);
    const menu = await screen.findByRole('menu', undefined, patience);
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
    expect(items).toEqual([
      'Personal',
      'Acme Trading Co., Ltd.Under review',
      'Beta HoldingsPassed',
      'Authenticate enterprise',
      'Create enterprise',
    ]);

    fireEvent.click(within(menu).getByText('Personal'));
    await waitFor(() => expect(reloaded).toEqual(['/dashboard/home']), patience);
    expect(bodiesOf('/console/enterprise/switch')).toEqual([{ enterpriseId: '' }]);

    fireEvent.click(within(menu).getByText('Beta Holdings'));
    await waitFor(() => expect(bodiesOf('/console/enterprise/switch')).toEqual([{ enterpriseId: '' }, { enterpriseId: 'e-2' }]), patience);
  });

  it('says an enterprise waiting for its remitted amount waits for it, not that it is under review', async () => {
    const waiting: MyEnterprises = {
      activeEnterpriseId: 'e-1',
      enterprises: [
        { id: 'e-1', name: 'Acme Trading Co., Ltd.', role: 'master', realNameStatus: 1, realNameStep: 'awaitingAmount' },
        { id: 'e-3', name: 'Gamma Ltd.', role: 'admin', realNameStatus: 1, realNameStep: 'awaitingLegalPerson' },
      ],
    };
    server.answer('GET /webgate/console/enterprise/mine', { data: waiting });
    show(<ContextSwitch />);
    const button = await screen.findByTestId('context-switch', undefined, patience);
    await waitFor(() => expect(within(button).getByTestId('context-status').textContent).toBe('Waiting for the amount'), patience);
    // Its accessible name holds what it shows, name and status (WCAG 2.5.3).
    expect(button.getAttribute('aria-label')).toContain('Acme Trading Co., Ltd. Waiting for the amount');
    fireEvent.click(button);
    const menu = await screen.findByRole('menu', undefined, patience);
    expect(within(menu).getByText('Gamma Ltd.').closest('[role="menuitem"]')!.textContent).toBe(
      'Gamma Ltd.Waiting for the legal representative',
    );
    expect(menu.textContent).not.toContain('Under review');
  });

  it('in the personal context offers the enterprises and creates one: the name is required, then authentication opens', async () => {
    server.answer('GET /webgate/console/enterprise/mine', { data: { activeEnterpriseId: null, enterprises: [] } });
    server.answer('POST /webgate/console/enterprise/create', {
      data: { id: 'e-9', name: 'New Co.', role: 'master', realNameStatus: 0, realNameStep: null },
    });
    enterprisePermissions('master');
    show(<ContextSwitch />);
    const button = await screen.findByTestId('context-switch', undefined, patience);
    await waitFor(() => expect(button.textContent).toContain('Personal'), patience);
    fireEvent.click(button);
    fireEvent.click(await screen.findByText('Create enterprise', undefined, patience));

    const form = await screen.findByTestId('create-enterprise-form', undefined, patience);
    fireEvent.click(screen.getByRole('button', { name: 'Create and authenticate' }));
    const name = within(form).getByLabelText('Enterprise name');
    await waitFor(() => expect(errorOf(name)).toBeTruthy(), patience);
    expect(server.calls.filter((c) => c.path.endsWith('/create'))).toHaveLength(0);

    type(name, '  New Co. ');
    fireEvent.click(screen.getByRole('button', { name: 'Create and authenticate' }));
    await waitFor(() => expect(reloaded).toEqual([enterprisePath('eAuthSelect')]), patience);
    expect(bodiesOf('/console/enterprise/create')).toEqual([{ name: 'New Co.' }]);
  });
});

describe('the abbreviation dialog', { timeout: 60_000 }, () => {
  it('refuses 11 characters without calling, saves 10, and shows what the server refused beside the input', async () => {
    const onClose = vi.fn();
    server.answer('POST /webgate/console/enterprise/abbreviation', { data: { abbreviation: 'ACME' } });
    show(<AbbreviationDialog open current="Acme" onClose={onClose} />);
    const form = await screen.findByTestId('abbreviation-form', undefined, patience);
    const input = within(form).getByLabelText('Enterprise abbreviation');
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('Acme'), patience);

    type(input, 'ABCDEFGHIJK');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf(input)).toBe('At most 10 characters'), patience);
    expect(server.calls).toHaveLength(0);

    type(input, 'ACME');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled(), patience);
    expect(bodiesOf('/console/enterprise/abbreviation')).toEqual([{ abbreviation: 'ACME' }]);
  });

  it('clears the abbreviation with an empty entry and keeps the dialog open on a refusal', async () => {
    const onClose = vi.fn();
    server.answer('POST /webgate/console/enterprise/abbreviation', {
      code: 1006001,
      msg: 'Please perform enterprise real-name authentication first',
    });
    show(<AbbreviationDialog open current="Acme" onClose={onClose} />);
    const form = await screen.findByTestId('abbreviation-form', undefined, patience);
    type(within(form).getByLabelText('Enterprise abbreviation'), '');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesOf('/console/enterprise/abbreviation')).toEqual([{ abbreviation: '' }]), patience);
    await waitFor(() => expect(server.toasts).toEqual(['Please perform enterprise real-name authentication first']), patience);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('the new master administrator', { timeout: 60_000 }, () => {
  it("says 'Please fill out mobile number first' for an empty phone without asking the server", async () => {
    show(<NewMasterForm masterTicket={'t'.repeat(43)} enterpriseName="Acme" onChanged={() => undefined} onRefused={() => undefined} />);
    const form = await screen.findByTestId('new-master-form', undefined, patience);
    fireEvent.click(within(form).getByTestId('send-code'));
    await waitFor(() => expect(errorOf(within(form).getByLabelText('Phone'))).toBe('Please fill out mobile number first'), patience);
    expect(server.calls).toHaveLength(0);
    expect(within(form).getByTestId('send-code').textContent).toBe('Get code');
  });
});

const info = (patch: Partial<EnterpriseInfo> = {}): EnterpriseInfo => ({
  id: '0199aaaa-bbbb-7ccc-8ddd-eeeeffff0000',
  enterpriseNo: 'E123456789012',
  name: 'Acme Trading Co., Ltd.',
  abbreviation: null,
  realNameStatus: 2,
  checkStatus: 2,
  master: { userName: 'alice', phone: '138****0001' },
  role: 'master',
  superior: { id: 's-1', name: 'Acme Group' },
  subordinates: [{ id: 'c-1', name: 'Acme Shenzhen' }],
  createdAt: Date.UTC(2026, 10, 1, 8, 0),
  application: null,
  ...patch,
});

describe('eBasicInfo', { timeout: 60_000 }, () => {
  it('shows the enterprise with its master; the master may edit the abbreviation and change the master', async () => {
    server.answer('GET /webgate/console/enterprise/info', { data: info() });
    show(<BasicInfoPage />);
    const section = await screen.findByTestId('enterprise-section', undefined, patience);
    expect(within(section).getByTestId('enterprise-master').textContent).toBe('alice (138****0001)');
    expect(section.textContent).toContain('Acme Group');
    expect(section.textContent).toContain('Acme Shenzhen');
    expect(within(section).getByTestId('edit-abbreviation')).toBeTruthy();
    expect(within(section).getByTestId('change-master').getAttribute('href')).toBe(enterprisePath('editPhone'));
    expect(screen.queryByTestId('not-authenticated')).toBeNull();
  });

  it('invites an unauthenticated enterprise to authenticate and offers no edits', async () => {
    server.answer('GET /webgate/console/enterprise/info', {
      data: info({ realNameStatus: 0, checkStatus: 0, superior: null, subordinates: [] }),
    });
    show(<BasicInfoPage />);
    expect((await screen.findByTestId('not-authenticated', undefined, patience)).textContent).toContain(
      'This enterprise is not authenticated yet',
    );
    expect(screen.getByTestId('authenticate').closest('a')?.getAttribute('href')).toBe(enterprisePath('eAuthSelect'));
    expect(screen.queryByTestId('edit-abbreviation')).toBeNull();
    expect(screen.queryByTestId('change-master')).toBeNull();
  });

  it('hides the master change from an administrator', async () => {
    enterprisePermissions('admin');
    server.answer('GET /webgate/console/enterprise/info', { data: info({ role: 'admin' }) });
    show(<BasicInfoPage />);
    const section = await screen.findByTestId('enterprise-section', undefined, patience);
    expect(within(section).getByTestId('edit-abbreviation')).toBeTruthy();
    expect(within(section).queryByTestId('change-master')).toBeNull();
  });
});
