import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../app/i18n';
import { fakeServer } from '../../test/fakeServer';
import UnlockPage from './UnlockPage';

const patience = { timeout: 15_000 };
let server: ReturnType<typeof fakeServer>;

function open(url: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <MemoryRouter initialEntries={[url]}>
          <UnlockPage />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await act(async () => void (await setLanguage('en', false)));
});
beforeEach(() => {
  server = fakeServer();
});
afterEach(cleanup);

describe('the e-mailed unlock link', { timeout: 60_000 }, () => {
  it('spends the link once and says which account can sign in again from here', async () => {
    server.answer('POST /webgate/base/user/unlock', { data: { userName: 'owner01' } });
    open('/unlock?account=u-1&token=an-unlock-token-of-enough-length');
    expect(await screen.findByTestId('unlock-done', undefined, patience)).toHaveProperty(
      'textContent',
      expect.stringContaining('Account owner01 can sign in by password from this network again.'),
    );
    const calls = server.calls.filter((c) => c.path === '/webgate/base/user/unlock');
    expect(calls.map((c) => JSON.parse(String(c.body)))).toEqual([{ account: 'u-1', token: 'an-unlock-token-of-enough-length' }]);
  });

  it('says a used, expired or malformed link cannot be used, without asking the server about a malformed one', async () => {
    server.answer('POST /webgate/base/user/unlock', { code: 1002017, msg: 'This unlock link is invalid, has expired or was already used' });
    open('/unlock?account=u-1&token=an-unlock-token-of-enough-length');
    expect((await screen.findByTestId('unlock-failed', undefined, patience)).textContent).toContain('This unlock link cannot be used');
    cleanup();
    server = fakeServer();
    open('/unlock?account=u-1');
    expect((await screen.findByTestId('unlock-failed', undefined, patience)).textContent).toContain('This unlock link cannot be used');
    expect(server.calls).toEqual([]);
  });
});
