import { type OpsWorkOrderItem, type WorkOrderStatusName, workOrderStatusNames } from '@console/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Select, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedListTable } from '../../../components/PagedListTable';
import { usePagedList } from '../../../components/usePagedList';
import { opsWorkOrdersApi, opsWorkOrdersKey } from '../api';
import { ExpeditedTag, StatusTag, dateTime } from '../labels';
import { SlaTimers } from './Sla';
import { WorkOrderDrawer } from './WorkOrderDrawer';

const pageSize = 20;
const slaFirstHours = 4;
const slaResolveHours = 27;

/** The back office's work-order queue: oldest first, by status, expedited and assignee, with SLA timers. */
export default function WorkOrderQueuePage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [status, setStatus] = useState<WorkOrderStatusName | 'all'>('all');
  const [expedited, setExpedited] = useState<'yes' | 'no' | 'all'>('all');
  const [assignee, setAssignee] = useState<string>('all');
  const [openId, setOpenId] = useState<string | null>(null);
  const operators = useQuery({ queryKey: [...opsWorkOrdersKey, 'operators'], queryFn: () => opsWorkOrdersApi.operators() });
  const list = usePagedList({
    queryKey: [...opsWorkOrdersKey, 'queue', status, expedited, assignee],
    filterKey: `${status}/${expedited}/${assignee}`,
    pageSize,
    fetch: (after) =>
      opsWorkOrdersApi.queue({
        status: status === 'all' ? undefined : status,
        expedited: expedited === 'all' ? undefined : expedited,
        assignee: assignee === 'all' ? undefined : assignee,
        after,
        pageSize,
      }),
    totalText: (total) => t('workOrders.total', { count: total }),
    emptyText: t('workOrders.empty'),
  });
  const columns: TableColumnsType<OpsWorkOrderItem> = [
    { key: 'number', title: t('workOrders.number'), render: (_, o) => <span style={{ whiteSpace: 'nowrap' }}>{o.number}</span> },
    { key: 'title', title: t('workOrders.title'), dataIndex: 'title' },
    {
      key: 'requester',
      title: t('workOrders.ops.requester'),
      render: (_, o) => (
        <Flex vertical>
          <span>{o.requester}</span>
          {o.enterpriseName && <Typography.Text type="secondary">{o.enterpriseName}</Typography.Text>}
        </Flex>
      ),
    },
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
    { key: 'assignee', title: t('workOrders.ops.assignee'), render: (_, o) => o.assigneeName ?? t('workOrders.ops.unassigned') },
    { key: 'sla', title: t('workOrders.ops.sla'), render: (_, o) => <SlaTimers sla={o.sla} /> },
    {
      key: 'createdAt',
      title: t('workOrders.createdAt'),
      render: (_, o) => <span style={{ whiteSpace: 'nowrap' }}>{dateTime(o.createdAt)}</span>,
    },
  ];
  return (
    <Card
      title={t('workOrders.ops.title')}
      extra={<Button onClick={() => void client.invalidateQueries({ queryKey: opsWorkOrdersKey })}>{t('workOrders.ops.refresh')}</Button>}
    >
      <Typography.Paragraph type="secondary">
        {t('workOrders.ops.slaHint', { first: slaFirstHours, resolve: slaResolveHours })}
      </Typography.Paragraph>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Select
          value={status}
          onChange={setStatus}
          aria-label={t('workOrders.status')}
          style={{ width: 160 }}
          options={[
            { value: 'all', label: t('workOrders.ops.anyStatus') },
            ...workOrderStatusNames.map((s) => ({ value: s, label: t(`workOrders.statuses.${s}`) })),
          ]}
          data-testid="queue-status"
        />
        <Select
          value={expedited}
          onChange={setExpedited}
          aria-label={t('workOrders.ops.expeditedFilter')}
          style={{ width: 160 }}
          options={[
            { value: 'all', label: t('workOrders.ops.anyExpedited') },
            { value: 'yes', label: t('workOrders.ops.expeditedYes') },
            { value: 'no', label: t('workOrders.ops.expeditedNo') },
          ]}
          data-testid="queue-expedited"
        />
        <Select
          value={assignee}
          onChange={setAssignee}
          aria-label={t('workOrders.ops.assignee')}
          style={{ width: 180 }}
          options={[
            { value: 'all', label: t('workOrders.ops.anyAssignee') },
            ...(operators.data?.list ?? []).map((o) => ({ value: o.id, label: o.name })),
          ]}
          data-testid="queue-assignee"
        />
      </Flex>
      <PagedListTable
        list={list}
        columns={columns}
        scroll={{ x: 1000 }}
        onRow={(row) => ({ onClick: () => setOpenId(row.id), style: { cursor: 'pointer' } })}
        data-testid="work-order-queue"
      />
      <WorkOrderDrawer id={openId} operators={operators.data?.list ?? []} onClose={() => setOpenId(null)} />
    </Card>
  );
}
