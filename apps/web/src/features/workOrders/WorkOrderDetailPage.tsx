import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Flex, Rate, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePagePath } from '../../app/routing';
import { CloseDialog } from './CloseDialog';
import { Records } from './Records';
import { ReplyForm } from './ReplyForm';
import { workOrdersApi, workOrdersKey } from './api';
import { ExpeditedTag, StatusTag, dateTime } from './labels';

/** §2 workOrderDetail: the order, its progress records, reply, expedite and close. */
export default function WorkOrderDetailPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const listPath = usePagePath('myWorkOrder');
  const id = useSearchParams()[0].get('id') ?? '';
  const [closing, setClosing] = useState(false);
  const key = [...workOrdersKey, 'detail', id];
  const { data: order, error } = useQuery({ queryKey: key, queryFn: () => workOrdersApi.detail(id), enabled: Boolean(id) });
  const refresh = () => void client.invalidateQueries({ queryKey: workOrdersKey });
  const expedite = async () => {
    await workOrdersApi.expedite(id);
    void message.success(t('workOrders.expediteDone'));
    refresh();
  };

  if (!id || error) return <Alert type="error" showIcon title={error?.message ?? t('workOrders.notFound')} />;
  if (!order) return <Card loading />;
  const open = order.status !== 'closed';
  return (
    <Flex vertical gap={16}>
      <Card
        title={
          <Space wrap>
            <span>{order.title}</span>
            <StatusTag status={order.status} />
            {order.expedited && <ExpeditedTag />}
          </Space>
        }
        extra={listPath && <Link to={listPath}>{t('workOrders.back')}</Link>}
      >
        <Descriptions bordered column={1} size="small" data-testid="work-order-summary">
          <Descriptions.Item label={t('workOrders.number')}>{order.number}</Descriptions.Item>
          <Descriptions.Item label={t('workOrders.service')}>{t(`workOrders.services.${order.service}`)}</Descriptions.Item>
          <Descriptions.Item label={t('workOrders.category')}>{t(`workOrders.categories.${order.category}`)}</Descriptions.Item>
          <Descriptions.Item label={t('workOrders.createdAt')}>{dateTime(order.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={t('workOrders.description')}>
            <span style={{ whiteSpace: 'pre-wrap' }}>{order.description}</span>
          </Descriptions.Item>
          {order.context.appId && <Descriptions.Item label={t('workOrders.contextApp')}>{order.context.appId}</Descriptions.Item>}
          {order.context.requestId && (
            <Descriptions.Item label={t('workOrders.contextRequest')}>
              <code style={{ wordBreak: 'break-all' }}>{order.context.requestId}</code>
            </Descriptions.Item>
          )}
          {order.context.logId && <Descriptions.Item label={t('workOrders.contextLog')}>{order.context.logId}</Descriptions.Item>}
          {order.rating !== null && (
            <Descriptions.Item label={t('workOrders.rating')}>
              <Rate disabled value={order.rating} /> {order.ratingComment}
            </Descriptions.Item>
          )}
        </Descriptions>
        {open && (
          <Flex gap={8} wrap align="center" style={{ marginTop: 16 }}>
            {order.expediteFrom !== null && (
              <Button onClick={() => void expedite()} disabled={!order.canExpedite} data-testid="work-order-expedite">
                {t('workOrders.expedite')}
              </Button>
            )}
            {order.expediteFrom !== null && !order.canExpedite && (
              <Typography.Text type="secondary">{t('workOrders.expediteFrom', { time: dateTime(order.expediteFrom) })}</Typography.Text>
            )}
            {order.canClose && (
              <Button type="primary" onClick={() => setClosing(true)} data-testid="work-order-close">
                {t('workOrders.close')}
              </Button>
            )}
          </Flex>
        )}
      </Card>
      <Card title={t('workOrders.progress')}>
        <Records records={order.records} />
        {open && (
          <ReplyForm
            upload={workOrdersApi.upload}
            onSubmit={async (body) => {
              await workOrdersApi.reply(id, body);
              void message.success(t('workOrders.sent'));
              refresh();
            }}
          />
        )}
      </Card>
      <CloseDialog
        open={closing}
        onCancel={() => setClosing(false)}
        onSubmit={async (body) => {
          await workOrdersApi.close(id, body);
          setClosing(false);
          void message.success(t('workOrders.closed'));
          refresh();
        }}
      />
    </Flex>
  );
}
