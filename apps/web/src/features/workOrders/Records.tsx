import type { WorkOrderRecord } from '@console/contract';
import { Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AttachmentLinks } from './Attachments';
import { dateTime } from './labels';

/** The progress records of a work order: every reply and status change, oldest first. */
export function Records({ records, ops = false }: { records: WorkOrderRecord[]; ops?: boolean }) {
  const { t } = useTranslation();
  const who = (r: WorkOrderRecord) =>
    r.by === 'user'
      ? ops
        ? (r.authorName ?? t('workOrders.by.user'))
        : t('workOrders.by.user')
      : (r.authorName ?? t(`workOrders.by.${r.by}`));
  return (
    <Timeline
      data-testid="work-order-records"
      items={records.map((r) => ({
        key: r.id,
        color: r.by === 'operator' ? 'green' : r.by === 'system' ? 'gray' : 'blue',
        content: (
          <div>
            <Typography.Text strong>{who(r)}</Typography.Text>{' '}
            <Typography.Text type="secondary">
              {r.kind === 'status' && r.status
                ? t('workOrders.records.status', { status: t(`workOrders.statuses.${r.status}`) })
                : t(`workOrders.records.${r.kind}`)}
              {' · '}
              {dateTime(r.createdAt)}
            </Typography.Text>
            {r.content && <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '4px 0' }}>{r.content}</Typography.Paragraph>}
            <AttachmentLinks files={r.attachments} ops={ops} />
          </div>
        ),
      }))}
    />
  );
}
