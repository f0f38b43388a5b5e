import type { OperatorInfo } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Layout, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSignedOutMessage } from '../../app/session';
import { OpsHeader } from './OpsHeader';
import { OpsSignInForm } from './OpsSignInForm';
import { rememberOperator } from './operatorSession';

export default function OpsSignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const from = (useLocation().state as { from?: string } | null)?.from;
  // Sent here because the session expired or was replaced: the reason stays in view (§8).
  const signedOut = useSignedOutMessage();

  const signedIn = (operator: OperatorInfo) => {
    rememberOperator(client, operator);
    const target = operator.mustChangePassword
      ? '/operation/password'
      : from?.startsWith('/operation/') && from !== '/operation/login'
        ? from
        : '/operation/site';
    void navigate(target, { replace: true });
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <OpsHeader />
      <Layout.Content style={{ display: 'flex', justifyContent: 'center', padding: '72px 16px' }}>
        <Card style={{ width: 400, height: 'fit-content' }}>
          {/* The page's one h1, at the size the card's title had. */}
          <Typography.Title level={1} style={{ marginTop: 0, fontSize: 24 }}>
            {t('ops.signInTitle')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('ops.signInIntro')}</Typography.Paragraph>
          {signedOut && <Alert type="error" showIcon title={signedOut} style={{ marginBottom: 16 }} data-testid="signed-out-notice" />}
          <OpsSignInForm onSignedIn={signedIn} />
        </Card>
      </Layout.Content>
    </Layout>
  );
}
