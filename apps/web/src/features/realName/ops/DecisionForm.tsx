import { useTranslation } from 'react-i18next';
import { DecisionForm as SharedDecisionForm } from '../../../components/DecisionForm';
import { reviewApi } from './api';

/** Pass or reject a personal real-name application in review. */
export function DecisionForm({ applicationId, onDecided }: { applicationId: string; onDecided: () => void }) {
  const { t } = useTranslation();
  const texts = {
    pass: t('realName.ops.decision.pass'),
    reject: t('realName.ops.decision.reject'),
    reasonHint: t('realName.ops.decision.reasonHint'),
    reasonPlaceholder: t('realName.ops.decision.reasonPlaceholder'),
    submit: t('realName.ops.decision.submit'),
    passed: t('realName.ops.decision.passed'),
    rejected: t('realName.ops.decision.rejected'),
  };
  return <SharedDecisionForm decide={(body) => reviewApi.decide(applicationId, body)} onDecided={onDecided} texts={texts} />;
}
