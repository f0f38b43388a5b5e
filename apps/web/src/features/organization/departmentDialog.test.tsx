import { type MemberPage } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lazyNamespaces, loadNamespaces, setLanguage } from '../../app/i18n';
import { resetAccount } from '../../app/store';
import { fakeServer } from '../../test/fakeServer';
import { grant } from '../../test/permissions';
import { DepartmentDialog, type DepartmentDraft } from './DepartmentDialog';

// antd renders selects slowly in jsdom on a shared machine; waits are generous for that.
const patience = { timeout: 15_000 };
let server: ReturnType<typeof fakeServer>;

const member = (id: string, employeeNo = ''): MemberPage['list'][number] => ({
  id,
  name: `Person ${id}`,
  employeeNo,
  phone: null,
  email: null,
  role: 'member',
  roleId: 'member',
  roleName: '',
  departments: [],
  status: 1,
  joinedAt: 1,
  separatedAt: null,
});

const node = { nodeCode: 'd-new', parentNodeCode: 'root', name: 'Sales', headMemberId: null, headName: null, hasChildren: false };

function show(draft: DepartmentDraft) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <DepartmentDialog draft={draft} onClose={() => undefined} onSaved={() => undefined} />
      </App>
    </QueryClientProvider>,
  );
}

const sent = (suffix: string) =>
  server.calls
    .filter((c) => c.method === 'POST' && c.path.includes(suffix))
    .map((c) => JSON.parse(String(c.body)) as Record<string, unknown>);

/** Opens a select and picks the option with this title. */
async function pick(testId: string, title: string) {
  const select = await screen.findByTestId(testId, undefined, patience);
  fireEvent.mouseDown(within(select).getByRole('combobox'));
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll(`.ant-select-item-option[title="${title}"]`)].at(-1);
    if (!found) throw new Error(`no option ${title}`);
    return found;
  }, patience);
  fireEvent.click(option);
}

beforeAll(async () => {
  await act(async () => {
    await setLanguage('en', false);
    await loadNamespaces(lazyNamespaces);
  });
});
beforeEach(() => {
  server = fakeServer();
  server.answer('GET /webgate/console/organization/member/list', { data: { list: [member('m1'), member('m2', 'E-2')], next: null } });
  server.answer('POST /webgate/console/organization/department/create', { data: node });
  server.answer('POST /webgate/console/organization/department/edit/d-sales', { data: node });
});
afterEach(() => {
  cleanup();
  act(() => resetAccount());
});

describe('the department dialog', { timeout: 60_000 }, () => {
  it('requires at least one member, sends nothing without one, then sends the chosen members and a head among them', async () => {
    grant(['organizationList', 'organization:organizationList:add']);
    show({ parentCode: 'root' });
    fireEvent.change(await screen.findByTestId('department-name', undefined, patience), { target: { value: 'Sales' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Members cannot be empty', undefined, patience);
    expect(sent('/department/create')).toHaveLength(0);

    // The members on the job show before anything is typed.
    await pick('department-members', 'Person m2 (E-2)');
    // The head is chosen among the members picked, and only among them.
    const head = screen.getByTestId('department-head');
    fireEvent.mouseDown(within(head).getByRole('combobox'));
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option[title="Person m2 (E-2)"]').length).toBe(2), patience);
    expect(document.querySelectorAll('.ant-select-item-option[title="Person m1"]')).toHaveLength(1);
    fireEvent.click([...document.querySelectorAll('.ant-select-item-option[title="Person m2 (E-2)"]')].at(-1)!);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('/department/create')).toHaveLength(1), patience);
    expect(sent('/department/create')[0]).toEqual({ parentCode: 'root', name: 'Sales', memberIds: ['m2'], headMemberId: 'm2' });
  });

  it('edits from the members the department has now and sends the whole list back', async () => {
    grant(['organizationList', 'organization:organizationList:edit']);
    show({ nodeCode: 'd-sales', parentCode: 'root', name: 'Sales', headMemberId: 'm1', headName: 'Person m1' });
    // The picker is re-rendered once the department's members are in: it is looked up afresh.
    await waitFor(() => expect(screen.getByTestId('department-members').textContent).toContain('Person m2 (E-2)'), patience);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('/department/edit/d-sales')).toHaveLength(1), patience);
    expect(sent('/department/edit/d-sales')[0]).toEqual({ name: 'Sales', memberIds: ['m1', 'm2'], headMemberId: 'm1' });
  });
});
