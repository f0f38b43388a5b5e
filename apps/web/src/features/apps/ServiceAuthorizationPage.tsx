import type { ServiceApp, SubscriptionView } from '@console/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Flex, Select, Skeleton, Switch, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { NextSteps } from '../../components/NextSteps';
import { pagedTable, useKeysetPager } from '../../components/pagedTable';
import { usePagePath } from '../../app/routing';
import { ServiceStatusTag, servicesApi, servicesKey, useServiceLabels } from '../services';
import { appsApi, appsKey } from './api';
import { appColumns } from './appColumns';

const pageSize = 20;

/** The service-authorization page (§2 myService): one of the enterprise's services against its applications. */
export default function ServiceAuthorizationPage() {
  const { t } = useTranslation();
  const label = useServiceLabels();
  const services = useInfiniteQuery({
    queryKey: [...servicesKey, 'authorization'],
    queryFn: ({ pageParam }) => servicesApi.list(pageParam, 50),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
  });
  const list = services.data?.pages.flatMap((p) => p.list) ?? [];
  const [chosen, setChosen] = useState<string>();
  const service = list.find((s) => s.id === chosen) ?? list[0];
  const buyPath = usePagePath('payment');
  return (
    <Card title={t('apps.serviceAuthorization.title')}>
      <Typography.Paragraph type="secondary">{t('apps.serviceAuthorization.intro')}</Typography.Paragraph>
      {!services.data ? (
        <Skeleton active />
      ) : !service ? (
        <Empty
          description={
            <NextSteps
              text={t('apps.serviceAuthorization.noServices')}
              steps={[{ to: buyPath && `${buyPath}?buy=1`, label: t('apps.form.buyPackage'), primary: true, testId: 'next-buy' }]}
            />
          }
        />
      ) : (
        <Flex vertical gap={16}>
          <Flex wrap gap={8} align="center">
            <Select
              aria-label={t('apps.serviceAuthorization.service')}
              data-testid="authorization-service"
              style={{ minWidth: 260, maxWidth: '100%', flex: '1 1 260px' }}
              value={service.id}
              onChange={setChosen}
              showSearch={{ optionFilterProp: 'title' }}
              options={list.map((s) => ({
                value: s.id,
                title: `${label.service(s)} ${s.productName} ${s.productNo}`,
                label: `${label.service(s)} · ${s.productName} (${s.productNo})`,
              }))}
            />
            {services.hasNextPage && (
              <Button onClick={() => void services.fetchNextPage()}>{t('apps.serviceAuthorization.moreServices')}</Button>
            )}
          </Flex>
          <Flex wrap gap={8} align="center">
            <ServiceStatusTag status={service.status} />
            <Typography.Text type="secondary">
              {t('apps.serviceAuthorization.remaining', { n: label.count(service.remaining) })}
            </Typography.Text>
            <Typography.Text type="secondary">{t('apps.serviceAuthorization.due', { date: label.due(service.dueAt) })}</Typography.Text>
          </Flex>
          <ServiceApps key={service.id} service={service} />
        </Flex>
      )}
    </Card>
  );
}

/** The enterprise's applications, each with a switch saying whether it may call `service`. */
function ServiceApps({ service }: { service: SubscriptionView }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const detailPath = usePagePath('myAppDetail');
  const pager = useKeysetPager(service.id);
  const key = [...appsKey, 'byService', service.id, pager.after] as const;
  const page = useQuery({ queryKey: key, queryFn: () => appsApi.serviceApps(service.id, pager.after, pageSize) });
  const toggle = useMutation({
    mutationFn: (v: { app: ServiceApp; authorized: boolean }) => appsApi.serviceAuthorize(service.id, v.app.id, v.authorized),
    onSuccess: async (row) => {
      void message.success(t('apps.serviceAuthorization.saved', { name: row.name }));
      client.setQueryData(key, (old: typeof page.data) => old && { ...old, list: old.list.map((a) => (a.id === row.id ? row : a)) });
      await client.invalidateQueries({ queryKey: appsKey });
    },
  });
  const why = (a: ServiceApp) =>
    a.authorized && a.serviceCount <= 1
      ? t('apps.serviceAuthorization.lastService')
      : !a.authorized && a.environment === 'production' && service.status !== 2
        ? t('apps.serviceAuthorization.notEffective')
        : null;
  const columns: TableColumnsType<ServiceApp> = [
    ...appColumns<ServiceApp>(t, detailPath),
    { key: 'services', title: t('apps.services'), align: 'right', render: (_, a) => a.serviceCount },
    {
      key: 'allowed',
      title: t('apps.serviceAuthorization.allowed'),
      // Kept in view on a phone, where the rest of the row scrolls sideways.
      fixed: 'right',
      render: (_, a) => {
        const reason = why(a);
        return (
          <Tooltip title={reason}>
            <Switch
              checked={a.authorized}
              disabled={Boolean(reason)}
              loading={toggle.isPending && toggle.variables?.app.id === a.id}
              aria-label={t('apps.serviceAuthorization.allowedOn', { name: a.name })}
              onChange={(authorized) => toggle.mutate({ app: a, authorized })}
            />
          </Tooltip>
        );
      },
    },
  ];
  return (
    <DataTable
      rowKey="id"
      columns={columns}
      loading={page.isFetching}
      scroll={{ x: 820 }}
      locale={{ emptyText: t('apps.serviceAuthorization.empty') }}
      data-testid="authorization-apps"
      {...pagedTable(page.data, pager, { pageSize, totalText: (total) => t('apps.serviceAuthorization.total', { count: total }) })}
    />
  );
}
