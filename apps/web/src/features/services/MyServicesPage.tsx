import type { SubscriptionView } from '@console/contract';
import { Card, Flex, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePagePath } from '../../app/routing';
import { LoadMoreTable } from '../../components/LoadMoreTable';
import { useLoadMoreList } from '../../components/useLoadMoreList';
import { NextSteps } from '../../components/NextSteps';
import { servicesApi, servicesKey } from './api';
import { ServiceStatusTag, useServiceLabels } from './labels';

/** §2 myServiceList: the enterprise's services with quantity, usage, due date and status. */
export default function MyServicesPage() {
  const { t } = useTranslation();
  const label = useServiceLabels();
  const buyPath = usePagePath('payment');
  const workOrderPath = usePagePath('newWorkOrder');
  const services = useLoadMoreList({
    queryKey: [...servicesKey, 'list'],
    fetch: (after) => servicesApi.list(after),
    emptyText: (
      <NextSteps
        text={t('services.empty')}
        steps={[
          { to: buyPath && `${buyPath}?buy=1`, label: t('services.buyPackage'), primary: true, testId: 'next-buy' },
          { to: workOrderPath, label: t('services.askPlatform'), testId: 'next-work-order' },
        ]}
      />
    ),
    moreText: t('services.loadMore'),
  });
  const columns: TableColumnsType<SubscriptionView> = [
    {
      key: 'product',
      title: t('services.product'),
      render: (_, s) => (
        <Flex vertical>
          <span>{s.productName}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {s.productNo}
          </Typography.Text>
        </Flex>
      ),
    },
    { key: 'service', title: t('services.service'), render: (_, s) => label.service(s) },
    { key: 'mode', title: t('services.mode'), render: (_, s) => label.mode(s.issuingMode) },
    { key: 'quantity', title: t('services.quantity'), align: 'right', render: (_, s) => label.count(s.totalCount) },
    { key: 'used', title: t('services.used'), align: 'right', render: (_, s) => s.usedCount.toLocaleString() },
    { key: 'remaining', title: t('services.remaining'), align: 'right', render: (_, s) => label.count(s.remaining) },
    { key: 'due', title: t('services.dueAt'), render: (_, s) => <span style={{ whiteSpace: 'nowrap' }}>{label.due(s.dueAt)}</span> },
    { key: 'cycle', title: t('services.cycle'), render: (_, s) => t(`services.cycles.${s.cycle}`) },
    { key: 'status', title: t('services.status'), render: (_, s) => <ServiceStatusTag status={s.status} /> },
  ];
  return (
    <Card title={t('services.title')}>
      <Typography.Paragraph type="secondary">{t('services.intro')}</Typography.Paragraph>
      <LoadMoreTable list={services} size="large" columns={columns} scrollX={960} testId="services-table" />
    </Card>
  );
}
