import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureHttp } from '../../api/http';
import { i18next } from '../../app/i18n';
import { loadContract } from '../../components/light/contract';
import LoginPage from './LoginPage';

/** One request as the server saw it. */
interface Call {
  method: string;
  path: string;
  headers: Headers;
  body: string;
}

let calls: Call[];
let toasts: string[];
let images: number;
/** The server's answer to anything but the captcha, by path. */
let answers: Record<string, () => unknown>;

const envelope = (data: unknown, code = 0, msg = 'ok') =>
  new Response(JSON.stringify({ code, msg, data }), { headers: { 'content-type': 'application/json' } });

beforeAll(async () => {
  await i18next.changeLanguage('en');
  // The forms check with the contract's schemas, fetched on first need; on a busy machine that first
  // fetch outlasts a test's wait for the message, so it is fetched once before any test.
  await loadContract();
});

beforeEach(() => {
  calls = [];
  toasts = [];
  images = 0;
  answers = {};
  sessionStorage.clear();
  localStorage.clear();
  configureHttp({
    fetch: async (input, init = {}) => {
      const call = {
        method: init.method ?? 'GET',
        path: new URL(String(input), 'http://console.test').pathname,
        headers: new Headers(init.headers),
        body: String(init.body ?? ''),
      };
      calls.push(call);
      if (call.path === '/webgate/base/captcha') {
        images += 1;
        return envelope({ token: `image-token-${images}`, image: `data:image/svg+xml,image-${images}`, expiresAt: Date.now() + 120_000 });
      }
      const answer = answers[call.path];
      if (!answer) throw new Error(`unexpected call ${call.method} ${call.path}`);
      const value = answer();
      return value instanceof Response ? value : envelope(value);
    },
    notifyError: (message) => toasts.push(message),
    onSignedOut: () => undefined,
    language: () => 'en',
    text: (key) => key,
  });
});

afterEach(cleanup);

async function renderLogin() {
  const router = createMemoryRouter([{ path: '/login', element: <LoginPage /> }], { initialEntries: ['/login'] });
  render(<RouterProvider router={router} />);
  const form = screen.getByTestId('password-login-form');
  // The first image code is in.
  await within(form).findByRole('img');
  return form;
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const sent = (path: string) => calls.filter((c) => c.path === `/webgate${path}`);

/** The error text an input announces (aria-describedby), as a screen reader would read it. */
function errorOf(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe('password sign-in (§7 POST /user/login)', () => {
  it('refuses empty fields in the words of the server, under each input, and sends nothing', async () => {
    const form = await renderLogin();
    fireEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
    const account = within(form).getByLabelText('Account');
    await waitFor(() => expect(errorOf(account)).toBe('Account cannot be empty'));
    expect(account.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(within(form).getByLabelText('Password'))).toBe('Password cannot be empty');
    expect(errorOf(within(form).getByLabelText('Image code'))).toBe('Please enter the 4-character code');
    expect(sent('/user/login')).toHaveLength(0);

    // Fixing a field takes its error away as it is typed.
    type(account, 'alice');
    await waitFor(() => expect(account.getAttribute('aria-invalid')).toBeNull());
    expect(errorOf(account)).toBeNull();
  });

  it('a refused sign-in shows the server field errors on their inputs and draws a new image code', async () => {
    const form = await renderLogin();
    answers['/webgate/user/login'] = () =>
      envelope(
        { fields: [{ field: 'password', message: 'Password: at most 128 characters' }] },
        1000400,
        'Password: at most 128 characters',
      );
    type(within(form).getByLabelText('Account'), 'alice');
    type(within(form).getByLabelText('Password'), 'secret');
    type(within(form).getByLabelText('Image code'), 'AB12');
    fireEvent.click(within(form).getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(errorOf(within(form).getByLabelText('Password'))).toBe('Password: at most 128 characters'));
    const [login] = sent('/user/login');
    expect(login!.headers.get('token')).toBe('image-token-1');
    expect(JSON.parse(login!.body)).toEqual({ userName: 'alice', password: 'secret', captcha: 'AB12' });
    expect(toasts).toEqual(['Password: at most 128 characters']);
    // The image code answers once: it is emptied and a new image drawn.
    expect((within(form).getByLabelText('Image code') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(within(form).getByRole('img').getAttribute('src')).toBe('data:image/svg+xml,image-2'));
    expect(within(form).getByRole('button', { name: 'Sign in' }).getAttribute('aria-busy')).toBeNull();
  });

  it('a signed-in person is kept in sessionStorage (§3)', async () => {
    const form = await renderLogin();
    answers['/webgate/user/login'] = () => ({ userId: 'u1', userName: 'alice', checkStatus: 0 });
    // The full load to /dashboard that follows is beyond jsdom ('Not implemented: navigation'); e2e covers it.
    type(within(form).getByLabelText('Account'), 'alice');
    type(within(form).getByLabelText('Password'), 'secret');
    type(within(form).getByLabelText('Image code'), 'AB12');
    fireEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem('console.userInfo') ?? 'null')).toEqual({ userId: 'u1', userName: 'alice', checkStatus: 0 }),
    );
    expect(localStorage.getItem('console.userInfo')).toBeNull();
  });
});

