import type { ApplicationStatus, RealNameApplicationView } from '@console/contract';
import type { RealNameStatus } from '@console/contract/enums';
import type { Phrases } from '@console/phrases';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

/** The one place that names and colours real-name statuses, for every page of this feature. */
const statusKey = ['notAuthenticated', 'underReview', 'passed', 'failed', 'rejected'] as const;
const statusColour = ['default', 'processing', 'success', 'error', 'warning'] as const;

const applicationColour: Record<ApplicationStatus, string> = {
  waiting: 'processing',
  underReview: 'processing',
  passed: 'success',
  failed: 'error',
  rejected: 'warning',
  expired: 'default',
  superseded: 'default',
  revoked: 'default',
};

export const dateTime = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm');

/** When an application last moved: decided, else submitted, else created. */
export const applicationTime = (a: RealNameApplicationView) => a.decidedAt ?? a.submittedAt ?? a.createdAt;

export function RealNameStatusTag({ status }: { status: RealNameStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={statusColour[status]} data-testid="realname-status">
      {t(`common.realNameStatus.${statusKey[status] ?? 'notAuthenticated'}`)}
    </Tag>
  );
}

export function ApplicationStatusTag({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return <Tag color={applicationColour[status]}>{t(`realName.applicationStatus.${status}`)}</Tag>;
}

/** A failure reason is a key of `errors`; an unknown key is shown as it came rather than blank. */
export function useReasonText() {
  const { t, i18n } = useTranslation();
  return (reason: string | null) => {
    if (!reason) return null;
    return i18n.exists(`errors.${reason}`) ? t(`errors.${reason as keyof Phrases['errors']}`) : reason;
  };
}
