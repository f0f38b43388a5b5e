import { DecisionForm as SharedDecisionForm } from '../DecisionForm';
import { reviewApi } from './api';

/** Pass or reject a personal real-name application in review. */
export function DecisionForm({ applicationId, onDecided }: { applicationId: string; onDecided: () => void }) {
  return <SharedDecisionForm decide={(body) => reviewApi.decide(applicationId, body)} onDecided={onDecided} phrases="review" />;
}
