import type { RemittanceLedgerItem } from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Card, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pagedTable } from '../../../components/pagedTable';
import { dateTime } from '../../realName/labels';
import { enterpriseOpsApi, remittancesKey } from './api';

const pageSize = 20;

/** The sandbox bank's own record of every small remittance, newest first. */
export default function RemittanceLedgerPage() {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const { data, isFetching, error } = useQuery({
    queryKey: [...remittancesKey, pageNum],
    queryFn: () => enterpriseOpsApi.remittances(pageNum, pageSize),
    placeholderData: keepPreviousData,
  });
  const columns: TableColumnsType<RemittanceLedgerItem> = [
    { key: 'createdAt', title: t('enterpriseOps.ledger.createdAt'), width: 150, render: (_, r) => dateTime(r.createdAt) },
    { key: 'enterpriseName', title: t('enterpriseOps.ledger.enterpriseName'), dataIndex: 'enterpriseName', width: 200, ellipsis: true },
    { key: 'bankAccount', title: t('enterpriseOps.ledger.bankAccount'), dataIndex: 'bankAccount', width: 190 },
    { key: 'accountBank', title: t('enterpriseOps.ledger.accountBank'), dataIndex: 'accountBank', ellipsis: true },
    { key: 'amount', title: t('enterpriseOps.ledger.amount'), dataIndex: 'amount', align: 'right', width: 110 },
    {
      key: 'status',
      title: t('enterpriseOps.ledger.status'),
      width: 100,
      render: (_, r) => <Tag color={r.status === 'sent' ? 'success' : 'error'}>{t(`enterpriseOps.ledger.${r.status}`)}</Tag>,
    },
    { key: 'sentAt', title: t('enterpriseOps.ledger.sentAt'), width: 150, render: (_, r) => (r.sentAt ? dateTime(r.sentAt) : '—') },
    { key: 'reference', title: t('enterpriseOps.ledger.reference'), dataIndex: 'reference', ellipsis: true },
  ];
  return (
    <Card title={t('enterpriseOps.ledger.title')}>
      <Typography.Paragraph type="secondary">{t('enterpriseOps.ledger.intro')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />}
      <Table
        rowKey="id"
        size="middle"
        columns={columns}
        {...pagedTable(data, { pageNum, pageSize, onPage: setPageNum, totalText: (total) => t('enterpriseOps.ledger.total', { total }) })}
        loading={isFetching}
        scroll={{ x: 1200 }}
        locale={{ emptyText: t('enterpriseOps.ledger.empty') }}
        data-testid="remittance-ledger"
      />
    </Card>
  );
}
