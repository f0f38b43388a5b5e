import { defaultWebsiteConfig } from '@console/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginRedirect } from './loaders';
import { setState } from './store';

/**
 * On the console's side: a configured sign-in entry path that would leave the site
 * (`//host/x`, a URL, a backslash trick) is never followed — not when the console sends a signed-out
 * person to sign in, nor at sign-out — whatever the server once stored.
 */
describe('the configured sign-in entry path, on use', () => {
  const site = { ...defaultWebsiteConfig, version: '6.7.2', outboxEnabled: false };
  afterEach(() => setState({ site, siteLoaded: false }));

  it.each(['//evil.example/x', 'https://evil.example/login', '/\\evil.example', '/a//b'])('never leaves the site for %s', async (path) => {
    // The config is loaded once per page load: fresh modules are a fresh page.
    vi.resetModules();
    const server = (await import('../test/fakeServer')).fakeServer();
    server.answer('GET /webgate/base/site/config', { data: { ...site, loginEntryPath: path } });
    const loaders = await import('./loaders');
    const store = await import('./store');
    await loaders.ensureSiteConfig();
    expect(server.calls.map((c) => c.path)).toEqual(['/webgate/base/site/config']);
    expect(store.getState().site.loginEntryPath).toBe('/login');
    expect(loaders.loginRedirect().headers.get('Location')).toBe('/login');
  });

  it('follows a local console path', () => {
    setState({ site: { ...site, loginEntryPath: '/jdfLogin' } });
    expect(loginRedirect().headers.get('Location')).toBe('/jdfLogin');
  });
});
