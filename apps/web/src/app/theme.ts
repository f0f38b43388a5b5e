import type { WebsiteConfig } from '@console/contract';
import type { ThemeConfig } from 'antd';

/** Website config (§1) as Ant Design theme tokens: changing the config changes the console, no rebuild. */
export function themeFrom(site: WebsiteConfig): ThemeConfig {
  return {
    token: { colorPrimary: site.themeColor, colorLink: site.themeColor, borderRadius: 6 },
    components: {
      Layout: { siderBg: site.sidebarBgColor, triggerBg: site.sidebarBgColor, headerBg: '#ffffff', headerPadding: '0 24px' },
      Menu: {
        darkItemBg: site.sidebarBgColor,
        darkSubMenuItemBg: site.sidebarBgColor,
        darkPopupBg: site.sidebarBgColor,
        darkItemColor: site.sidebarTextColor,
        darkItemHoverColor: site.sidebarActiveTextColor,
        darkItemSelectedColor: site.sidebarActiveTextColor,
        darkItemSelectedBg: site.themeColor,
        darkGroupTitleColor: site.sidebarTextColor,
      },
    },
  };
}
