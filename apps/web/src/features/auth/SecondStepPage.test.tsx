import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../app/i18n';
import { fakeServer } from '../../test/fakeServer';
import { landingAfter, readPendingSignIn } from './pendingSignIn';
import SecondStepPage from './SecondStepPage';

const patience = { timeout: 15_000 };
let server: ReturnType<typeof fakeServer>;
let assigned: string[];

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
  vi.stubGlobal('location', { ...window.location, assign: (url: string) => void assigned.push(url) });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the second sign-in step', { timeout: 60_000 }, () => {
  it('a first step that asks for it keeps the pending sign-in and leads here; one that does not goes to the console', () => {
    expect(landingAfter({ userName: 'alice', secondStep: 'code', stepTicket: 'sealed-pending-sign-in' }, 'password')).toBe(
      '/loginSecondStep',
    );
    expect(readPendingSignIn()).toEqual({ stepTicket: 'sealed-pending-sign-in', userName: 'alice', path: 'password' });
    expect(landingAfter({ userName: 'alice' }, 'password')).toBe('/dashboard');
    expect(readPendingSignIn()).toBeNull();
    expect(landingAfter({ userName: 'bob', mfaSetUpRequired: true }, 'sms')).toBe('/mfaSetUp');
  });

  it('without a pending sign-in the page sends the visitor to sign in', async () => {
    open();
    expect(await screen.findByTestId('login-page', undefined, patience)).toBeTruthy();
  });

  it('sends the code and the trust choice with the pending sign-in, then enters the console', async () => {
    landingAfter({ userName: 'alice', secondStep: 'code', stepTicket: 'sealed-pending-sign-in' }, 'password');
    server.answer('POST /webgate/user/login/secondStep', { data: { userId: 'u-1', userName: 'alice', checkStatus: 0 } });
    open();
    expect((await screen.findByTestId('second-step-account', undefined, patience)).textContent).toBe('alice');
    // A malformed code is refused before anything is sent.
    fireEvent.change(screen.getByTestId('second-step-code'), { target: { value: '12ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText(/6-digit code from your authenticator app or a recovery code/, undefined, patience)).toBeTruthy();
    expect(server.calls).toEqual([]);

    fireEvent.change(screen.getByTestId('second-step-code'), { target: { value: 'abcde-fghij' } });
    fireEvent.click(screen.getByTestId('second-step-trust'));
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(assigned).toEqual(['/dashboard']), patience);
    expect(JSON.parse(String(server.calls[0]!.body))).toEqual({
      stepTicket: 'sealed-pending-sign-in',
      code: 'abcde-fghij',
      trustDevice: true,
    });
    expect(readPendingSignIn()).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('console.userInfo')!)).toEqual({ userId: 'u-1', userName: 'alice', checkStatus: 0 });
  });

  it('shows a wrong code beside the field, and an expired step as a notice with the way back', async () => {
    landingAfter({ userName: 'alice', secondStep: 'code', stepTicket: 'sealed-pending-sign-in' }, 'sms');
    server.answer(
      'POST /webgate/user/login/secondStep',
      { code: 1017000, msg: 'Wrong code', data: { fields: [{ field: 'code', message: 'Wrong code: enter the current code' }] } },
      { code: 1017004, msg: 'The second sign-in step has expired or was already used; sign in again' },
    );
    open();
    fireEvent.change(await screen.findByTestId('second-step-code', undefined, patience), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Wrong code: enter the current code', undefined, patience)).toBeTruthy();
    fireEvent.change(screen.getByTestId('second-step-code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByTestId('second-step-expired', undefined, patience)).toBeTruthy();
    expect(readPendingSignIn()).toBeNull();
    expect(assigned).toEqual([]);
  });
});
