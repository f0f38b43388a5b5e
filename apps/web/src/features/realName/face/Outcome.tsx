import type { ApplicationStatus } from '@console/contract';
import type { Phrases } from '@console/phrases';
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type ErrorKey = keyof Phrases['errors'];

export interface OutcomeProps {
  status: ApplicationStatus;
  /** An `errors` key: why the check failed. */
  reason: string | null;
  purpose?: 'authenticate' | 'change';
  /** The buttons under the outcome. */
  extra?: ReactNode;
}

/** What became of a face or blink application, in the user's words. */
export function Outcome({ status, reason, purpose = 'authenticate', extra }: OutcomeProps) {
  const { t, i18n } = useTranslation();
  const failure = reason && i18n.exists(`errors.${reason}`) ? t(`errors.${reason as ErrorKey}`) : undefined;
  switch (status) {
    case 'passed':
      return purpose === 'change' ? (
        <Result
          status="success"
          title={t('face.change.passedTitle')}
          subTitle={t('face.change.passedText')}
          extra={extra}
          data-testid="face-outcome"
          data-status={status}
        />
      ) : (
        <Result
          status="success"
          title={t('face.outcome.passedTitle')}
          subTitle={t('face.outcome.passedText')}
          extra={extra}
          data-testid="face-outcome"
          data-status={status}
        />
      );
    case 'underReview':
      return (
        <Result
          status="info"
          title={t('face.outcome.underReviewTitle')}
          subTitle={t('face.outcome.underReviewText')}
          extra={extra}
          data-testid="face-outcome"
          data-status={status}
        />
      );
    case 'expired':
      return (
        <Result
          status="warning"
          title={t('face.outcome.expiredTitle')}
          subTitle={t('face.outcome.expiredText')}
          extra={extra}
          data-testid="face-outcome"
          data-status={status}
        />
      );
    default:
      return (
        <Result
          status="error"
          title={t('face.outcome.failedTitle')}
          subTitle={failure}
          extra={extra}
          data-testid="face-outcome"
          data-status={status}
        />
      );
  }
}
