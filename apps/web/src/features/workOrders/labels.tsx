import type { WorkOrderStatusName } from '@console/contract';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

export const dateTime = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm');

const colour: Record<WorkOrderStatusName, string> = {
  processing: 'processing',
  distributed: 'blue',
  processed: 'purple',
  resolved: 'success',
  closed: 'default',
};

export function StatusTag({ status }: { status: WorkOrderStatusName }) {
  const { t } = useTranslation();
  return <Tag color={colour[status]}>{t(`workOrders.statuses.${status}`)}</Tag>;
}

export function ExpeditedTag() {
  const { t } = useTranslation();
  return <Tag color="volcano">{t('workOrders.expedited')}</Tag>;
}
