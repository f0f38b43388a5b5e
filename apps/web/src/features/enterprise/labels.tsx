import type { RealNameStatus } from '@console/contract';
import type { EnterpriseStep } from '@console/contract/enums';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

const statusKey = ['notAuthenticated', 'underReview', 'passed', 'failed', 'rejected'] as const;
const statusColour = ['default', 'processing', 'success', 'error', 'warning'] as const;

export const dateTime = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm');

/** What an authentication in progress waits for: a wait for the applicant is not a review. */
const stepColour: Record<EnterpriseStep, string> = {
  remitting: 'processing',
  awaitingAmount: 'warning',
  awaitingLegalPerson: 'warning',
  underReview: 'processing',
};

/** The tag colour of a real-name status, or of what an authentication under review waits for. */
export const realNameColour = (status: RealNameStatus, step: EnterpriseStep | null = null): string =>
  step ? stepColour[step] : statusColour[status];

/**
 * An enterprise's real-name status (§4) as a coloured tag; while it is under review, what it waits
 * for (`step`) instead.
 */
export function RealNameTag({ status, step = null }: { status: RealNameStatus; step?: EnterpriseStep | null }) {
  const { t } = useTranslation();
  return (
    <Tag color={realNameColour(status, step)} data-testid="enterprise-status">
      {step ? t(`enterprise.step.${step}`) : t(`enterprise.status.${statusKey[status] ?? 'notAuthenticated'}`)}
    </Tag>
  );
}
