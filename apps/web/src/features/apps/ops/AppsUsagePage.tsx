import type { z } from 'zod';
import type { opsAppSchema } from '@console/contract';
import { Card, Flex, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedListTable } from '../../../components/PagedListTable';
import { usePagedList } from '../../../components/usePagedList';
import { EnterprisePicker } from '../../services';
import { AppStatusTag, EnvironmentTag } from '../tags';
import { appsOpsApi } from './api';

const pageSize = 20;
type OpsApp = z.infer<typeof opsAppSchema>;

/** Back office: an enterprise's applications (or every enterprise's) with their services and this month's metered calls. */
export default function AppsUsagePage() {
  const { t } = useTranslation();
  const [enterpriseId, setEnterpriseId] = useState<string>();
  const list = usePagedList({
    queryKey: ['ops', 'apps', enterpriseId ?? ''],
    filterKey: enterpriseId ?? '',
    pageSize,
    fetch: (after) => appsOpsApi.list(enterpriseId, after, pageSize),
    totalText: (total) => t('services.ops.apps.total', { count: total }),
    emptyText: t('services.ops.apps.empty'),
  });
  const columns: TableColumnsType<OpsApp> = [
    {
      key: 'name',
      title: t('apps.name'),
      render: (_, a) => (
        <Flex vertical>
          <span>{a.name}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {a.appAbbreviation}
          </Typography.Text>
        </Flex>
      ),
    },
    { key: 'appId', title: t('apps.appId'), render: (_, a) => <Typography.Text code>{a.appId}</Typography.Text> },
    { key: 'environment', title: t('apps.environment'), render: (_, a) => <EnvironmentTag environment={a.environment} /> },
    { key: 'status', title: t('apps.status'), render: (_, a) => <AppStatusTag status={a.status} /> },
    { key: 'services', title: t('apps.services'), align: 'right', dataIndex: 'serviceCount' },
    {
      key: 'calls',
      title: t('services.ops.apps.callsThisMonth'),
      align: 'right',
      render: (_, a) => a.callsThisMonth.toLocaleString(),
    },
    { key: 'createdAt', title: t('apps.createdAt'), render: (_, a) => dayjs(a.createdAt).format('YYYY-MM-DD HH:mm') },
  ];
  return (
    <Card title={t('services.ops.apps.title')}>
      <Typography.Paragraph type="secondary">{t('services.ops.apps.intro')}</Typography.Paragraph>
      <Flex style={{ marginBottom: 16 }}>
        <EnterprisePicker value={enterpriseId} onChange={setEnterpriseId} />
      </Flex>
      <PagedListTable list={list} columns={columns} scroll={{ x: 860 }} data-testid="ops-apps-table" />
    </Card>
  );
}
