import type { RemittanceLedgerItem } from '@console/contract';
import { Card, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../labels';
import { enterpriseAuthOpsApi, remittancesKey } from './api';
import { PagedListTable } from '../../../components/PagedListTable';
import { usePagedList } from '../../../components/usePagedList';

const pageSize = 20;

/** The sandbox bank's own record of every small remittance, newest first. */
export default function RemittanceLedgerPage() {
  const { t } = useTranslation();
  const list = usePagedList({
    queryKey: remittancesKey,
    pageSize,
    fetch: (after) => enterpriseAuthOpsApi.remittances(after, pageSize),
    totalText: (total) => t('enterpriseAuth.ops.ledger.total', { total }),
    emptyText: t('enterpriseAuth.ops.ledger.empty'),
  });
  const columns: TableColumnsType<RemittanceLedgerItem> = [
    { key: 'createdAt', title: t('enterpriseAuth.ops.ledger.createdAt'), width: 150, render: (_, r) => dateTime(r.createdAt) },
    {
      key: 'enterpriseName',
      title: t('enterpriseAuth.ops.ledger.enterpriseName'),
      dataIndex: 'enterpriseName',
      width: 200,
      ellipsis: true,
    },
    { key: 'bankAccount', title: t('enterpriseAuth.ops.ledger.bankAccount'), dataIndex: 'bankAccount', width: 190 },
    { key: 'accountBank', title: t('enterpriseAuth.ops.ledger.accountBank'), dataIndex: 'accountBank', ellipsis: true },
    { key: 'amount', title: t('enterpriseAuth.ops.ledger.amount'), dataIndex: 'amount', align: 'right', width: 110 },
    {
      key: 'status',
      title: t('enterpriseAuth.ops.ledger.status'),
      width: 100,
      render: (_, r) => <Tag color={r.status === 'sent' ? 'success' : 'error'}>{t(`enterpriseAuth.ops.ledger.${r.status}`)}</Tag>,
    },
    { key: 'sentAt', title: t('enterpriseAuth.ops.ledger.sentAt'), width: 150, render: (_, r) => (r.sentAt ? dateTime(r.sentAt) : '—') },
    { key: 'reference', title: t('enterpriseAuth.ops.ledger.reference'), dataIndex: 'reference', ellipsis: true },
  ];
  return (
    <Card title={t('enterpriseAuth.ops.ledger.title')}>
      <Typography.Paragraph type="secondary">{t('enterpriseAuth.ops.ledger.intro')}</Typography.Paragraph>
      <PagedListTable list={list} size="middle" columns={columns} scroll={{ x: 1200 }} data-testid="remittance-ledger" />
    </Card>
  );
}
