import { safeLocalPath } from '@console/contract/contrast';
import { DownOutlined, LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, UserOutlined } from '@ant-design/icons';
import { accountType } from '@console/contract/enums';
import { Avatar, Button, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { accountApi } from '../../features/account';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { LazyDropdown } from '../../components/LazyDropdown';
import { ContextSwitch } from '../../features/enterprise';
import { breadcrumbNames } from '../../app/routing';
import { clearUserSession } from '../../app/session';
import { CrumbTrail } from '../../app/shell/CrumbTrail';
import { getState, useConsole } from '../../app/store';

async function signOut() {
  await accountApi.signOut().catch(() => undefined);
  clearUserSession();
  // A full load drops the routes this session added.
  window.location.assign(safeLocalPath(getState().site.loginEntryPath));
}

export function HeaderBar({ phone, collapsed, onToggle }: { phone: boolean; collapsed: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const header = useConsole((s) => s.header);
  const { pathname } = useLocation();
  const crumbs = breadcrumbNames(pathname);
  // On a phone only the page itself: the drawer shows where it sits, and the width goes to the header's buttons.
  const shown = crumbs.filter((c) => c !== 'home').map((c) => t(`routes.${c}` as 'routes.home'));
  const home = <Link to="/dashboard/home">{t('shell.home')}</Link>;
  return (
    <Flex align="center" justify="space-between" gap={8} style={{ height: '100%' }}>
      {/* The crumbs give way (one line, cut at the end with an ellipsis) so the context switch and account stay whole. */}
      <Flex align="center" gap={phone ? 4 : 12} style={{ flex: 1, minWidth: 0 }}>
        <Button
          type="text"
          size="large"
          aria-label={t(collapsed ? 'shell.expand' : 'shell.collapse')}
          aria-expanded={!collapsed}
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={onToggle}
          style={{ flexShrink: 0 }}
          data-testid="menu-toggle"
        />
        <CrumbTrail
          className="console-breadcrumb"
          data-testid="breadcrumb"
          items={phone ? (shown.length ? shown.slice(-1) : [t('shell.home')]) : [home, ...shown]}
        />
      </Flex>
      <Flex align="center" gap={phone ? 0 : 8} style={{ flexShrink: 0 }}>
        <ContextSwitch />
        <LanguageSwitch />
        <LazyDropdown
          menu={{ items: [{ key: 'signOut', icon: <LogoutOutlined />, label: t('shell.signOut'), onClick: () => void signOut() }] }}
        >
          <Button type="text" data-testid="user-menu">
            <Avatar size="small" icon={<UserOutlined />} />
            {/* On a phone the name is read out, not shown: the avatar keeps the header's room. */}
            <span className={phone ? 'visually-hidden' : 'console-header-name'}>{header?.userName}</span>
            {header && !phone && (
              <Tag style={{ marginInlineEnd: 0 }}>
                {t(header.type === accountType.enterprise ? 'shell.enterpriseAccount' : 'shell.personalAccount')}
              </Tag>
            )}
            <DownOutlined style={{ fontSize: 10 }} />
          </Button>
        </LazyDropdown>
      </Flex>
    </Flex>
  );
}
