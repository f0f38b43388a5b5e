import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export function EnvironmentTag({ environment }: { environment: 'sandbox' | 'production' }) {
  const { t } = useTranslation();
  return <Tag color={environment === 'production' ? 'blue' : 'gold'}>{t(`apps.environments.${environment}`)}</Tag>;
}

/** §3 record status, every value; a colour says at a glance whether the record can be used. */
const recordStatusColours = { 1: 'success', 2: 'default', 3: 'processing', 4: 'error', 5: 'warning', 6: 'warning' } as const;
type RecordStatus = keyof typeof recordStatusColours;
const isRecordStatus = (status: number): status is RecordStatus => status in recordStatusColours;

/** §3 record status: 1 normal, 2 disabled, 3 in approval, 4 rejected, 5 expired, 6 used up. */
export function RecordStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  if (!isRecordStatus(status)) return <Tag>{status}</Tag>;
  return <Tag color={recordStatusColours[status]}>{t(`apps.statuses.${status}`)}</Tag>;
}

/** An application's status (it takes 1 normal or 2 disabled of the record statuses). */
export const AppStatusTag = RecordStatusTag;
