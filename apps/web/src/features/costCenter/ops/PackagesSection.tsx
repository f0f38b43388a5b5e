import { PlusOutlined } from '@ant-design/icons';
import type { PackageView } from '@console/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/DataTable';
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
    <Card
      title={t('costCenter.ops.packages.title')}
      style={{ marginTop: 16 }}
      extra={
        <Button icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="package-add">
          {t('costCenter.ops.packages.add')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('costCenter.ops.packages.intro')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />}
      <DataTable
        rowKey="id"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching}
        pagination={false}
        scroll={{ x: 720 }}
        locale={{ emptyText: t('costCenter.ops.packages.empty') }}
        data-testid="packages-table"
      />
      <PackageDialog
        open={adding}
        products={data?.products ?? []}
        onClose={() => setAdding(false)}
        onAdded={() => {
          setAdding(false);
          void client.invalidateQueries({ queryKey: opsCostCenterKey });
        }}
      />
    </Card>
  );
}
