import { buildPermissions, computeModules, recordStatus } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyNamespaces, loadNamespaces, setLanguage } from '../../app/i18n';
import { setState } from '../../app/store';
import { fakeServer } from '../../test/fakeServer';
import type { SignPdfInput } from './api';
import { SignForm } from './SignForm';

const sealId = '0190a1b2-0000-7000-8000-00000000000a';
const signatureId = '0190a1b2-0000-7000-8000-00000000000b';
const certificateId = '0190a1b2-0000-7000-8000-00000000000c';
const page = (list: unknown[]) => ({ list, next: null, total: list.length, totalCapped: false });

let server: ReturnType<typeof fakeServer>;
beforeAll(async () => {
  await act(async () => {
    await setLanguage('en', false);
    await loadNamespaces(lazyNamespaces);
  });
});
beforeEach(() => {
  server = fakeServer();
  const modules = computeModules({ kind: 'enterprise', isMaster: false, isAdmin: true, roleModuleCodes: [] });
  act(() =>
    setState({
      permissions: buildPermissions(modules.map((m) => ({ type: m.type, webLink: m.webLink }))),
      header: { companyUuid: 'e1', type: 2, userName: 'zhang' } as never,
    }),
  );
  server.answer('GET /webgate/console/certificate/list', {
    data: page([{ id: certificateId, owner: 'Acme', algorithm: 0, serial: '0a1b2c3d4e5f60718293', keyOrigin: 'platform', status: 1 }]),
  });
  server.answer('GET /webgate/console/seals', {
    data: page([
      {
        id: sealId,
        kind: 'contract',
        alias: 'Contract seal',
        sizeMm: 42,
        style: null,
        status: recordStatus.normal,
        rejectReason: null,
        width: 496,
        height: 496,
        used: false,
        createdAt: 1,
      },
    ]),
  });
  server.answer('GET /webgate/console/personal-signatures', {
    data: {
      ...page([{ id: signatureId, kind: 'handwritten', style: null, width: 300, height: 120, isDefault: true, used: false, createdAt: 1 }]),
      realNamePassed: true,
    },
  });
});
afterEach(cleanup);

const patience = { timeout: 20_000 };

describe('the signing form’s seal picker', () => {
  it(
    'shows the enterprise’s seals as cards; a chosen seal takes one size and is sent with it',
    async () => {
      const onSign = vi.fn<(input: SignPdfInput) => Promise<unknown>>(async () => null);
      const { container } = render(
        <QueryClientProvider client={new QueryClient()}>
          <App>
            <SignForm onSign={onSign} />
          </App>
        </QueryClientProvider>,
      );
      const sealImage = await screen.findByRole('img', { name: 'Seal Contract seal' }, patience);
      expect(sealImage.getAttribute('src')).toBe(`/webgate/console/seals/${sealId}/image`);
      // In an enterprise's context the person's own signatures (a personal-center page) are not offered.
      expect(server.calls.map((c) => c.path)).not.toContain('/webgate/console/personal-signatures');
      // No seal by default: the text box's width and height.
      expect(screen.getByRole('radio', { name: 'No seal' })).toHaveProperty('checked', true);
      expect(screen.getByTestId('sign-width')).toBeTruthy();
      expect(screen.queryByTestId('sign-size')).toBeNull();

      fireEvent.click(screen.getByRole('radio', { name: 'Contract seal' }));
      await waitFor(() => expect(screen.getByTestId('sign-size')).toBeTruthy(), patience);
      expect(screen.queryByTestId('sign-width')).toBeNull();

      // A PDF and the certificate, then sign: width and height are the size.
      const file = new File([new Uint8Array([37, 80, 68, 70])], 'contract.pdf', { type: 'application/pdf' });
      fireEvent.change(container.querySelector('input[type=file]')!, { target: { files: [file] } });
      fireEvent.mouseDown(
        container.querySelector('[data-testid=sign-certificate] .ant-select-selector') ?? screen.getByTestId('sign-certificate'),
      );
      fireEvent.click(await screen.findByText(/Acme · RSA-2048/, {}, patience));
      fireEvent.click(screen.getByTestId('sign-submit'));
      await waitFor(() => expect(onSign).toHaveBeenCalled(), patience);
      expect(onSign.mock.calls[0]![0]).toMatchObject({ sealId, certificateId, width: 120, height: 120, page: 1 });
    },
    patience.timeout * 2,
  );
});
