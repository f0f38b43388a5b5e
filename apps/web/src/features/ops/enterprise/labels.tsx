import type { EnterpriseApplicationStatus, EnterpriseAuthMode, RealNameStatus } from '@console/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

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

const realNameKeys = ['notAuthenticated', 'underReview', 'passed', 'failed', 'rejected'] as const;
const realNameColour = ['default', 'processing', 'success', 'error', 'error'];

export function EnterpriseRealNameTag({ status }: { status: RealNameStatus }) {
  const { t } = useTranslation();
  return <Tag color={realNameColour[status]}>{t(`enterpriseOps.realNameStatus.${realNameKeys[status] ?? 'notAuthenticated'}`)}</Tag>;
}
