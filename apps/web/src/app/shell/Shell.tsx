import { Layout } from 'antd';
import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { Brand } from '../../components/Brand';
import { ConsoleFooter } from '../../components/ConsoleFooter';
import { useConsole } from '../store';
import { HeaderBar } from './HeaderBar';
import { SideMenu } from './SideMenu';

/** The signed-in frame: left bar in the configured colours, header, breadcrumb, content, footer. */
export function Shell() {
  const [collapsed, setCollapsed] = useState(false);
  const site = useConsole((s) => s.site);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={256} collapsed={collapsed} collapsedWidth={64} trigger={null} data-testid="sider">
        <Link to="/dashboard/home" style={{ display: 'flex', height: 64, alignItems: 'center', paddingInline: collapsed ? 18 : 20 }}>
          <Brand color={site.sidebarActiveTextColor} compact={collapsed} />
        </Link>
        <SideMenu collapsed={collapsed} />
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ borderBottom: '1px solid #f0f0f0' }}>
          <HeaderBar collapsed={collapsed} onToggle={() => setCollapsed((c) => !c)} />
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          <Outlet />
        </Layout.Content>
        <Layout.Footer style={{ textAlign: 'center', background: 'transparent' }}>
          <ConsoleFooter />
        </Layout.Footer>
      </Layout>
    </Layout>
  );
}
