import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lazyNamespaces, loadNamespaces, setLanguage } from '../../../app/i18n';
import { fakeServer } from '../../../test/fakeServer';
import { ChangePasswordCard } from './ChangePasswordCard';
import { ForgetPasswordForm } from './ForgetPasswordForm';

const patience = { timeout: 15_000 };
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
function errorOf(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-describedby')?.split(' ')[0];
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}
const rule = '8-20 characters, with at least two of letters, digits and special characters (!#$%^@&*)';

let server: ReturnType<typeof fakeServer>;
function show(node: ReactNode) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>{node}</App>
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

describe('the password forms of account security', { timeout: 60_000 }, () => {
  it('change: refuses ab!1 (which the old 1-16 rule accepted) in English, shows the rule while typing, and sends a good one', async () => {
    server.answer('POST /webgate/base/user/updatePass', { data: null });
    server.answer('GET /webgate/console/personal/security/sessions', { data: [] });
    show(<ChangePasswordCard />);
    const newPass = screen.getByLabelText('New password');
    expect(newPass.getAttribute('autocomplete')).toBe('new-password');
    expect(newPass.getAttribute('maxlength')).toBe('20');
    type(screen.getByLabelText('Current password'), 'old-one-9');
    type(newPass, 'ab!1');
    type(screen.getByLabelText('Confirm new password'), 'ab!1');
    expect(screen.getByTestId('password-rule').textContent).toContain('8-20 characters');
    fireEvent.click(screen.getByTestId('change-password'));
    await waitFor(() => expect(errorOf(newPass)).toBe(rule), patience);
    expect(server.calls.some((c) => c.path === '/webgate/base/user/updatePass')).toBe(false);

    type(newPass, 'Fresh#2026x');
    type(screen.getByLabelText('Confirm new password'), 'Fresh#2026x');
    fireEvent.click(screen.getByTestId('change-password'));
    await waitFor(() => expect(server.calls.some((c) => c.path === '/webgate/base/user/updatePass')).toBe(true), patience);
  });

  it('reset in the console: the same rule, and the same field names', async () => {
    show(<ForgetPasswordForm targets={{ phone: '138****8000', email: null }} onDone={() => undefined} />);
    const password = screen.getByLabelText('New password');
    expect(password.getAttribute('passwordrules')).toContain('minlength: 8');
    type(screen.getByLabelText('Verification code'), '123456');
    type(password, 'abcdefgh');
    type(screen.getByLabelText('Confirm new password'), 'abcdefgh');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(errorOf(password)).toBe(rule), patience);
  });
});
