import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lazyNamespaces, loadNamespaces, setLanguage } from '../../app/i18n';
import { OperatorFactorsCard } from './OperatorFactorsCard';

const patience = { timeout: 15_000 };
const since = Date.UTC(2026, 10, 28, 10);

beforeAll(async () => {
  await act(async () => {
    await setLanguage('en', false);
    await loadNamespaces(lazyNamespaces);
  });
});
afterEach(cleanup);

function show(totpSince: number | null) {
  const calls = {
    start: vi.fn(),
    confirm: vi.fn(),
    rename: vi.fn(() => Promise.resolve(null)),
    remove: vi.fn(() => Promise.resolve(null)),
    removeAsksPassword: false,
  };
  const api = {
    status: vi.fn(() => Promise.resolve({ totpSince, recoveryCodesLeft: 10 })),
    totpStart: vi.fn(),
    totpConfirm: vi.fn(),
    recoveryRenew: vi.fn(),
    totpReset: vi.fn(),
    passkeys: vi.fn(() => Promise.resolve({ passkeys: [{ id: 'k1', name: 'Desk key', createdAt: since, lastUsedAt: null }] })),
    passkeyCalls: calls,
  };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <OperatorFactorsCard api={api} onChanged={vi.fn()} />
      </App>
    </QueryClientProvider>,
  );
  return { api, calls };
}

describe('an operator’s passkeys on the factor page', { timeout: 60_000 }, () => {
  it('lists them once the app is set up, renames through the operator’s calls, and removes without a password (the server asks a fresh factor)', async () => {
    const { calls } = show(since);
    expect((await screen.findByTestId('passkey-name', {}, patience)).textContent).toBe('Desk key');
    fireEvent.click(screen.getByTestId('passkey-rename'));
    const input = await screen.findByTestId('passkey-rename-input', {}, patience);
    fireEvent.change(input, { target: { value: 'Old key' } });
    fireEvent.click(screen.getByTestId('passkey-rename-ok'));
    await waitFor(() => expect(calls.rename).toHaveBeenCalledWith('k1', 'Old key'), patience);

    fireEvent.click(screen.getByTestId('passkey-remove'));
    await screen.findByText(/fresh second factor/, {}, patience);
    expect(screen.queryByTestId('passkey-remove-password')).toBeNull();
    fireEvent.click(screen.getByTestId('passkey-remove-ok'));
    await waitFor(() => expect(calls.remove).toHaveBeenCalledWith('k1', undefined), patience);
  });

  it('offers no passkeys before the app is set up', async () => {
    const { api } = show(null);
    await screen.findByTestId('factors-card', {}, patience);
    await waitFor(() => expect(api.status).toHaveBeenCalled(), patience);
    expect(api.passkeys).not.toHaveBeenCalled();
    expect(screen.queryByTestId('factor-passkeys')).toBeNull();
  });
});
