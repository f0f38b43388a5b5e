import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { costCenterApi } from './api';
import { useYuan } from './labels';

/** The sandbox payment gateway's own page (PAYMENT_PROVIDER=sandbox): the payer approves, declines or leaves it hanging. */
export default function SandboxPaymentPage() {
  const { t } = useTranslation();
  const yuan = useYuan();
  const client = useQueryClient();
  const ref = useSearchParams()[0].get('ref') ?? '';
  const key = ['paymentSandbox', ref];
  const { data, error } = useQuery({ queryKey: key, queryFn: () => costCenterApi.sandbox(ref), enabled: ref !== '' });
  const decide = useMutation({
    mutationFn: (decision: 'approve' | 'decline' | 'hang') => costCenterApi.decide(ref, decision),
    onSuccess: (answer) => client.setQueryData(key, answer),
  });
  const back = data ? new URL(data.returnUrl, window.location.origin) : null;
  return (
    <Flex justify="center" style={{ padding: 16 }}>
      <Card title={t('costCenter.sandbox.title')} style={{ width: '100%', maxWidth: 520 }} data-testid="sandbox-gateway">
        <Alert type="info" showIcon title={t('costCenter.sandbox.intro')} style={{ marginBottom: 16 }} />
        {error && <Alert type="error" showIcon title={error.message} />}
        {data && (
          <>
            <Descriptions column={1} bordered size="small" style={{ marginBottom: 16 }}>
              <Descriptions.Item label={t('costCenter.sandbox.order')}>{data.orderNo}</Descriptions.Item>
              <Descriptions.Item label={t('costCenter.sandbox.amount')}>
                <strong>{yuan(data.amountFen)}</strong>
              </Descriptions.Item>
              <Descriptions.Item label={t('costCenter.sandbox.status')}>
                <Tag
                  color={data.status === 'approved' ? 'success' : data.status === 'declined' ? 'error' : 'gold'}
                  data-testid="sandbox-status"
                >
                  {t(`costCenter.sandbox.states.${data.status}`)}
                </Tag>
              </Descriptions.Item>
            </Descriptions>
            {data.status === 'pending' ? (
              <Flex gap={8} wrap>
                <Button type="primary" loading={decide.isPending} onClick={() => decide.mutate('approve')} data-testid="sandbox-approve">
                  {t('costCenter.sandbox.approve')}
                </Button>
                <Button danger onClick={() => decide.mutate('decline')} data-testid="sandbox-decline">
                  {t('costCenter.sandbox.decline')}
                </Button>
                <Button onClick={() => decide.mutate('hang')}>{t('costCenter.sandbox.hang')}</Button>
              </Flex>
            ) : (
              <Flex vertical gap={8}>
                <Alert
                  type={data.status === 'approved' ? 'success' : 'warning'}
                  showIcon
                  title={t(`costCenter.sandbox.states.${data.status}`)}
                />
                {back && <Link to={`${back.pathname}${back.search}`}>{t('costCenter.sandbox.back')}</Link>}
              </Flex>
            )}
          </>
        )}
      </Card>
    </Flex>
  );
}
