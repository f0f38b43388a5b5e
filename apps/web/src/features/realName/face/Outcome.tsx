import type { ApplicationStatus } from '@console/contract';
import type { Phrases } from '@console/phrases';
import { Alert, Result, type ResultProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type ErrorKey = keyof Phrases['errors'];
type FaceKey =
  | `realName.face.outcome.${keyof Phrases['realName']['face']['outcome']}`
  | `realName.face.change.${keyof Phrases['realName']['face']['change']}`;
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
  passed: { result: 'success', texts: { title: 'realName.face.outcome.passedTitle', text: 'realName.face.outcome.passedText' } },
  underReview: {
    result: 'info',
    texts: { title: 'realName.face.outcome.underReviewTitle', text: 'realName.face.outcome.underReviewText' },
  },
  expired: { result: 'warning', texts: { title: 'realName.face.outcome.expiredTitle', text: 'realName.face.outcome.expiredText' } },
};
const changePassed: Texts = { title: 'realName.face.change.passedTitle', text: 'realName.face.change.passedText' };

/** What became of a face or blink application, in the user's words. */
export function Outcome({ status, reason, purpose = 'authenticate', extra }: OutcomeProps) {
  const { t, i18n } = useTranslation();
  const look = looks[status];
  const texts = status === 'passed' && purpose === 'change' ? changePassed : look?.texts;
  const failure = reason && i18n.exists(`errors.${reason}`) ? t(`errors.${reason as ErrorKey}`) : undefined;
  return (
    <Result
      status={look?.result ?? 'error'}
      title={t(texts?.title ?? 'realName.face.outcome.failedTitle')}
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
      title={t('realName.face.form.failedTitle')}
      description={message}
      style={{ marginBottom: 16 }}
      data-testid="face-failure"
    />
  );
}
