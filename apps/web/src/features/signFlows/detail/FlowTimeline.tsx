import type { Page, SignFlowEvent } from '@console/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Spin, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { time } from '../status';

const colour: Record<SignFlowEvent['kind'], string> = {
  created: 'gray',
  started: 'blue',
  notified: 'blue',
  opened: 'blue',
  willingnessPassed: 'blue',
  signed: 'green',
  rejected: 'red',
  urged: 'blue',
  extended: 'gray',
  completed: 'green',
  revoked: 'orange',
  expired: 'gray',
  ccNotified: 'gray',
};

const muted = { color: 'rgba(0,0,0,0.55)', fontSize: 12, wordBreak: 'break-word' } as const;

/**
 * A flow's events from its events table, oldest first, twenty at a time ("show more" reads the next
 * page by its key): what happened, to whom, when, who acted (masked) and from which address.
 */
export function FlowTimeline({ queryKey, load }: { queryKey: readonly unknown[]; load: (after?: string) => Promise<Page<SignFlowEvent>> }) {
  const { t } = useTranslation();
  const { data, isLoading, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
  });
  if (isLoading) return <Spin />;
  const events = data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <>
      <Timeline
        data-testid="flow-timeline"
        items={events.map((e) => ({
          color: colour[e.kind],
          content: (
            <div data-testid={`event-${e.kind}`}>
              <div style={{ wordBreak: 'break-word' }}>{t(`signFlows.detail.event.${e.kind}`, { name: e.signerName ?? '' })}</div>
              <div style={muted}>
                {[
                  time(e.at),
                  e.actor
                    ? t('signFlows.detail.eventBy', { actor: e.actor })
                    : e.actorKind === 'system'
                      ? t('signFlows.detail.eventByPlatform')
                      : null,
                  e.address ? t('signFlows.detail.eventFrom', { address: e.address }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </div>
              {e.reason && <div style={{ wordBreak: 'break-word' }}>{t('signFlows.detail.reasonText', { reason: e.reason })}</div>}
              {e.deadlineAt !== null && <div style={muted}>{t('signFlows.detail.newDeadlineText', { time: time(e.deadlineAt) })}</div>}
            </div>
          ),
        }))}
      />
      {hasNextPage && (
        <Button size="small" loading={isFetchingNextPage} onClick={() => void fetchNextPage()} data-testid="timeline-more">
          {t('signFlows.detail.moreEvents')}
        </Button>
      )}
    </>
  );
}
