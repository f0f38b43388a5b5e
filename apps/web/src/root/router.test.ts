import { defaultWebsiteConfig } from '@console/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/**
 * §2 and §8: a failure while loading the signed-in pages goes to the sign-in page — once. A live
 * session whose account info fails must not be sent from the sign-in page back to the home page,
 * which would fail again and come back without end.
 */
describe('the console router, when the account info fails under a live session', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('goes to /login once and stays there', { timeout: 30_000 }, async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = new URL(String(input), 'http://console.test').pathname;
      calls.push(`${init.method ?? 'GET'} ${path}`);
      // An answer comes back on a later turn, as over a network (a loop then cannot starve the timers).
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (path === '/webgate/base/site/config')
        return json({ code: 0, msg: 'ok', data: { ...defaultWebsiteConfig, version: '6.7.2', outboxEnabled: false } });
      if (path === '/webgate/base/user/session') return json({ code: 0, msg: 'ok', data: { signedIn: true } });
      if (path === '/webgate/base/user/headerInfo') return json({ code: 0, msg: 'ok', data: { companyUuid: null, type: 1 } });
      if (path === '/webgate/base/user/getUserInfo2') return json({ code: 1000500, msg: 'Something went wrong (ref abc)', data: null });
      throw new Error(`unexpected call ${path}`);
    });
    // The console as a fresh page load of /login, in a browser that holds a session.
    vi.resetModules();
    window.history.replaceState(null, '', '/login');
    const { router } = await import('./router');
    const accountInfoCalls = () => calls.filter((c) => c === 'POST /webgate/base/user/getUserInfo2').length;
    // Settled after one failure, or failing a second time (the bounce).
    await vi.waitUntil(() => (router.state.navigation.state === 'idle' && accountInfoCalls() === 1) || accountInfoCalls() > 1, {
      timeout: 20_000,
    });
    // It went to the home page once (the session is live), failed there once, and came back for good.
    expect(accountInfoCalls()).toBe(1);
    expect(calls.filter((c) => c === 'GET /webgate/base/user/session')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/login');
    router.dispose();
  });
});
