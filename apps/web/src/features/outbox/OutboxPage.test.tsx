import type { OutboxMessage } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { getState, setState } from '../../app/store';
import { fakeServer } from '../../test/fakeServer';
import { windowOf } from '../../test/viewport';
import OutboxPage from './OutboxPage';

const patience = { timeout: 15_000 };
const original = window.matchMedia;
const message: OutboxMessage = {
  id: 'm-1',
  channel: 'sms',
  to: '13800000001',
  subject: null,
  text: 'Your verification code is 123456, valid for 5 minutes.',
  purpose: 'login',
  createdAt: 1_700_000_000_000,
};

function showOutbox() {
  fakeServer().answer('GET /webgate/base/outbox', { data: [message] });
  act(() => setState({ site: { ...getState().site, outboxEnabled: true }, siteLoaded: true }));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <MemoryRouter>
          <OutboxPage />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  window.matchMedia = original;
});

describe('the local outbox', { timeout: 60_000 }, () => {
  it('on a phone lists each message with its code and whole text, instead of a table a sliver of the screen wide', async () => {
    windowOf(390);
    showOutbox();
    const item = await screen.findByTestId('outbox-message', {}, patience);
    expect(within(item).getByTestId('outbox-code').textContent).toContain('123456');
    expect(within(item).getByTestId('outbox-text').textContent).toBe(message.text);
    expect(document.querySelector('table')).toBeNull();
  });

  it('on a desktop keeps the table', async () => {
    windowOf(1366);
    showOutbox();
    expect(await screen.findByTestId('outbox-code', {}, patience)).toBeTruthy();
    expect(document.querySelector('table')).not.toBeNull();
    expect(screen.queryByTestId('outbox-message')).toBeNull();
  });
});
