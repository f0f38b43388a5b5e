import { type RealNameApplicationView, type RealNameState, realNameStatus } from '@console/contract';
import { Button, Descriptions, Result, type ResultProps, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApplicationStatusTag, applicationTime, dateTime, useReasonText } from './labels';
import { ReturnToSigning } from './ReturnToSigning';
import { useRealNamePath } from './paths';

type Outcome = 'none' | 'passed' | 'underReview' | 'waiting' | 'failed' | 'rejected' | 'revoked';

const resultStatus: Record<Outcome, ResultProps['status']> = {
  none: 'info',
  passed: 'success',
  underReview: 'info',
  waiting: 'info',
  failed: 'error',
  rejected: 'warning',
  revoked: 'info',
};

function outcomeOf(state: RealNameState): { outcome: Outcome; application: RealNameApplicationView | null } {
  if (state.pending) return { outcome: state.pending.status === 'waiting' ? 'waiting' : 'underReview', application: state.pending };
  const application = state.current;
  if (state.status === realNameStatus.passed) return { outcome: 'passed', application };
  if (state.status === realNameStatus.failed) return { outcome: 'failed', application };
  if (state.status === realNameStatus.rejected) return { outcome: 'rejected', application };
  return { outcome: application?.status === 'revoked' ? 'revoked' : 'none', application };
}

/** pAuthResults' summary: the outcome of the latest application with its method, time and reason. */
export function ResultSummary({ state }: { state: RealNameState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reasonText = useReasonText();
  const listPath = useRealNamePath('pAuthRealNameList');
  const { outcome, application: a } = outcomeOf(state);
  const inProgress = outcome === 'underReview' || outcome === 'waiting';
  const again = outcome === 'none' || outcome === 'revoked' ? 'realName.results.authenticate' : 'realName.results.tryAgain';

  const details = a && [
    { key: 'status', label: t('realName.identity.status'), children: <ApplicationStatusTag status={a.status} /> },
    { key: 'method', label: t('realName.identity.method'), children: t(`realName.mode.${a.mode}`) },
    {
      key: 'time',
      label: t('realName.identity.time'),
      children: dateTime(outcome === 'passed' && state.passedAt ? state.passedAt : applicationTime(a)),
    },
    { key: 'name', label: t('realName.identity.name'), children: a.name },
    { key: 'idNumber', label: t('realName.identity.idNumber'), children: a.idNumber },
    ...(a.reason
      ? [{ key: 'reason', label: t('realName.identity.reason'), children: <span data-testid="result-reason">{reasonText(a.reason)}</span> }]
      : []),
    ...(a.reviewNote
      ? [{ key: 'note', label: t('realName.identity.reviewNote'), children: <span data-testid="result-note">{a.reviewNote}</span> }]
      : []),
  ];

  return (
    <>
      {outcome === 'passed' && <ReturnToSigning />}
      <Result
        status={resultStatus[outcome]}
        title={t(outcome === 'none' ? 'realName.results.none' : `realName.results.${outcome}`)}
        subTitle={inProgress ? t('realName.reviewTime') : outcome === 'none' ? t('realName.results.noneText') : undefined}
        extra={
          listPath && outcome !== 'passed' && !inProgress ? (
            <Button type="primary" onClick={() => void navigate(listPath)}>
              {t(again)}
            </Button>
          ) : undefined
        }
        style={{ paddingBottom: 16 }}
        data-testid="result-summary"
      />
      {a && (
        <Steps
          size="small"
          current={inProgress ? 1 : 2}
          status={outcome === 'failed' || outcome === 'rejected' ? 'error' : inProgress ? 'process' : 'finish'}
          items={[
            { title: t('realName.results.stepSubmitted'), content: dateTime(a.submittedAt ?? a.createdAt) },
            { title: t('realName.results.stepReview'), content: t(`realName.mode.${a.mode}`) },
            { title: t('realName.results.stepResult'), content: a.decidedAt ? dateTime(a.decidedAt) : undefined },
          ]}
          style={{ maxWidth: 760, margin: '0 auto 24px' }}
        />
      )}
      {details && <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={details} />}
    </>
  );
}
