import type { WebsiteConfig } from './api/site.js';

/** The built-in website config (§1), kept free of zod so the sign-in page can load without it. */
export const defaultWebsiteConfig: WebsiteConfig = {
  themeColor: '#1677ff',
  sidebarBgColor: '#001529',
  sidebarTextColor: '#a6adb4',
  sidebarActiveTextColor: '#ffffff',
  loginEntryPath: '/login',
  defaultLanguage: 'en',
};