describe('SMS sign-in (§7 POST /base/user/smsLogin)', () => {
  it('is reached from the keyboard; the image code guards the send; the code goes form-encoded with the token it was sent under', async () => {
    const passwordForm = await renderLogin();
    const tabs = screen.getAllByRole('tab');
    tabs[0]!.focus();
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tabs[1]);
    // The SMS form loads with its tab.
    const form = await screen.findByTestId('sms-login-form');
    expect(screen.getByRole('tabpanel').contains(form)).toBe(true);
    expect(passwordForm.closest('[role=tabpanel]')!.hasAttribute('hidden')).toBe(true);
    await within(form).findByRole('img');

    answers['/webgate/base/user/smsCode/login'] = () => ({ sent: true });
    answers['/webgate/base/user/smsLogin'] = () => ({ status: 200, userId: 'u2', userName: 'bob', checkStatus: 8 });
    type(within(form).getByLabelText('Phone'), '13900001111');
    const send = within(form).getByTestId('send-code');

    // No image code, no SMS; the countdown does not start.
    fireEvent.click(send);
    await waitFor(() => expect(errorOf(within(form).getByLabelText('Image code'))).toBe('Please enter the 4-character code'));
    expect(send.textContent).toBe('Get code');
    expect(sent('/base/user/smsCode/login')).toHaveLength(0);

    const imageToken = `image-token-${images}`;
    type(within(form).getByLabelText('Image code'), 'CD34');
    await act(async () => fireEvent.click(send));
    await waitFor(() => expect(sent('/base/user/smsCode/login')).toHaveLength(1));
    expect(sent('/base/user/smsCode/login')[0]!.headers.get('token')).toBe(imageToken);
    expect(JSON.parse(sent('/base/user/smsCode/login')[0]!.body)).toEqual({ phone: '13900001111', captcha: 'CD34' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    expect(send.textContent).toMatch(/^Resend in \d+ s$/);
    // The send used the image code up.
    await waitFor(() => expect((within(form).getByLabelText('Image code') as HTMLInputElement).value).toBe(''));

    type(within(form).getByLabelText('Verification code'), '123456');
    fireEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(sent('/base/user/smsLogin')).toHaveLength(1));
    const [login] = sent('/base/user/smsLogin');
    expect(login!.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(login!.body).toBe('phone=13900001111&code=123456');
    expect(login!.headers.get('token')).toBe(imageToken);
    // The other login path of §3 keeps the user info in localStorage.
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('console.userInfo') ?? 'null')).toEqual({ userId: 'u2', userName: 'bob', checkStatus: 8 }),
    );
  });
});

describe('sign-in by digital certificate (§1)', () => {
  it('the sign-in page leads to /cerlogin, in en and zh', async () => {
    const router = createMemoryRouter(
      [
        { path: '/login', element: <LoginPage /> },
        { path: '/cerlogin', element: <p>certificate sign-in</p> },
      ],
      { initialEntries: ['/login'] },
    );
    render(<RouterProvider router={router} />);
    const link = await screen.findByRole('link', { name: 'Sign in with a digital certificate' });
    expect(link.getAttribute('href')).toBe('/cerlogin');
    fireEvent.click(link);
    await screen.findByText('certificate sign-in');
    expect(router.state.location.pathname).toBe('/cerlogin');

    cleanup();
    await act(() => i18next.changeLanguage('zh'));
    try {
      render(<RouterProvider router={createMemoryRouter([{ path: '/login', element: <LoginPage /> }], { initialEntries: ['/login'] })} />);
      expect((await screen.findByRole('link', { name: '使用数字证书登录' })).getAttribute('href')).toBe('/cerlogin');
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });
});
