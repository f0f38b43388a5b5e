import type { ApplicationStatus } from '@console/contract';
import type { Phrases } from '@console/phrases';
import { Alert, Result, type ResultProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type ErrorKey = keyof Phrases['errors'];
type FaceKey = `face.outcome.${keyof Phrases['face']['outcome']}` | `face.change.${keyof Phrases['face']['change']}`;
type Texts = { title: FaceKey; text?: FaceKey };

export interface OutcomeProps {
  status: ApplicationStatus;
  /** An `errors` key: why the check failed. */
  reason: string | null;
  purpose?: 'authenticate' | 'change';
  /** The buttons under the outcome. */
  extra?: ReactNode;
}

const looks: Partial<Record<ApplicationStatus, { result: ResultProps['status']; texts: Texts }>> = {
  passed: { result: 'success', texts: { title: 'face.outcome.passedTitle', text: 'face.outcome.passedText' } },
  underReview: { result: 'info', texts: { title: 'face.outcome.underReviewTitle', text: 'face.outcome.underReviewText' } },
  expired: { result: 'warning', texts: { title: 'face.outcome.expiredTitle', text: 'face.outcome.expiredText' } },
};
const changePassed: Texts = { title: 'face.change.passedTitle', text: 'face.change.passedText' };

/** What became of a face or blink application, in the user's words. */
export function Outcome({ status, reason, purpose = 'authenticate', extra }: OutcomeProps) {
  const { t, i18n } = useTranslation();
  const look = looks[status];
  const texts = status === 'passed' && purpose === 'change' ? changePassed : look?.texts;
  const failure = reason && i18n.exists(`errors.${reason}`) ? t(`errors.${reason as ErrorKey}`) : undefined;
  return (
    <Result
      status={look?.result ?? 'error'}
      title={t(texts?.title ?? 'face.outcome.failedTitle')}
      subTitle={texts?.text ? t(texts.text) : failure}
      extra={extra}
      data-testid="face-outcome"
      data-status={status}
    />
  );
}

/** A refused check beside the form that sent it. */
export function FailureAlert({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={t('face.form.failedTitle')}
      description={message}
      style={{ marginBottom: 16 }}
      data-testid="face-failure"
    />
  );
}
