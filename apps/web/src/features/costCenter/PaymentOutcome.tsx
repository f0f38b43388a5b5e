import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { costCenterApi, costCenterKey } from './api';

/**
 * What became of a payment when the gateway sends the payer back (`/payment?order=…`): paid, declined
 * (the order is still to be paid), or still waiting for the gateway. Without it a declined payment
 * looked like nothing had happened.
 */
export function PaymentOutcome({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { data } = useQuery({ queryKey: [...costCenterKey, 'order', orderId], queryFn: () => costCenterApi.order(orderId) });
  if (!data || data.lastPayment === null) return null;
  const paid = data.status === 'paid' || data.status === 'completed';
  const outcome = paid ? 'paid' : data.lastPayment === 'declined' ? 'declined' : 'waiting';
  return (
    <Alert
      type={outcome === 'paid' ? 'success' : outcome === 'declined' ? 'warning' : 'info'}
      showIcon
      closable={{ onClose }}
      title={t(`costCenter.orders.returned.${outcome}`, { orderNo: data.orderNo })}
      style={{ marginBottom: 16 }}
      data-testid="payment-outcome"
    />
  );
}
