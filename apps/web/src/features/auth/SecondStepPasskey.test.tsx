import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../app/i18n';
import { fakeServer } from '../../test/fakeServer';
import { landingAfter } from './pendingSignIn';
import SecondStepPage from './SecondStepPage';

const patience = { timeout: 15_000 };
const passkeyOptions = {
  challenge: 'c2VydmVyLWNoYWxsZW5nZQ',
  rpId: 'localhost',
  allowCredentials: [{ id: 'AQID', type: 'public-key' }],
  userVerification: 'required',
};
let server: ReturnType<typeof fakeServer>;
let assigned: string[];
let get: ReturnType<typeof vi.fn>;

const bytes = (...b: number[]) => new Uint8Array(b).buffer;
/** What a browser's authenticator hands back (navigator.credentials.get), with ArrayBuffers as WebAuthn has them. */
const credential = {
  id: 'AQID',
  rawId: bytes(1, 2, 3),
  type: 'public-key',
  authenticatorAttachment: 'platform',
  response: { authenticatorData: bytes(4, 5), clientDataJSON: bytes(6, 7), signature: bytes(8, 9), userHandle: null },
  getClientExtensionResults: () => ({}),
};

function open() {
  render(
    <MemoryRouter initialEntries={['/loginSecondStep']}>
      <Routes>
        <Route path="/loginSecondStep" element={<SecondStepPage />} />
        <Route path="/login" element={<p data-testid="login-page">login</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeAll(async () => {
  await act(async () => void (await setLanguage('en', false)));
});
beforeEach(() => {
  server = fakeServer();
  sessionStorage.clear();
  assigned = [];
  get = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign: (url: string) => void assigned.push(url) });
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the second sign-in step with a passkey', { timeout: 60_000 }, () => {
  it('offers a passkey only when the account has one', async () => {
    landingAfter({ userName: 'alice', secondStep: 'code', stepTicket: 'sealed-pending-sign-in' }, 'password');
    open();
    await screen.findByTestId('second-step-account', undefined, patience);
    expect(screen.queryByTestId('second-step-passkey')).toBeNull();
  });

  it('signs the server’s challenge with the browser’s passkey, sends the answer with the pending sign-in, then enters the console', async () => {
    landingAfter({ userName: 'alice', secondStep: 'code', stepTicket: 'sealed-pending-sign-in', passkeyOptions }, 'password');
    get.mockResolvedValue(credential);
    server.answer('POST /webgate/user/login/secondStep', { data: { userId: 'u-1', userName: 'alice', checkStatus: 0 } });
    open();
    fireEvent.click(await screen.findByTestId('second-step-passkey', undefined, patience));
    await waitFor(() => expect(assigned).toEqual(['/dashboard']), patience);
    // The browser was asked with the server's options: user verification required, this account's credentials.
    const asked = get.mock.calls[0]![0] as { publicKey: { userVerification: string; rpId: string; allowCredentials: unknown[] } };
    expect(asked.publicKey).toMatchObject({ userVerification: 'required', rpId: 'localhost' });
    expect(asked.publicKey.allowCredentials).toHaveLength(1);
    const sent = JSON.parse(String(server.calls.find((c) => c.path.endsWith('/user/login/secondStep'))?.body));
    expect(sent).toMatchObject({
      stepTicket: 'sealed-pending-sign-in',
      trustDevice: false,
      passkey: {
        id: 'AQID',
        rawId: 'AQID',
        type: 'public-key',
        response: { authenticatorData: 'BAU', clientDataJSON: 'Bgc', signature: 'CAk' },
      },
    });
    expect(sent.code).toBeUndefined();
  });

  it('a cancelled prompt and a refused passkey are each said on the page, and the code stays possible', async () => {
    landingAfter({ userName: 'alice', secondStep: 'code', stepTicket: 'sealed-pending-sign-in', passkeyOptions }, 'password');
    get.mockRejectedValueOnce(Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' }));
    get.mockResolvedValue(credential);
    server.answer('POST /webgate/user/login/secondStep', {
      code: 1017021,
      msg: 'This passkey is not registered to this account: use one you added in its security center',
    });
    open();
    fireEvent.click(await screen.findByTestId('second-step-passkey', undefined, patience));
    expect((await screen.findByTestId('second-step-passkey-problem', undefined, patience)).textContent).toMatch(
      /was cancelled or timed out/,
    );
    expect(server.calls.some((c) => c.path.endsWith('/user/login/secondStep'))).toBe(false);
    fireEvent.click(screen.getByTestId('second-step-passkey'));
    await waitFor(
      () => expect(screen.getByTestId('second-step-passkey-problem').textContent).toMatch(/not registered to this account/),
      patience,
    );
    expect(assigned).toEqual([]);
    expect((screen.getByTestId('second-step-code') as HTMLInputElement).disabled).toBe(false);
  });
});
