import { createHash } from 'node:crypto';
import type { SessionUserInfo } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../app/i18n';
import { fakeServer } from '../../test/fakeServer';
import { AccountStepForm } from './AccountStepForm';
import { ForgetPasswordForm } from './ForgetPasswordForm';
import RegisterPage from './RegisterPage';
import { consoleEntry } from './registrationTicket';

const patience = { timeout: 15_000 };
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
function errorOf(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-describedby')?.split(' ')[0];
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}
const zeroBits = (hex: string) => {
  const bin = [...hex].map((c) => parseInt(c, 16).toString(2).padStart(4, '0')).join('');
  return bin.indexOf('1');
};

let server: ReturnType<typeof fakeServer>;
const ticket = { ticket: 'ticket-1', email: 'new.person@example.com', expiresAt: Date.now() + 3_600_000 };
const challenge = {
  token: 'captcha-token-0123456789abcdef',
  image: 'data:image/png;base64,iVBORw0KGgo=',
  expiresAt: Date.now() + 300_000,
  workBits: 6,
};

function show(node: ReactNode, at = '/') {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <MemoryRouter initialEntries={[at]}>{node}</MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await act(async () => void (await setLanguage('en', false)));
});
beforeEach(() => {
  server = fakeServer();
  server.answer('GET /webgate/base/captcha', { data: challenge });
});
afterEach(cleanup);

describe('registration, account step', { timeout: 60_000 }, () => {
  it("sends the first phone code without asking for an image code (step 1's covers it), then asks for one and sends its proof of work", async () => {
    server.answer('POST /webgate/base/user/register/smsCode', { data: { resendAfter: 60, expiresAt: Date.now() + 300_000 } });
    show(<AccountStepForm ticket={ticket} onRegistered={() => undefined} onOtherEmail={() => undefined} />);
    const phone = await screen.findByLabelText('Phone', undefined, patience);
    expect(screen.queryByLabelText('Image code')).toBeNull();
    type(phone, '13800138000');
    fireEvent.click(screen.getByTestId('send-code'));
    await screen.findByAltText('Image code', undefined, patience);
    const first = server.calls.find((c) => c.path === '/webgate/base/user/register/smsCode')!;
    expect(JSON.parse(String(first.body))).toEqual({ ticket: 'ticket-1', phone: '13800138000' });
    expect(first.headers.token).toBeUndefined();
  });

  it("says a registered phone beside the phone field when its code is asked for, sending the captcha's proof of work", async () => {
    server.answer('POST /webgate/base/user/register/smsCode', { code: 1002040, msg: 'Enter the image code to send the code' });
    show(<AccountStepForm ticket={ticket} onRegistered={() => undefined} onOtherEmail={() => undefined} />);
    const phone = await screen.findByLabelText('Phone', undefined, patience);
    type(phone, '13800138000');
    // No pass left on the server: the image code is asked for.
    fireEvent.click(screen.getByTestId('send-code'));
    await screen.findByAltText('Image code', undefined, patience);
    expect(server.toasts).toEqual(['Enter the image code to send the code']);
    server.answer('POST /webgate/base/user/register/smsCode', {
      code: 1002013,
      msg: 'This phone number is already registered',
      data: { fields: [{ field: 'phone', message: 'This phone number is already registered' }] },
    });
    type(screen.getByLabelText('Image code'), 'ABCD');
    await waitFor(() => expect((screen.getByTestId('send-code') as HTMLButtonElement).disabled).toBe(false), patience);
    fireEvent.click(screen.getByTestId('send-code'));
    await waitFor(() => expect(errorOf(phone)).toBe('This phone number is already registered'), patience);
    const send = server.calls.filter((c) => c.path === '/webgate/base/user/register/smsCode').at(-1)!;
    expect(send.headers.token).toBe(challenge.token);
    expect(zeroBits(createHash('sha256').update(`${challenge.token}:${send.headers.pow}`).digest('hex'))).toBeGreaterThanOrEqual(6);
  });

  it('shows the password rule while typing, puts a common password refused by the server beside the field, and hands over the signed-in account', async () => {
    const registered: SessionUserInfo[] = [];
    show(<AccountStepForm ticket={ticket} onRegistered={(info) => registered.push(info)} onOtherEmail={() => undefined} />);
    await screen.findByLabelText('Password', undefined, patience);
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    expect(password.getAttribute('passwordrules')).toContain('allowed: [!#$%^@&*]');
    type(password, 'qwerty');
    const rule = screen.getByTestId('password-rule');
    expect(rule.textContent).toContain('8-20 characters');
    expect([...rule.querySelectorAll('li')].map((li) => li.dataset.ok)).toEqual(['false', 'false', 'true']);
    type(password, 'qwerty123');
    expect([...rule.querySelectorAll('li')].map((li) => li.dataset.ok)).toEqual(['true', 'true', 'true']);

    server.answer(
      'POST /webgate/base/user/register',
      {
        code: 1002016,
        msg: 'This is one of the most commonly used passwords and easy to guess, please choose another',
        data: {
          fields: [
            { field: 'password', message: 'This is one of the most commonly used passwords and easy to guess, please choose another' },
          ],
        },
      },
      { data: { userId: 'u-1', userName: 'newcomer', checkStatus: 0 } },
    );
    type(screen.getByLabelText('Account name'), 'newcomer');
    type(screen.getByLabelText('Phone'), '13800138000');
    type(screen.getByLabelText('Verification code'), '123456');
    type(screen.getByLabelText('Confirm password'), 'qwerty123');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(errorOf(password)).toContain('most commonly used passwords'), patience);
    expect(registered).toEqual([]);

    type(password, 'Tq9#vW2mZp8rXk4b');
    type(screen.getByLabelText('Confirm password'), 'Tq9#vW2mZp8rXk4b');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(registered).toEqual([{ userId: 'u-1', userName: 'newcomer', checkStatus: 0 }]), patience);
  });
});

