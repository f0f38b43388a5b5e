import type { TemplateBulk } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lazyNamespaces, loadNamespaces, setLanguage } from '../../../app/i18n';
import { pagePath } from '../../../app/routing';
import { resetAccount } from '../../../app/store';
import { fakeServer } from '../../../test/fakeServer';
import { grant } from '../../../test/permissions';
import TemplatesPage from '../TemplatesPage';

const patience = { timeout: 40_000 };
const page = (list: unknown[]) => ({ list, next: null, total: list.length, totalCapped: false });
const template = (id: string, name: string, enabled: boolean) => ({
  id,
  name,
  description: null,
  enabled,
  version: 2,
  createdAt: 1,
  updatedAt: 2,
});
const counts = { waiting: 1, signed: 2, rejected: 0, ended: 0, noticesPending: 0 };
const bulk = (overrides: Partial<TemplateBulk> = {}): TemplateBulk => ({
  id: 'b1',
  status: 'preview',
  total: 4,
  valid: 3,
  invalid: 1,
  done: 0,
  failed: 0,
  errors: [{ row: 5, column: 'Party A · Phone or e-mail', message: 'enter an 11-digit mobile number' }],
  expiresAt: 1,
  templateId: 't1',
  templateName: 'Supply contract',
  templateVersion: 2,
  title: 'Supply contract',
  deadlineAt: Date.UTC(2026, 11, 1),
  createdAt: Date.UTC(2026, 10, 20),
  counts: { waiting: 0, signed: 0, rejected: 0, ended: 0, noticesPending: 0 },
  ...overrides,
});
const flow = (id: string, row: number, status: number) => ({
  id,
  row,
  title: 'Supply contract',
  status,
  deadlineAt: 1,
  createdAt: 1,
  finishedAt: null,
  noticePending: false,
});

let server: ReturnType<typeof fakeServer>;
beforeAll(async () => {
  await act(async () => {
    await setLanguage('en', false);
    await loadNamespaces(lazyNamespaces);
  });
});
beforeEach(() => {
  server = fakeServer();
  server.answer('GET /webgate/console/templates/list', {
    data: page([template('t1', 'Supply contract', true), template('t2', 'Old lease', false)]),
  });
});
afterEach(() => {
  cleanup();
  act(() => resetAccount());
});

