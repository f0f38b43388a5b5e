import { DecisionForm } from '../DecisionForm';
import { enterpriseOpsApi } from './api';

/** Pass or reject a company-documents application; rejecting needs a reason the applicant will read. */
export function EnterpriseDecisionForm({ applicationId, onDecided }: { applicationId: string; onDecided: () => void }) {
  return <DecisionForm decide={(body) => enterpriseOpsApi.decide(applicationId, body)} onDecided={onDecided} phrases="enterpriseOps" testIdPrefix="enterprise-" />;
}
