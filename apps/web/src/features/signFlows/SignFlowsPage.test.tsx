import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lazyNamespaces, loadNamespaces, setLanguage } from '../../app/i18n';
import { fakeServer } from '../../test/fakeServer';
import { windowOf } from '../../test/viewport';
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
const detail = (id: string, title: string, status: number, more: Record<string, unknown> = {}) => ({
  ...flow(id, title, status),
  message: null,
  startedAt: null,
  endReason: null,
  evidenceCode: null,
  documents: [{ id: 'd1', name: 'contract.pdf', pages: 2, size: 1000, sha256: 'ab'.repeat(32) }],
  signers: [],
  ccs: [],
  viewer: 'initiator',
  certificate: status === 2 ? 'ready' : 'none',
  signNowSignerId: null,
  ...more,
});
const event = (kind: string, at: number, more: Record<string, unknown> = {}) => ({
  id: `e-${kind}-${at}`,
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
const patience = { timeout: 20_000 };
const initialMatchMedia = window.matchMedia;

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
afterEach(() => {
  cleanup();
  window.matchMedia = initialMatchMedia;
});

const view = (at = '/') =>
  render(
    <MemoryRouter initialEntries={[at]}>
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <SignFlowsPage />
        </App>
      </QueryClientProvider>
    </MemoryRouter>,
  );
const posts = (suffix: string) => server.calls.filter((c) => c.method === 'POST' && c.path.endsWith(suffix));

describe('the sign flows page', () => {
  it(
    'lists the flows I started with their status; the filter asks the server again',
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
    'shows the flows waiting for my signature with who sent them; one opens its detail and timeline',
    async () => {
      server.answer('GET /webgate/console/sign-flows/waiting', {
        data: page([{ ...flow('w1', 'Purchase order', 1), initiator: 'Acme Ltd', signerId: 's1', signerStatus: 'toSign' }]),
      });
      server.answer('GET /webgate/console/sign-flows/w1', {
        data: detail('w1', 'Purchase order', 1, {
          viewer: 'signer',
          signers: [
            {
              id: 's1',
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
        }),
      });
      // The events, a page at a time: the second page comes with "show more".
      server.answer(
        'GET /webgate/console/sign-flows/w1/events',
        {
          data: {
            ...page([
              event('created', Date.UTC(2026, 10, 20), { actorKind: 'initiator', actor: 'a***e', address: '203.0.113.7' }),
              event('notified', Date.UTC(2026, 10, 21), { signerId: 's1', signerName: '张*' }),
            ]),
            next: 'cursor-2',
            total: 3,
          },
        },
        { data: page([event('opened', Date.UTC(2026, 10, 22), { signerId: 's1', signerName: '张*', actorKind: 'signer', actor: '张*' })]) },
      );
      view('/?tab=waiting');
      expect(await screen.findByText('Acme Ltd', {}, patience)).toBeTruthy();
      expect(document.querySelector('[data-testid=waiting-table] .ant-tag')?.textContent).toBe('To sign');
      fireEvent.click(screen.getByText('Purchase order'));
      expect(await screen.findByText('Link sent to 张*', {}, patience)).toBeTruthy();
      // Who acted (masked) and from where; the platform's own acts say so.
      expect(screen.getByTestId('event-created').textContent).toContain('By a***e · From 203.0.113.7');
      expect(screen.getByTestId('event-notified').textContent).toContain('By the platform');
      expect(screen.queryByTestId('event-opened')).toBeNull();
      fireEvent.click(screen.getByTestId('timeline-more'));
      expect(await screen.findByText('张* opened the link', {}, patience)).toBeTruthy();
      await waitFor(() => expect(screen.queryByTestId('timeline-more')).toBeNull(), patience);
      const asked = server.calls.filter((c) => c.path.endsWith('/w1/events'));
      expect(asked).toHaveLength(2);
      expect(screen.getByText('You are a signer of this flow')).toBeTruthy();
      // A signer reads; only the initiator's side revokes or extends.
      expect(screen.queryByTestId('detail-revoke')).toBeNull();
      // No completion certificate before the flow completes.
      expect(screen.queryByTestId('download-certificate')).toBeNull();
    },
    patience.timeout * 2,
  );

  it(
    'a completed flow offers its completion certificate for download beside its documents',
    async () => {
      // Being prepared first (the completion job), then ready: the page asks again by itself.
      server.answer(
        'GET /webgate/console/sign-flows/c1',
        { data: detail('c1', 'Supply contract', 2, { certificate: 'preparing' }) },
        { data: detail('c1', 'Supply contract', 2) },
      );
      server.answer('GET /webgate/console/sign-flows/c1/events', { data: page([]) });
      view('/?flow=c1');
      const preparing = await screen.findByTestId('certificate-preparing', {}, patience);
      expect(preparing.textContent).toContain('Certificate being prepared');
      expect((preparing as HTMLButtonElement).disabled).toBe(true);
      expect(screen.queryByTestId('download-certificate')).toBeNull();
      const button = await screen.findByTestId('download-certificate', {}, patience);
      expect(button.textContent).toContain('Completion certificate');
    },
    patience.timeout * 2,
  );

  it(
    'revokes a flow in progress with the reason typed',
    async () => {
      server.answer('GET /webgate/console/sign-flows/f1', { data: detail('f1', 'Lease', 1) });
      server.answer('GET /webgate/console/sign-flows/f1/events', { data: page([]) });
      server.answer('POST /webgate/console/sign-flows/f1/revoke', { data: detail('f1', 'Lease', 3) });
      view('/?flow=f1');
      fireEvent.click(await screen.findByTestId('detail-revoke', {}, patience));
      fireEvent.change(await screen.findByTestId('revoke-reason', {}, patience), { target: { value: 'Wrong party' } });
      fireEvent.click(screen.getByTestId('revoke-ok'));
      await waitFor(() => expect(posts('/revoke')).toHaveLength(1), patience);
      expect(JSON.parse(String(posts('/revoke')[0]!.body))).toEqual({ reason: 'Wrong party' });
    },
    patience.timeout * 2,
  );

  it(
    'on a phone, the wizard places a field by keyword and starts the flow: the signer goes with its field, then start',
    async () => {
      windowOf(390);
      const draft = detail('n1', 'Contract', 0);
      server.answer('POST /webgate/console/sign-flows/create', { data: draft });
      server.answer('POST /webgate/console/sign-flows/n1/signers', {
        data: { ...draft, signers: [{ id: 'srv-s1' }] },
      });
      server.answer('POST /webgate/console/sign-flows/n1/start', { data: detail('n1', 'Contract', 1) });
      server.answer('GET /webgate/console/sign-flows/n1', { data: detail('n1', 'Contract', 1) });
      server.answer('GET /webgate/console/sign-flows/n1/events', { data: page([]) });
      const { container } = view('/?view=new');
      fireEvent.change(await screen.findByTestId('flow-title', {}, patience), { target: { value: 'Contract' } });
      const file = new File([new Uint8Array([37, 80, 68, 70])], 'contract.pdf', { type: 'application/pdf' });
      fireEvent.change(container.querySelector('input[type=file]')!, { target: { files: [file] } });
      await waitFor(() => expect(screen.getByTestId('flow-submit')).toHaveProperty('disabled', false), patience);
      fireEvent.click(screen.getByTestId('flow-submit'));
      expect(await screen.findByTestId('wizard-documents', {}, patience)).toBeTruthy();
      fireEvent.click(screen.getByTestId('wizard-next'));

      // A phone that is not 11 digits starting with 1 is refused beside the field; nothing is added.
      fireEvent.change(screen.getByTestId('signer-name'), { target: { value: '张三' } });
      fireEvent.change(screen.getByTestId('signer-phone'), { target: { value: '12345' } });
      fireEvent.click(screen.getByTestId('signer-add'));
      expect(await screen.findByText('A mobile phone has 11 digits and starts with 1', {}, patience)).toBeTruthy();
      fireEvent.change(screen.getByTestId('signer-phone'), { target: { value: '13800000001' } });
      fireEvent.click(screen.getByTestId('signer-add'));
      expect(await screen.findByText(/张三 — 13800000001/, {}, patience)).toBeTruthy();
      fireEvent.click(screen.getByTestId('wizard-next'));

      // No dragging on a phone: the keyword form, and the flow cannot go on until the signer has a field.
      expect(await screen.findByTestId('keyword-form', {}, patience)).toBeTruthy();
      expect(screen.getByTestId('wizard-next')).toHaveProperty('disabled', true);
      fireEvent.change(screen.getByTestId('field-keyword'), { target: { value: 'Party A' } });
      fireEvent.click(screen.getByTestId('keyword-add'));
      expect(await screen.findByText(/at “Party A”/, {}, patience)).toBeTruthy();
      fireEvent.click(screen.getByTestId('wizard-next'));
      fireEvent.click(await screen.findByTestId('wizard-start', {}, patience));
      await waitFor(() => expect(posts('/start')).toHaveLength(1), patience);
      const signer = JSON.parse(String(posts('/signers')[0]!.body));
      expect(signer).toMatchObject({ kind: 'person', name: '张三', phone: '13800000001', group: 1 });
      expect(signer.fields).toEqual([expect.objectContaining({ documentId: 'd1', kind: 'signature', keyword: 'Party A' })]);
      expect(signer.fields[0].page).toBeUndefined();
    },
    patience.timeout * 3,
  );
});
