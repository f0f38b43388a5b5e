import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lazyNamespaces, loadNamespaces, setLanguage } from '../../app/i18n';
import { OperatorFactorsCard } from './OperatorFactorsCard';

const patience = { timeout: 15_000 };

beforeAll(async () => {
  await act(async () => {
    await setLanguage('en', false);
    await loadNamespaces(lazyNamespaces);
  });
});
afterEach(cleanup);

describe('an operator replaces a lost authenticator app', { timeout: 60_000 }, () => {
  it('asks for the reason and the password, sends both, and tells the frame (which then holds the operator on the set-up)', async () => {
    const totpReset = vi.fn(() => Promise.resolve(null));
    const onChanged = vi.fn();
    const api = {
      status: vi.fn(() => Promise.resolve({ totpSince: Date.UTC(2026, 10, 1), recoveryCodesLeft: 3 })),
      totpStart: vi.fn(),
      totpConfirm: vi.fn(),
      recoveryRenew: vi.fn(),
      totpReset,
      passkeys: vi.fn(() => Promise.resolve({ passkeys: [] })),
      passkeyCalls: { start: vi.fn(), confirm: vi.fn(), rename: vi.fn(), remove: vi.fn(), removeAsksPassword: false },
    };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <OperatorFactorsCard api={api} onChanged={onChanged} />
        </App>
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByTestId('replace-app-open', {}, patience));
    const ok = await screen.findByTestId('replace-app-ok', {}, patience);
    // Nothing is sent without a reason.
    fireEvent.click(ok);
    await waitFor(() => expect(document.querySelector('.ant-form-item-explain-error')).not.toBeNull(), patience);
    expect(totpReset).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('replace-app-reason'), { target: { value: 'Phone lost on a trip' } });
    fireEvent.change(screen.getByTestId('replace-app-password'), { target: { value: 'Correct7Horse!' } });
    fireEvent.click(ok);
    await waitFor(() => expect(totpReset).toHaveBeenCalled(), patience);
    expect((totpReset.mock.calls[0] as unknown[])[0]).toEqual({ reason: 'Phone lost on a trip', password: 'Correct7Horse!' });
    await waitFor(() => expect(onChanged).toHaveBeenCalled(), patience);
  });
});
