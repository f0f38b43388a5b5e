import { moduleCatalogue } from '@console/contract/modules';
import { type ComponentType, Suspense, lazy } from 'react';
import { type RouteObject, createBrowserRouter, redirect } from 'react-router';
import { antdStyles, frameStyles, withAntdStyles } from '../app/antdStyles';
import { LightFrame } from '../app/LightFrame';
import type { Loader, RouteHandle } from '../app/capability';
import { constantRoutes, pages, publicRoutes } from '../app/capabilities';
import { loadNamespaces } from '../app/i18n';
import { RootLayout } from '../app/RootLayout';
import { RouteError } from '../app/RouteError';
import { ensureSiteConfig, homeIfSignedIn, loadPermissions, loginRedirect, signedInSilently, startAccountCalls } from '../app/loaders';
import type { ConsoleRoute } from '../app/routing';
import { getState } from '../app/store';
import { LoginEntry } from '../features/auth';
// Registers every capability's page map before the routes below read them.
import './capabilities';

const lazyPage = (load: Loader) => async () => ({ Component: (await load()).default });

/** The home page draws from the frame's style sheet; every other page inside the frame waits for antd's whole one. */
const homeName = 'home';
const styledLoad = (r: ConsoleRoute): Loader => (r.name === homeName ? r.load : withAntdStyles(r.load));

function shellRoute(routes: ConsoleRoute[]): RouteObject {
  return {
    id: 'shell',
    // The header's context switch speaks the enterprise capability's words.
    lazy: async () => ({ Component: (await shellChunks())[0].Shell }),
    children: routes.map((r) => ({
      id: `page:${r.name}`,
      path: r.path,
      lazy: lazyPage(styledLoad(r)),
      handle: { name: r.name } satisfies RouteHandle,
    })),
  };
}

/** Paths a signed-in person could be permitted to see: constant routes and every catalogue page (§2). */
const consolePaths = new Set([
  ...constantRoutes.map((r) => r.path),
  ...moduleCatalogue.filter((m) => m.type === 1).map((m) => `/${m.webLink.split(':').join('/')}`),
]);

const homePath = '/dashboard/home';

// A console page's first load draws the shell's outline (and the home's heading) before antd's frame
// is in: a chunk of its own, asked for with the account, so the sign-in page's script stays as it was.
let skeletonChunk: Promise<{ default: ComponentType }> | undefined;
const loadSkeleton = () => (skeletonChunk ??= import('../app/ConsoleSkeleton'));
const ConsoleSkeleton = lazy(loadSkeleton);
const FirstLoad = () =>
  consolePaths.has(window.location.pathname) ? (
    <Suspense fallback={null}>
      <ConsoleSkeleton />
    </Suspense>
  ) : null;

const frameChunks = () => Promise.all([import('../app/AntdFrame'), loadNamespaces(['fields']), frameStyles()]);
const shellChunks = () => Promise.all([import('./shell/Shell'), loadNamespaces(['enterprise'])]);
const pageAt = new Map(
  moduleCatalogue.filter((m) => m.type === 1).map((m) => [`/${m.webLink.split(':').join('/')}`, pages[m.code as keyof typeof pages]]),
);

/**
 * The first load of a console page: the account calls and the frame's, shell's and page's chunks all
 * start at once, beside the website config. Before, each waited for the one before it (config, then
 * account, then the frame, then the page's own imports): on a phone's slow network the home page's
 * largest paint came after five round trips in a row. The home page is the exception: its largest
 * content, the welcome heading, is drawn by the skeleton from the account and the dashboard's phrases
 * alone, so those few small answers go first, not queued behind ~265 kB of frame on a phone's six
 * connections, and the frame follows once the heading is on the screen (`skeletonDrawn`).
 */
