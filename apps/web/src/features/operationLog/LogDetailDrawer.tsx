import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Drawer, Grid, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { operationLogApi, operationLogKey } from './api';
import { useEntryText, useServiceLabel } from './labels';

/** One row of the log: who, what, when, from where, and its place in the hash chain. */
export function LogDetailDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const label = useServiceLabel();
  const entryText = useEntryText();
  const screens = Grid.useBreakpoint();
  const { data, error, isLoading } = useQuery({
    queryKey: [...operationLogKey, 'detail', id],
    queryFn: () => operationLogApi.detail(id!),
    enabled: Boolean(id),
  });
  const hash = (value: string) => (
    <Typography.Text code copyable style={{ wordBreak: 'break-all', fontSize: 12 }}>
      {value}
    </Typography.Text>
  );
  return (
    <Drawer open={Boolean(id)} onClose={onClose} title={t('operationLog.detailTitle')} size={screens.md ? 560 : '100%'} destroyOnHidden>
      {error && <Alert type="error" showIcon title={error.message} />}
      {isLoading && <Skeleton active />}
      {data && (
        <Descriptions column={1} bordered size="small" data-testid="log-detail">
          <Descriptions.Item label={t('operationLog.time')}>{dayjs(data.createdAt).format('YYYY-MM-DD HH:mm:ss')}</Descriptions.Item>
          <Descriptions.Item label={t('operationLog.actor')}>
            {data.byOperator ? t('operationLog.byOperator') : (data.actorName ?? t('operationLog.system'))}
          </Descriptions.Item>
          <Descriptions.Item label={t('operationLog.service')}>{label(data.service)}</Descriptions.Item>
          {!data.phrase && <Descriptions.Item label={t('operationLog.action')}>{data.action}</Descriptions.Item>}
          <Descriptions.Item label={t('operationLog.content')}>{entryText(data)}</Descriptions.Item>
          <Descriptions.Item label={t('operationLog.ip')}>{data.ip}</Descriptions.Item>
          <Descriptions.Item label={t('operationLog.device')}>{data.device ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('operationLog.seq')}>{data.seq}</Descriptions.Item>
          <Descriptions.Item label={t('operationLog.prevHash')}>{hash(data.prevHash)}</Descriptions.Item>
          <Descriptions.Item label={t('operationLog.hash')}>{hash(data.hash)}</Descriptions.Item>
        </Descriptions>
      )}
    </Drawer>
  );
}
