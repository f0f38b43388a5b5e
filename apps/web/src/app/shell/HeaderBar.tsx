import { safeLocalPath } from '@console/contract/contrast';
import { DownOutlined, LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, UserOutlined } from '@ant-design/icons';
import { accountType } from '@console/contract/enums';
import { Avatar, Breadcrumb, Button, Dropdown, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { accountApi } from '../../features/account';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { ContextSwitch } from '../../features/enterprise';
import { breadcrumbNames } from '../routing';
import { clearUserSession } from '../session';
import { getState, useConsole } from '../store';

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
  return (
    <Flex align="center" justify="space-between" style={{ height: '100%' }}>
      {/* The crumbs give way (one line, cut at the end) so the context switch and account stay whole. */}
      <Flex align="center" gap={12} style={{ flex: 1, minWidth: 0 }}>
        <Button
          type="text"
          size="large"
          aria-label={t(collapsed ? 'shell.expand' : 'shell.collapse')}
          aria-expanded={!collapsed}
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={onToggle}
          data-testid="menu-toggle"
        />
        <Breadcrumb
          className="console-breadcrumb"
          data-testid="breadcrumb"
          items={[
            { title: <Link to="/dashboard/home">{t('shell.home')}</Link> },
            // On a phone only the page itself: the menu drawer shows where it sits.
            ...crumbs
              .filter((c) => c !== 'home')
              .slice(phone ? -1 : 0)
              .map((c) => ({ title: t(`routes.${c}` as 'routes.home') })),
          ]}
        />
      </Flex>
      <Flex align="center" gap={8} style={{ flexShrink: 0 }}>
        <ContextSwitch />
        <LanguageSwitch />
        <Dropdown
          menu={{ items: [{ key: 'signOut', icon: <LogoutOutlined />, label: t('shell.signOut'), onClick: () => void signOut() }] }}
          trigger={['click']}
        >
          <Button type="text" data-testid="user-menu">
            <Avatar size="small" icon={<UserOutlined />} />
            <span className="console-header-name">{header?.userName}</span>
            {header && !phone && (
              <Tag style={{ marginInlineEnd: 0 }}>
                {t(header.type === accountType.enterprise ? 'shell.enterpriseAccount' : 'shell.personalAccount')}
              </Tag>
            )}
            <DownOutlined style={{ fontSize: 10 }} />
          </Button>
        </Dropdown>
      </Flex>
    </Flex>
  );
}
