import { type MemberPage } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lazyNamespaces, loadNamespaces, setLanguage } from '../../app/i18n';
import { resetAccount } from '../../app/store';
import { fakeServer } from '../../test/fakeServer';
import { grant } from '../../test/permissions';
import { MembersCard } from './MembersCard';
import { MemberDialog } from './MemberDialog';

// antd renders tables slowly in jsdom on a shared machine; waits are generous for that.
const patience = { timeout: 15_000 };
let server: ReturnType<typeof fakeServer>;

function show(page: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: page }], {
    initialEntries: ['/enterpriseCenter/organization/organizationList'],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
}

const member = (id: string, overrides: Partial<MemberPage['list'][number]> = {}): MemberPage['list'][number] => ({
  id,
  name: `Person ${id}`,
  employeeNo: '',
  phone: '139****5678',
  email: null,
  role: 'member',
  roleId: 'member',
  roleName: '',
  departments: [],
  status: 1,
  joinedAt: 1,
  separatedAt: null,
  ...overrides,
});

beforeAll(async () => {
  await act(async () => {
    await setLanguage('en', false);
    await loadNamespaces(lazyNamespaces);
  });
});
beforeEach(() => {
  server = fakeServer();
  server.answer('GET /webgate/console/organization/department/search', {
    data: {
      list: [
        {
          nodeCode: 'd-sales',
          parentNodeCode: 'root',
          name: 'Sales',
          headMemberId: null,
          headName: null,
          hasChildren: false,
          path: ['Sales'],
          pathCodes: ['d-sales'],
        },
      ],
      next: null,
    },
  });
  server.answer('GET /webgate/console/organization/member/list', {
    data: { list: [member('m1', { role: 'master', roleId: 'master' }), member('m2'), member('m3', { status: 2 })], next: null },
  });
});
afterEach(() => {
  cleanup();
  act(() => resetAccount());
});

describe('members', { timeout: 60_000 }, () => {
  it('shows add, separate and remove only with their buttons, and never separates the master', async () => {
    grant([
      'organizationList',
      'organization:organizationList:add',
      'organization:organizationList:edit',
      'organization:organizationList:delete',
    ]);
    show(<MembersCard department={{ nodeCode: 'root', name: 'Acme' }} />);
    await screen.findByText('Person m2', undefined, patience);
    expect(screen.getByTestId('member-invite')).toBeTruthy();
    // On the job and not the master: m2 only.
    expect(screen.getAllByTestId('member-separate')).toHaveLength(1);
    expect(screen.getByText('Master administrator')).toBeTruthy();
    expect(screen.getByText('Remove')).toBeTruthy();
  });

  it('hides every change from a session that may only look', async () => {
    grant(['organizationList']);
    show(<MembersCard department={{ nodeCode: 'root', name: 'Acme' }} />);
    await screen.findByText('Person m2', undefined, patience);
    expect(screen.queryByTestId('member-invite')).toBeNull();
    expect(screen.queryByTestId('member-separate')).toBeNull();
    expect(screen.queryByTestId('member-edit')).toBeNull();
    expect(screen.queryByText('Remove')).toBeNull();
  });
});

describe('separating a member', { timeout: 60_000 }, () => {
  it('asks for a successor when the server says the leaver has open work, and sends the one picked', async () => {
    grant(['organizationList', 'organization:organizationList:edit']);
    server.answer(
      'POST /webgate/console/organization/member/separate/m2',
      { code: 1007011, msg: 'This member still has open work: head of 1 department(s). Hand it over first', data: null },
      { data: member('m2', { status: 2, separatedAt: 2 }) },
    );
    show(<MembersCard department={{ nodeCode: 'root', name: 'Acme' }} />);
    fireEvent.click(await screen.findByTestId('member-separate', undefined, patience));
    const separate = within(await screen.findByRole('dialog', undefined, patience)).getByRole('button', { name: 'Separate' });
    fireEvent.click(separate);
    await waitFor(() => expect(server.calls.filter((c) => c.path.endsWith('/separate/m2'))).toHaveLength(1), patience);
    // Refused: the dialog stays, so a successor can be picked; the leaver is not offered as their own successor.
    expect(server.toasts).toContain('This member still has open work: head of 1 department(s). Hand it over first');
    expect(screen.getByText('Hand over their work to')).toBeTruthy();
    const picker = screen.getByTestId('separate-successor');
    fireEvent.mouseDown(picker.querySelector('.ant-select-selector') ?? picker);
    await screen.findAllByText('Person m1', undefined, patience);
    expect(document.querySelectorAll('.ant-select-item-option[title="Person m2"]')).toHaveLength(0);
    fireEvent.click(document.querySelector('.ant-select-item-option[title="Person m1"]')!);
    fireEvent.click(separate);
    await waitFor(() => expect(server.calls.filter((c) => c.path.endsWith('/separate/m2'))).toHaveLength(2), patience);
    const bodies = server.calls.filter((c) => c.path.endsWith('/separate/m2')).map((c) => JSON.parse(String(c.body)));
    expect(bodies).toEqual([{ successorId: '' }, { successorId: 'm1' }]);
    await screen.findByText('Member separated', undefined, patience);
  });
});

describe('adding a member', { timeout: 60_000 }, () => {
  it('names the missing fields and sends nothing; the server’s refusal lands beside its field and keeps what was typed', async () => {
    grant(['organizationList', 'organization:organizationList:add']);
    server.answer('POST /webgate/console/organization/member/invite', {
      code: 1007009,
      msg: 'This person is already a member of the enterprise',
      data: { fields: [{ field: 'phoneOrEmail', message: 'This person is already a member of the enterprise' }] },
    });
    show(<MemberDialog onClose={() => undefined} onSaved={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }, patience));
    await screen.findByText('enter email or phone', undefined, patience);
    expect(server.calls.filter((c) => c.path.endsWith('/invite'))).toHaveLength(0);
    fireEvent.change(screen.getByTestId('member-recipient'), { target: { value: '13912345678' } });
    fireEvent.change(screen.getByTestId('member-name'), { target: { value: 'Li Lei' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findAllByText('This person is already a member of the enterprise', undefined, patience);
    await waitFor(() => expect((screen.getByTestId('member-recipient') as HTMLInputElement).value).toBe('13912345678'));
  });
});

describe('the member dialog’s departments', { timeout: 60_000 }, () => {
  it('shows a member’s departments by name and offers departments before anything is typed', async () => {
    grant(['organizationList', 'organization:organizationList:edit']);
    const editing = member('m2', { departments: [{ nodeCode: '0197a7c1-5e8f-7000-8000-000000000001', name: 'Research' }] });
    show(<MemberDialog member={editing} onClose={() => undefined} onSaved={() => undefined} />);
    const picker = await screen.findByTestId('member-departments', undefined, patience);
    await within(picker).findByText('Research', undefined, patience);
    expect(picker.textContent).not.toContain('0197a7c1');
    fireEvent.mouseDown(within(picker).getByRole('combobox'));
    await screen.findByText('Sales', undefined, patience);
  });
});
