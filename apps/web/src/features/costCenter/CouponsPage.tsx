import { type CouponTab, type CouponView, couponTabs, formatFen } from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Card, Space, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePagePath } from '../../app/routing';
import { DataTable } from '../../components/DataTable';
import { pagedTable, useKeysetPager } from '../../components/pagedTable';
import { costCenterApi, costCenterKey } from './api';
import { useYuan } from './labels';

const pageSize = 10;

/** §2 myDiscountList: the tenant's coupons on three tabs; those ending within 30 days are highlighted. */
export default function CouponsPage() {
  const { t } = useTranslation();
  const yuan = useYuan();
  const helpPath = usePagePath('helpDoc');
  const [tab, setTab] = useState<CouponTab>('available');
  const pager = useKeysetPager(tab);
  const { data, isFetching, error } = useQuery({
    queryKey: [...costCenterKey, 'coupons', tab, pager.after],
    queryFn: () => costCenterApi.coupons({ tab, after: pager.after, pageSize }),
    placeholderData: keepPreviousData,
  });
  const columns: TableColumnsType<CouponView> = [
    {
      key: 'name',
      title: t('costCenter.coupons.name'),
      render: (_, c) => (
        <Space size={4} wrap>
          <span>{c.name}</span>
          {c.expiringSoon && <Tag color="orange">{t('costCenter.coupons.expiringSoon')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'value',
      title: t('costCenter.coupons.value'),
      render: (_, c) =>
        c.kind === 'fixed'
          ? t('costCenter.coupons.fixed', { yuan: formatFen(c.value) })
          : t('costCenter.coupons.percent', { value: c.value }),
    },
    {
      key: 'minimum',
      title: t('costCenter.coupons.minimum'),
      render: (_, c) => (c.minSpendFen > 0 ? yuan(c.minSpendFen) : t('costCenter.coupons.noMinimum')),
    },
    { key: 'scope', title: t('costCenter.coupons.scope'), render: (_, c) => c.productName ?? t('costCenter.coupons.allProducts') },
    {
      key: 'validity',
      title: t('costCenter.coupons.validity'),
      render: (_, c) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {dayjs(c.startsAt).format('YYYY-MM-DD')} ~ {dayjs(c.expiresAt).format('YYYY-MM-DD')}
        </span>
      ),
    },
    ...(tab === 'used'
      ? [{ key: 'usedOn', title: t('costCenter.coupons.usedOn'), render: (_: unknown, c: CouponView) => c.usedOrderNo }]
      : []),
  ];
  return (
    <Card title={t('routes.myDiscountList')} extra={helpPath && <Link to={helpPath}>{t('costCenter.coupons.help')}</Link>}>
      <Typography.Paragraph type="secondary">{t('costCenter.coupons.intro')}</Typography.Paragraph>
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as CouponTab)}
        items={couponTabs.map((k) => ({ key: k, label: t(`costCenter.tabs.${k}`) }))}
      />
      {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />}
      <DataTable
        rowKey="id"
        columns={columns}
        {...pagedTable(data, pager, { pageSize, totalText: (total) => t('costCenter.coupons.total', { count: total }) })}
        loading={isFetching}
        scroll={{ x: 760 }}
        locale={{ emptyText: t('costCenter.coupons.empty') }}
        data-testid="coupons-table"
      />
    </Card>
  );
}
