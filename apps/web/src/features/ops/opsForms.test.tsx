import { createHash } from 'node:crypto';
import type { OperatorInfo, OperatorSignInAnswer } from '@console/contract';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lazyNamespaces, loadNamespaces, setLanguage } from '../../app/i18n';
import { fakeServer } from '../../test/fakeServer';
import { ChangePasswordForm } from './ChangePasswordForm';
import { OpsSecondStepForm } from './OpsSecondStepForm';
import { OpsSignInForm } from './OpsSignInForm';

const patience = { timeout: 15_000 };
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
function errorOf(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-describedby')?.split(' ')[0];
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}
const operator: OperatorInfo = { id: 'o-1', name: 'alice', mustChangePassword: false, factorSetUpRequired: false };
const answer: OperatorSignInAnswer = { ...operator, secondStep: 'none', stepTicket: null };
const challenge = {
  token: 'ops-captcha-token-0123456789',
  image: 'data:image/png;base64,iVBORw0KGgo=',
  expiresAt: Date.now() + 300_000,
  workBits: 5,
};

let server: ReturnType<typeof fakeServer>;
const show = (node: ReactNode) => render(<App>{node}</App>);

beforeAll(async () => {
  await act(async () => {
    await setLanguage('en', false);
    await loadNamespaces(lazyNamespaces);
  });
});
beforeEach(() => {
  server = fakeServer();
  server.answer('GET /webgate/base/captcha', { data: challenge });
});
afterEach(cleanup);

describe('the back office sign-in and password forms', { timeout: 60_000 }, () => {
  it('signs in behind the image captcha: its answer in the body, its token and solved proof of work in the headers', async () => {
    server.answer('POST /webgate/operation-webapi/login', { data: answer });
    const signedIn: OperatorSignInAnswer[] = [];
    show(<OpsSignInForm onSignedIn={(o) => signedIn.push(o)} />);
    await screen.findByAltText('Image code', undefined, patience);
    type(screen.getByLabelText('Operator name'), 'alice');
    type(screen.getByLabelText('Password'), 'Correct7Horse!');
    const captcha = screen.getByLabelText('Image code');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(errorOf(captcha)).toBe('Image code cannot be empty'), patience);
    type(captcha, 'K7MP');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(signedIn).toEqual([answer]), patience);
    const call = server.calls.find((c) => c.path === '/webgate/operation-webapi/login')!;
    expect(JSON.parse(String(call.body))).toEqual({ name: 'alice', password: 'Correct7Horse!', captcha: 'K7MP' });
    expect(call.headers.token).toBe(challenge.token);
    const digest = createHash('sha256').update(`${challenge.token}:${call.headers.pow}`).digest();
    expect(digest[0]! >> 3).toBe(0);
  });

  it('asks the second step: the code with the step ticket, a wrong one said under the field', async () => {
    const signedIn: OperatorInfo[] = [];
    show(<OpsSecondStepForm stepTicket="sealed-ticket" onSignedIn={(o) => signedIn.push(o)} onBack={() => undefined} />);
    const code = screen.getByLabelText('Code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    server.answer('POST /webgate/operation-webapi/login/second-step', {
      code: 1017000,
      msg: 'Wrong code',
      data: { fields: [{ field: 'code', message: 'Wrong or used code' }] },
    });
    type(code, '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(errorOf(code)).toBe('Wrong or used code'), patience);
    server.answer('POST /webgate/operation-webapi/login/second-step', { data: operator });
    type(code, ' abcde-fghij ');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(signedIn).toEqual([operator]), patience);
    const calls = server.calls.filter((c) => c.path === '/webgate/operation-webapi/login/second-step');
    expect(JSON.parse(String(calls.at(-1)!.body))).toEqual({ stepTicket: 'sealed-ticket', code: 'abcde-fghij' });
  });

  it('changes the password under the one rule (the old rule was 12-64 of anything), shown while typing', async () => {
    show(<ChangePasswordForm onChanged={() => undefined} />);
    const newPass = screen.getByLabelText('New password');
    expect(newPass.getAttribute('autocomplete')).toBe('new-password');
    type(screen.getByLabelText('Current password'), 'one-time-Pass9');
    type(newPass, 'correct horse battery');
    expect(screen.getByTestId('password-rule').querySelector('[data-ok="false"]')).not.toBeNull();
    type(screen.getByLabelText('Confirm new password'), 'correct horse battery');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(
      () => expect(errorOf(newPass)).toBe('8-20 characters, with at least two of letters, digits and special characters (!#$%^@&*)'),
      patience,
    );
    expect(server.calls.some((c) => c.path === '/webgate/operation-webapi/password')).toBe(false);
  });
});
