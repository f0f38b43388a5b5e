import { PlusOutlined } from '@ant-design/icons';
import { type InvoiceStatusName, type InvoiceView, invoiceStatusNames } from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Select, Space, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePagePath } from '../../app/routing';
import { DataTable } from '../../components/DataTable';
import { pagedTable, useKeysetPager } from '../../components/pagedTable';
import { costCenterApi, costCenterKey } from './api';
import { InvoiceStatusTag, useYuan } from './labels';

const pageSize = 10;

/** §2 myInvoiceList: invoice requests by status, newest first. */
export default function InvoiceListPage() {
  const { t } = useTranslation();
  const yuan = useYuan();
  const detailPath = usePagePath('myInvoiceDetail');
  const selectPath = usePagePath('selectInvoice');
  const infoPath = usePagePath('myInvoiceInfo');
  const [filter, setFilter] = useState<InvoiceStatusName | 'all'>('all');
  const pager = useKeysetPager(filter);
  const { data, isFetching } = useQuery({
    queryKey: [...costCenterKey, 'invoices', filter, pager.after],
    queryFn: () => costCenterApi.invoices({ status: filter === 'all' ? undefined : filter, after: pager.after, pageSize }),
    placeholderData: keepPreviousData,
  });
  const columns: TableColumnsType<InvoiceView> = [
    { key: 'title', title: t('costCenter.invoices.title'), render: (_, i) => i.title.name },
    { key: 'type', title: t('costCenter.invoices.type'), render: (_, i) => <Tag>{t(`costCenter.invoiceTypes.${i.invoiceType}`)}</Tag> },
    { key: 'amount', title: t('costCenter.invoices.amount'), align: 'right', render: (_, i) => yuan(i.amountFen) },
    { key: 'status', title: t('costCenter.invoices.status'), render: (_, i) => <InvoiceStatusTag status={i.status} /> },
    { key: 'requestedAt', title: t('costCenter.invoices.requestedAt'), render: (_, i) => dayjs(i.createdAt).format('YYYY-MM-DD HH:mm') },
    {
      key: 'actions',
      title: t('costCenter.orders.actions'),
      render: (_, i) => detailPath && <Link to={`${detailPath}?id=${i.id}`}>{t('costCenter.invoices.view')}</Link>,
    },
  ];
  return (
    <Card
      title={t('routes.myInvoiceList')}
      extra={
        <Space wrap>
          {infoPath && <Link to={infoPath}>{t('costCenter.invoices.titles')}</Link>}
          {selectPath && (
            <Link to={selectPath}>
              <Button type="primary" icon={<PlusOutlined />} data-testid="invoice-request">
                {t('costCenter.invoices.request')}
              </Button>
            </Link>
          )}
        </Space>
      }
    >
      <Flex style={{ marginBottom: 16 }}>
        <Select
          value={filter}
          aria-label={t('costCenter.invoices.status')}
          style={{ width: 200 }}
          onChange={setFilter}
          options={[
            { value: 'all', label: t('costCenter.all') },
            ...invoiceStatusNames.map((s) => ({ value: s, label: t(`costCenter.invoiceStates.${s}`) })),
          ]}
        />
      </Flex>
      <DataTable
        rowKey="id"
        columns={columns}
        {...pagedTable(data, pager, { pageSize, totalText: (total) => t('costCenter.invoices.total', { count: total }) })}
        loading={isFetching}
        scroll={{ x: 760 }}
        locale={{ emptyText: t('costCenter.invoices.empty') }}
        data-testid="invoices-table"
      />
    </Card>
  );
}
