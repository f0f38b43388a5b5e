import { PlusOutlined } from '@ant-design/icons';
import { type WorkOrderStatusName, type WorkOrderSummary, workOrderStatusNames } from '@console/contract';
import { Button, Card, Flex, Select, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePagePath } from '../../app/routing';
import { PagedListTable } from '../../components/PagedListTable';
import { usePagedList } from '../../components/usePagedList';
import { workOrdersApi, workOrdersKey } from './api';
import { ExpeditedTag, StatusTag, dateTime } from './labels';

const pageSize = 10;
type Filter = WorkOrderStatusName | 'all';

/** §2 myWorkOrder: the work orders the person may see (an enterprise's administrators see all of it), newest first. */
export default function WorkOrderListPage() {
  const { t } = useTranslation();
  const newPath = usePagePath('newWorkOrder');
  const detailPath = usePagePath('workOrderDetail');
  const [filter, setFilter] = useState<Filter>('all');
  const status = filter === 'all' ? undefined : filter;
  const list = usePagedList({
    queryKey: [...workOrdersKey, 'list', filter],
    filterKey: filter,
    pageSize,
    fetch: (after) => workOrdersApi.list({ status, after, pageSize }),
    totalText: (total) => t('workOrders.total', { count: total }),
    emptyText: t('workOrders.empty'),
  });
  const open = (o: WorkOrderSummary) => (detailPath ? <Link to={`${detailPath}?id=${o.id}`}>{o.title}</Link> : o.title);
  const columns: TableColumnsType<WorkOrderSummary> = [
    { key: 'number', title: t('workOrders.number'), render: (_, o) => <span style={{ whiteSpace: 'nowrap' }}>{o.number}</span> },
    { key: 'title', title: t('workOrders.title'), render: (_, o) => open(o) },
    { key: 'service', title: t('workOrders.service'), render: (_, o) => t(`workOrders.services.${o.service}`) },
    {
      key: 'status',
      title: t('workOrders.status'),
      render: (_, o) => (
        <Flex gap={4} wrap>
          <StatusTag status={o.status} />
          {o.expedited && <ExpeditedTag />}
        </Flex>
      ),
    },
    {
      key: 'createdAt',
      title: t('workOrders.createdAt'),
      render: (_, o) => <span style={{ whiteSpace: 'nowrap' }}>{dateTime(o.createdAt)}</span>,
    },
    {
      key: 'actions',
      title: t('workOrders.actions'),
      render: (_, o) => detailPath && <Link to={`${detailPath}?id=${o.id}`}>{t('workOrders.view')}</Link>,
    },
  ];
  return (
    <Card
      title={t('routes.myWorkOrder')}
      extra={
        newPath && (
          <Link to={newPath}>
            <Button type="primary" icon={<PlusOutlined />} data-testid="work-order-new">
              {t('workOrders.newOrder')}
            </Button>
          </Link>
        )
      }
    >
      <Flex style={{ marginBottom: 16 }}>
        <Select<Filter>
          value={filter}
          aria-label={t('workOrders.status')}
          style={{ width: 200 }}
          onChange={setFilter}
          options={[
            { value: 'all', label: t('workOrders.all') },
            ...workOrderStatusNames.map((s) => ({ value: s, label: t(`workOrders.statuses.${s}`) })),
          ]}
          data-testid="work-order-status-filter"
        />
      </Flex>
      <PagedListTable list={list} columns={columns} scroll={{ x: 760 }} data-testid="work-orders-table" />
    </Card>
  );
}
