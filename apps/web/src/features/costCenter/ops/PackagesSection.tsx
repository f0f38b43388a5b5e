import type { PackageView } from '@console/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddableListCard } from '../../../components/AddableListCard';
import { useServiceLabels } from '../../services';
import { opsCostCenterApi, opsCostCenterKey, opsPackagesKey } from '../api';
import { useYuan } from '../labels';
import { PackageDialog } from './PackageDialog';

/** The packages and prices of the catalogue's products, shown under the back office's products page. */
export function PackagesSection() {
  const { t } = useTranslation();
  const yuan = useYuan();
  const label = useServiceLabels();
  const client = useQueryClient();
  const [adding, setAdding] = useState(false);
  const { data, error, isFetching } = useQuery({ queryKey: opsPackagesKey, queryFn: opsCostCenterApi.packages });
  const columns: TableColumnsType<PackageView> = [
    { key: 'product', title: t('costCenter.ops.packages.product'), render: (_, p) => `${p.productNo} ${p.productName}` },
    { key: 'name', title: t('costCenter.ops.packages.name'), dataIndex: 'name' },
    { key: 'mode', title: t('costCenter.ops.packages.mode'), render: (_, p) => label.mode(p.issuingMode) },
    { key: 'quantity', title: t('fields.quantity'), align: 'right', render: (_, p) => label.count(p.quantity) },
    { key: 'months', title: t('fields.months'), align: 'right', dataIndex: 'months' },
    { key: 'price', title: t('costCenter.orders.amount'), align: 'right', render: (_, p) => yuan(p.priceFen) },
  ];
  return (
    <AddableListCard
      title={t('costCenter.ops.packages.title')}
      intro={t('costCenter.ops.packages.intro')}
      addText={t('costCenter.ops.packages.add')}
      addTestId="package-add"
      addPrimary={false}
      onAdd={() => setAdding(true)}
      style={{ marginTop: 16 }}
      error={error}
      columns={columns}
      rows={data?.list}
      loading={isFetching}
      scrollX={720}
      emptyText={t('costCenter.ops.packages.empty')}
      tableTestId="packages-table"
    >
      <PackageDialog
        open={adding}
        products={data?.products ?? []}
        onClose={() => setAdding(false)}
        onAdded={() => {
          setAdding(false);
          void client.invalidateQueries({ queryKey: opsCostCenterKey });
        }}
      />
    </AddableListCard>
  );
}
