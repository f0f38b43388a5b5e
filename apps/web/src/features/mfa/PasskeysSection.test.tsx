import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lazyNamespaces, loadNamespaces, setLanguage } from '../../app/i18n';
import { fakeServer } from '../../test/fakeServer';
import { FactorsCard } from './FactorsCard';

const patience = { timeout: 15_000 };
const since = Date.UTC(2026, 10, 28, 10);
const status = (passkeys: { id: string; name: string; createdAt: number; lastUsedAt: number | null }[]) => ({
  data: { totpSince: null, recoveryCodesLeft: 0, signInProtected: false, setUpRequired: false, passkeys },
});
let server: ReturnType<typeof fakeServer>;

function show() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <FactorsCard />
      </App>
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

describe('the passkeys of the second factors card', { timeout: 60_000 }, () => {
  it('lists the passkeys by name with when they were added and used; renames one and removes one with the password again', async () => {
    const laptop = { id: 'p1', name: 'Work laptop', createdAt: since, lastUsedAt: since + 3_600_000 };
    const key = { id: 'p2', name: 'Blue key', createdAt: since, lastUsedAt: null };
    server.answer(
      'GET /webgate/console/mfa',
      status([laptop, key]),
      status([{ ...laptop, name: 'Home laptop' }, key]),
      status([{ ...laptop, name: 'Home laptop' }]),
    );
    server.answer('POST /webgate/console/mfa/passkeys/rename', { data: null });
    server.answer(
      'POST /webgate/console/mfa/passkeys/remove',
      { code: 1002014, msg: 'Wrong password', data: { fields: [{ field: 'password', message: 'The current password is wrong' }] } },
      { data: null },
    );
    show();
    const section = await screen.findByTestId('factor-passkeys', {}, patience);
    await waitFor(
      () =>
        expect(
          within(section)
            .getAllByTestId('passkey-name')
            .map((n) => n.textContent),
        ).toEqual(['Work laptop', 'Blue key']),
      patience,
    );
    expect(within(section).getByText('2 added')).toBeTruthy();
    expect(within(section).getByText(/not used yet/)).toBeTruthy();

    fireEvent.click(within(section).getAllByTestId('passkey-rename')[0]!);
    const rename = await screen.findByTestId('passkey-rename-dialog', {}, patience);
    const input = within(rename).getByTestId('passkey-rename-input') as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('Work laptop'), patience);
    fireEvent.change(input, { target: { value: 'Home laptop' } });
    fireEvent.click(screen.getByTestId('passkey-rename-ok'));
    await waitFor(() => expect(within(section).getAllByTestId('passkey-name')[0]!.textContent).toBe('Home laptop'), patience);
    expect(JSON.parse(String(server.calls.find((c) => c.path.endsWith('/passkeys/rename'))?.body))).toEqual({
      id: 'p1',
      name: 'Home laptop',
    });

    fireEvent.click(within(section).getAllByTestId('passkey-remove')[1]!);
    const remove = await screen.findByTestId('passkey-remove-dialog', {}, patience);
    expect(await screen.findByText('Remove the passkey “Blue key”', {}, patience)).toBeTruthy();
    // Without the password nothing is sent.
    fireEvent.click(screen.getByTestId('passkey-remove-ok'));
    expect(await screen.findByText(/Password cannot be empty/i, {}, patience)).toBeTruthy();
    expect(server.calls.some((c) => c.path.endsWith('/passkeys/remove'))).toBe(false);
    fireEvent.change(within(remove).getByTestId('passkey-remove-password'), { target: { value: 'wrong-one1' } });
    fireEvent.click(screen.getByTestId('passkey-remove-ok'));
    expect(await screen.findByText('The current password is wrong', {}, patience)).toBeTruthy();
    fireEvent.change(within(remove).getByTestId('passkey-remove-password'), { target: { value: 'secret9x7' } });
    fireEvent.click(screen.getByTestId('passkey-remove-ok'));
    await waitFor(() => expect(within(section).getAllByTestId('passkey-name')).toHaveLength(1), patience);
    const removed = server.calls.filter((c) => c.path.endsWith('/passkeys/remove'));
    expect(JSON.parse(String(removed[1]?.body))).toEqual({ id: 'p2', password: 'secret9x7' });
  });

  it('adding a passkey asks for a name and the password, and in a browser without passkeys says so and registers nothing', async () => {
    server.answer('GET /webgate/console/mfa', status([]));
    show();
    const section = await screen.findByTestId('factor-passkeys', {}, patience);
    expect(await within(section).findByText('None added', {}, patience)).toBeTruthy();
    fireEvent.click(within(section).getByTestId('passkey-add-open'));
    const dialog = await screen.findByTestId('passkey-add', {}, patience);
    fireEvent.click(screen.getByTestId('passkey-add-ok'));
    expect(await screen.findByText(/Password cannot be empty/i, {}, patience)).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('passkey-name-input'), { target: { value: 'Work laptop' } });
    fireEvent.change(within(dialog).getByTestId('passkey-password'), { target: { value: 'secret9x7' } });
    fireEvent.click(screen.getByTestId('passkey-add-ok'));
    // jsdom has no WebAuthn.
    expect(await screen.findByText(/This browser cannot use passkeys/, {}, patience)).toBeTruthy();
    expect(server.calls.some((c) => c.path.includes('/passkeys/'))).toBe(false);
  });
});
