import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Card, Flex, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { mfaApi, mfaEnterpriseKey } from './api';

/**
 * The enterprise's rule on second factors: whether every member must have one (members without one
 * set it up at their next sign-in, and every member's sign-in asks for it). Only the master changes it.
 */
export function EnterpriseMfaCard() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const { data } = useQuery({ queryKey: mfaEnterpriseKey, queryFn: mfaApi.enterpriseRule });
  const change = useMutation({
    mutationFn: mfaApi.enterpriseRuleSet,
    onSuccess: (_, required) => {
      void message.success(required ? t('mfa.enterprise.turnedOn') : t('mfa.enterprise.turnedOff'));
      void client.invalidateQueries({ queryKey: mfaEnterpriseKey });
    },
  });
  if (!data || data.required === null) return null;
  return (
    <Card title={t('mfa.title')} data-testid="enterprise-mfa-card">
      <Flex justify="space-between" align="center" gap={12} wrap>
        <div style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Typography.Text strong>{t('mfa.enterprise.name')}</Typography.Text>{' '}
          <Tag color={data.required ? 'success' : undefined}>
            {data.required ? t('mfa.enterprise.required') : t('mfa.enterprise.notRequired')}
          </Tag>
          <div>
            <Typography.Text type="secondary">
              {t('mfa.enterprise.description')} {!data.canChange && t('mfa.enterprise.onlyMaster')}
            </Typography.Text>
          </div>
        </div>
        <Switch
          checked={data.required}
          disabled={!data.canChange}
          loading={change.isPending}
          onChange={(required) => change.mutate(required)}
          aria-label={t('mfa.enterprise.name')}
          data-testid="enterprise-mfa-switch"
        />
      </Flex>
    </Card>
  );
}
