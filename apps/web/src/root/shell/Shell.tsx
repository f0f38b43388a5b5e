import { Layout } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { Brand } from '../../components/Brand';
import { ConsoleFooter } from '../../components/ConsoleFooter';
import { PageHeading } from '../../components/PageHeading';
import { usePhoneMenu } from '../../app/shell/usePhoneMenu';
import { useConsole } from '../../app/store';
import { HeaderBar } from './HeaderBar';

// The menu (antd's Menu) is drawn after the frame: a desktop's bar fills in a moment later, and a
// phone, whose menu is in the drawer, loads it with the drawer at the first tap.
const SideMenu = lazy(() => import('../../app/shell/SideMenu').then((m) => ({ default: m.SideMenu })));
const MenuDrawer = lazy(async () => (await Promise.all([import('../../app/shell/MenuDrawer'), import('../../app/shell/SideMenu')]))[0]);
// An enterprise's second-factor requirement (its members without a factor are led to set one up) and
// the operation-protection dialog: mfa's index keeps both small (see there).
const MfaSetUpGuard = lazy(() => import('../../features/mfa/index').then((m) => ({ default: m.MfaSetUpGuard })));
const OperationProtection = lazy(() => import('../../features/mfa/index').then((m) => ({ default: m.OperationProtection })));

/**
 * The signed-in frame: left bar in the configured colours, header, breadcrumb, content, footer. Below
 * the md breakpoint (768 px) the left bar becomes a drawer opened from the header, closed again by
 * every navigation, so a phone keeps its whole width for the page.
 */
export function Shell() {
  const [collapsed, setCollapsed] = useState(false);
  const menu = usePhoneMenu();
  const site = useConsole((s) => s.site);
  const brand = (compact: boolean) => (
    <Link to="/dashboard/home" style={{ display: 'flex', height: 64, alignItems: 'center', paddingInline: compact ? 18 : 20 }}>
      <Brand color={site.sidebarActiveTextColor} compact={compact} />
    </Link>
  );
  return (
    <Layout style={{ minHeight: '100vh' }}>
      {!menu.phone && (
        <Layout.Sider width={256} collapsed={collapsed} collapsedWidth={64} trigger={null} data-testid="sider">
          {brand(collapsed)}
          <Suspense fallback={null}>
            <SideMenu collapsed={collapsed} />
          </Suspense>
        </Layout.Sider>
      )}
      {menu.phone && menu.wanted && (
        <Suspense fallback={null}>
          <MenuDrawer open={menu.open} onClose={menu.close} background={site.sidebarBgColor}>
            {brand(false)}
            <SideMenu collapsed={false} onChoose={menu.close} />
          </MenuDrawer>
        </Suspense>
      )}
      <Layout style={{ minWidth: 0 }}>
        <Layout.Header className="console-header" style={{ borderBottom: '1px solid #f0f0f0' }}>
          <HeaderBar
            phone={menu.phone}
            collapsed={menu.phone ? !menu.open : collapsed}
            onToggle={() => (menu.phone ? menu.toggle() : setCollapsed((c) => !c))}
          />
        </Layout.Header>
        <Layout.Content className="console-content">
          <Suspense fallback={null}>
            <MfaSetUpGuard />
            <OperationProtection />
          </Suspense>
          <PageHeading />
          <Outlet />
        </Layout.Content>
        <Layout.Footer style={{ textAlign: 'center', background: 'transparent' }}>
          <ConsoleFooter />
        </Layout.Footer>
      </Layout>
    </Layout>
  );
}
