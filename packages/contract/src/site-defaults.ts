import type { WebsiteConfig } from './site/schemas.js';

/** The built-in website config (§1), kept free of zod so the sign-in page can load without it. */
export const defaultWebsiteConfig: WebsiteConfig = {
  // Antd's blue a shade darker than its default #1677ff (4.1:1 on white): white text on it and links in it pass WCAG AA (5.2:1).
  themeColor: '#1668dc',
  sidebarBgColor: '#001529',
  sidebarTextColor: '#a6adb4',
  sidebarActiveTextColor: '#ffffff',
  loginEntryPath: '/login',
  defaultLanguage: 'en',
};
