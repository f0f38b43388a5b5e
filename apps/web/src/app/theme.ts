import type { WebsiteConfig } from '@console/contract';
import type { ThemeConfig } from 'antd';
import { hoverShade } from './theme-shade';

/**
 * A coloured tag's text is its palette's 7th shade, which reads at 2.7–3.4:1 on the tag's tint: the
 * darker shade that passes AA (4.5:1) instead. Antd names each shade twice (`green7`, `green-7`), and
 * both become the CSS variable `--ant-green-7`, so both are set.
 */
const presetTextShades = Object.fromEntries(
  Object.entries({
    red: '#a8071a',
    volcano: '#ad2102',
    orange: '#ad4e00',
    gold: '#874d00',
    yellow: '#876800',
    lime: '#3f6600',
    green: '#237804',
    cyan: '#006d75',
    blue: '#003eb3',
    geekblue: '#10239e',
    purple: '#391085',
    magenta: '#9e1068',
    pink: '#9e1068',
  }).flatMap(([colour, shade]) => [
    [`${colour}7`, shade],
    [`${colour}-7`, shade],
  ]),
);

/** Website config (§1) as Ant Design theme tokens: changing the config changes the console, no rebuild. */
export function themeFrom(site: WebsiteConfig, { reducedMotion = false } = {}): ThemeConfig {
  return {
    token: {
      // A reader who asked their system for less motion (WCAG 2.3.3) gets dialogs, drawers and menus
      // without their slides and fades.
      motion: !reducedMotion,
      colorPrimary: site.themeColor,
      colorLink: site.themeColor,
      colorInfo: site.themeColor,
      // Antd lightens on hover, which takes white text below AA on a checked theme colour.
      colorPrimaryHover: hoverShade(site.themeColor),
      colorLinkHover: hoverShade(site.themeColor),
      // Antd's defaults for these read below WCAG AA (4.5:1) as text — secondary text 3.4:1 on white,
      // error #ff4d4f 3.3:1, a success tag 2.2:1 — so the console uses shades that pass, on white and on their tints.
      colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
      colorTextDescription: 'rgba(0, 0, 0, 0.65)',
      colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
      // Placeholders are read too: antd's 0.25 alpha is 1.8:1 on white.
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
      colorError: '#cf1322',
      colorSuccess: '#237804',
      colorWarning: '#874d00',
      // Antd derives a status's tint and border from its seed; from these darker seeds the tints turn
      // murky (a tag's text drops to 2.7:1), so the tints stay antd's light defaults.
      colorSuccessBg: '#f6ffed',
      colorSuccessBorder: '#b7eb8f',
      colorWarningBg: '#fffbe6',
      colorWarningBorder: '#ffe58f',
      colorErrorBg: '#fff2f0',
      colorErrorBorder: '#ffccc7',
      ...presetTextShades,
      borderRadius: 6,
    },
    components: {
      // A table's "no data" line is written in the disabled grey (1.8:1 on white): it is read, not disabled.
      Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.65)' },
      Layout: { siderBg: site.sidebarBgColor, triggerBg: site.sidebarBgColor, headerBg: '#ffffff', headerPadding: '0 24px' },
      Menu: {
        // The back office's light menu writes the selected item in the theme colour on its tint: a shade darker keeps AA.
        itemSelectedColor: hoverShade(site.themeColor),
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
