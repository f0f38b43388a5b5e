import { accountRoutes } from '@console/contract/account/routes';
import { safeLocalPath } from '@console/contract/contrast';
import { siteRoutes } from '@console/contract/site/routes';
import { redirect } from 'react-router';
import { call } from '../api/http';
import { resolveLanguage, setLanguage, storedLanguage, browserLanguage } from './i18n';
import { type ConsoleRoute, buildMenu, permittedRoutes, toPermissions } from './routing';
import { getState, setState } from './store';

let siteRequest: Promise<void> | undefined;

/** First navigation loads website config and theme (§2); later navigations reuse it. */
export function ensureSiteConfig(): Promise<void> {
  siteRequest ??= call(siteRoutes.config)
    .then(async (site) => {
      // A configured entry path that is not a local console path (e.g. `//host`) is never followed.
      setState({ site: { ...site, loginEntryPath: safeLocalPath(site.loginEntryPath) }, siteLoaded: true });
      // The default-language setting applies only when neither a stored nor a browser language does.
      if (!storedLanguage() && !browserLanguage()) await setLanguage(resolveLanguage(site.defaultLanguage), false);
    })
    .catch(() => {
      // The console still works on its built-in defaults; the next navigation tries again.
      siteRequest = undefined;
    });
  return siteRequest;
}

/**
 * Whether this page load already failed to load the signed-in pages. The session may still be live
 * (account info failed, not the session), so the sign-in page must not send such a person back to
 * the home page: that would fail again and come back, for ever (§2, §8: a failure goes to sign-in once).
 */
let permissionsFailed = false;

/** The account calls a console page's first load started early (`startAccountCalls`), taken once. */
let accountCalls: ReturnType<typeof fetchAccount> | undefined;
// Through the contract's routes, not the account capability's client: the kernel imports no capability.
// The account info is a §7 form POST that only reads: it does not wait for the browser's time zone.
const fetchAccount = () => Promise.all([call(accountRoutes.headerInfo), call(accountRoutes.userInfo, { readOnly: true })]);

/**
 * Starts the header and account calls now, beside the website config, so the signed-in page's first
 * load does not wait for one round trip before the next (what a phone on a slow network paid most for).
 * `loadPermissions` takes their answers; a refusal is handled there.
 */
export function startAccountCalls(): void {
  if (getState().permissions || accountCalls) return;
  accountCalls = fetchAccount();
  // Handled by loadPermissions; never an unhandled rejection when the page turns out not to need it.
  accountCalls.catch(() => undefined);
}

/**
 * §2 first navigation: when permissions are not loaded, fetch header info and account info, build
 * the permission list, add the permitted routes, then re-enter the route. Any failure → /login.
 */
export async function loadPermissions(addRoutes: (routes: ConsoleRoute[]) => void): Promise<boolean> {
  if (getState().permissions) return false;
  try {
    const started = accountCalls;
    accountCalls = undefined;
    const [header, account] = await (started ?? fetchAccount());
    const { permissions } = toPermissions(account.user.moduleList);
    addRoutes(permittedRoutes(permissions));
    setState({ header, account, permissions, menu: buildMenu(permissions) });
    permissionsFailed = false;
    return true;
  } catch (error) {
    permissionsFailed = true;
    throw error;
  }
}

export function loginRedirect(): Response {
  return redirect(safeLocalPath(getState().site.loginEntryPath));
}

/**
 * Whether this browser holds a live session, asked quietly: a visitor who is simply not signed in
 * must never see a toast or a sign-out. Through the HTTP client like every call, so with §7's headers.
 */
export async function signedInSilently(): Promise<boolean> {
  if (getState().permissions) return true;
  try {
    return (await call(accountRoutes.sessionProbe, { quiet: true })).signedIn;
  } catch {
    return false;
  }
}

/**
 * /login (and the login entry path) while signed in goes to the home page — unless
 * the home page's permissions just failed to load: then the sign-in page stays, to sign in afresh.
 */
export async function homeIfSignedIn(): Promise<Response | null> {
  if (permissionsFailed) return null;
  return (await signedInSilently()) ? redirect('/dashboard/home') : null;
}
