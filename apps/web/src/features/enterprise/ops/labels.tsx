import type { RealNameStatus } from '@console/contract/enums';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const realNameKeys = ['notAuthenticated', 'underReview', 'passed', 'failed', 'rejected'] as const;
const realNameColour = ['default', 'processing', 'success', 'error', 'error'];

/** A company's real-name status as the back office's list shows it. */
export function EnterpriseRealNameTag({ status }: { status: RealNameStatus }) {
  const { t } = useTranslation();
  return <Tag color={realNameColour[status]}>{t(`enterprise.ops.realNameStatus.${realNameKeys[status] ?? 'notAuthenticated'}`)}</Tag>;
}
