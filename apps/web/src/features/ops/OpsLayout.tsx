import { AuditOutlined, BankOutlined, ClusterOutlined, IdcardOutlined, KeyOutlined, LogoutOutlined, SafetyCertificateOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import type { OperatorInfo } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Layout, Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { opsApi } from '../../api/calls';
import { OpsHeader } from './OpsHeader';
import { forgetOperator } from './operatorSession';

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

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <OpsHeader>
        <Flex align="center" gap={6} style={{ color: 'rgba(255,255,255,0.85)', marginInlineStart: 8 }} data-testid="ops-operator" title={t('ops.signedInAs', { name: operator.name })}>
          <UserOutlined />
          {operator.name}
        </Flex>
        <Button type="text" icon={<LogoutOutlined />} style={{ color: '#fff' }} onClick={() => void signOut()} data-testid="ops-sign-out">
          {t('ops.signOut')}
        </Button>
      </OpsHeader>
      <Layout>
        <Layout.Sider theme="light" width={220} style={{ borderInlineEnd: '1px solid #f0f0f0' }}>
          <Menu
            mode="inline"
            selectedKeys={[pathname]}
            style={{ borderInlineEnd: 0, paddingTop: 8 }}
            onClick={({ key }) => void navigate(key)}
            data-testid="ops-menu"
            items={[
              // Until the one-time password is replaced the server refuses everything else, so the menu says so too.
              { key: '/operation/site', icon: <SettingOutlined />, label: t('ops.menu.websiteConfig'), disabled: operator.mustChangePassword },
              { key: '/operation/realName', icon: <AuditOutlined />, label: t('review.menu.queue'), disabled: operator.mustChangePassword },
              { key: '/operation/identityRegistry', icon: <IdcardOutlined />, label: t('review.menu.registry'), disabled: operator.mustChangePassword },
              { key: '/operation/enterpriseReview', icon: <SafetyCertificateOutlined />, label: t('enterpriseOps.menu.review'), disabled: operator.mustChangePassword },
              { key: '/operation/remittances', icon: <BankOutlined />, label: t('enterpriseOps.menu.remittances'), disabled: operator.mustChangePassword },
              { key: '/operation/enterprises', icon: <ClusterOutlined />, label: t('enterpriseOps.menu.enterprises'), disabled: operator.mustChangePassword },
              { key: '/operation/password', icon: <KeyOutlined />, label: t('ops.menu.password') },
            ]}
          />
        </Layout.Sider>
        <Layout.Content style={{ padding: 24, minWidth: 0 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
