import type { AppStatistics } from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { appsExportPath, statisticsApi, statisticsKey } from './api';
import { StatisticsLayout } from './StatisticsLayout';
import { useUsageQuery } from './UsageFilters';

type AppRow = AppStatistics['apps'][number];

/** §2 myAppStatistics: the month's calls per day and per application. */
export default function AppStatisticsPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useUsageQuery();
  const { data, error } = useQuery({
    queryKey: [...statisticsKey, 'apps', query],
    queryFn: () => statisticsApi.apps(query),
    placeholderData: keepPreviousData,
  });
  return (
    <StatisticsLayout
      title={t('statistics.appsTitle')}
      intro={t('statistics.appsIntro')}
      query={query}
      onQuery={setQuery}
      data={data}
      error={error}
      breakdownTitle={t('statistics.perApp')}
      exportPath={appsExportPath}
      fileName={`app-statistics-${query.view === 'month' ? query.month.slice(0, 4) : query.month}.csv`}
      breakdown={
        <DataTable<AppRow>
          rowKey="appId"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={data?.apps ?? []}
          locale={{ emptyText: t('statistics.empty') }}
          columns={[
            { key: 'app', title: t('statistics.app'), render: (_, a) => a.name ?? t('statistics.unknownApp') },
            { key: 'calls', title: t('statistics.calls'), align: 'right', render: (_, a) => a.calls.toLocaleString() },
            { key: 'successes', title: t('statistics.successes'), align: 'right', render: (_, a) => a.successes.toLocaleString() },
            { key: 'failures', title: t('statistics.failures'), align: 'right', render: (_, a) => a.failures.toLocaleString() },
          ]}
          data-testid="usage-apps"
        />
      }
    />
  );
}
