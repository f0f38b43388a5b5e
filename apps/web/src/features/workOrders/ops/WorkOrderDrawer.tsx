import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Divider, Drawer, Flex, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Records } from '../Records';
import { ReplyForm } from '../ReplyForm';
import { opsWorkOrdersApi, opsWorkOrdersKey } from '../api';
import { ExpeditedTag, StatusTag, dateTime } from '../labels';
import { ContextCard } from './ContextCard';
import { SlaTimers } from './Sla';

/** One work order in the back office: context in one look, distribute, reply, mark processed or resolved. */
export function WorkOrderDrawer({
  id,
  operators,
  onClose,
}: {
  id: string | null;
  operators: { id: string; name: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [assignee, setAssignee] = useState<string | undefined>();
  const { data: order } = useQuery({
    queryKey: [...opsWorkOrdersKey, 'detail', id],
    queryFn: () => opsWorkOrdersApi.detail(id!),
    enabled: Boolean(id),
  });
  const refresh = () => void client.invalidateQueries({ queryKey: opsWorkOrdersKey });
  const distribute = useMutation({
    mutationFn: (operatorId: string) => opsWorkOrdersApi.distribute(id!, operatorId),
    onSuccess: () => {
      void message.success(t('workOrders.ops.distributed'));
      refresh();
    },
  });
  const setStatus = useMutation({
    mutationFn: (status: 'processed' | 'resolved') => opsWorkOrdersApi.setStatus(id!, status),
    onSuccess: () => {
      void message.success(t('workOrders.ops.statusChanged'));
      refresh();
    },
  });
  const open = order && order.status !== 'closed';
  return (
    <Drawer
      open={Boolean(id)}
      onClose={onClose}
      size="large"
      title={order ? t('workOrders.ops.detail', { number: order.number }) : ''}
      destroyOnHidden
    >
      {order && (
        <Flex vertical gap={12} data-testid="work-order-drawer">
          <Space wrap>
            <Typography.Text strong>{order.title}</Typography.Text>
            <StatusTag status={order.status} />
            {order.expedited && <ExpeditedTag />}
          </Space>
          <Descriptions bordered column={1} size="small">
            <Descriptions.Item label={t('workOrders.ops.requester')}>
              {order.requester}
              {order.enterpriseName ? ` · ${order.enterpriseName}` : ''}
            </Descriptions.Item>
            <Descriptions.Item label={t('workOrders.service')}>
              {t(`workOrders.services.${order.service}`)} · {t(`workOrders.categories.${order.category}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('workOrders.createdAt')}>{dateTime(order.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('workOrders.ops.assignee')}>
              {order.assigneeName ?? t('workOrders.ops.unassigned')}
            </Descriptions.Item>
            <Descriptions.Item label={t('workOrders.ops.sla')}>
              <SlaTimers sla={order.sla} />
            </Descriptions.Item>
            <Descriptions.Item label={t('workOrders.description')}>
              <span style={{ whiteSpace: 'pre-wrap' }}>{order.description}</span>
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('workOrders.ops.contextTitle')}
          </Typography.Title>
          <ContextCard context={order.context} />
          {open && (
            <Flex gap={8} wrap>
              <Select
                value={assignee}
                onChange={setAssignee}
                placeholder={t('workOrders.ops.distributeTo')}
                aria-label={t('workOrders.ops.distributeTo')}
                style={{ minWidth: 180 }}
                options={operators.map((o) => ({ value: o.id, label: o.name }))}
                data-testid="distribute-to"
              />
              <Button
                disabled={!assignee}
                loading={distribute.isPending}
                onClick={() => assignee && distribute.mutate(assignee)}
                data-testid="distribute"
              >
                {t('workOrders.ops.distribute')}
              </Button>
              {(order.status === 'processing' || order.status === 'distributed') && (
                <Button loading={setStatus.isPending} onClick={() => setStatus.mutate('processed')} data-testid="mark-processed">
                  {t('workOrders.ops.markProcessed')}
                </Button>
              )}
              {order.status !== 'resolved' && (
                <Button
                  type="primary"
                  loading={setStatus.isPending}
                  onClick={() => setStatus.mutate('resolved')}
                  data-testid="mark-resolved"
                >
                  {t('workOrders.ops.markResolved')}
                </Button>
              )}
            </Flex>
          )}
          <Divider style={{ margin: '4px 0' }} />
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('workOrders.progress')}
          </Typography.Title>
          <Records records={order.records} ops />
          {open && (
            <ReplyForm
              upload={opsWorkOrdersApi.upload}
              onSubmit={async (body) => {
                await opsWorkOrdersApi.reply(order.id, body);
                void message.success(t('workOrders.ops.replySent'));
                refresh();
              }}
            />
          )}
        </Flex>
      )}
    </Drawer>
  );
}
