import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lazyNamespaces, loadNamespaces, setLanguage } from '../../app/i18n';
import { fakeServer } from '../../test/fakeServer';
import SignFlowsPage from './SignFlowsPage';

const patience = { timeout: 20_000 };
const page = (list: unknown[]) => ({ list, next: null, total: list.length, totalCapped: false });
const waiting = (id: string, title: string, status: number, signerStatus: string) => ({
  id,
  title,
  status,
  deadlineAt: Date.UTC(2026, 11, 1),
  createdAt: Date.UTC(2026, 10, 20),
  finishedAt: null,
  initiator: 'Acme Ltd',
  signerId: `s-${id}`,
  signerStatus,
});

/** A flow's detail in progress with one document and one signer whose turn it is. */
const detail = (id: string, more: Record<string, unknown>) => ({
  id,
  title: 'Service agreement',
  status: 1,
  deadlineAt: Date.UTC(2026, 11, 1),
  createdAt: Date.UTC(2026, 10, 20),
  finishedAt: null,
  message: null,
  startedAt: Date.UTC(2026, 10, 20),
  endReason: null,
  evidenceCode: null,
  documents: [{ id: 'doc1', name: 'contract.pdf', pages: 2, size: 1000, sha256: 'ab'.repeat(32) }],
  signers: [
    {
      id: `s-${id}`,
      kind: 'person',
      name: '张*',
      enterpriseName: null,
      contact: '138****0001',
      group: 1,
      status: 'toSign',
      signedAt: null,
      rejectReason: null,
      remindedAt: null,
      unnotified: false,
      fields: [],
    },
  ],
  ccs: [],
  certificate: 'none',
  ...more,
});

/** Where "sign now" leads: the hosted page's route, showing the token it was opened with. */
function HostedStandIn() {
  return <p data-testid="hosted">{useLocation().hash}</p>;
}

beforeAll(async () => {
  await act(async () => {
    await setLanguage('en', false);
    await loadNamespaces(lazyNamespaces);
  });
});
afterEach(cleanup);

function renderAt(entry: string) {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <Routes>
            <Route path="/" element={<SignFlowsPage />} />
            <Route path="/signFlow" element={<HostedStandIn />} />
          </Routes>
        </App>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('sign now from the waiting list and the detail', () => {
  it(
    'a flow whose turn is mine opens the hosted page with the link the server made for my row',
    async () => {
      const server = fakeServer();
      server.answer('GET /webgate/console/sign-flows/waiting', {
        data: page([waiting('w1', 'Purchase order', 1, 'toSign')]),
      });
      server.answer('POST /webgate/console/sign-flows/w1/sign-now', {
        data: { token: 'tok_'.padEnd(43, 'x'), expiresAt: Date.UTC(2026, 11, 1) },
      });
      render(
        <MemoryRouter initialEntries={['/?tab=waiting']}>
          <QueryClientProvider client={new QueryClient()}>
            <App>
              <Routes>
                <Route path="/" element={<SignFlowsPage />} />
                <Route path="/signFlow" element={<HostedStandIn />} />
              </Routes>
            </App>
          </QueryClientProvider>
        </MemoryRouter>,
      );
      fireEvent.click(await screen.findByRole('button', { name: 'Sign now' }, patience));
      await waitFor(() => expect(screen.getByTestId('hosted').textContent).toBe(`#${'tok_'.padEnd(43, 'x')}`), patience);
      const call = server.calls.find((c) => c.path === '/webgate/console/sign-flows/w1/sign-now');
      expect(JSON.parse(String(call?.body))).toEqual({ signerId: 's-w1' });
    },
    patience.timeout * 2,
  );

  it(
    'the detail of a flow whose turn is mine offers sign now too, and opens the hosted page for my row',
    async () => {
      const server = fakeServer();
      server.answer('GET /webgate/console/sign-flows/d1', { data: detail('d1', { viewer: 'signer', signNowSignerId: 's-d1' }) });
      server.answer('GET /webgate/console/sign-flows/d1/events', { data: page([]) });
      server.answer('POST /webgate/console/sign-flows/d1/sign-now', {
        data: { token: 'tok_'.padEnd(43, 'y'), expiresAt: Date.UTC(2026, 11, 1) },
      });
      renderAt('/?flow=d1');
      fireEvent.click(await screen.findByRole('button', { name: 'Sign now' }, patience));
      await waitFor(() => expect(screen.getByTestId('hosted').textContent).toBe(`#${'tok_'.padEnd(43, 'y')}`), patience);
      const call = server.calls.find((c) => c.path === '/webgate/console/sign-flows/d1/sign-now');
      expect(JSON.parse(String(call?.body))).toEqual({ signerId: 's-d1' });
    },
    patience.timeout * 2,
  );

  it(
    'no sign now on the detail when the server names no row of mine whose turn it is',
    async () => {
      const server = fakeServer();
      server.answer('GET /webgate/console/sign-flows/d2', { data: detail('d2', { viewer: 'initiator', signNowSignerId: null }) });
      server.answer('GET /webgate/console/sign-flows/d2/events', { data: page([]) });
      renderAt('/?flow=d2');
      expect(await screen.findByTestId('detail-revoke', {}, patience)).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Sign now' })).toBeNull();
    },
    patience.timeout * 2,
  );

  it(
    'no sign now on a flow I signed already',
    async () => {
      const server = fakeServer();
      server.answer('GET /webgate/console/sign-flows/waiting', { data: page([waiting('w2', 'Lease', 1, 'signed')]) });
      render(
        <MemoryRouter initialEntries={['/?tab=waiting']}>
          <QueryClientProvider client={new QueryClient()}>
            <App>
              <SignFlowsPage />
            </App>
          </QueryClientProvider>
        </MemoryRouter>,
      );
      // The part filter set to "signed": the list shows the signed flow, without the action.
      fireEvent.mouseDown(
        document.querySelector('[data-testid=waiting-status] .ant-select-selector') ?? screen.getByTestId('waiting-status'),
      );
      fireEvent.click(await screen.findByTitle('Signed', {}, patience));
      expect(await screen.findByText('Lease', {}, patience)).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Sign now' })).toBeNull();
    },
    patience.timeout * 2,
  );
});
