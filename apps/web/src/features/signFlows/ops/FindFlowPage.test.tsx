import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lazyNamespaces, loadNamespaces, setLanguage } from '../../../app/i18n';
import { fakeServer } from '../../../test/fakeServer';
import FindFlowPage from './FindFlowPage';

const patience = { timeout: 20_000 };
const at = Date.UTC(2026, 10, 20, 2, 0);
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
afterEach(() => cleanup());

describe("the back office's find a flow", () => {
  it(
    'finds a flow by id and shows its events (who, when, from where), never a document',
    async () => {
      server.answer('GET /webgate/operation-webapi/sign-flows/f1', {
        data: {
          id: 'f1',
          title: 'Supply contract',
          status: 3,
          deadlineAt: at + 86_400_000,
          createdAt: at,
          finishedAt: at + 60_000,
          enterpriseId: 'e1',
          enterpriseName: 'Acme Ltd',
          applicationId: null,
          documents: 2,
          signers: 1,
          endReason: 'Wrong party',
        },
      });
      const event = (kind: string, more: Record<string, unknown>) => ({
        id: `e-${kind}`,
        kind,
        at,
        signerId: null,
        signerName: null,
        actorKind: 'system',
        actor: null,
        address: null,
        reason: null,
        deadlineAt: null,
        ...more,
      });
      server.answer('GET /webgate/operation-webapi/sign-flows/f1/events', {
        data: {
          list: [
            event('started', { actorKind: 'initiator', actor: 'a***e', address: '203.0.113.9' }),
            event('revoked', { actorKind: 'initiator', actor: 'a***e', address: '203.0.113.9', reason: 'Wrong party' }),
          ],
          next: null,
          total: 2,
          totalCapped: false,
        },
      });
      render(
        <QueryClientProvider client={new QueryClient()}>
          <App>
            <FindFlowPage />
          </App>
        </QueryClientProvider>,
      );
      const search = screen.getByTestId('ops-flow-id').querySelector('input')!;
      fireEvent.change(search, { target: { value: ' f1 ' } });
      fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
      expect(await screen.findByText('Supply contract', {}, patience)).toBeTruthy();
      const revoked = await screen.findByTestId('event-revoked', {}, patience);
      expect(revoked.textContent).toContain('By a***e · From 203.0.113.9');
      expect(revoked.textContent).toContain('Reason: Wrong party');
      expect(screen.getByTestId('event-started')).toBeTruthy();
      expect(server.calls.map((c) => c.path)).toEqual([
        '/webgate/operation-webapi/sign-flows/f1',
        '/webgate/operation-webapi/sign-flows/f1/events',
      ]);
    },
    patience.timeout * 2,
  );
});
