import type { DeliveryView } from '@console/contract';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../components/DataTable';
import { usePagePath } from '../../app/routing';
import { useServiceLabels } from '../services';
import { newWorkOrderQuery } from '../workOrders';
import { appsApi, appsKey } from './api';

const when = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm:ss');

interface Call {
  id: string;
  requestId: string;
  serviceCode: string;
  outcome: string;
  sandbox: boolean;
  calledAt: number;
}

/** The application's metered calls, newest first, from the usage ledger. */
export function CallsCard({ appId }: { appId: string }) {
  const { t } = useTranslation();
  const label = useServiceLabels();
  const newWorkOrderPath = usePagePath('newWorkOrder');
  const { data, fetchNextPage, hasNextPage, isFetching } = useInfiniteQuery({
    queryKey: [...appsKey, 'calls', appId],
    queryFn: ({ pageParam }) => appsApi.calls(appId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
  });
  const columns: TableColumnsType<Call> = [
    { key: 'at', title: t('apps.calls.at'), render: (_, c) => <span style={{ whiteSpace: 'nowrap' }}>{when(c.calledAt)}</span> },
    {
      key: 'service',
      title: t('apps.calls.service'),
      render: (_, c) => label.service({ serviceCode: c.serviceCode as 'id2' | 'phone3' | 'bank4' }),
    },
    {
      key: 'outcome',
      title: t('apps.calls.outcome'),
      render: (_, c) => (
        <Flex gap={4}>
          <Tag color={c.outcome === 'pass' ? 'success' : 'warning'}>{t(`apps.outcomes.${c.outcome === 'pass' ? 'pass' : 'fail'}`)}</Tag>
          {c.sandbox && <Tag>{t('apps.calls.sandbox')}</Tag>}
        </Flex>
      ),
    },
    { key: 'request', title: t('apps.calls.requestId'), render: (_, c) => <code style={{ fontSize: 12 }}>{c.requestId}</code> },
    // A failed call opens a work order with the app, the request id and the service filled in.
    ...(newWorkOrderPath
      ? [
          {
            key: 'help',
            title: t('apps.calls.help'),
            render: (_: unknown, c: Call) =>
              c.outcome !== 'pass' && (
                <Link
                  to={`${newWorkOrderPath}?${newWorkOrderQuery({ appId, requestId: c.requestId, service: c.serviceCode })}`}
                  style={{ whiteSpace: 'nowrap' }}
                  data-testid="call-work-order"
                >
                  {t('apps.calls.openWorkOrder')}
                </Link>
              ),
          },
        ]
      : []),
  ];
  return (
    <Card title={t('apps.calls.title')} style={{ marginTop: 16 }}>
      <DataTable
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={data?.pages.flatMap((p) => p.list) ?? []}
        loading={isFetching}
        pagination={false}
        scroll={{ x: 640 }}
        locale={{ emptyText: t('apps.calls.empty') }}
        data-testid="calls-table"
      />
      {hasNextPage && (
        <Flex justify="center" style={{ marginTop: 12 }}>
          <Button onClick={() => void fetchNextPage()}>{t('apps.loadMore')}</Button>
        </Flex>
      )}
    </Card>
  );
}

const deliveryColour = { pending: 'processing', delivered: 'success', failed: 'error' } as const;

/** The delivery ledger of the application's callbacks: every attempt, a test event, resend. */
export function CallbacksCard({ appId, hasUrl }: { appId: string; hasUrl: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = [...appsKey, 'deliveries', appId];
  const { data, isFetching } = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => appsApi.deliveries(appId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
  });
  const refresh = () => void client.invalidateQueries({ queryKey: key });
  const columns: TableColumnsType<DeliveryView> = [
    { key: 'at', title: t('apps.createdAt'), render: (_, d) => <span style={{ whiteSpace: 'nowrap' }}>{when(d.createdAt)}</span> },
    { key: 'event', title: t('apps.callbacks.event'), render: (_, d) => <code>{d.event}</code> },
    {
      key: 'status',
      title: t('apps.status'),
      render: (_, d) => (
        <Flex vertical gap={2}>
          <Tag color={deliveryColour[d.status]}>{t(`apps.callbacks.statuses.${d.status}`)}</Tag>
          {d.nextAttemptAt && <span style={{ fontSize: 12 }}>{t('apps.callbacks.next', { time: when(d.nextAttemptAt) })}</span>}
        </Flex>
      ),
    },
    { key: 'attempts', title: t('apps.callbacks.attempts'), align: 'right', render: (_, d) => d.attempts.length },
    {
      key: 'last',
      title: t('apps.callbacks.lastResult'),
      render: (_, d) => {
        const last = d.attempts.at(-1);
        return last ? `${last.statusCode ?? '—'} · ${last.latencyMs} ms${last.problem ? ` · ${last.problem}` : ''}` : '—';
      },
    },
    {
      key: 'actions',
      title: t('apps.actions'),
      render: (_, d) => (
        <Button size="small" onClick={() => void appsApi.resend(appId, d.id).then(refresh)}>
          {t('apps.callbacks.resend')}
        </Button>
      ),
    },
  ];
  return (
    <Card
      title={t('apps.callbacks.title')}
      style={{ marginTop: 16 }}
      extra={
        hasUrl && (
          <Button onClick={() => void appsApi.testCallback(appId).then(refresh)} data-testid="callback-test">
            {t('apps.callbacks.test')}
          </Button>
        )
      }
    >
      <DataTable
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={data?.pages.flatMap((p) => p.list) ?? []}
        loading={isFetching}
        pagination={false}
        scroll={{ x: 720 }}
        locale={{ emptyText: t('apps.callbacks.empty') }}
      />
    </Card>
  );
}
