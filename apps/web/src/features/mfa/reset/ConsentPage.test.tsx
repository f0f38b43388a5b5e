import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lazyNamespaces, loadNamespaces, setLanguage } from '../../../app/i18n';
import { fakeServer } from '../../../test/fakeServer';
import ConsentPage from './ConsentPage';

const patience = { timeout: 15_000 };
const token = 'a'.repeat(43);
const request = {
  accountName: 'a***e',
  operatorName: 'support-li',
  reason: 'Lost the phone; checked by a video call',
  createdAt: Date.UTC(2026, 10, 29, 1),
  expiresAt: Date.UTC(2026, 10, 30, 1),
  removes: { totp: true, recoveryCodesLeft: 7, passkeys: ['YubiKey'], trustedDevices: 2, signInProtection: true },
};
let server: ReturnType<typeof fakeServer>;

function show() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <MemoryRouter>
          <ConsentPage />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await act(async () => {
    await loadNamespaces(lazyNamespaces);
  });
});
beforeEach(() => {
  server = fakeServer();
  window.location.hash = `#${token}`;
});
afterEach(cleanup);

describe('the consent page of a second-factor reset', { timeout: 60_000 }, () => {
  it('shows who asked, why and everything confirming removes, and sends the token from the fragment with the answer', async () => {
    await act(() => setLanguage('en', false));
    server.answer('POST /webgate/base/mfa/reset/view', { data: request });
    server.answer('POST /webgate/base/mfa/reset/decide', { data: { status: 'done' } });
    show();
    const removes = await screen.findByTestId('mfa-reset-removes', {}, patience);
    expect(removes.textContent).toContain('The authenticator app');
    expect(removes.textContent).toContain('Recovery codes (7 left)');
    expect(removes.textContent).toContain('YubiKey');
    expect(removes.textContent).toContain('Trusted browsers (2)');
    expect(removes.textContent).toContain('Sign-in protection');
    expect(screen.getByTestId('mfa-reset-page').textContent).toContain('support-li');
    expect(JSON.parse(String(server.calls[0]!.body))).toEqual({ token });
    fireEvent.click(screen.getByTestId('mfa-reset-confirm'));
    expect((await screen.findByTestId('mfa-reset-done', {}, patience)).textContent).toContain('Your second factors were removed');
    expect(JSON.parse(String(server.calls.at(-1)!.body))).toEqual({ token, accept: true });
  });

  it('says on the page, in zh, when the link was already answered; nothing to confirm', async () => {
    await act(() => setLanguage('zh', false));
    server.answer('POST /webgate/base/mfa/reset/view', { code: 1017042, msg: '该链接已使用过，申请已处理' });
    show();
    expect((await screen.findByTestId('mfa-reset-error', {}, patience)).textContent).toContain('该链接已使用过');
    expect(screen.queryByTestId('mfa-reset-confirm')).toBeNull();
  });
});
