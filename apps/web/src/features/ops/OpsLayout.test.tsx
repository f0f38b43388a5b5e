import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../app/i18n';
import { windowOf } from '../../test/viewport';
import { OpsLayout } from './OpsLayout';

const patience = { timeout: 15_000 };
const original = window.matchMedia;

beforeAll(async () => {
  await act(() => setLanguage('en', false));
});
afterEach(() => {
  cleanup();
  window.matchMedia = original;
});

function showBackOffice(path = '/operation/site') {
  const router = createMemoryRouter(
    [
      {
        path: '/operation',
        element: <OpsLayout operator={{ id: 'o-1', name: 'sam', mustChangePassword: false, factorSetUpRequired: false }} />,
        children: [{ path: '*', element: <p data-testid="page">page</p> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return router;
}

describe('the back office frame', { timeout: 60_000 }, () => {
  it('on a desktop keeps its menu in a bar, each label whole in its title, and names the page in one h1', async () => {
    windowOf(1366);
    showBackOffice();
    const sider = await screen.findByTestId('ops-sider', {}, patience);
    expect(screen.queryByTestId('ops-menu-toggle')).toBeNull();
    expect(within(sider).getByText('Website configuration').getAttribute('title')).toBe('Website configuration');
    expect([...document.querySelectorAll('h1')].map((h) => h.textContent)).toEqual(['Website configuration']);
  });

  it('on a phone has no bar: the menu opens in a drawer from the header and closes when a page is chosen', async () => {
    windowOf(390);
    const router = showBackOffice();
    const toggle = await screen.findByTestId('ops-menu-toggle', {}, patience);
    expect(screen.queryByTestId('ops-sider')).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-label')).toBe('Expand menu');
    fireEvent.click(toggle);
    const menu = await screen.findByTestId('ops-menu', {}, patience);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(menu).getByText('Real-name review'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/operation/realName'), patience);
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'), patience);
  });
});
