import { useTranslation } from 'react-i18next';
import { DecisionForm } from '../../../components/DecisionForm';
import { enterpriseAuthOpsApi } from './api';

/** Pass or reject a company-documents application; rejecting needs a reason the applicant will read. */
export function EnterpriseDecisionForm({ applicationId, onDecided }: { applicationId: string; onDecided: () => void }) {
  const { t } = useTranslation();
  const texts = {
    pass: t('enterpriseAuth.ops.decision.pass'),
    reject: t('enterpriseAuth.ops.decision.reject'),
    reasonHint: t('enterpriseAuth.ops.decision.reasonHint'),
    reasonPlaceholder: t('enterpriseAuth.ops.decision.reasonPlaceholder'),
    submit: t('enterpriseAuth.ops.decision.submit'),
    passed: t('enterpriseAuth.ops.decision.passed'),
    rejected: t('enterpriseAuth.ops.decision.rejected'),
  };
  return (
    <DecisionForm
      decide={(body) => enterpriseAuthOpsApi.decide(applicationId, body)}
      onDecided={onDecided}
      texts={texts}
      testIdPrefix="enterprise-"
    />
  );
}