function view(at = '/serviceManage/myTemplates') {
  const router = createMemoryRouter([{ path: '*', element: <TemplatesPage /> }], { initialEntries: [at] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return router;
}

/** The file picked in the bulk dialog (the new-template dialog has a file input of its own). */
async function chooseFile() {
  const upload = await screen.findByTestId('import-upload', {}, patience);
  const input = upload.closest('.ant-upload')!.querySelector('input[type=file]')!;
  fireEvent.change(input, { target: { files: [new File(['x'], 'rows.xlsx')] } });
}

describe('bulk send', () => {
  it('is offered only with the catalogue’s bulkSend button, and only for an enabled template', async () => {
    grant(['myTemplates']);
    view();
    await screen.findByText('Supply contract', {}, patience);
    expect(screen.queryByTestId('template-bulk-t1')).toBeNull();
    expect(screen.queryByTestId('templates-view-batches')).toBeNull();
    cleanup();
    grant(['myTemplates', 'serviceManage:myTemplates:bulkSend']);
    view();
    expect(((await screen.findByTestId('template-bulk-t1', {}, patience)) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByTestId('template-bulk-t2') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('templates-view-batches')).toBeTruthy();
  }, 60_000);

  it('checks the file with the shared title and deadline, shows each row’s error, sends, and leads to the batch', async () => {
    grant(['myTemplates', 'serviceManage:myTemplates:bulkSend', 'mySignFlows']);
    server.answer('POST /webgate/console/templates/t1/bulk/preview', { data: bulk() });
    server.answer('POST /webgate/console/templates/bulk/b1/confirm', { data: bulk({ status: 'done', done: 3 }) });
    const router = view();
    fireEvent.click(await screen.findByTestId('template-bulk-t1', {}, patience));
    expect(await screen.findByText('Bulk send: one flow per row', {}, patience)).toBeTruthy();
    expect((screen.getByTestId('start-title') as HTMLInputElement).value).toBe('Supply contract');
    await chooseFile();
    expect((await screen.findByTestId('import-summary', undefined, patience)).textContent).toBe('4 rows: 3 ready to send, 1 with errors');
    expect(screen.getByText('Party A · Phone or e-mail')).toBeTruthy();
    expect(screen.getByText('enter an 11-digit mobile number')).toBeTruthy();
    const sent = server.calls.find((c) => c.path.endsWith('/bulk/preview'))!.body as FormData;
    expect(sent.get('file')).toBeInstanceOf(File);
    expect(sent.get('title')).toBe('Supply contract');
    expect(Number(sent.get('deadlineAt'))).toBeGreaterThan(Date.now());

    fireEvent.click(screen.getByTestId('import-confirm'));
    expect((await screen.findByTestId('import-result', undefined, patience)).textContent).toContain(
      'Sent: 3 flows started, 1 rows not sent',
    );
    fireEvent.click(screen.getByTestId('bulk-open-batch'));
    await waitFor(() => expect(router.state.location.search).toBe('?batch=b1'), patience);
  }, 60_000);

  it('the batch’s page counts its flows as the server does, lists them by row, each opening the flow’s detail', async () => {
    grant(['myTemplates', 'serviceManage:myTemplates:bulkSend', 'mySignFlows']);
    server.answer('GET /webgate/console/templates/bulk/b1', { data: bulk({ status: 'done', done: 3, counts }) });
    server.answer('GET /webgate/console/templates/bulk/b1/flows', { data: page([flow('f1', 2, 2), flow('f2', 3, 2), flow('f3', 4, 1)]) });
    const router = view('/serviceManage/myTemplates?batch=b1');
    expect((await screen.findByTestId('bulk-count-signed', {}, patience)).textContent).toContain('2');
    expect(screen.getByTestId('bulk-count-waiting').textContent).toContain('1');
    expect(screen.getByTestId('bulk-count-notSent').textContent).toContain('1');
    expect(screen.getByTestId('bulk-error-report')).toBeTruthy();
    const links = await screen.findAllByTestId('bulk-flow-link', {}, patience);
    expect(links).toHaveLength(3);
    fireEvent.click(links[2]!);
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('mySignFlows')), patience);
    expect(router.state.location.search).toBe('?flow=f3');
  }, 60_000);

  it('keeps a refusal of the whole file in the dialog, in the server’s words', async () => {
    grant(['myTemplates', 'serviceManage:myTemplates:bulkSend']);
    server.answer('POST /webgate/console/templates/t1/bulk/preview', { code: 1006002, msg: 'The file has more than 10,000 rows' });
    view();
    fireEvent.click(await screen.findByTestId('template-bulk-t1', {}, patience));
    await chooseFile();
    expect((await screen.findByTestId('import-refused', {}, patience)).textContent).toContain('The file has more than 10,000 rows');
    expect(screen.queryByTestId('import-summary')).toBeNull();
    expect(server.toasts).toEqual(['The file has more than 10,000 rows']);
  }, 60_000);

  it('lists the bulk sends with their counts; none yet leads back to the templates', async () => {
    grant(['myTemplates', 'serviceManage:myTemplates:bulkSend']);
    server.answer('GET /webgate/console/templates/bulk/list', {
      data: page([{ ...bulk({ status: 'done', done: 3, counts }), errors: undefined }]),
    });
    view('/serviceManage/myTemplates?view=batches');
    const table = await screen.findByTestId('bulk-table', {}, patience);
    await waitFor(() => expect(table.textContent).toContain('Supply contract (v2)'), patience);
    expect(table.textContent).toContain('Signed 2');
    cleanup();
    server.answer('GET /webgate/console/templates/bulk/list', { data: page([]) });
    const router = view('/serviceManage/myTemplates?view=batches');
    fireEvent.click(await screen.findByTestId('bulk-to-templates', {}, patience));
    await waitFor(() => expect(router.state.location.search).toBe(''), patience);
  }, 60_000);
});
