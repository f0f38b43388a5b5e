import { type RolePage } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lazyNamespaces, loadNamespaces, setLanguage } from '../../app/i18n';
import { resetAccount } from '../../app/store';
import { fakeServer } from '../../test/fakeServer';
import { grant } from '../../test/permissions';
import RoleListPage from './RoleListPage';
import { RoleForm } from './RoleForm';

// antd renders tables and trees slowly in jsdom on a shared machine; waits are generous for that.
const patience = { timeout: 15_000 };
let server: ReturnType<typeof fakeServer>;

/** The session's permissions from a list of module codes (pages and buttons), as the server would send them. */
function show(page: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: ['/enterpriseCenter/rolemanage/roleList'] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return router;
}

const page: RolePage = {
  list: [
    { id: 'master', builtIn: true, name: '', description: '', memberCount: 1, updatedAt: null },
    { id: 'admin', builtIn: true, name: '', description: '', memberCount: 0, updatedAt: null },
    { id: 'member', builtIn: true, name: '', description: '', memberCount: 3, updatedAt: null },
    { id: 'r-1', builtIn: false, name: 'Finance', description: 'Pays the invoices', memberCount: 2, updatedAt: 1 },
  ],
  next: null,
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

afterEach(() => {
  cleanup();
  act(() => resetAccount());
});

describe('roleList', { timeout: 60_000 }, () => {
  it('names the built-in roles in the reader’s language and shows the buttons the session holds, and only those', async () => {
    server.answer('GET /webgate/console/role/list', { data: page });
    grant(['roleList', 'roleBuild', 'roleEdit', 'rolemanage:roleList:add', 'rolemanage:roleList:edit']);
    show(<RoleListPage />);
    await screen.findByText('Finance', undefined, patience);
    expect(screen.getByText('Master administrator')).toBeTruthy();
    expect(screen.getByTestId('role-add')).toBeTruthy();
    // Edit on the custom role only; no delete button without its permission.
    expect(screen.getAllByTestId('role-edit')).toHaveLength(1);
    expect(screen.queryByTestId('role-delete')).toBeNull();
  });

  it('hides add, edit and delete from a session that may only look', async () => {
    server.answer('GET /webgate/console/role/list', { data: page });
    grant(['roleList']);
    show(<RoleListPage />);
    await screen.findByText('Finance', undefined, patience);
    expect(screen.queryByTestId('role-add')).toBeNull();
    expect(screen.queryByTestId('role-edit')).toBeNull();
    expect(screen.queryByTestId('role-delete')).toBeNull();
  });
});

describe('the role form', { timeout: 60_000 }, () => {
  it('refuses an empty form naming each field, and sends nothing', async () => {
    const sent: unknown[] = [];
    show(<RoleForm onSubmit={async (v) => void sent.push(v)} onCancel={() => undefined} />);
    fireEvent.click(await screen.findByTestId('role-save', undefined, patience));
    await screen.findByText('Please pick at least one module permission', undefined, patience);
    expect(screen.getByText('Description cannot be empty')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('refuses special characters in the description with the server’s words, naming the field (§5), and sends nothing', async () => {
    const sent: unknown[] = [];
    show(<RoleForm onSubmit={async (v) => void sent.push(v)} onCancel={() => undefined} />);
    fireEvent.change(await screen.findByTestId('role-description', undefined, patience), { target: { value: 'Pays <b>invoices</b>' } });
    fireEvent.click(screen.getByTestId('role-save'));
    await screen.findByText('Description cannot contain < > ` { } \\ or |', undefined, patience);
    expect(sent).toEqual([]);
  });

  it('fills name and permissions from a template, and a button brings its page', async () => {
    const sent: { moduleCodes: string[]; name: string }[] = [];
    show(<RoleForm withTemplates onSubmit={async (v) => void sent.push(v)} onCancel={() => undefined} />);
    fireEvent.mouseDown(within(await screen.findByTestId('role-template', undefined, patience)));
    fireEvent.click(await screen.findByText('Finance', undefined, patience));
    fireEvent.change(screen.getByTestId('role-description'), { target: { value: 'Pays the invoices' } });
    // Tick a button: its page comes with it.
    fireEvent.click(screen.getByText('Edit abbreviation').closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!);
    fireEvent.click(screen.getByTestId('role-save'));
    await waitFor(() => expect(sent).toHaveLength(1), patience);
    expect(sent[0]!.name).toBe('Finance');
    expect(sent[0]!.moduleCodes).toContain('myInvoiceList');
    expect(sent[0]!.moduleCodes).toContain('eCenterInfo:eBasicInfo:editAbbreviation');
    expect(sent[0]!.moduleCodes).toContain('eBasicInfo');
  });
});

function within(el: HTMLElement): HTMLElement {
  return el.querySelector('.ant-select-selector') ?? el;
}
