import { type SubscriptionView, unlimitedDueAt } from '@console/contract';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

const statusColour = { 1: 'default', 2: 'success', 3: 'error', 4: 'warning' } as const;

export function ServiceStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  const key = String(status) as '1' | '2' | '3' | '4';
  return <Tag color={statusColour[status as 1 | 2 | 3 | 4] ?? 'default'}>{t(`services.statuses.${key}`)}</Tag>;
}

/** §3: -1 and 2099-12-31 23:59:59 read as "Unlimited". */
export function useServiceLabels() {
  const { t } = useTranslation();
  return {
    service: (s: Pick<SubscriptionView, 'serviceCode'>) => t(`services.serviceName.${s.serviceCode}`),
    count: (n: number | null) => (n === null || n === -1 ? t('services.unlimited') : n.toLocaleString()),
    due: (ms: number) => (ms === unlimitedDueAt ? t('services.unlimited') : dayjs(ms).format('YYYY-MM-DD HH:mm')),
    mode: (m: number) => t(`services.modes.${String(m) as '1' | '2' | '3' | '4'}`),
  };
}
