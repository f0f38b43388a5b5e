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
      { data: { totpSince: null, recoveryCodesLeft: 0, signInProtected: false, setUpRequired: false, passkeys: [] } },
      {
        data: { totpSince: Date.UTC(2026, 10, 28, 10), recoveryCodesLeft: 10, signInProtected: false, setUpRequired: false, passkeys: [] },
      },
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
    // The account password again: without it nothing is sent.
    fireEvent.click(screen.getByTestId('totp-confirm'));
    expect(await screen.findByText(/Password cannot be empty/i, {}, patience)).toBeTruthy();
    expect(server.calls.some((c) => c.path.endsWith('/totp/confirm'))).toBe(false);
    fireEvent.change(within(dialog).getByTestId('totp-password'), { target: { value: 'secret9x7' } });
    fireEvent.click(screen.getByTestId('totp-confirm'));
    const list = await screen.findByTestId('recovery-codes', {}, patience);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(codes);
    const sent = server.calls.find((c) => c.path.endsWith('/totp/confirm'));
    expect(JSON.parse(String(sent?.body))).toEqual({ code: '287082', password: 'secret9x7' });
    fireEvent.click(screen.getByTestId('recovery-saved'));
    expect(await screen.findByText('10 left', {}, patience)).toBeTruthy();
  });

  it('removes the app only with a code, and shows the server’s refusal beside the field', async () => {
    server.answer('GET /webgate/console/mfa', {
      data: { totpSince: Date.UTC(2026, 10, 28, 10), recoveryCodesLeft: 3, signInProtected: false, setUpRequired: false, passkeys: [] },
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

  it('turns sign-in protection on with a code, and lists the trusted browsers with the current one marked and a revoke', async () => {
    const since = Date.UTC(2026, 10, 28, 10);
    server.answer(
      'GET /webgate/console/mfa',
      { data: { totpSince: since, recoveryCodesLeft: 10, signInProtected: false, setUpRequired: false, passkeys: [] } },
      { data: { totpSince: since, recoveryCodesLeft: 10, signInProtected: true, setUpRequired: false, passkeys: [] } },
    );
    const device = { ip: '10.0.0.1', createdAt: since, lastUsedAt: since, expiresAt: since + 30 * 86_400_000 };
    server.answer(
      'GET /webgate/console/mfa/devices',
      {
        data: {
          devices: [
            { id: 'd1', device: 'Firefox on Linux', current: true, ...device },
            { id: 'd2', device: 'Safari on iPhone', current: false, ...device },
          ],
        },
      },
      { data: { devices: [{ id: 'd1', device: 'Firefox on Linux', current: true, ...device }] } },
    );
    server.answer('POST /webgate/console/mfa/protection', { data: null });
    server.answer('POST /webgate/console/mfa/devices/revoke', { data: null });
    show();
    const row = await screen.findByTestId('factor-protection', {}, patience);
    expect(within(row).getByText('Off')).toBeTruthy();
    fireEvent.click(within(row).getByTestId('protection-toggle'));
    const dialog = await screen.findByTestId('protection-dialog', {}, patience);
    fireEvent.change(within(dialog).getByPlaceholderText('123456 or abcde-fghij'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('protection-dialog-ok'));
    await waitFor(() => expect(within(screen.getByTestId('factor-protection')).getByText('On')).toBeTruthy(), patience);
    const sent = server.calls.find((c) => c.path.endsWith('/mfa/protection'));
    expect(JSON.parse(String(sent?.body))).toEqual({ enabled: true, code: '123456' });

    const devices = await screen.findAllByTestId('trusted-device', {}, patience);
    expect(devices).toHaveLength(2);
    expect(within(devices[0]!).getByText('This browser')).toBeTruthy();
    fireEvent.click(within(devices[1]!).getByTestId('trusted-device-revoke'));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }, patience));
    await waitFor(() => expect(screen.getAllByTestId('trusted-device')).toHaveLength(1), patience);
    const revoked = server.calls.find((c) => c.path.endsWith('/devices/revoke'));
    expect(JSON.parse(String(revoked?.body))).toEqual({ id: 'd2' });
  });
  it('lets an account with only a passkey switch sign-in protection on without a code', async () => {
    const passkeys = [{ id: 'pk1', name: 'Laptop', createdAt: Date.UTC(2026, 10, 28), lastUsedAt: null }];
    server.answer(
      'GET /webgate/console/mfa',
      { data: { totpSince: null, recoveryCodesLeft: 0, signInProtected: false, setUpRequired: false, passkeys } },
      { data: { totpSince: null, recoveryCodesLeft: 0, signInProtected: true, setUpRequired: false, passkeys } },
    );
    server.answer('POST /webgate/console/mfa/protection', { data: null });
    show();
    const row = await screen.findByTestId('factor-protection', {}, patience);
    expect(within(row).getByText(/also asks for one of your passkeys/)).toBeTruthy();
    fireEvent.click(within(row).getByTestId('protection-toggle'));
    expect(await screen.findByText('Sign-in protection is on', {}, patience)).toBeTruthy();
    const sent = server.calls.find((c) => c.path.endsWith('/mfa/protection'));
    // No code field at all: the session's operation proof (a passkey) is what the server checks.
    expect(JSON.parse(String(sent?.body))).toEqual({ enabled: true });
    await waitFor(() => expect(within(row).getByText('On')).toBeTruthy(), patience);
  });
});
