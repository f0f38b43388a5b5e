import type { EnterpriseApplicationStatus } from '@console/contract';
import type { Phrases } from '@console/phrases';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

/** The one place that names and colours an enterprise application's status. */
const colour: Record<EnterpriseApplicationStatus, string> = {
  remitting: 'processing',
  awaitingAmount: 'processing',
  awaitingLegalPerson: 'processing',
  underReview: 'processing',
  passed: 'success',
  failed: 'error',
  rejected: 'warning',
  expired: 'default',
  superseded: 'default',
};

export const dateTime = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm');

export function StatusTag({ status }: { status: EnterpriseApplicationStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={colour[status]} data-testid="eauth-status">
      {t(`enterpriseAuth.status.${status}`)}
    </Tag>
  );
}

/** A failure reason is a key of `errors`; an unknown key is shown as it came rather than blank. */
export function useReasonText() {
  const { t, i18n } = useTranslation();
  return (reason: string | null) => {
    if (!reason) return null;
    return i18n.exists(`errors.${reason}`) ? t(`errors.${reason as keyof Phrases['errors']}`) : reason;
  };
}

/** §3 enterprise authentication item codes as their names. */
export function useItemLabels() {
  const { t } = useTranslation();
  return (items: number[]) =>
    items.map((code) => t(`enterpriseAuth.items.${String(code) as keyof Phrases['enterpriseAuth']['items']}`)).join(', ');
}
