import { PlusOutlined } from '@ant-design/icons';
import { type OrderFilter, type OrderView, orderFilters, orderStatusNames } from '@console/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Popconfirm, Select, Space, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PagedListTable } from '../../components/PagedListTable';
import { usePagedList } from '../../components/usePagedList';
import { BuyDialog } from './BuyDialog';
import { Countdown } from './Countdown';
import { PaymentOutcome } from './PaymentOutcome';
import { ReceiptDialog } from './ReceiptDialog';
import { costCenterApi, costCenterKey } from './api';
import { OrderStatusTag, useYuan } from './labels';

const pageSize = 10;
type Filter = OrderFilter | 'all';
const isFilter = (v: string | null): v is OrderFilter => (orderFilters as readonly (string | null)[]).includes(v);

/** §2 /payment: the enterprise's orders, buying a package, paying online or by transfer, the unpaid countdown. */
export default function PaymentPage() {
  const { t } = useTranslation();
  const yuan = useYuan();
  const navigate = useNavigate();
  const client = useQueryClient();
  // ?buy=1: other pages' "buy a package" buttons open the dialog straight away; ?status=… (the
  // dashboard's "orders to be paid" and "to be closed") opens the list filtered.
  const [searchParams, setSearchParams] = useSearchParams();
  // ?order=…: the gateway sent the payer back from paying that order.
  const returnedFrom = searchParams.get('order');
  const [filter, setFilter] = useState<Filter>(() => {
    const wanted = searchParams.get('status');
    return isFilter(wanted) ? wanted : 'all';
  });
  const [buying, setBuying] = useState(() => searchParams.get('buy') === '1');
  const [receiptFor, setReceiptFor] = useState<string | null>(null);
  const status = filter === 'all' ? undefined : filter;
  const list = usePagedList({
    queryKey: [...costCenterKey, 'orders', filter],
    filterKey: filter,
    pageSize,
    fetch: (after) => costCenterApi.orders({ status, after, pageSize }),
    totalText: (total) => t('costCenter.orders.total', { count: total }),
    emptyText: t('costCenter.orders.empty'),
  });
  const refresh = () => void client.invalidateQueries({ queryKey: costCenterKey });
  const pay = useMutation({
    mutationFn: (id: string) => costCenterApi.pay(id),
    onSuccess: ({ payUrl }) => {
      // The sandbox gateway is a page of this console; a real gateway is another site.
      if (payUrl.startsWith('/')) void navigate(payUrl);
      else window.location.assign(payUrl);
    },
  });
  const cancel = useMutation({ mutationFn: (id: string) => costCenterApi.cancel(id), onSuccess: refresh });
  const columns: TableColumnsType<OrderView> = [
    { key: 'orderNo', title: t('costCenter.orders.orderNo'), render: (_, o) => <Typography.Text code>{o.orderNo}</Typography.Text> },
    { key: 'item', title: t('costCenter.orders.item'), render: (_, o) => `${o.itemName} ×${o.quantity}` },
    {
      key: 'amount',
      title: t('costCenter.orders.amount'),
      align: 'right',
      render: (_, o) => (
        <Space direction="vertical" size={0} style={{ whiteSpace: 'nowrap' }}>
          <strong>{yuan(o.amountFen)}</strong>
          {o.discountFen > 0 && <Typography.Text type="secondary">−{yuan(o.discountFen)}</Typography.Text>}
        </Space>
      ),
    },
    {
      key: 'status',
      title: t('costCenter.orders.status'),
      render: (_, o) => (
        <Space direction="vertical" size={0}>
          <OrderStatusTag status={o.status} />
          {o.payDeadlineAt !== null && <Countdown deadline={o.payDeadlineAt} onElapsed={refresh} />}
          {o.status === 'toBeReviewed' && <Typography.Text type="secondary">{t('costCenter.orders.reviewNote')}</Typography.Text>}
        </Space>
      ),
    },
    {
      key: 'createdAt',
      title: t('costCenter.orders.createdAt'),
      render: (_, o) => <span style={{ whiteSpace: 'nowrap' }}>{dayjs(o.createdAt).format('YYYY-MM-DD HH:mm')}</span>,
    },
    {
      key: 'actions',
      title: t('costCenter.orders.actions'),
      render: (_, o) => (
        <Flex gap={4} wrap>
          {o.status === 'toBePaid' && (
            <>
              <Button
                type="primary"
                size="small"
                loading={pay.isPending && pay.variables === o.id}
                onClick={() => pay.mutate(o.id)}
                data-testid="order-pay"
              >
                {t('costCenter.orders.pay')}
              </Button>
              <Button size="small" onClick={() => setReceiptFor(o.id)} data-testid="order-offline">
                {t('costCenter.orders.offline')}
              </Button>
            </>
          )}
          {(o.status === 'toBePaid' || o.status === 'toBeReviewed') && (
            <Popconfirm
              title={t('costCenter.orders.cancelConfirm')}
              onConfirm={() => cancel.mutate(o.id)}
              okText={t('common.ok')}
              cancelText={t('common.cancel')}
            >
              <Button size="small" danger>
                {t('costCenter.orders.cancel')}
              </Button>
            </Popconfirm>
          )}
        </Flex>
      ),
    },
  ];
  return (
    <Card
      title={t('routes.payment')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setBuying(true)} data-testid="order-buy">
          {t('costCenter.orders.buy')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('costCenter.orders.intro')}</Typography.Paragraph>
      <Flex style={{ marginBottom: 16 }}>
        <Select<Filter>
          value={filter}
          aria-label={t('costCenter.orders.status')}
          style={{ width: 300, maxWidth: '100%' }}
          onChange={setFilter}
          options={[
            { value: 'all', label: t('costCenter.all') },
            ...orderStatusNames.map((s) => ({ value: s, label: t(`costCenter.statuses.${s}`) })),
            { value: 'toBeClosed', label: t('costCenter.orders.toBeClosed') },
          ]}
        />
      </Flex>
      {returnedFrom && (
        <PaymentOutcome
          orderId={returnedFrom}
          onClose={() =>
            setSearchParams(
              (p) => {
                p.delete('order');
                return p;
              },
              { replace: true },
            )
          }
        />
      )}
      <PagedListTable list={list} columns={columns} scroll={{ x: 860 }} data-testid="orders-table" />
      <BuyDialog
        open={buying}
        onClose={() => setBuying(false)}
        onCreated={() => {
          setBuying(false);
          refresh();
        }}
      />
      <ReceiptDialog
        orderId={receiptFor}
        onClose={() => setReceiptFor(null)}
        onSent={() => {
          setReceiptFor(null);
          refresh();
        }}
      />
    </Card>
  );
}
