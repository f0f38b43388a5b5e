import {
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  ClusterOutlined,
  CustomerServiceOutlined,
  IdcardOutlined,
  KeyOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  SafetyOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShoppingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { type ReactNode, Suspense, lazy } from 'react';
import type { OperatorInfo } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Layout, Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import type { OpsIcon } from '../../app/capability';
import { opsPages } from '../../app/capabilities';
import { usePhoneMenu } from '../../app/shell/usePhoneMenu';
import { PageHeading } from '../../components/PageHeading';
import { OperationProtection } from '../mfa/index';
import { opsApi, opsOperationApi } from './api';
import { OpsHeader } from './OpsHeader';
import { forgetOperator } from './operatorSession';

const icons: Record<OpsIcon, ReactNode> = {
  setting: <SettingOutlined />,
  audit: <AuditOutlined />,
  idcard: <IdcardOutlined />,
  safety: <SafetyCertificateOutlined />,
  bank: <BankOutlined />,
  cluster: <ClusterOutlined />,
  // Services and applications (apps15).
  appstore: <AppstoreOutlined />,
  shopping: <ShoppingOutlined />,
  customerService: <CustomerServiceOutlined />,
};

const MenuDrawer = lazy(() => import('../../app/shell/MenuDrawer'));

/**
 * The signed-in frame of the back office: dark header with the operator, a light menu, the page.
 * Below the md breakpoint the menu is a drawer opened from the header, closed by every navigation.
 */
export function OpsLayout({ operator }: { operator: OperatorInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const client = useQueryClient();
  const phoneMenu = usePhoneMenu();

  const signOut = async () => {
    await opsApi.signOut().catch(() => undefined);
    // Leave first: a guard still on screen would ask the server who is signed in, and be told nobody.
    await navigate('/operation/login', { replace: true });
    forgetOperator(client);
  };

  const current = opsPages.find((p) => pathname === `/operation/${p.path}`);
  // A label cut by the bar's width ends in an ellipsis; the title says it whole on hover.
  const label = (text: string) => <span title={text}>{text}</span>;
  const menu = (
    <Menu
      mode="inline"
      selectedKeys={[pathname]}
      style={{ borderInlineEnd: 0, paddingTop: 8 }}
      onClick={({ key }) => {
        // Every choice closes the phone's drawer, the current page's item too.
        phoneMenu.close();
        void navigate(key);
      }}
      data-testid="ops-menu"
      items={[
        // Until the one-time password is replaced the server refuses everything else, so the menu says so too.
        ...opsPages.map((p) => ({
          key: `/operation/${p.path}`,
          icon: icons[p.icon],
          label: label(t(p.label)),
          disabled: operator.mustChangePassword || operator.factorSetUpRequired,
        })),
        { key: '/operation/factor', icon: <SafetyOutlined />, label: label(t('ops.menu.factor')), disabled: operator.mustChangePassword },
        { key: '/operation/password', icon: <KeyOutlined />, label: label(t('ops.menu.password')) },
      ]}
    />
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <OpsHeader
        start={
          phoneMenu.phone && (
            <Button
              type="text"
              size="large"
              aria-label={t(phoneMenu.open ? 'shell.collapse' : 'shell.expand')}
              aria-expanded={phoneMenu.open}
              icon={phoneMenu.open ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
              style={{ color: '#fff', flexShrink: 0 }}
              onClick={phoneMenu.toggle}
              data-testid="ops-menu-toggle"
            />
          )
        }
      >
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
        {!phoneMenu.phone && (
          // As wide as the console's bar: the longest English items (Website configuration, Applications
          // & usage) read whole at 1366 px instead of ending in an ellipsis.
          <Layout.Sider theme="light" width={256} style={{ borderInlineEnd: '1px solid #f0f0f0' }} data-testid="ops-sider">
            {menu}
          </Layout.Sider>
        )}
        {phoneMenu.phone && phoneMenu.wanted && (
          <Suspense fallback={null}>
            <MenuDrawer open={phoneMenu.open} onClose={phoneMenu.close} background="#fff">
              {menu}
            </MenuDrawer>
          </Suspense>
        )}
        <Layout.Content className="console-content" style={{ minWidth: 0 }}>
          <PageHeading
            title={
              current
                ? t(current.label)
                : pathname.endsWith('/password')
                  ? t('ops.menu.password')
                  : pathname.endsWith('/factor')
                    ? t('ops.menu.factor')
                    : undefined
            }
          />
          <Outlet />
          {/* The back office's approvals ask for a fresh code of the operator's app (operation protection). */}
          <OperationProtection api={opsOperationApi} />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
