import { type Seal, buildPermissions, computeModules, recordStatus } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyNamespaces, loadNamespaces, setLanguage } from '../../app/i18n';
import { setState } from '../../app/store';
import { fakeServer } from '../../test/fakeServer';
import { SealCard } from './SealCard';

const seal: Seal = {
  id: '0190a1b2-0000-7000-8000-000000000001',
  kind: 'contract',
  alias: '合同专用章',
  sizeMm: 42,
  style: null,
  status: recordStatus.normal,
  rejectReason: null,
  width: 496,
  height: 496,
  used: false,
  createdAt: Date.UTC(2026, 10, 28, 9, 0),
};

/** The permissions a session of this role holds, computed from the catalogue as the server does. */
function as(role: 'admin' | 'member') {
  const modules = computeModules({
    kind: 'enterprise',
    isMaster: false,
    isAdmin: role === 'admin',
    roleModuleCodes: ['sealList', 'sealManage:sealList:disable'],
  });
  act(() => setState({ permissions: buildPermissions(modules.map((m) => ({ type: m.type, webLink: m.webLink }))) }));
}

function show(s: Seal, onChanged = () => {}) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <SealCard seal={s} onChanged={onChanged} />
      </App>
    </QueryClientProvider>,
  );
}

let server: ReturnType<typeof fakeServer>;
beforeAll(async () => {
  await act(async () => {
    await setLanguage('en', false);
    await loadNamespaces(lazyNamespaces);
  });
});
beforeEach(() => {
  server = fakeServer();
});
afterEach(cleanup);

// antd renders slowly in jsdom on a shared machine.
const patience = { timeout: 20_000 };

describe('a seal card', () => {
  it(
    'offers an administrator what the seal’s status allows, and disabling asks the server',
    async () => {
      as('admin');
      server.answer(`POST /webgate/console/seals/${seal.id}/disable`, { data: { ...seal, status: recordStatus.disabled } });
      const changed = vi.fn();
      show(seal, changed);
      expect(screen.getByRole('img', { name: 'Seal “合同专用章”' }).getAttribute('src')).toBe(`/webgate/console/seals/${seal.id}/image`);
      expect(screen.getByTestId('seal-status').textContent).toBe('Normal');
      expect(screen.queryByTestId('seal-enable')).toBeNull();
      fireEvent.click(screen.getByTestId('seal-disable'));
      await waitFor(() => expect(changed).toHaveBeenCalled(), patience);
      expect(server.calls.map((c) => `${c.method} ${c.path}`)).toContain(`POST /webgate/console/seals/${seal.id}/disable`);
    },
    patience.timeout,
  );

  it('gives a member no seal buttons, even with a custom role naming them: only the master and administrators manage seals', () => {
    as('member');
    show(seal);
    expect(screen.queryByTestId('seal-disable')).toBeNull();
    expect(screen.queryByTestId('seal-delete')).toBeNull();
  });

  it('shows why an upload was rejected, and no delete for a seal on signed documents', () => {
    as('admin');
    show({ ...seal, kind: 'uploaded', status: recordStatus.rejected, rejectReason: 'Blurred', used: false });
    expect(screen.getByTestId('seal-reject-reason').textContent).toBe('Rejected: Blurred');
    cleanup();
    show({ ...seal, used: true });
    expect(screen.getByText('On signed documents')).toBeTruthy();
    expect(screen.queryByTestId('seal-delete')).toBeNull();
  });
});
