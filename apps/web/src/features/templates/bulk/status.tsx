import type { ImportStatus, TemplateBulkCounts } from '@console/contract';
import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const colour = {
  preview: 'default',
  queued: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
  expired: 'default',
} as const;

/** Where a bulk send is: checked, sending, sent… */
export function BulkStatusTag({ status }: { status: ImportStatus }) {
  const { t } = useTranslation();
  return <Tag color={colour[status]}>{t(`templates.bulk.status.${status}`)}</Tag>;
}

/** A batch's flows by status in a list's cell: waiting, signed, rejected. */
export function CountTags({ counts }: { counts: TemplateBulkCounts }) {
  const { t } = useTranslation();
  return (
    <Flex wrap gap={4}>
      <Tag>{`${t('templates.bulk.batch.waiting')} ${counts.waiting}`}</Tag>
      <Tag color="success">{`${t('templates.bulk.batch.signed')} ${counts.signed}`}</Tag>
      <Tag color={counts.rejected ? 'error' : 'default'}>{`${t('templates.bulk.batch.rejected')} ${counts.rejected}`}</Tag>
    </Flex>
  );
}
