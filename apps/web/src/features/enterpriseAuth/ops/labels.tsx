import type { EnterpriseApplicationStatus, EnterpriseAuthMode } from '@console/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** How the back office colours an application's status (the queue marks what waits for it). */
const statusColour: Record<EnterpriseApplicationStatus, string> = {
  remitting: 'processing',
  awaitingAmount: 'processing',
  awaitingLegalPerson: 'processing',
  underReview: 'gold',
  passed: 'success',
  failed: 'error',
  rejected: 'error',
  expired: 'default',
  superseded: 'default',
};

export function EnterpriseApplicationStatusTag({ status }: { status: EnterpriseApplicationStatus }) {
  const { t } = useTranslation();
  return <Tag color={statusColour[status]}>{t(`enterpriseAuth.status.${status}`)}</Tag>;
}

export function useModeText() {
  const { t } = useTranslation();
  return (mode: EnterpriseAuthMode) => t(`enterpriseAuth.mode.${mode}`);
}
