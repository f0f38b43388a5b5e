import type { ServiceStatistics } from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { servicesExportPath, statisticsApi, statisticsKey } from './api';
import { StatisticsLayout } from './StatisticsLayout';
import { useUsageQuery } from './UsageFilters';

type ServiceRow = ServiceStatistics['services'][number];

/** §2 myServiceStatistics: the month's calls per day and per service, with the remaining quota. */
export default function ServiceStatisticsPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useUsageQuery();
  const { data, error } = useQuery({
    queryKey: [...statisticsKey, 'services', query],
    queryFn: () => statisticsApi.services(query),
    placeholderData: keepPreviousData,
  });
  return (
    <StatisticsLayout
      title={t('statistics.servicesTitle')}
      intro={t('statistics.servicesIntro')}
      query={query}
      onQuery={setQuery}
      data={data}
      error={error}
      breakdownTitle={t('statistics.perService')}
      exportPath={servicesExportPath}
      fileName={`service-statistics-${query.view === 'month' ? query.month.slice(0, 4) : query.month}.csv`}
      breakdown={
        <>
          <DataTable<ServiceRow>
            rowKey="serviceCode"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={data?.services ?? []}
            locale={{ emptyText: t('statistics.empty') }}
            columns={[
              { key: 'service', title: t('statistics.service'), render: (_, s) => t(`services.serviceName.${s.serviceCode}`) },
              { key: 'calls', title: t('statistics.calls'), align: 'right', render: (_, s) => s.calls.toLocaleString() },
              { key: 'failures', title: t('statistics.failures'), align: 'right', render: (_, s) => s.failures.toLocaleString() },
              {
                key: 'remaining',
                title: t('statistics.remaining'),
                align: 'right',
                render: (_, s) => (s.remaining === null ? t('statistics.unlimited') : s.remaining.toLocaleString()),
              },
            ]}
            data-testid="usage-services"
          />
          {/* A sign flow's unit is a started flow, not a request: say so where its row is. */}
          {data?.services.some((s) => s.serviceCode === 'signFlow') && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }} data-testid="usage-sign-flow-note">
              {t('statistics.signFlowNote')}
            </Typography.Paragraph>
          )}
        </>
      }
    />
  );
}
