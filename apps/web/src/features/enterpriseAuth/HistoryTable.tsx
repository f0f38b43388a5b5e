import type { EnterpriseApplicationView } from '@console/contract';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApplicationHistoryCard } from '../../components/ApplicationHistoryCard';
import { enterpriseAuthApi, historyKey } from './api';
import { StatusTag, dateTime, useReasonText } from './labels';

/** Every application of the enterprise, newest first, with why each one ended as it did. */
export function HistoryTable() {
  const { t } = useTranslation();
  const reasonText = useReasonText();
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
    <ApplicationHistoryCard
      title={t('enterpriseAuth.results.historyTitle')}
      queryKey={historyKey}
      load={enterpriseAuthApi.history}
      columns={columns}
      totalText={(total) => t('enterpriseAuth.results.total', { count: total })}
      testId="eauth-history"
    />
  );
}
