import { type OrderStatusName, orderStatusNames } from '@console/contract';
import { costCenterRoutes as r } from '@console/contract/costCenter/routes';
import { fillPath } from '@console/contract/route';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Input, Popconfirm, Select, Space, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedListTable } from '../../../components/PagedListTable';
import { usePagedList } from '../../../components/usePagedList';
import { FileDownloadButton } from '../../../components/FileDownloadButton';
import { opsCostCenterApi, opsCostCenterKey } from '../api';
import { OrderStatusTag, useYuan } from '../labels';
import { CouponDialog } from './CouponDialog';

const pageSize = 20;
type Row = Awaited<ReturnType<typeof opsCostCenterApi.orders>>['list'][number];
type Act = { id: string; kind: 'review' | 'confirm' | 'resolve'; yes: boolean };

/** Back office: orders by status — review, confirm offline transfers, resolve abnormal payments; coupon issuing. */
export default function OrdersPage() {
  const { t } = useTranslation();
  const yuan = useYuan();
  const client = useQueryClient();
  const [filter, setFilter] = useState<OrderStatusName | 'all'>('toBeReviewed');
  const [reason, setReason] = useState('');
  const [issuing, setIssuing] = useState(false);
  const list = usePagedList({
    queryKey: [...opsCostCenterKey, 'orders', filter],
    filterKey: filter,
    pageSize,
    fetch: (after) => opsCostCenterApi.orders({ status: filter === 'all' ? undefined : filter, after, pageSize }),
    totalText: (total) => t('costCenter.orders.total', { count: total }),
    emptyText: t('costCenter.orders.empty'),
  });
  const act = useMutation({
    mutationFn: ({ id, kind, yes }: Act) =>
      kind === 'review'
        ? opsCostCenterApi.review(id, yes, reason)
        : kind === 'confirm'
          ? opsCostCenterApi.confirm(id, yes, reason)
          : opsCostCenterApi.resolve(id, yes ? 'complete' : 'refund', reason),
    onSuccess: () => {
      setReason('');
      void client.invalidateQueries({ queryKey: opsCostCenterKey });
    },
  });
  const button = (o: Row, kind: Act['kind'], yes: boolean, label: string) => (
    <Popconfirm
      title={label}
      description={
        <Input placeholder={t('costCenter.ops.orders.reason')} maxLength={300} value={reason} onChange={(e) => setReason(e.target.value)} />
      }
      onConfirm={() => act.mutate({ id: o.id, kind, yes })}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
    >
      <Button size="small" type={yes ? 'primary' : 'default'} danger={!yes} data-testid={`ops-order-${kind}-${yes ? 'yes' : 'no'}`}>
        {label}
      </Button>
    </Popconfirm>
  );
  const columns: TableColumnsType<Row> = [
    { key: 'orderNo', title: t('costCenter.orders.orderNo'), render: (_, o) => <Typography.Text code>{o.orderNo}</Typography.Text> },
    { key: 'enterprise', title: t('costCenter.ops.orders.enterprise'), render: (_, o) => o.enterpriseName ?? '—' },
    { key: 'item', title: t('costCenter.orders.item'), render: (_, o) => `${o.itemName} ×${o.quantity}` },
    {
      key: 'amount',
      title: t('costCenter.orders.amount'),
      align: 'right',
      render: (_, o) => (
        <Space direction="vertical" size={0} style={{ whiteSpace: 'nowrap' }}>
          <strong>{yuan(o.amountFen)}</strong>
          {o.paidAmountFen !== null && <span>{t('costCenter.ops.orders.paid', { amount: yuan(o.paidAmountFen) })}</span>}
        </Space>
      ),
    },
    {
      key: 'status',
      title: t('costCenter.orders.status'),
      render: (_, o) => (
        <Space direction="vertical" size={0}>
          <OrderStatusTag status={o.status} />
          {o.note && <Typography.Text type="secondary">{o.note}</Typography.Text>}
        </Space>
      ),
    },
    { key: 'createdAt', title: t('costCenter.orders.createdAt'), render: (_, o) => dayjs(o.createdAt).format('YYYY-MM-DD HH:mm') },
    {
      key: 'actions',
      title: t('costCenter.orders.actions'),
      render: (_, o) => (
        <Flex gap={4} wrap>
          {o.status === 'toBeReviewed' && (
            <>
              {button(o, 'review', true, t('costCenter.ops.orders.approve'))}
              {button(o, 'review', false, t('costCenter.ops.orders.refuse'))}
            </>
          )}
          {o.status === 'paymentToBeConfirmed' && (
            <>
              <FileDownloadButton
                size="small"
                path={fillPath(r.opsReceipt.path, { id: o.id })}
                fileName={`${o.orderNo}-receipt`}
                testId="ops-order-receipt"
              >
                {t('costCenter.ops.orders.receipt')}
              </FileDownloadButton>
              {button(o, 'confirm', true, t('costCenter.ops.orders.confirm'))}
              {button(o, 'confirm', false, t('costCenter.ops.orders.sendBack'))}
            </>
          )}
          {o.status === 'abnormalPayment' && (
            <>
              {button(o, 'resolve', true, t('costCenter.ops.orders.complete'))}
              {button(o, 'resolve', false, t('costCenter.ops.orders.refund'))}
            </>
          )}
        </Flex>
      ),
    },
  ];
  return (
    <Card
      title={t('costCenter.ops.orders.title')}
      extra={
        <Button onClick={() => setIssuing(true)} data-testid="coupon-issue">
          {t('costCenter.ops.coupons.issue')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('costCenter.ops.orders.intro')}</Typography.Paragraph>
      <Select
        value={filter}
        aria-label={t('costCenter.orders.status')}
        style={{ width: 220, marginBottom: 16 }}
        onChange={setFilter}
        options={[
          { value: 'all', label: t('costCenter.all') },
          ...orderStatusNames.map((s) => ({ value: s, label: t(`costCenter.statuses.${s}`) })),
        ]}
        data-testid="ops-order-filter"
      />
      <PagedListTable list={list} columns={columns} scroll={{ x: 960 }} data-testid="ops-orders-table" />
      <CouponDialog open={issuing} onClose={() => setIssuing(false)} />
    </Card>
  );
}
