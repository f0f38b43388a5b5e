import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeServer } from '../../test/fakeServer';
import { MfaSetUpGuard } from './MfaSetUpGuard';

const patience = { timeout: 15_000 };
let server: ReturnType<typeof fakeServer>;

function open(path: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <MfaSetUpGuard />
        <Routes>
          <Route path="/dashboard" element={<p data-testid="dashboard">dashboard</p>} />
          <Route path="/mfaSetUp" element={<p data-testid="set-up">set up</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  server = fakeServer();
});
afterEach(cleanup);

describe('the enterprise’s second-factor requirement in the signed-in frame', { timeout: 30_000 }, () => {
  it('leads a member without a factor to the set-up page from any page', async () => {
    server.answer('GET /webgate/console/mfa', {
      data: { totpSince: null, recoveryCodesLeft: 0, signInProtected: false, setUpRequired: true },
    });
    open('/dashboard');
    expect(await screen.findByTestId('set-up', undefined, patience)).toBeTruthy();
  });

  it('leaves everyone else where they are', async () => {
    server.answer('GET /webgate/console/mfa', {
      data: { totpSince: null, recoveryCodesLeft: 0, signInProtected: false, setUpRequired: false },
    });
    open('/dashboard');
    expect(await screen.findByTestId('dashboard', undefined, patience)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByTestId('set-up')).toBeNull();
    expect(server.calls.map((c) => c.path)).toEqual(['/webgate/console/mfa']);
  });
});
