import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadNamespaces, setLanguage } from '../../app/i18n';
import { fakeServer } from '../../test/fakeServer';
import { pendingChannelKey } from '../auth';
import { ChannelFrame } from './ChannelFrame';
import { useBranding } from './useBranding';

let server: ReturnType<typeof fakeServer>;

function Partner(props: { channel?: string; entry?: string }) {
  const state = useBranding(props);
  if (state.status === 'loading') return <p>loading</p>;
  return (
    <ChannelFrame state={state} kind="login">
      <p>the sign-in form</p>
    </ChannelFrame>
  );
}

beforeAll(async () => {
  await act(async () => {
    await setLanguage('en', false);
    await loadNamespaces(['channels']);
  });
});
beforeEach(() => {
  server = fakeServer();
  sessionStorage.clear();
});
afterEach(cleanup);

describe('a partner link', { timeout: 30_000 }, () => {
  it('brands the page as text and leaves its code for after sign-in', async () => {
    server.answer('GET /webgate/base/channel/branding', {
      data: { code: 'jdf', name: '<b>JDF</b>', logo: null, themeColor: '#1f4e8c', textColor: '#203040', entryKind: null },
    });
    render(<Partner channel="jdf" />);
    expect(await screen.findByTestId('channel-name')).toHaveProperty('textContent', 'Sign in with <b>JDF</b>');
    expect(screen.getByTestId('channel-frame').style.getPropertyValue('--console-primary')).toBe('#1f4e8c');
    expect(screen.getByText('the sign-in form')).toBeTruthy();
    expect(sessionStorage.getItem(pendingChannelKey)).toBe('jdf');
  });

  it('falls back to the normal page with a notice for an unknown code, and without one for an unserved entry page', async () => {
    server.answer('GET /webgate/base/channel/branding', { data: null });
    render(<Partner channel="nobody" />);
    expect(await screen.findByTestId('channel-notice')).toHaveProperty(
      'textContent',
      'This partner link is unknown or no longer active: you can still sign in or register normally.',
    );
    cleanup();
    render(<Partner entry="/jdfLogin" />);
    expect(await screen.findByText('the sign-in form')).toBeTruthy();
    expect(screen.queryByTestId('channel-notice')).toBeNull();
    expect(sessionStorage.getItem(pendingChannelKey)).toBeNull();
  });
});
