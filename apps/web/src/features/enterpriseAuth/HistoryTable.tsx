import type { EnterpriseApplicationView } from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Card, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { pagedTable, useKeysetPager } from '../../components/pagedTable';
import { enterpriseAuthApi, historyKey } from './api';
import { StatusTag, dateTime, useReasonText } from './labels';
import { DataTable } from '../../components/DataTable';

const pageSize = 10;

/** Every application of the enterprise, newest first, with why each one ended as it did. */
export function HistoryTable() {
  const { t } = useTranslation();
  const reasonText = useReasonText();
  const pager = useKeysetPager();
  const { data, isFetching, error } = useQuery({
    queryKey: historyKey(pager.after, pageSize),
    queryFn: () => enterpriseAuthApi.history(pager.after, pageSize),
    placeholderData: keepPreviousData,
  });
  const columns: TableColumnsType<EnterpriseApplicationView> = [
    {
      key: 'time',
      title: t('enterpriseAuth.results.time'),
      width: 160,
      render: (_, a) => dateTime(a.passedAt ?? a.rejectedAt ?? a.submittedAt),
    },
    { key: 'mode', title: t('enterpriseAuth.results.mode'), render: (_, a) => t(`enterpriseAuth.mode.${a.mode}`) },
    { key: 'name', title: t('fields.enterpriseName'), render: (_, a) => a.enterpriseName },
    { key: 'status', title: t('enterpriseAuth.results.status'), render: (_, a) => <StatusTag status={a.status} /> },
    {
      key: 'reason',
      title: t('enterpriseAuth.results.reason'),
      render: (_, a) => [a.rejectReason, reasonText(a.reason)].filter(Boolean).join(' — ') || '—',
    },
  ];
  return (
    <Card title={t('enterpriseAuth.results.historyTitle')}>
      {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />}
      <DataTable
        rowKey="id"
        size="middle"
        columns={columns}
        {...pagedTable(data, pager, {
          pageSize,
          totalText: (total) => t('enterpriseAuth.results.total', { count: total }),
          hideOnSinglePage: true,
        })}
        loading={isFetching}
        scroll={{ x: 720 }}
        data-testid="eauth-history"
      />
    </Card>
  );
}
