import {
  AuditOutlined,
  BankOutlined,
  ClusterOutlined,
  IdcardOutlined,
  KeyOutlined,
  LogoutOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { OperatorInfo } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Layout, Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { opsApi } from './api';
import type { OpsIcon } from '../../app/capability';
import { opsPages } from '../../app/capabilities';
import { PageHeading } from '../../components/PageHeading';
import { OpsHeader } from './OpsHeader';
import { forgetOperator } from './operatorSession';

const icons: Record<OpsIcon, ReactNode> = {
  setting: <SettingOutlined />,
  audit: <AuditOutlined />,
  idcard: <IdcardOutlined />,
  safety: <SafetyCertificateOutlined />,
  bank: <BankOutlined />,
  cluster: <ClusterOutlined />,
};

/** The signed-in frame of the back office: dark header with the operator, a light menu, the page. */
export function OpsLayout({ operator }: { operator: OperatorInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const client = useQueryClient();

  const signOut = async () => {
    await opsApi.signOut().catch(() => undefined);
    // Leave first: a guard still on screen would ask the server who is signed in, and be told nobody.
    await navigate('/operation/login', { replace: true });
    forgetOperator(client);
  };

  const current = opsPages.find((p) => pathname === `/operation/${p.path}`);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <OpsHeader>
        <Flex
          align="center"
          gap={6}
          style={{ color: 'rgba(255,255,255,0.85)', marginInlineStart: 8 }}
          data-testid="ops-operator"
          title={t('ops.signedInAs', { name: operator.name })}
        >
          <UserOutlined />
          <span className="ops-header-name">{operator.name}</span>
        </Flex>
        <Button
          type="text"
          icon={<LogoutOutlined />}
          style={{ color: '#fff' }}
          onClick={() => void signOut()}
          data-testid="ops-sign-out"
          aria-label={t('ops.signOut')}
        >
          <span className="ops-header-signout">{t('ops.signOut')}</span>
        </Button>
      </OpsHeader>
      <Layout>
        {/* Below md the menu folds away behind the sider's own tab, leaving a phone its width. */}
        <Layout.Sider theme="light" width={220} breakpoint="md" collapsedWidth={0} style={{ borderInlineEnd: '1px solid #f0f0f0' }}>
          <Menu
            mode="inline"
            selectedKeys={[pathname]}
            style={{ borderInlineEnd: 0, paddingTop: 8 }}
            onClick={({ key }) => void navigate(key)}
            data-testid="ops-menu"
            items={[
              // Until the one-time password is replaced the server refuses everything else, so the menu says so too.
              ...opsPages.map((p) => ({
                key: `/operation/${p.path}`,
                icon: icons[p.icon],
                label: t(p.label),
                disabled: operator.mustChangePassword,
              })),
              { key: '/operation/password', icon: <KeyOutlined />, label: t('ops.menu.password') },
            ]}
          />
        </Layout.Sider>
        <Layout.Content className="console-content">
          <PageHeading title={current ? t(current.label) : pathname.endsWith('/password') ? t('ops.menu.password') : undefined} />
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
