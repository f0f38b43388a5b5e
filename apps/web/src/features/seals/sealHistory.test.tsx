import { type Seal, type SealUse, buildPermissions, computeModules, recordStatus } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
  used: true,
  createdAt: Date.UTC(2026, 10, 28, 9, 0),
};
const sha = 'ab12cd34'.repeat(8);
const use = (n: number, over: Partial<SealUse> = {}): SealUse => ({
  id: `use-${n}`,
  sealId: seal.id,
  applier: 'member',
  userId: 'user-1',
  applicationId: null,
  applierName: 'Li Lei',
  documentName: `contract-${n}.pdf`,
  documentSha256: sha,
  channel: 'console',
  createdAt: Date.UTC(2026, 10, 28, 9, n),
  ...over,
});
const page = (list: SealUse[], next: string | null) => ({ data: { list, next, total: 2, totalCapped: false } });
const usesPath = `GET /webgate/console/seals/${seal.id}/uses`;

function show() {
  const modules = computeModules({ kind: 'enterprise', isMaster: false, isAdmin: true, roleModuleCodes: [] });
  act(() => setState({ permissions: buildPermissions(modules.map((m) => ({ type: m.type, webLink: m.webLink }))) }));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <SealCard seal={seal} onChanged={() => {}} />
      </App>
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByTestId('seal-history-open'));
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

describe('a seal’s history drawer', () => {
  it(
    'lists each use (document, who, channel, shortened digest with copy) and loads the next page',
    async () => {
      server.answer(
        usesPath,
        page([use(2)], 'cursor-1'),
        page([use(1, { applier: 'app', userId: null, applicationId: 'app-1', applierName: 'ERP', channel: 'api' })], null),
      );
      show();
      await waitFor(() => expect(screen.getAllByTestId('seal-use')).toHaveLength(1), patience);
      const drawer = screen.getByTestId('seal-history');
      expect(within(drawer).getByText('History of “合同专用章”')).toBeTruthy();
      const first = screen.getAllByTestId('seal-use')[0]!;
      expect(first.textContent).toContain('contract-2.pdf');
      expect(first.textContent).toContain('Applied by: Li Lei');
      expect(first.textContent).toContain('Console');
      expect(within(first).getByTestId('seal-use-digest').textContent).toContain('ab12cd34…ab12cd34');
      expect(within(first).getByRole('button', { name: /copy/i })).toBeTruthy();

      fireEvent.click(screen.getByTestId('seal-history-more'));
      await waitFor(() => expect(screen.getAllByTestId('seal-use')).toHaveLength(2), patience);
      const second = screen.getAllByTestId('seal-use')[1]!;
      expect(second.textContent).toContain('Application: ERP');
      expect(second.textContent).toContain('Open API');
      expect(screen.queryByTestId('seal-history-more')).toBeNull();
      expect(server.calls.filter((c) => `${c.method} ${c.path}` === usesPath)).toHaveLength(2);
    },
    patience.timeout,
  );

  it(
    'says so when the seal has signed nothing',
    async () => {
      server.answer(usesPath, page([], null));
      show();
      await waitFor(() => expect(screen.getByText('The seal has not signed anything yet')).toBeTruthy(), patience);
      expect(screen.queryByTestId('seal-use')).toBeNull();
    },
    patience.timeout,
  );
});
