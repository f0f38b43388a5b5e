import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lazyNamespaces, loadNamespaces, setLanguage } from '../../app/i18n';
import { fakeServer } from '../../test/fakeServer';
import SignFlowsPage from './SignFlowsPage';

const page = (list: unknown[]) => ({ list, next: null, total: list.length, totalCapped: false });
const flow = (id: string, title: string, status: number) => ({
  id,
  title,
  status,
  deadlineAt: Date.UTC(2026, 11, 1),
  createdAt: Date.UTC(2026, 10, 20),
  finishedAt: null,
});
const patience = { timeout: 20_000 };

let server: ReturnType<typeof fakeServer>;
beforeAll(async () => {
  await act(async () => {
    await setLanguage('en', false);
    await loadNamespaces(lazyNamespaces);
  });
});
beforeEach(() => {
  server = fakeServer();
  server.answer('GET /webgate/console/sign-flows/list', { data: page([flow('f1', 'Lease', 1), flow('f2', 'Loan', 3)]) });
});
afterEach(cleanup);

const view = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <SignFlowsPage />
      </App>
    </QueryClientProvider>,
  );

describe('the sign flows page', () => {
  it(
    'lists the flows with their status; the filter asks the server again',
    async () => {
      view();
      expect(await screen.findByText('Lease', {}, patience)).toBeTruthy();
      expect(screen.getByText('In progress')).toBeTruthy();
      expect(screen.getByText('Revoked')).toBeTruthy();
      fireEvent.mouseDown(document.querySelector('[data-testid=flow-status] .ant-select-selector') ?? screen.getByTestId('flow-status'));
      fireEvent.click(await screen.findByTitle('Completed', {}, patience));
      await waitFor(
        () => expect(server.calls.filter((c) => c.path === '/webgate/console/sign-flows/list').length).toBeGreaterThan(1),
        patience,
      );
    },
    patience.timeout * 2,
  );

  it(
    'creates a draft from the title, the deadline and a PDF, sent as multipart',
    async () => {
      server.answer('POST /webgate/console/sign-flows/create', {
        data: {
          ...flow('f3', 'Contract', 0),
          message: null,
          startedAt: null,
          endReason: null,
          evidenceCode: null,
          documents: [],
          signers: [],
          ccs: [],
        },
      });
      const { container } = view();
      fireEvent.change(screen.getByTestId('flow-title'), { target: { value: 'Contract' } });
      const file = new File([new Uint8Array([37, 80, 68, 70])], 'contract.pdf', { type: 'application/pdf' });
      fireEvent.change(container.querySelector('input[type=file]')!, { target: { files: [file] } });
      await waitFor(() => expect(screen.getByTestId('flow-submit')).toHaveProperty('disabled', false), patience);
      fireEvent.click(screen.getByTestId('flow-submit'));
      await waitFor(() => expect(server.calls.some((c) => c.method === 'POST')).toBe(true), patience);
      const sent = server.calls.find((c) => c.method === 'POST')!.body as FormData;
      expect(sent.get('title')).toBe('Contract');
      expect(Number(sent.get('deadlineAt'))).toBeGreaterThan(Date.now());
      expect((sent.get('file') as File).name).toBe('contract.pdf');
      expect(await screen.findByText('Draft created', {}, patience)).toBeTruthy();
    },
    patience.timeout * 2,
  );
});
