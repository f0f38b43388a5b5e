import type { SignFlowSummary } from '@console/contract';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

export const statusCodes = ['0', '1', '2', '3', '5', '7'] as const;
export type StatusCode = (typeof statusCodes)[number];
/** Each status code's phrase name and tag colour. */
export const shownStatus = {
  '0': ['draft', 'default'],
  '1': ['inProgress', 'processing'],
  '2': ['completed', 'success'],
  '3': ['revoked', 'warning'],
  '5': ['expired', 'default'],
  '7': ['rejected', 'error'],
} as const satisfies Record<StatusCode, readonly [string, string]>;

const signerColour = { waiting: 'default', toSign: 'processing', signed: 'success', rejected: 'error' } as const;

export function FlowStatusTag({ status }: { status: SignFlowSummary['status'] }) {
  const { t } = useTranslation();
  const [name, colour] = shownStatus[String(status) as StatusCode];
  return <Tag color={colour}>{t(`signFlows.status.${name}`)}</Tag>;
}

export function SignerStatusTag({ status }: { status: keyof typeof signerColour }) {
  const { t } = useTranslation();
  return <Tag color={signerColour[status]}>{t(`signFlows.signerStatus.${status}`)}</Tag>;
}

/** A time as the console shows times (the dashboard's form), the same in en and zh whatever the browser's locale. */
export const time = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm');

/**
 * A colour per signer, in the order they were added: the designer's fields and the lists' swatches.
 * Dark enough for text on white (WCAG AA, 4.5:1).
 */
export const signerColours = ['#0958d9', '#ad2102', '#237804', '#531dab', '#9e1068', '#006d75', '#874d00', '#1d39c4'];
