import type { RealNameApplicationView } from '@console/contract';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApplicationHistoryCard } from '../../components/ApplicationHistoryCard';
import { realNameApi, realNameHistoryKey } from './api';
import { ApplicationStatusTag, applicationTime, dateTime, useReasonText } from './labels';

/** Every application of the person, newest first, with why each one ended as it did. */
export function HistoryTable() {
  const { t } = useTranslation();
  const reasonText = useReasonText();
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
    <ApplicationHistoryCard
      title={t('realName.results.historyTitle')}
      queryKey={realNameHistoryKey}
      load={realNameApi.history}
      columns={columns}
      totalText={(total) => t('realName.results.total', { count: total })}
      testId="realname-history"
    />
  );
}