function startConsolePage(pathname: string): void {
  if (getState().permissions) return;
  startAccountCalls();
  void loadSkeleton().catch(() => undefined);
  if (pathname === homePath) {
    void loadNamespaces(['dashboard']).catch(() => undefined);
    return;
  }
  void frameChunks().catch(() => undefined);
  void shellChunks().catch(() => undefined);
  void pageAt
    .get(pathname)
    ?.load()
    .catch(() => undefined);
  void antdStyles();
}

/** After the browser has painted what is rendered now (a hidden tab, which paints nothing, waits 100 ms). */
const nextPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });

/** The home's first load: its skeleton and heading on the screen before the frame's scripts take the main thread. */
async function skeletonDrawn(): Promise<void> {
  await Promise.all([loadSkeleton(), loadNamespaces(['dashboard'])]).catch(() => undefined);
  await nextPaint();
}

const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // The first load waits for the website config (a few ms); nothing is shown meanwhile rather than an
    // unthemed flash, except a console page's outline once the config and the account are in.
    HydrateFallback: FirstLoad,
    loader: async () => {
      await ensureSiteConfig();
      return null;
    },
    children: [
      {
        index: true,
        // The root goes to the configured login entry path, known once the config is in.
        loader: async () => {
          await ensureSiteConfig();
          return loginRedirect();
        },
      },
      { path: '/dashboard', loader: () => redirect('/dashboard/home') },
      {
        Component: LightFrame,
        children: [
          // The sign-in route renders without Ant Design (LightFrame); everything else inside the lazily loaded AntdFrame.
          ...publicRoutes
            .filter((r) => r.light)
            .map((r): RouteObject => ({
              id: `public:${r.name}`,
              path: r.path,
              lazy: lazyPage(r.load),
              handle: { name: r.name } satisfies RouteHandle,
              // The sign-in page while signed in goes to the home page.
              ...(r.path === '/login' ? { loader: homeIfSignedIn } : {}),
            })),
          {
            path: '*',
            // The login entry path of the website config (§1, e.g. /jdfLogin) shows the sign-in page here;
            // every other path that no route matched redirects before anything renders.
            Component: LoginEntry,
            handle: { name: 'logIn' } satisfies RouteHandle,
            loader: async ({ request }) => {
              const url = new URL(request.url);
              if (consolePaths.has(url.pathname)) startConsolePage(url.pathname);
              // Child loaders run beside the root one: the entry path is only known once the config is in.
              await ensureSiteConfig();
              if (url.pathname === getState().site.loginEntryPath) return homeIfSignedIn();
              // §2: an unknown path goes to /404; a console path is unknown only until permissions are in.
              // A signed-in person's unknown path keeps the shell (asked silently, see loaders).
              if (!consolePaths.has(url.pathname) && !(await signedInSilently())) return redirect('/404');
              try {
                const added = await loadPermissions((permitted) => router.patchRoutes('antd', [shellRoute(permitted)]));
                // Re-enter the route now that the permitted routes exist.
                if (added) {
                  if (url.pathname === homePath) await skeletonDrawn();
                  return redirect(url.pathname + url.search);
                }
              } catch {
                // §2: any failure while loading permissions goes to sign-in.
                return loginRedirect();
              }
              // Inside the shell, saying what to do.
              return redirect(`/pageNotFound?from=${encodeURIComponent(url.pathname)}`);
            },
          },
        ],
      },
      {
        id: 'antd',
        // Each page brings its own capability's phrases (app/capability.ts); the frame brings every field name.
        lazy: async () => ({ Component: (await frameChunks())[0].default }),
        children: [
          {
            lazy: async () => ({ Component: (await withAntdStyles(() => import('../app/PublicLayout'))()).PublicLayout }),
            children: publicRoutes
              .filter((r) => !r.light)
              .map((r): RouteObject => ({
                id: `public:${r.name}`,
                path: r.path,
                lazy: lazyPage(r.load),
                handle: { name: r.name } satisfies RouteHandle,
              })),
          },
          {
            path: '/operation/*',
            lazy: async () => ({ Component: (await withAntdStyles(() => import('../features/ops'))()).OpsApp }),
            handle: { name: 'operation' },
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
