import { PlusOutlined } from '@ant-design/icons';
import type { OpsSubscriptionView } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedListTable } from '../../../components/PagedListTable';
import { usePagedList } from '../../../components/usePagedList';
import { ServiceStatusTag, useServiceLabels } from '../labels';
import { AdjustDialog } from './AdjustDialog';
import { EnterprisePicker } from './EnterprisePicker';
import { GrantDialog } from './GrantDialog';
import { servicesOpsApi, subscriptionsKey } from './api';

const pageSize = 20;

/** Back office: subscriptions (of one enterprise or all), granting one and adjusting one, both logged. */
export default function SubscriptionsPage() {
  const { t } = useTranslation();
  const label = useServiceLabels();
  const client = useQueryClient();
  const [enterpriseId, setEnterpriseId] = useState<string>();
  const [granting, setGranting] = useState(false);
  const [adjusting, setAdjusting] = useState<OpsSubscriptionView>();
  const list = usePagedList({
    queryKey: [...subscriptionsKey, enterpriseId ?? ''],
    filterKey: enterpriseId ?? '',
    pageSize,
    fetch: (after) => servicesOpsApi.subscriptions(enterpriseId, after, pageSize),
    totalText: (total) => t('services.ops.subscriptions.total', { count: total }),
    emptyText: t('services.ops.subscriptions.empty'),
  });
  const changed = () => void client.invalidateQueries({ queryKey: subscriptionsKey });
  const columns: TableColumnsType<OpsSubscriptionView> = [
    {
      key: 'enterprise',
      title: t('services.ops.subscriptions.enterprise'),
      render: (_, s) => (
        <Flex vertical>
          <span>{s.enterprise.name}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {s.enterprise.enterpriseNo}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'product',
      title: t('services.product'),
      render: (_, s) => (
        <Flex vertical>
          <span>{s.productName}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {s.productNo} · {label.service(s)}
          </Typography.Text>
        </Flex>
      ),
    },
    { key: 'mode', title: t('services.mode'), render: (_, s) => label.mode(s.issuingMode) },
    { key: 'quantity', title: t('services.quantity'), align: 'right', render: (_, s) => label.count(s.totalCount) },
    { key: 'used', title: t('services.used'), align: 'right', render: (_, s) => s.usedCount.toLocaleString() },
    { key: 'due', title: t('services.dueAt'), render: (_, s) => <span style={{ whiteSpace: 'nowrap' }}>{label.due(s.dueAt)}</span> },
    { key: 'status', title: t('services.status'), render: (_, s) => <ServiceStatusTag status={s.status} /> },
    {
      key: 'actions',
      title: t('services.ops.subscriptions.adjust'),
      fixed: 'right',
      render: (_, s) => (
        <Button size="small" onClick={() => setAdjusting(s)} data-testid={`adjust-${s.productNo}`}>
          {t('services.ops.subscriptions.adjust')}
        </Button>
      ),
    },
  ];
  return (
    <Card
      title={t('services.ops.subscriptions.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setGranting(true)} data-testid="subscription-grant">
          {t('services.ops.subscriptions.grant')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('services.ops.subscriptions.intro')}</Typography.Paragraph>
      <Flex style={{ marginBottom: 16 }}>
        <EnterprisePicker value={enterpriseId} onChange={setEnterpriseId} />
      </Flex>
      <PagedListTable list={list} columns={columns} scroll={{ x: 1040 }} data-testid="subscriptions-table" />
      <GrantDialog
        open={granting}
        enterpriseId={enterpriseId}
        onClose={() => setGranting(false)}
        onGranted={(id) => {
          setGranting(false);
          setEnterpriseId(id);
          changed();
        }}
      />
      <AdjustDialog
        subscription={adjusting}
        onClose={() => setAdjusting(undefined)}
        onAdjusted={() => {
          setAdjusting(undefined);
          changed();
        }}
      />
    </Card>
  );
}
