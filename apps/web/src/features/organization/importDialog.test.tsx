import { type ImportBatch } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lazyNamespaces, loadNamespaces, setLanguage } from '../../app/i18n';
import { resetAccount } from '../../app/store';
import { fakeServer } from '../../test/fakeServer';
import { grant } from '../../test/permissions';
import { ImportDialog } from './ImportDialog';
import { MembersCard } from './MembersCard';
import { membersImportCalls } from './api';

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

const batch = (overrides: Partial<ImportBatch>): ImportBatch => ({
  id: 'b1',
  status: 'preview',
  total: 3,
  valid: 2,
  invalid: 1,
  done: 0,
  failed: 0,
  errors: [{ row: 4, column: 'Phone or e-mail', message: 'enter correct email or phone' }],
  expiresAt: 1,
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
  server.answer('GET /webgate/console/organization/member/list', { data: { list: [], next: null } });
});
afterEach(() => {
  cleanup();
  act(() => resetAccount());
});

describe('members import and export', { timeout: 60_000 }, () => {
  it('shows import and export only with their catalogue buttons', async () => {
    grant(['organizationList', 'organization:organizationList:import', 'organization:organizationList:export']);
    show(<MembersCard department={{ nodeCode: 'root', name: 'Acme' }} />);
    expect(await screen.findByTestId('import-open', undefined, patience)).toBeTruthy();
    expect(screen.getByTestId('export-button')).toBeTruthy();
    cleanup();
    grant(['organizationList']);
    show(<MembersCard department={{ nodeCode: 'root', name: 'Acme' }} />);
    await screen.findByTestId('members', undefined, patience);
    expect(screen.queryByTestId('import-open')).toBeNull();
    expect(screen.queryByTestId('export-button')).toBeNull();
  });

  it('uploads for a dry run, shows the row errors, confirms, follows a queued import to its end', async () => {
    server.answer('POST /webgate/console/organization/member/import/preview', { data: batch({}) });
    server.answer('POST /webgate/console/organization/member/import/confirm/b1', { data: batch({ status: 'queued' }) });
    server.answer('GET /webgate/console/organization/member/import/batch/b1', { data: batch({ status: 'done', done: 2 }) });
    let imported = 0;
    show(<ImportDialog calls={membersImportCalls} onClose={() => undefined} onImported={() => imported++} />);
    await screen.findByTestId('import-template', undefined, patience);
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'members.xlsx')] } });
    expect((await screen.findByTestId('import-summary', undefined, patience)).textContent).toBe('3 rows: 2 ready to import, 1 with errors');
    expect(screen.getByText('enter correct email or phone')).toBeTruthy();
    const sent = server.calls.find((c) => c.path.endsWith('/import/preview'))!;
    expect((sent.body as FormData).get('file')).toBeInstanceOf(File);
    fireEvent.click(screen.getByTestId('import-confirm'));
    expect((await screen.findByTestId('import-result', undefined, patience)).textContent).toContain(
      'Import finished: 2 imported, 1 not imported',
    );
    expect(imported).toBe(1);
    expect(screen.getByTestId('import-error-report')).toBeTruthy();
  });
});
