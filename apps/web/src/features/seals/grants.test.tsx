import { type Seal, type SealGrant, buildPermissions, computeModules, recordStatus } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lazyNamespaces, loadNamespaces, setLanguage } from '../../app/i18n';
import { setState } from '../../app/store';
import { fakeServer } from '../../test/fakeServer';
import { GrantSealDialog } from './GrantSealDialog';
import { GrantsTable } from './GrantTables';
import { useSealGrants } from './SealGrantsSection';

// antd renders forms slowly in jsdom on a shared machine; waits are generous for that.
const patience = { timeout: 20_000 };
let server: ReturnType<typeof fakeServer>;

const seal: Seal = {
  id: 'seal-1',
  kind: 'contract',
  alias: '合同专用章',
  sizeMm: 40,
  style: null,
  status: recordStatus.normal,
  rejectReason: null,
  width: 472,
  height: 472,
  used: false,
  createdAt: Date.UTC(2026, 10, 28),
};
const grant: SealGrant = {
  id: 'grant-1',
  sealId: seal.id,
  sealAlias: seal.alias,
  userId: 'u2',
  memberName: 'Li Lei',
  role: 'user',
  apps: [],
  startAt: Date.UTC(2026, 10, 28),
  endAt: null,
  status: recordStatus.normal,
  endedReason: null,
  createdAt: Date.UTC(2026, 10, 28),
};
const page = <T,>(list: T[]) => ({ data: { list, next: null, total: list.length, totalCapped: false } });

function as(role: 'master' | 'admin' | 'member') {
  const modules = computeModules({ kind: 'enterprise', isMaster: role === 'master', isAdmin: role === 'admin', roleModuleCodes: [] });
  act(() => setState({ permissions: buildPermissions(modules.map((m) => ({ type: m.type, webLink: m.webLink }))) }));
}
function show(node: ReactNode) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>{node}</App>
    </QueryClientProvider>,
  );
}
const sentTo = (path: string) => server.calls.filter((c) => c.method === 'POST' && c.path === `/webgate${path}`);

/** The seal page's grant actions for one seal, as SealsPage renders them. */
function Actions() {
  const grants = useSealGrants();
  return <div data-testid="actions">{grants.actionsFor(seal)}</div>;
}

beforeAll(async () => {
  await act(async () => {
    await setLanguage('en', false);
    await loadNamespaces(lazyNamespaces);
  });
});
beforeEach(() => {
  server = fakeServer();
  server.answer('GET /webgate/console/organization/member/list', {
    data: {
      list: [
        {
          id: 'm2',
          name: 'Li Lei',
          employeeNo: '',
          phone: null,
          email: null,
          role: 'member',
          roleId: 'member',
          roleName: 'Member',
          departments: [],
          status: 1,
          joinedAt: 1,
          separatedAt: null,
        },
      ],
      next: null,
    },
  });
});
afterEach(cleanup);

describe('seal grants in the console', { timeout: 90_000 }, () => {
  it('grants a seal to a member with the code sent to the administrator’s phone; a member the server refuses (separated meanwhile) is said beside the field', async () => {
    as('admin');
    server.answer('POST /webgate/console/seals/grant-code', { data: { resendAfter: 60, expiresAt: 1 } });
    server.answer(
      'POST /webgate/console/seals/seal-1/grants',
      {
        code: 1016032,
        msg: 'Choose a member of this enterprise who is on the job',
        data: { fields: [{ field: 'memberId', message: 'Choose a member of this enterprise who is on the job' }] },
      },
      { data: grant },
    );
    let saved: SealGrant | null = null;
    show(<GrantSealDialog seal={seal} onClose={() => undefined} onSaved={(g) => (saved = g)} />);
    const form = await screen.findByTestId('seal-grant-dialog', undefined, patience);
    expect(screen.getByText('Grant “合同专用章”')).toBeTruthy();

    // Nothing is sent without a member and a code.
    fireEvent.click(screen.getByTestId('seal-grant-ok'));
    await screen.findByText('Member cannot be empty', undefined, patience);
    expect(sentTo('/console/seals/seal-1/grants')).toHaveLength(0);

    fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'Member' }));
    fireEvent.click(await screen.findByTitle('Li Lei', undefined, patience));
    fireEvent.click(within(form).getByTestId('send-code'));
    await waitFor(() => expect(sentTo('/console/seals/grant-code')).toHaveLength(1), patience);
    fireEvent.change(within(form).getByPlaceholderText('6-digit verification code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('seal-grant-ok'));
    await within(form).findByText('Choose a member of this enterprise who is on the job', undefined, patience);

    fireEvent.click(screen.getByTestId('seal-grant-ok'));
    await waitFor(() => expect(saved).not.toBeNull(), patience);
    const body = JSON.parse(String(sentTo('/console/seals/seal-1/grants').at(-1)!.body));
    expect(body).toMatchObject({ memberId: 'm2', role: 'user', appIds: [], endAt: null, code: '123456' });
    expect(typeof body.startAt).toBe('number');
  });

  it('lists who holds a seal and revokes a grant after a confirmation', async () => {
    as('admin');
    server.answer(
      'GET /webgate/console/seal-grants',
      page([grant]),
      page([{ ...grant, status: recordStatus.disabled, endedReason: 'revoked' }]),
    );
    server.answer('POST /webgate/console/seal-grants/grant-1/revoke', {
      data: { ...grant, status: recordStatus.disabled, endedReason: 'revoked' },
    });
    show(<GrantsTable sealId={seal.id} />);
    fireEvent.click(await screen.findByTestId('grant-revoke', undefined, patience));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }, patience));
    await waitFor(() => expect(sentTo('/console/seal-grants/grant-1/revoke')).toHaveLength(1), patience);
    await waitFor(() => expect(screen.getByTestId('grant-status').textContent).toBe('Disabledrevoked'), patience);
    expect(screen.queryByTestId('grant-revoke')).toBeNull();
  });

  it('offers grant and holders to an administrator, auto-sign to the master only, and nothing to a member', () => {
    as('member');
    show(<Actions />);
    expect(screen.getByTestId('actions').childElementCount).toBe(0);
    cleanup();
    as('admin');
    show(<Actions />);
    expect(screen.getByTestId('seal-grant')).toBeTruthy();
    expect(screen.getByTestId('seal-holders')).toBeTruthy();
    expect(screen.queryByTestId('seal-auto-sign')).toBeNull();
    cleanup();
    as('master');
    show(<Actions />);
    expect(screen.getByTestId('seal-auto-sign')).toBeTruthy();
  });
});
