import type { OpsWorkOrderDetail } from '@console/contract';
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../labels';

/** The context the requester attached — the app, the failed call, the log row — read from their own records. */
export function ContextCard({ context }: { context: OpsWorkOrderDetail['context'] }) {
  const { t } = useTranslation();
  const { app, call, log, given } = context;
  if (!given.appId && !given.requestId && !given.logId)
    return <Typography.Text type="secondary">{t('workOrders.ops.noContext')}</Typography.Text>;
  const missing = (value: string) => <Typography.Text type="warning">{t('workOrders.ops.notMatched', { value })}</Typography.Text>;
  return (
    <Descriptions bordered column={1} size="small" data-testid="work-order-context">
      {given.appId && (
        <Descriptions.Item label={t('workOrders.ops.app')}>
          {app ? `${app.name} · ${app.appId} · ${app.environment}` : missing(given.appId)}
        </Descriptions.Item>
      )}
      {given.requestId && (
        <Descriptions.Item label={t('workOrders.ops.call')}>
          {call ? (
            <span>
              <code style={{ wordBreak: 'break-all' }}>{call.requestId}</code> · {call.serviceCode} · {t('workOrders.ops.outcome')}:{' '}
              {call.outcome} · {dateTime(call.calledAt)}
              {call.appId ? ` · ${call.appId}` : ''}
            </span>
          ) : (
            missing(given.requestId)
          )}
        </Descriptions.Item>
      )}
      {given.logId && (
        <Descriptions.Item label={t('workOrders.ops.log')}>
          {log
            ? `${dateTime(log.createdAt)} · ${log.service}/${log.action} · ${log.content} · ${t('workOrders.ops.ip')} ${log.ip}`
            : missing(given.logId)}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
