import { PlusOutlined } from '@ant-design/icons';
import type { InvoiceTitleView } from '@console/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { TitleDialog } from './TitleDialog';
import { costCenterApi, costCenterKey } from './api';

/** §2 myInvoiceInfo: the enterprise's saved invoice titles. */
export default function InvoiceInfoPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [adding, setAdding] = useState(false);
  const { data, isFetching } = useQuery({ queryKey: [...costCenterKey, 'titles'], queryFn: costCenterApi.titles });
  const columns: TableColumnsType<InvoiceTitleView> = [
    { key: 'kind', title: t('costCenter.invoices.type'), render: (_, x) => t(`costCenter.titleKinds.${x.kind}`) },
    { key: 'name', title: t('costCenter.invoices.title'), dataIndex: 'name' },
    { key: 'taxpayerId', title: t('fields.taxpayerId'), render: (_, x) => x.taxpayerId || '—' },
    { key: 'addressPhone', title: t('fields.addressPhone'), render: (_, x) => x.addressPhone || '—' },
    { key: 'bankAccount', title: t('fields.bankAccount'), render: (_, x) => x.bankAccount || '—' },
  ];
  return (
    <Card
      title={t('costCenter.invoices.titles')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="title-add">
          {t('costCenter.invoices.addTitle')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('costCenter.invoices.titlesIntro')}</Typography.Paragraph>
      <DataTable
        rowKey="id"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching}
        pagination={false}
        scroll={{ x: 760 }}
        locale={{ emptyText: t('costCenter.invoices.noTitles') }}
        data-testid="titles-table"
      />
      <TitleDialog
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={() => {
          setAdding(false);
          void client.invalidateQueries({ queryKey: [...costCenterKey, 'titles'] });
        }}
      />
    </Card>
  );
}
