import { Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { MenuNode } from '../routing';
import { useConsole } from '../store';
import { menuIcons } from './menuIcons';

type Item = Required<MenuProps>['items'][number];

const ancestorsOf = (pathname: string) =>
  pathname
    .split('/')
    .filter(Boolean)
    .slice(0, -1)
    .map((_, i, parts) => `/${parts.slice(0, i + 1).join('/')}`);

/**
 * The left menu, built from the permitted routes (§2). `onChoose` runs on every choice, the current
 * page's item too: the phone's drawer closes with it (a navigation alone would leave it open there).
 */
export function SideMenu({ collapsed, onChoose }: { collapsed: boolean; onChoose?: () => void }) {
  const menu = useConsole((s) => s.menu);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = useMemo(() => {
    const toItem = (n: MenuNode): Item => {
      const label = t(`routes.${n.name}` as 'routes.home');
      // A label cut by the bar's width ends in an ellipsis; the title says it whole on hover.
      return { key: n.key, icon: menuIcons[n.name], label: <span title={label}>{label}</span>, children: n.children?.map(toItem) };
    };
    return menu.map(toItem);
  }, [menu, t]);
  // The groups above the current page open whenever the page changes, also when it was reached by a link.
  const [openKeys, setOpenKeys] = useState<string[]>(() => ancestorsOf(pathname));
  const [openedFor, setOpenedFor] = useState(pathname);
  if (openedFor !== pathname) {
    setOpenedFor(pathname);
    setOpenKeys((keys) => [...new Set([...keys, ...ancestorsOf(pathname)])]);
  }
  return (
    <Menu
      theme="dark"
      mode="inline"
      // Three levels deep at antd's 24 px a level left the longest English items (Enterprise
      // authentication, Select orders to invoice) a few pixels short at 1366 px; 16 still shows the levels.
      inlineIndent={16}
      items={items}
      selectedKeys={[pathname]}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      onClick={({ key }) => {
        onChoose?.();
        void navigate(key);
      }}
      data-testid="side-menu"
    />
  );
}
