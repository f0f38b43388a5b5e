import type { RealNameApplicationView } from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Card, type TableColumnsType } from 'antd';
import { pagedTable, useKeysetPager } from '../../components/pagedTable';
import { useTranslation } from 'react-i18next';
import { realNameApi, realNameHistoryKey } from './api';
import { ApplicationStatusTag, applicationTime, dateTime, useReasonText } from './labels';
import { DataTable } from '../../components/DataTable';

const pageSize = 10;

/** Every application of the person, newest first, with why each one ended as it did. */
export function HistoryTable() {
  const { t } = useTranslation();
  const reasonText = useReasonText();
  const pager = useKeysetPager();
  const { data, isFetching, error } = useQuery({
    queryKey: realNameHistoryKey(pager.after, pageSize),
    queryFn: () => realNameApi.history(pager.after, pageSize),
    placeholderData: keepPreviousData,
  });

  const columns: TableColumnsType<RealNameApplicationView> = [
    { key: 'time', title: t('realName.results.time'), width: 160, render: (_, a) => dateTime(applicationTime(a)) },
    { key: 'mode', title: t('realName.results.method'), render: (_, a) => t(`realName.mode.${a.mode}`) },
    { key: 'purpose', title: t('realName.results.purpose'), render: (_, a) => t(`realName.purpose.${a.purpose}`) },
    { key: 'status', title: t('realName.results.status'), render: (_, a) => <ApplicationStatusTag status={a.status} /> },
    {
      key: 'reason',
      title: t('realName.results.reason'),
      render: (_, a) => [reasonText(a.reason), a.reviewNote].filter(Boolean).join(' — ') || '—',
    },
  ];

  return (
    <Card title={t('realName.results.historyTitle')}>
      {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />}
      <DataTable
        rowKey="id"
        size="middle"
        columns={columns}
        {...pagedTable(data, pager, {
          pageSize,
          totalText: (total) => t('realName.results.total', { count: total }),
          hideOnSinglePage: true,
        })}
        loading={isFetching}
        scroll={{ x: 720 }}
        data-testid="realname-history"
      />
    </Card>
  );
}
