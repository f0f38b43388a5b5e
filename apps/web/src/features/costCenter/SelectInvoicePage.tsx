import type { OrderView } from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Checkbox, Flex, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePagePath } from '../../app/routing';
import { DataTable } from '../../components/DataTable';
import { pagedTable, useKeysetPager } from '../../components/pagedTable';
import { costCenterApi, costCenterKey } from './api';
import { useYuan } from './labels';

const pageSize = 20;

/** §2 selectInvoice: completed orders not yet invoiced; the chosen ones go on to the confirmation. */
export default function SelectInvoicePage() {
  const { t } = useTranslation();
  const yuan = useYuan();
  const navigate = useNavigate();
  const confirmPath = usePagePath('confirmation');
  const pager = useKeysetPager();
  const [chosen, setChosen] = useState<OrderView[]>([]);
  const { data, isFetching } = useQuery({
    queryKey: [...costCenterKey, 'invoiceable', pager.after],
    queryFn: () => costCenterApi.invoiceable({ after: pager.after, pageSize }),
    placeholderData: keepPreviousData,
  });
  const toggle = (o: OrderView, on: boolean) => setChosen((list) => (on ? [...list, o] : list.filter((x) => x.id !== o.id)));
  // A column of its own rather than antd's rowSelection, whose hidden measuring row holds a focusable checkbox.
  const columns: TableColumnsType<OrderView> = [
    {
      key: 'choose',
      width: 48,
      render: (_, o) => (
        <Checkbox
          checked={chosen.some((x) => x.id === o.id)}
          onChange={(e) => toggle(o, e.target.checked)}
          aria-label={o.orderNo}
          data-testid="invoiceable-choose"
        />
      ),
    },
    { key: 'orderNo', title: t('costCenter.orders.orderNo'), render: (_, o) => <Typography.Text code>{o.orderNo}</Typography.Text> },
    { key: 'item', title: t('costCenter.orders.item'), dataIndex: 'itemName' },
    { key: 'amount', title: t('costCenter.orders.amount'), align: 'right', render: (_, o) => yuan(o.amountFen) },
    { key: 'createdAt', title: t('costCenter.orders.createdAt'), render: (_, o) => dayjs(o.createdAt).format('YYYY-MM-DD HH:mm') },
  ];
  const total = chosen.reduce((sum, o) => sum + o.amountFen, 0);
  return (
    <Card title={t('routes.selectInvoice')}>
      <Typography.Paragraph type="secondary">{t('costCenter.invoices.selectIntro')}</Typography.Paragraph>
      <DataTable
        rowKey="id"
        columns={columns}
        {...pagedTable(data, pager, { pageSize, totalText: (n) => t('costCenter.orders.total', { count: n }) })}
        loading={isFetching}
        scroll={{ x: 640 }}
        locale={{ emptyText: t('costCenter.orders.empty') }}
        data-testid="invoiceable-table"
      />
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 16 }}>
        <strong data-testid="invoiceable-total">{t('costCenter.invoices.invoiceable', { amount: yuan(total) })}</strong>
        <Button
          type="primary"
          disabled={chosen.length === 0 || !confirmPath}
          onClick={() => void navigate(`${confirmPath}?orders=${chosen.map((o) => o.id).join(',')}`, { state: { orders: chosen } })}
          data-testid="invoice-next"
        >
          {t('costCenter.invoices.next')}
        </Button>
      </Flex>
    </Card>
  );
}
