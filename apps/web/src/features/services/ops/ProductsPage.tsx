import type { ProductView } from '@console/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddableListCard } from '../../../components/AddableListCard';
import { PackagesSection, opsPackagesKey } from '../../costCenter';
import { useServiceLabels } from '../labels';
import { ProductDialog } from './ProductDialog';
import { productsKey, servicesOpsApi } from './api';
import { formatFen } from '@console/contract/money';

/** Back office: the product catalogue with unit prices, and the dialog that adds a product. */
export default function ProductsPage() {
  const { t } = useTranslation();
  const label = useServiceLabels();
  const client = useQueryClient();
  const [adding, setAdding] = useState(false);
  const { data, error, isFetching } = useQuery({ queryKey: productsKey, queryFn: servicesOpsApi.products });
  const columns: TableColumnsType<ProductView> = [
    { key: 'productNo', title: t('services.productNo'), render: (_, p) => <Typography.Text code>{p.productNo}</Typography.Text> },
    { key: 'name', title: t('services.product'), dataIndex: 'name' },
    { key: 'nameEn', title: t('fields.nameEn'), dataIndex: 'nameEn', render: (v: string) => v || '—' },
    { key: 'service', title: t('services.service'), render: (_, p) => label.service(p) },
    {
      key: 'price',
      title: t('services.ops.products.price'),
      align: 'right',
      render: (_, p) => t('services.ops.products.priceFen', { yuan: formatFen(p.unitPriceFen) }),
    },
    { key: 'createdAt', title: t('services.ops.products.createdAt'), render: (_, p) => dayjs(p.createdAt).format('YYYY-MM-DD HH:mm') },
  ];
  return (
    <>
      <AddableListCard
        title={t('services.ops.products.title')}
        intro={t('services.ops.products.intro')}
        addText={t('services.ops.products.add')}
        addTestId="product-add"
        onAdd={() => setAdding(true)}
        error={error}
        columns={columns}
        rows={data?.list}
        loading={isFetching}
        scrollX={720}
        emptyText={t('services.ops.products.empty')}
        tableTestId="products-table"
      >
        <ProductDialog
          open={adding}
          onClose={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            void client.invalidateQueries({ queryKey: productsKey });
            // The packages section below offers the products a package may be of: it must see the new one too.
            void client.invalidateQueries({ queryKey: opsPackagesKey });
          }}
        />
      </AddableListCard>
      <PackagesSection />
    </>
  );
}
