import { recordStatus, type SealStatusName, sealStatusNames } from '@console/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const colours: Record<SealStatusName, string> = {
  normal: 'green',
  disabled: 'default',
  inApproval: 'processing',
  rejected: 'red',
  expired: 'orange',
  usedUp: 'orange',
};

/** The name of a §3 record status code. */
export const statusName = (code: number): SealStatusName => sealStatusNames.find((n) => recordStatus[n] === code) ?? 'normal';

/** A seal's §3 record status as a coloured tag. */
export function SealStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  const name = statusName(status);
  return (
    <Tag color={colours[name]} data-testid="seal-status">
      {t(`seals.statusName.${name}`)}
    </Tag>
  );
}