describe('registration by an invitation link', { timeout: 60_000 }, () => {
  afterEach(() => localStorage.clear());

  it('says the new account joins the inviting enterprise, and enters the console accepting that invitation once', async () => {
    show(<RegisterPage />, '/signIn?invitation=invite-token-1');
    expect((await screen.findByTestId('register-invited', {}, patience)).textContent).toContain('invited to join an enterprise');
    // The e-mail's activation link may open in another tab: the invitation outlives this page.
    cleanup();
    show(<RegisterPage />, '/signIn');
    await screen.findByTestId('register-invited', {}, patience);
    expect(consoleEntry()).toBe('/dashboard/home?invitation=invite-token-1');
    expect(consoleEntry()).toBe('/dashboard');
  });

  it('registers without a notice when no invitation brought the person', async () => {
    show(<RegisterPage />, '/signIn');
    await screen.findByText('Create your account', {}, patience);
    expect(screen.queryByTestId('register-invited')).toBeNull();
    expect(consoleEntry()).toBe('/dashboard');
  });
});

describe('password reset', { timeout: 60_000 }, () => {
  it('refuses a password outside the one rule before sending, and shows the rule as the person types', async () => {
    show(<ForgetPasswordForm onReset={() => undefined} />);
    await screen.findByAltText('Image code', undefined, patience);
    const password = screen.getByLabelText('New password');
    expect(password.getAttribute('maxlength')).toBe('20');
    type(screen.getByLabelText('Account'), 'someone@example.com');
    type(screen.getByLabelText('Verification code'), '123456');
    type(password, 'ab!1');
    type(screen.getByLabelText('Confirm password'), 'ab!1');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(
      () => expect(errorOf(password)).toBe('8-20 characters, with at least two of letters, digits and special characters (!#$%^@&*)'),
      patience,
    );
    expect(server.calls.some((c) => c.path === '/webgate/base/user/forget/reset')).toBe(false);
    expect(screen.getByTestId('password-rule').textContent).toContain('At least two of letters, digits and !#$%^@&*');
  });
});
