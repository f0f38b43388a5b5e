import { type InvoiceStatusName, invoiceStatusNames } from '@console/contract';
import { costCenterRoutes as r } from '@console/contract/costCenter/routes';
import { fillPath } from '@console/contract/route';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Input, Popconfirm, Select, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/DataTable';
import { FileDownloadButton } from '../../../components/FileDownloadButton';
import { pagedTable, useKeysetPager } from '../../../components/pagedTable';
import { opsCostCenterApi, opsCostCenterKey } from '../api';
import { InvoiceStatusTag, useYuan } from '../labels';
import { InvoiceFileDialog } from './InvoiceFileDialog';

const pageSize = 20;
type Row = Awaited<ReturnType<typeof opsCostCenterApi.invoices>>['list'][number];

/** Back office: invoice requests — issue (a generated PDF or the tax platform's uploaded file), reject with a reason, reverse after a refund. */
export default function InvoicesPage() {
  const { t } = useTranslation();
  const yuan = useYuan();
  const client = useQueryClient();
  const [filter, setFilter] = useState<InvoiceStatusName | 'all'>('requested');
  const [reason, setReason] = useState('');
  const [fileFor, setFileFor] = useState<string | null>(null);
  const pager = useKeysetPager(filter);
  const { data, isFetching } = useQuery({
    queryKey: [...opsCostCenterKey, 'invoices', filter, pager.after],
    queryFn: () => opsCostCenterApi.invoices({ status: filter === 'all' ? undefined : filter, after: pager.after, pageSize }),
    placeholderData: keepPreviousData,
  });
  const done = () => {
    setReason('');
    void client.invalidateQueries({ queryKey: [...opsCostCenterKey, 'invoices'] });
  };
  const issue = useMutation({ mutationFn: (id: string) => opsCostCenterApi.issueInvoice(id), onSuccess: done });
  const decide = useMutation({
    mutationFn: ({ id, kind }: { id: string; kind: 'reject' | 'reverse' }) =>
      kind === 'reject' ? opsCostCenterApi.rejectInvoice(id, reason) : opsCostCenterApi.reverseInvoice(id, reason),
    onSuccess: done,
  });
  const withReason = (i: Row, kind: 'reject' | 'reverse') => (
    <Popconfirm
      title={t(`costCenter.ops.invoices.${kind}`)}
      description={
        <Input placeholder={t('costCenter.ops.orders.reason')} maxLength={300} value={reason} onChange={(e) => setReason(e.target.value)} />
      }
      okButtonProps={{ disabled: reason.trim() === '' }}
      onConfirm={() => decide.mutate({ id: i.id, kind })}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
    >
      <Button size="small" danger>
        {t(`costCenter.ops.invoices.${kind}`)}
      </Button>
    </Popconfirm>
  );
  const columns: TableColumnsType<Row> = [
    { key: 'enterprise', title: t('costCenter.ops.orders.enterprise'), render: (_, i) => i.enterpriseName ?? '—' },
    { key: 'title', title: t('costCenter.invoices.title'), render: (_, i) => `${i.title.name} ${i.title.taxpayerId}`.trim() },
    { key: 'type', title: t('costCenter.invoices.type'), render: (_, i) => t(`costCenter.invoiceTypes.${i.invoiceType}`) },
    { key: 'amount', title: t('costCenter.invoices.amount'), align: 'right', render: (_, i) => yuan(i.amountFen) },
    { key: 'orders', title: t('costCenter.invoices.orders'), render: (_, i) => i.orderNos.join(', ') },
    { key: 'status', title: t('costCenter.invoices.status'), render: (_, i) => <InvoiceStatusTag status={i.status} /> },
    { key: 'createdAt', title: t('costCenter.invoices.requestedAt'), render: (_, i) => dayjs(i.createdAt).format('YYYY-MM-DD HH:mm') },
    {
      key: 'actions',
      title: t('costCenter.orders.actions'),
      render: (_, i) => (
        <Flex gap={4} wrap>
          {i.status === 'requested' && (
            <>
              <Button
                size="small"
                type="primary"
                loading={issue.isPending}
                onClick={() => issue.mutate(i.id)}
                data-testid="ops-invoice-issue"
              >
                {t('costCenter.ops.invoices.issue')}
              </Button>
              <Button size="small" onClick={() => setFileFor(i.id)} data-testid="ops-invoice-upload">
                {t('costCenter.ops.invoices.upload')}
              </Button>
              {withReason(i, 'reject')}
            </>
          )}
          {i.status === 'issued' && (
            <>
              <FileDownloadButton
                size="small"
                path={fillPath(r.opsInvoiceFile.path, { id: i.id })}
                fileName={`${i.id}.pdf`}
                testId="ops-invoice-file"
              >
                {t('costCenter.invoices.download')}
              </FileDownloadButton>
              {withReason(i, 'reverse')}
            </>
          )}
        </Flex>
      ),
    },
  ];
  return (
    <Card title={t('costCenter.ops.invoices.title')}>
      <Typography.Paragraph type="secondary">{t('costCenter.ops.invoices.intro')}</Typography.Paragraph>
      <Select
        value={filter}
        aria-label={t('costCenter.invoices.status')}
        style={{ width: 200, marginBottom: 16 }}
        onChange={setFilter}
        options={[
          { value: 'all', label: t('costCenter.all') },
          ...invoiceStatusNames.map((s) => ({ value: s, label: t(`costCenter.invoiceStates.${s}`) })),
        ]}
      />
      <DataTable
        rowKey="id"
        columns={columns}
        {...pagedTable(data, pager, { pageSize, totalText: (total) => t('costCenter.invoices.total', { count: total }) })}
        loading={isFetching}
        scroll={{ x: 1000 }}
        locale={{ emptyText: t('costCenter.invoices.empty') }}
        data-testid="ops-invoices-table"
      />
      <InvoiceFileDialog
        key={fileFor ?? ''}
        invoiceId={fileFor}
        onClose={() => setFileFor(null)}
        onIssued={() => {
          setFileFor(null);
          done();
        }}
      />
    </Card>
  );
}
