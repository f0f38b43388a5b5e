import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { loadNamespaces } from '../../app/i18n';
import { OperatorFactorsCard } from '../mfa/index';
import { opsFactorApi, opsPasskeyCalls } from './api';
import { operatorKey, useOperator } from './operatorSession';

/**
 * The operator's own second factor: every operator must have one, so an operator without
 * it is held here (RequireOperator) until the authenticator app is confirmed; later, the recovery codes.
 */
export default function OpsFactorPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const required = useOperator().data?.factorSetUpRequired ?? false;
  // The cards and dialogs speak mfa's words.
  const phrases = useQuery({
    queryKey: ['opsPhrases', 'mfa'],
    queryFn: () => loadNamespaces(['mfa']).then(() => true),
    staleTime: Infinity,
  });
  if (phrases.isPending) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      {required && <Alert type="warning" showIcon title={t('ops.factorRequired')} data-testid="ops-factor-required" />}
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('ops.factorIntro')}
      </Typography.Paragraph>
      <OperatorFactorsCard
        api={{ ...opsFactorApi, passkeyCalls: { ...opsPasskeyCalls, passwordLabel: t('ops.operatorPassword') } }}
        onChanged={() => void client.invalidateQueries({ queryKey: operatorKey })}
      />
    </Flex>
  );
}
