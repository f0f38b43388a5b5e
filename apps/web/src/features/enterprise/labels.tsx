import type { RealNameStatus } from '@console/contract';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

const statusKey = ['notAuthenticated', 'underReview', 'passed', 'failed', 'rejected'] as const;
const statusColour = ['default', 'processing', 'success', 'error', 'warning'] as const;

export const dateTime = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm');

/** An enterprise's real-name status (§4) as a coloured tag. */
export function RealNameTag({ status }: { status: RealNameStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={statusColour[status]} data-testid="enterprise-status">
      {t(`enterprise.status.${statusKey[status] ?? 'notAuthenticated'}`)}
    </Tag>
  );
}
