import { type PendingInvitation } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lazyNamespaces, loadNamespaces, setLanguage } from '../../app/i18n';
import { resetAccount } from '../../app/store';
import { fakeServer } from '../../test/fakeServer';
import { grant } from '../../test/permissions';
import { PendingInvitationsCard } from './PendingInvitationsCard';

// antd renders tables slowly in jsdom on a shared machine; waits are generous for that.
const patience = { timeout: 15_000 };
let server: ReturnType<typeof fakeServer>;

function show() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <PendingInvitationsCard />
      </App>
    </QueryClientProvider>,
  );
}

const invitation = (id: string, overrides: Partial<PendingInvitation> = {}): PendingInvitation => ({
  id,
  name: `Person ${id}`,
  recipient: '139****5678',
  roleName: 'Member',
  invitedBy: 'boss',
  sentAt: Date.UTC(2026, 10, 28, 9, 30),
  expiresAt: Date.UTC(2026, 11, 5, 9, 30),
  status: 'invited',
  ...overrides,
});
const pendingPath = 'GET /webgate/console/organization/invitation/pending';

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

describe('invitations waiting to be accepted', { timeout: 60_000 }, () => {
  it('lists them as invited or expired, and revokes one after a confirmation', async () => {
    grant(['organizationList', 'organization:organizationList:add']);
    server.answer(
      pendingPath,
      { data: { list: [invitation('i1'), invitation('i2', { status: 'expired' })] } },
      { data: { list: [invitation('i2', { status: 'expired' })] } },
    );
    server.answer('POST /webgate/console/organization/invitation/revoke/i1', { data: null });
    show();
    const card = await screen.findByTestId('pending-invitations', undefined, patience);
    expect(within(card).getByText('Invited, not yet joined')).toBeTruthy();
    expect(
      within(card)
        .getAllByTestId('invitation-status')
        .map((tag) => tag.textContent),
    ).toEqual(['Invited', 'Expired']);
    expect(within(card).getAllByText('139****5678')).toHaveLength(2);
    fireEvent.click(within(card).getAllByTestId('invitation-revoke')[0]!);
    await screen.findAllByText('Revoke the invitation of Person i1? Its link stops working.', undefined, patience);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(server.calls.some((c) => c.path.endsWith('/invitation/revoke/i1'))).toBe(true), patience);
    await waitFor(() => expect(screen.queryByText('Person i1')).toBeNull(), patience);
  });

  it('resends one, and shows the send limit the server names', async () => {
    grant(['organizationList', 'organization:organizationList:add']);
    server.answer(pendingPath, { data: { list: [invitation('i1')] } });
    server.answer('POST /webgate/console/organization/invitation/resend/i1', {
      code: 1007060,
      msg: 'A message was just sent to this phone or e-mail, please wait 42 seconds before inviting it again',
    });
    show();
    fireEvent.click(await screen.findByTestId('invitation-resend', undefined, patience));
    await screen.findAllByText('Send Person i1 a new invitation link? The earlier link stops working.', undefined, patience);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(
      () =>
        expect(server.toasts).toEqual(['A message was just sent to this phone or e-mail, please wait 42 seconds before inviting it again']),
      patience,
    );
  });

  it('offers no resend or revoke to a session that may only look, and shows nothing while none wait', async () => {
    grant(['organizationList']);
    server.answer(pendingPath, { data: { list: [invitation('i1')] } });
    show();
    await screen.findByText('Person i1', undefined, patience);
    expect(screen.queryByTestId('invitation-resend')).toBeNull();
    expect(screen.queryByTestId('invitation-revoke')).toBeNull();
    cleanup();
    server.answer(pendingPath, { data: { list: [] } });
    show();
    await waitFor(() => expect(server.calls.filter((c) => c.path.endsWith('/invitation/pending'))).toHaveLength(2), patience);
    expect(screen.queryByTestId('pending-invitations')).toBeNull();
  });
});
