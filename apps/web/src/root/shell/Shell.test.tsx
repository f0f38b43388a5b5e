import { buildPermissions, computeModules, toModuleList } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeServer } from '../../test/fakeServer';
import { windowOf } from '../../test/viewport';
import { buildMenu } from '../../app/routing';
import { resetAccount, setState } from '../../app/store';
import { Shell } from './Shell';

const patience = { timeout: 15_000 };

function showShell(path = '/personalCenter/pCenterInfo/pBasicInfo') {
  const permissions = buildPermissions(toModuleList(computeModules({ kind: 'personal' })));
  act(() => setState({ permissions, menu: buildMenu(permissions), header: { companyUuid: null, type: 1, userName: 'wang' } }));
  const router = createMemoryRouter(
    [{ element: <Shell />, children: [{ path: '*', element: <p data-testid="page">page</p>, handle: { name: 'pBasicInfo' } }] }],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return router;
}

const original = window.matchMedia;
beforeEach(() => {
  fakeServer().answer('GET /webgate/console/enterprise/mine', { data: { activeEnterpriseId: null, enterprises: [] } });
});
afterEach(() => {
  cleanup();
  window.matchMedia = original;
  act(() => resetAccount());
});

describe('the signed-in frame', { timeout: 60_000 }, () => {
  it('on a desktop keeps the menu in the left bar, and the page has one h1 naming it', async () => {
    windowOf(1366);
    showShell();
    expect(await screen.findByTestId('sider', {}, patience)).toBeTruthy();
    expect(screen.queryByTestId('menu-drawer')).toBeNull();
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    expect(document.querySelector('h1')!.textContent).toBe('Basic information');
  });

  it('on a phone has no left bar: the menu opens in a drawer and closes when a page is chosen', async () => {
    windowOf(390);
    const router = showShell();
    const toggle = await screen.findByTestId('menu-toggle', {}, patience);
    expect(screen.queryByTestId('sider')).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const drawer = await screen.findByTestId('side-menu', {}, patience);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(drawer).getByText('Security'));
    fireEvent.click(await within(drawer).findByText('Account security', {}, patience));
    await waitFor(() => expect(router.state.location.pathname).toBe('/personalCenter/securityCenter/security'), patience);
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'), patience);
    // Choosing the page already shown closes the drawer too: no navigation happens to close it.
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'), patience);
    fireEvent.click(await within(screen.getByTestId('side-menu')).findByText('Account security', {}, patience));
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'), patience);
    expect(router.state.location.pathname).toBe('/personalCenter/securityCenter/security');
  });

  it('on a phone gives the header to the page: the crumbs name only the page, and the account shows its avatar', async () => {
    windowOf(390);
    showShell();
    const crumbs = await screen.findByTestId('breadcrumb', {}, patience);
    expect(crumbs.textContent).toBe('Basic information');
    // The name is read out (the button's accessible name), not shown.
    expect(within(screen.getByTestId('user-menu')).getByText('wang').className).toBe('visually-hidden');
  });

  it('on a desktop leads from Home in the crumbs, and a menu label cut by the bar says itself whole on hover', async () => {
    windowOf(1366);
    showShell();
    const crumbs = await screen.findByTestId('breadcrumb', {}, patience);
    expect(crumbs.textContent).toBe('Home/Personal center/Personal information/Basic information');
    const menu = screen.getByTestId('side-menu');
    for (const label of ['Home', 'Personal center']) expect(within(menu).getByText(label).getAttribute('title')).toBe(label);
  });
});
