import { cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import { i18next } from '../../app/i18n';
// The console's own HTTP environment: toasts, and the sign-out of §8 with its full page load.
import '../../app/RootLayout';
import { accountApi } from '../account';
import LoginPage from './LoginPage';

const expired = 'Your session has expired, please sign in again';

beforeAll(async () => {
  await i18next.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

/** §8: codes -1 and 12 show the error and send the browser to sign in — where the error is still to be read. */
describe('a session that ends under a signed-in page', () => {
  it.each([-1, 12])('code %i: the sign-in page the browser lands on says why', async (code) => {
    const answer = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) =>
      // The sign-in page draws its image code; everything a session needs answers that it ended.
      String(input).startsWith('/webgate/base/captcha')
        ? answer({ code: 0, msg: 'ok', data: { token: 't', image: 'data:image/png;base64,', expiresAt: Date.now() + 60_000 } })
        : answer({ code, msg: expired, data: null }),
    );
    window.history.replaceState(null, '', '/dashboard/home');
    await expect(accountApi.headerInfo()).rejects.toBeInstanceOf(ApiError);
    // The toast went with the page the browser left; the sign-in page is a fresh load.
    document.getElementById('console-toasts')?.remove();

    render(<RouterProvider router={createMemoryRouter([{ path: '/login', element: <LoginPage /> }], { initialEntries: ['/login'] })} />);
    expect((await screen.findByRole('alert')).textContent).toBe(expired);
    expect(screen.getByTestId('signed-out-notice').textContent).toBe(expired);

    // Said once: a later visit to the sign-in page starts clean.
    cleanup();
    render(<RouterProvider router={createMemoryRouter([{ path: '/login', element: <LoginPage /> }], { initialEntries: ['/login'] })} />);
    await screen.findByTestId('password-login-form');
    expect(screen.queryByTestId('signed-out-notice')).toBeNull();
  });
});
