import { type InvoiceStatusName, type OrderStatusName, formatFen } from '@console/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const colours: Record<OrderStatusName, string> = {
  completed: 'success',
  cancelled: 'default',
  toBeReviewed: 'purple',
  toBePaid: 'gold',
  paid: 'cyan',
  paymentToBeConfirmed: 'blue',
  abnormalPayment: 'red',
};

export function OrderStatusTag({ status }: { status: OrderStatusName }) {
  const { t } = useTranslation();
  return <Tag color={colours[status]}>{t(`costCenter.statuses.${status}`)}</Tag>;
}

/** ¥12.30 from integer fen: the console never turns money into a float. */
export function useYuan() {
  const { t } = useTranslation();
  return (fen: number) => t('costCenter.yuan', { yuan: formatFen(fen) });
}

const invoiceColours: Record<InvoiceStatusName, string> = { requested: 'blue', issued: 'success', rejected: 'error', reversed: 'default' };

export function InvoiceStatusTag({ status }: { status: InvoiceStatusName }) {
  const { t } = useTranslation();
  return <Tag color={invoiceColours[status]}>{t(`costCenter.invoiceStates.${status}`)}</Tag>;
}
