import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../app/i18n';
import { fakeServer } from '../../test/fakeServer';
import { PasskeyLogin } from './PasskeyLogin';

const patience = { timeout: 15_000 };
let server: ReturnType<typeof fakeServer>;
let assigned: string[];
let get: ReturnType<typeof vi.fn>;
const bytes = (...b: number[]) => new Uint8Array(b).buffer;
const credential = {
  id: 'AQID',
  rawId: bytes(1, 2, 3),
  type: 'public-key',
  authenticatorAttachment: 'platform',
  response: { authenticatorData: bytes(4, 5), clientDataJSON: bytes(6, 7), signature: bytes(8, 9), userHandle: bytes(10) },
  getClientExtensionResults: () => ({}),
};

beforeAll(async () => {
  await act(async () => void (await setLanguage('en', false)));
});
beforeEach(() => {
  server = fakeServer();
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

describe('signing in with a passkey instead of the password', { timeout: 60_000 }, () => {
  it('asks the server for options, the browser for a passkey, sends the answer, then enters the console', async () => {
    server.answer('POST /webgate/user/login/passkey/options', {
      data: { challenge: 'c2VydmVy', rpId: 'localhost', userVerification: 'required' },
    });
    server.answer('POST /webgate/user/login/passkey', { data: { userId: 'u-1', userName: 'alice', checkStatus: 0 } });
    get.mockResolvedValue(credential);
    render(<PasskeyLogin />);
    fireEvent.click(screen.getByTestId('passkey-login'));
    await waitFor(() => expect(assigned).toEqual(['/dashboard']), patience);
    expect((get.mock.calls[0]![0] as { publicKey: { userVerification: string } }).publicKey.userVerification).toBe('required');
    const sent = JSON.parse(String(server.calls.find((c) => c.path.endsWith('/user/login/passkey'))?.body));
    expect(sent).toMatchObject({ passkey: { id: 'AQID', type: 'public-key', response: { signature: 'CAk', userHandle: 'Cg' } } });
  });

  it('says when the browser’s prompt was cancelled, and when the server refused the passkey', async () => {
    server.answer('POST /webgate/user/login/passkey/options', {
      data: { challenge: 'c2VydmVy', rpId: 'localhost', userVerification: 'required' },
    });
    server.answer('POST /webgate/user/login/passkey', { code: 1017020, msg: 'The passkey could not be verified' });
    get.mockRejectedValueOnce(Object.assign(new Error('not allowed'), { name: 'NotAllowedError' }));
    get.mockResolvedValue(credential);
    render(<PasskeyLogin />);
    fireEvent.click(screen.getByTestId('passkey-login'));
    expect((await screen.findByTestId('passkey-login-problem', undefined, patience)).textContent).toMatch(/cancelled or timed out/);
    fireEvent.click(screen.getByTestId('passkey-login'));
    await waitFor(
      () => expect(screen.getByTestId('passkey-login-problem').textContent).toBe('The passkey could not be verified'),
      patience,
    );
    expect(assigned).toEqual([]);
  });
});
