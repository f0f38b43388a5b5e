import { type RouteObject, createBrowserRouter, redirect } from 'react-router';
import { RootLayout } from './RootLayout';
import { PublicLayout } from './PublicLayout';
import { RouteError } from './RouteError';
import { ensureSiteConfig, loadPermissions, loginRedirect } from './loaders';
import { type Loader, publicRoutes } from './routeTable';
import type { ConsoleRoute } from './routing';

export interface RouteHandle {
  name: string;
}

const lazyPage = (load: Loader) => async () => ({ Component: (await load()).default });

function shellRoute(routes: ConsoleRoute[]): RouteObject {
  return {
    id: 'shell',
    lazy: async () => ({ Component: (await import('./shell/Shell')).Shell }),
    children: routes.map((r) => ({ id: `page:${r.name}`, path: r.path, lazy: lazyPage(r.load), handle: { name: r.name } satisfies RouteHandle })),
  };
}

const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    loader: async () => {
      await ensureSiteConfig();
      return null;
    },
    children: [
      { index: true, loader: () => loginRedirect() },
      { path: '/dashboard', loader: () => redirect('/dashboard/home') },
      {
        Component: PublicLayout,
        children: publicRoutes
          .filter((r) => r.load)
          .map((r) => ({ id: `public:${r.name}`, path: r.path, lazy: lazyPage(r.load!), handle: { name: r.name } satisfies RouteHandle })),
      },
      { path: '/operation/*', lazy: async () => ({ Component: (await import('../features/ops/OpsApp')).default }), handle: { name: 'operation' } },
      {
        path: '*',
        loader: async ({ request }) => {
          const url = new URL(request.url);
          try {
            const added = await loadPermissions((permitted) => router.patchRoutes('root', [shellRoute(permitted)]));
            // Re-enter the route now that the permitted routes exist.
            if (added) return redirect(url.pathname + url.search);
          } catch {
            return loginRedirect();
          }
          return redirect('/404');
        },
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
