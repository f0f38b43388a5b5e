import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useConsole } from './store';
import { themeFrom } from './theme';

// The HTTP client already toasts errors; a failed query is not retried behind the user's back.
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

const lessMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)');
const subscribeToMotion = (onChange: () => void) => {
  const query = lessMotion();
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const prefersLessMotion = () => lessMotion().matches;

/**
 * Ant Design's theme (website config, §1) and locale for every page built with it. Loaded lazily, so
 * the sign-in route, which needs none of it, does not pay for it. Its components draw from static
 * style sheets (zeroRuntime, app/antdStyles.ts): the theme reaches them through antd's CSS variables,
 * which it still writes at run time.
 */
export default function AntdFrame() {
  const site = useConsole((s) => s.site);
  const { i18n } = useTranslation();
  const zh = i18n.language === 'zh';
  const reducedMotion = useSyncExternalStore(subscribeToMotion, prefersLessMotion);
  useEffect(() => {
    dayjs.locale(zh ? 'zh-cn' : 'en');
  }, [zh]);
  return (
    <ConfigProvider locale={zh ? zhCN : enUS} theme={{ ...themeFrom(site, { reducedMotion }), zeroRuntime: true }}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <Outlet />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
