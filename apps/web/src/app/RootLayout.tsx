import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import NProgress from 'nprogress';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches, useNavigation } from 'react-router';
import { configureHttp } from '../api/http';
import { currentLanguage, i18next } from './i18n';
import type { RouteHandle } from './router';
import { clearUserSession } from './session';
import { getState, resetAccount, useConsole } from './store';
import { themeFrom } from './theme';

NProgress.configure({ showSpinner: false });

// The HTTP client already toasts errors; a failed query is not retried behind the user's back.
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

// Route loaders (website config, permissions) run before anything renders, so the client must work
// before HttpBridge mounts. Until then nothing can be shown: a failed first load ends at /login anyway.
configureHttp({
  fetch: (...args) => window.fetch(...args),
  notifyError: () => undefined,
  onSignedOut: () => {
    clearUserSession();
    resetAccount();
  },
  language: currentLanguage,
  text: (key) => i18next.t(`common.${key}`),
});

/** Connects the HTTP client to toasts and sign-out, once antd's App context exists. */
function HttpBridge() {
  const { message } = AntApp.useApp();
  const { t } = useTranslation();
  useEffect(() => {
    configureHttp({
      fetch: (...args) => window.fetch(...args),
      notifyError: (text, ms) => void message.error(text, ms / 1000),
      onSignedOut: () => {
        clearUserSession();
        resetAccount();
        const operatorArea = window.location.pathname.startsWith('/operation');
        const target = operatorArea ? '/operation/login' : getState().site.loginEntryPath || '/login';
        // A full load drops every route the previous session added.
        if (window.location.pathname !== target) window.location.assign(target);
      },
      language: currentLanguage,
      text: (key) => t(`common.${key}`),
    });
  }, [message, t]);
  return null;
}

/** The page title follows the route (§2), and a progress bar runs while a route loads. */
function TitleAndProgress() {
  const navigation = useNavigation();
  const matches = useMatches();
  const { t, i18n } = useTranslation();
  const name = [...matches].reverse().map((m) => (m.handle as RouteHandle | undefined)?.name).find(Boolean);
  useEffect(() => {
    if (navigation.state === 'idle') NProgress.done();
    else NProgress.start();
  }, [navigation.state]);
  useEffect(() => {
    const title = name ? t(`routes.${name}` as 'routes.home') : '';
    document.title = title ? `${title} - ${t('common.appName')}` : t('common.appName');
  }, [name, t, i18n.language]);
  return null;
}

export function RootLayout() {
  const site = useConsole((s) => s.site);
  const { i18n } = useTranslation();
  const zh = i18n.language === 'zh';
  useEffect(() => {
    dayjs.locale(zh ? 'zh-cn' : 'en');
    document.documentElement.lang = zh ? 'zh-CN' : 'en';
    document.documentElement.style.setProperty('--console-primary', site.themeColor);
  }, [zh, site.themeColor]);
  return (
    <ConfigProvider locale={zh ? zhCN : enUS} theme={themeFrom(site)}>
      <AntApp>
        <HttpBridge />
        <TitleAndProgress />
        <QueryClientProvider client={queryClient}>
          <Outlet />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
