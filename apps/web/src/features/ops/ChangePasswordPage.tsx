import type { OperatorInfo } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChangePasswordForm } from './ChangePasswordForm';
import { rememberOperator, useOperator } from './operatorSession';

export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const forced = useOperator().data?.mustChangePassword ?? false;

  const changed = (operator: OperatorInfo) => {
    rememberOperator(client, operator);
    void message.success(t('ops.passwordChanged'));
    // Someone who was held here by a one-time password goes on to the work they came for (after the
    // second factor every operator must set up).
    if (forced) void navigate(operator.factorSetUpRequired ? '/operation/factor' : '/operation/site', { replace: true });
  };

  return (
    <Card title={t('ops.changePasswordTitle')} style={{ maxWidth: 520 }}>
      {forced && (
        <Alert
          type="warning"
          showIcon
          title={t('ops.changePasswordIntro')}
          style={{ marginBottom: 16 }}
          data-testid="ops-password-forced"
        />
      )}
      <Typography.Paragraph type="secondary">{t('ops.changePasswordNote')}</Typography.Paragraph>
      <ChangePasswordForm onChanged={changed} />
    </Card>
  );
}
