import { safeLocalPath } from '@console/contract/contrast';
import type { NProgress } from 'nprogress';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches, useNavigation } from 'react-router';
import { configureHttp } from '../api/http';
import { toast } from '../components/light/toast';
import { currentLanguage, i18next } from './i18n';
import { hoverShade } from './theme-shade';
import type { RouteHandle } from './capability';
import { clearUserSession, keepSignedOutMessage } from './session';
import { getState, resetAccount, useConsole } from './store';

// The progress bar's code (nprogress) loads with the first navigation, not in the entry every first
// load pays for (the sign-in page's budget): a first load shows no bar, its fallback draws instead.
let routeLoading = false;
let progressBar: Promise<NProgress> | undefined;
function showProgress(loading: boolean): void {
  routeLoading = loading;
  if (!loading && !progressBar) return;
  progressBar ??= import('nprogress').then(({ default: bar }) =>
    // nprogress's own template gives its bar role="bar", which is no ARIA role: the same markup without it.
    // Its bar is then found by class (nprogress looks for [role="bar"] by default and would find nothing).
    bar.configure({ showSpinner: false, barSelector: '.bar', template: '<div class="bar"><div class="peg"></div></div>' }),
  );
  // The latest state wins when the code arrives after the navigation has already ended.
  void progressBar.then((bar) => (routeLoading ? bar.start() : bar.done())).catch(() => undefined);
}

// Configured when the module loads: route loaders (website config, permissions) call the API before
// anything renders. Toasts are antd-free so every page, the light sign-in route included, shows them.
configureHttp({
  fetch: (...args) => window.fetch(...args),
  notifyError: (text, ms) => toast.error(text, ms),
  onSignedOut: (message) => {
    clearUserSession();
    resetAccount();
    const operatorArea = window.location.pathname.startsWith('/operation');
    const target = operatorArea ? '/operation/login' : safeLocalPath(getState().site.loginEntryPath);
    if (window.location.pathname === target) return;
    // The sign-in page says it again: the toast goes with this page (§8).
    if (message) keepSignedOutMessage(message);
    // A full load drops every route the previous session added.
    window.location.assign(target);
  },
  language: currentLanguage,
  text: (key) => i18next.t(`common.${key}`),
});

/** The page title follows the route (§2), and a progress bar runs while a route loads. */
function TitleAndProgress() {
  const navigation = useNavigation();
  const matches = useMatches();
  const { t, i18n } = useTranslation();
  const name = [...matches]
    .reverse()
    .map((m) => (m.handle as RouteHandle | undefined)?.name)
    .find(Boolean);
  useEffect(() => showProgress(navigation.state !== 'idle'), [navigation.state]);
  useEffect(() => {
    const title = name ? t(`routes.${name}` as 'routes.home') : '';
    document.title = title ? `${title} - ${t('common.appName')}` : t('common.appName');
  }, [name, t, i18n.language]);
  return null;
}

/** The root of every page. It loads no Ant Design: antd pages sit inside the lazily loaded AntdFrame. */
export function RootLayout() {
  const themeColor = useConsole((s) => s.site.themeColor);
  const { i18n } = useTranslation();
  useEffect(() => {
    document.documentElement.lang = i18n.language === 'zh' ? 'zh-CN' : 'en';
  }, [i18n.language]);
  useEffect(() => {
    const style = document.documentElement.style;
    style.setProperty('--console-primary', themeColor);
    style.setProperty('--console-primary-hover', hoverShade(themeColor));
  }, [themeColor]);
  return (
    <>
      <TitleAndProgress />
      <Outlet />
    </>
  );
}
