import { Layout } from 'antd';
import { Link, Outlet } from 'react-router';
import { Brand } from '../components/Brand';
import { ConsoleFooter } from '../components/ConsoleFooter';
import { PageHeading } from '../components/PageHeading';
import { LanguageSwitch } from '../components/LanguageSwitch';

/** Frame of the public pages: brand, language switch, content, footer with version. */
export function PublicLayout() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          background: '#fff',
          borderBottom: '1px solid #f0f0f0',
          padding: '0 24px',
        }}
      >
        <Link to="/" style={{ color: 'inherit' }}>
          <Brand />
        </Link>
        <LanguageSwitch />
      </Layout.Header>
      <Layout.Content style={{ padding: '32px 24px', display: 'flex', justifyContent: 'center' }}>
        <div style={{ width: '100%', maxWidth: 960 }}>
          <PageHeading />
          <Outlet />
        </div>
      </Layout.Content>
      <Layout.Footer style={{ textAlign: 'center', background: 'transparent' }}>
        <ConsoleFooter />
      </Layout.Footer>
    </Layout>
  );
}
