import type { InvoiceTitleView } from '@console/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddableListCard } from '../../components/AddableListCard';
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
    <AddableListCard
      title={t('costCenter.invoices.titles')}
      intro={t('costCenter.invoices.titlesIntro')}
      addText={t('costCenter.invoices.addTitle')}
      addTestId="title-add"
      onAdd={() => setAdding(true)}
      columns={columns}
      rows={data?.list}
      loading={isFetching}
      scrollX={760}
      emptyText={t('costCenter.invoices.noTitles')}
      tableTestId="titles-table"
    >
      <TitleDialog
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={() => {
          setAdding(false);
          void client.invalidateQueries({ queryKey: [...costCenterKey, 'titles'] });
        }}
      />
    </AddableListCard>
  );
}
