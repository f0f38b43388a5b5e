import { moduleCatalogue } from '@console/contract/modules';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConsole } from '../../../app/store';
import { ForgetPasswordForm } from './ForgetPasswordForm';
import { securityApi } from './api';

const securityLink = moduleCatalogue.find((entry) => entry.code === 'security')?.webLink;
const securityPath = securityLink ? `/${securityLink.split(':').join('/')}` : null;

/** Personal center › forget: reset the login password with a code to the account's own phone or e-mail. */
export default function ForgetPasswordPage() {
  const { t } = useTranslation();
  const [done, setDone] = useState(false);
  const maySeeSecurity = useConsole((s) => s.permissions?.routeNames.has('security') ?? false);
  const { data: targets } = useQuery({ queryKey: ['security', 'resetTargets'], queryFn: securityApi.resetTargets });
  const navigate = useNavigate();
  const back =
    maySeeSecurity && securityPath ? (
      <Button type="primary" onClick={() => void navigate(securityPath)}>
        {t('personal.security.forget.backToSecurity')}
      </Button>
    ) : undefined;

  return (
    <Card title={t('personal.security.forget.title')} data-testid="forget-card">
      {done ? (
        <Result
          status="success"
          title={t('personal.security.forget.doneTitle')}
          subTitle={t('personal.security.forget.doneText')}
          extra={back}
          data-testid="forget-done"
        />
      ) : !targets ? (
        <Skeleton active />
      ) : !targets.phone && !targets.email ? (
        <Alert type="warning" showIcon message={t('personal.security.forget.noTarget')} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('personal.security.forget.intro')}</Typography.Paragraph>
          <ForgetPasswordForm targets={targets} onDone={() => setDone(true)} />
        </>
      )}
    </Card>
  );
}
