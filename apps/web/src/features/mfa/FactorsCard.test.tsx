import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lazyNamespaces, loadNamespaces, setLanguage } from '../../app/i18n';
import { fakeServer } from '../../test/fakeServer';
import { FactorsCard } from './FactorsCard';

const patience = { timeout: 15_000 };
const key = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const codes = [
  'aaaaa-bbbbb',
  'ccccc-ddddd',
  'eeeee-fffff',
  'ggggg-hhhhh',
  'iiiii-jjjjj',
  'kkkkk-lllll',
  'mmmmm-nnnnn',
  'ooooo-ppppp',
  'qqqqq-rrrrr',
  'sssss-ttttt',
];
let server: ReturnType<typeof fakeServer>;

function show() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <FactorsCard />
      </App>
    </QueryClientProvider>,
  );
}

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

describe('the second factors card', { timeout: 60_000 }, () => {
  it('sets up the app from a QR code and its key, refuses a malformed code before sending, then shows the recovery codes once', async () => {
    server.answer(
      'GET /webgate/console/mfa',
      { data: { totpSince: null, recoveryCodesLeft: 0, signInProtected: false } },
      { data: { totpSince: Date.UTC(2026, 10, 28, 10), recoveryCodesLeft: 10, signInProtected: false } },
    );
    server.answer('POST /webgate/console/mfa/totp/start', { data: { key, uri: `otpauth://totp/E:alice?secret=${key}` } });
    server.answer('POST /webgate/console/mfa/totp/confirm', { data: { recoveryCodes: codes } });
    show();
    fireEvent.click(await screen.findByTestId('totp-setup-open', {}, patience));
    expect(screen.getByText('Not set up')).toBeTruthy();
    const dialog = await screen.findByTestId('totp-setup', {}, patience);
    // The key as the apps show it, in groups of four; the QR code beside it.
    await waitFor(() => expect(within(dialog).getByTestId('totp-key').textContent).toContain('JBSW Y3DP EHPK 3PXP'), patience);
    expect(within(dialog).getByTestId('totp-qr')).toBeTruthy();

    fireEvent.change(within(dialog).getByTestId('totp-code'), { target: { value: '12a' } });
    fireEvent.click(screen.getByTestId('totp-confirm'));
    expect(await screen.findByText('Please enter the 6-digit verification code', {}, patience)).toBeTruthy();
    expect(server.calls.some((c) => c.path.endsWith('/totp/confirm'))).toBe(false);

    fireEvent.change(within(dialog).getByTestId('totp-code'), { target: { value: '287082' } });
    fireEvent.click(screen.getByTestId('totp-confirm'));
    const list = await screen.findByTestId('recovery-codes', {}, patience);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(codes);
    const sent = server.calls.find((c) => c.path.endsWith('/totp/confirm'));
    expect(JSON.parse(String(sent?.body))).toEqual({ code: '287082' });
    fireEvent.click(screen.getByTestId('recovery-saved'));
    expect(await screen.findByText('10 left', {}, patience)).toBeTruthy();
  });

  it('removes the app only with a code, and shows the server’s refusal beside the field', async () => {
    server.answer('GET /webgate/console/mfa', {
      data: { totpSince: Date.UTC(2026, 10, 28, 10), recoveryCodesLeft: 3, signInProtected: false },
    });
    server.answer('POST /webgate/console/mfa/totp/remove', {
      code: 1017000,
      msg: 'Wrong code',
      data: { fields: [{ field: 'code', message: 'Wrong code: enter the current code' }] },
    });
    show();
    fireEvent.click(await screen.findByTestId('totp-remove', {}, patience));
    const dialog = await screen.findByTestId('totp-remove-dialog', {}, patience);
    fireEvent.change(within(dialog).getByPlaceholderText('123456 or abcde-fghij'), { target: { value: 'abcde-fghij' } });
    fireEvent.click(screen.getByTestId('totp-remove-dialog-ok'));
    expect(await screen.findByText('Wrong code: enter the current code', {}, patience)).toBeTruthy();
    expect(screen.getByText('3 left')).toBeTruthy();
  });
});
