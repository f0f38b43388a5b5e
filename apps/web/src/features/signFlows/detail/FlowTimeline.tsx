import type { SignFlowEvent } from '@console/contract';
import { Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { time } from '../status';

const colour: Record<SignFlowEvent['kind'], string> = {
  created: 'gray',
  started: 'blue',
  notified: 'blue',
  signed: 'green',
  rejected: 'red',
  completed: 'green',
  revoked: 'orange',
  expired: 'gray',
  deadline: 'gray',
};

/** A flow's events, oldest first, each with its time (and a reason where one was given). */
export function FlowTimeline({ events }: { events: SignFlowEvent[] }) {
  const { t } = useTranslation();
  return (
    <Timeline
      data-testid="flow-timeline"
      items={events.map((e) => ({
        color: colour[e.kind],
        content: (
          <div data-testid={`event-${e.kind}`}>
            <div style={{ wordBreak: 'break-word' }}>{t(`signFlows.detail.event.${e.kind}`, { name: e.signerName ?? '' })}</div>
            <div style={{ color: 'rgba(0,0,0,0.55)', fontSize: 12 }}>{time(e.at)}</div>
            {e.reason && <div style={{ wordBreak: 'break-word' }}>{t('signFlows.detail.reasonText', { reason: e.reason })}</div>}
          </div>
        ),
      }))}
    />
  );
}
