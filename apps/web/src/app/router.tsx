import { type RouteObject, createBrowserRouter, redirect } from 'react-router';
import { RootLayout } from './RootLayout';
import { PublicLayout } from './PublicLayout';
import { RouteError } from './RouteError';
import { LoginEntry } from '../features/auth/LoginEntry';
import { ensureSiteConfig, loadPermissions, loginRedirect } from './loaders';
import { type Loader, publicRoutes } from './routeTable';
import type { ConsoleRoute } from './routing';
import { getState } from './store';

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
      {
        index: true,
        loader: async () => {
          // The root goes to the configured login entry path, which is known once the config is in.
          await ensureSiteConfig();
          return loginRedirect();
        },
      },
      { path: '/dashboard', loader: () => redirect('/dashboard/home') },
      {
        Component: PublicLayout,
        children: [
          ...publicRoutes
            .filter((r) => r.load)
            .map((r): RouteObject => ({ id: `public:${r.name}`, path: r.path, lazy: lazyPage(r.load!), handle: { name: r.name } satisfies RouteHandle })),
          {
            path: '*',
            // Inside the public frame because the login entry path of the website config (§1, e.g. /jdfLogin)
            // shows the sign-in page here; every other unknown path redirects before anything renders.
            Component: LoginEntry,
            handle: { name: 'logIn' } satisfies RouteHandle,
            loader: async ({ request }) => {
              const url = new URL(request.url);
              // Child loaders run beside the root one: the entry path is only known once the config is in.
              await ensureSiteConfig();
              if (url.pathname === getState().site.loginEntryPath) return null;
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
      { path: '/operation/*', lazy: async () => ({ Component: (await import('../features/ops/OpsApp')).default }), handle: { name: 'operation' } },
    ],
  },
];

export const router = createBrowserRouter(routes);
