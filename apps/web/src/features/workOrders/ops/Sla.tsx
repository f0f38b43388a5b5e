import type { OpsWorkOrderItem } from '@console/contract';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const hours = (ms: number) => (ms / 3_600_000).toFixed(1);

/** One SLA timer in business hours against its target: done, running, or overdue (in red). */
function Timer({ label, ms, done, target }: { label: string; ms: number; done: boolean; target: number }) {
  const { t } = useTranslation();
  const overdue = ms > target;
  return (
    <div style={{ whiteSpace: 'nowrap' }}>
      {label}:{' '}
      <Typography.Text type={overdue ? 'danger' : done ? 'success' : undefined}>
        {t('workOrders.ops.hours', { h: hours(ms) })}
      </Typography.Text>
      {' / '}
      {t('workOrders.ops.hours', { h: hours(target) })}
      {overdue ? ` · ${t('workOrders.ops.overdue')}` : done ? ` · ${t('workOrders.ops.done')}` : ''}
    </div>
  );
}

export function SlaTimers({ sla }: { sla: OpsWorkOrderItem['sla'] }) {
  const { t } = useTranslation();
  return (
    <div style={{ fontSize: 12 }} data-testid="sla">
      <Timer
        label={t('workOrders.ops.firstResponse')}
        ms={sla.firstResponseMs}
        done={sla.firstResponseDone}
        target={sla.firstResponseTargetMs}
      />
      <Timer label={t('workOrders.ops.resolution')} ms={sla.resolutionMs} done={sla.resolutionDone} target={sla.resolutionTargetMs} />
    </div>
  );
}
