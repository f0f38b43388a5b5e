import { PlusOutlined } from '@ant-design/icons';
import type { AppSummary } from '@console/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Space, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../components/DataTable';
import { usePagePath } from '../../app/routing';
import { appsApi, appsKey } from './api';
import { appColumns } from './appColumns';

/** §2 myAppList: the enterprise's applications. */
export default function AppListPage() {
  const { t } = useTranslation();
  const buildPath = usePagePath('myAppBuild');
  const detailPath = usePagePath('myAppDetail');
  const editPath = usePagePath('myAppEdit');
  const authorizePath = usePagePath('myAppAuthorize');
  const { data, error, isFetching, fetchNextPage, hasNextPage } = useInfiniteQuery({
    queryKey: [...appsKey, 'list'],
    queryFn: ({ pageParam }) => appsApi.list(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
  });
  const rows = data?.pages.flatMap((p) => p.list) ?? [];
  const columns: TableColumnsType<AppSummary> = [
    ...appColumns<AppSummary>(t, detailPath),
    { key: 'services', title: t('apps.services'), align: 'right', render: (_, a) => <Tag>{a.serviceCount}</Tag> },
    {
      key: 'createdAt',
      title: t('apps.createdAt'),
      render: (_, a) => <span style={{ whiteSpace: 'nowrap' }}>{dayjs(a.createdAt).format('YYYY-MM-DD HH:mm')}</span>,
    },
    {
      key: 'actions',
      title: t('apps.actions'),
      render: (_, a) => (
        <Space wrap size={4}>
          {detailPath && <Link to={`${detailPath}?id=${a.id}`}>{t('apps.detail')}</Link>}
          {editPath && <Link to={`${editPath}?id=${a.id}`}>{t('apps.edit')}</Link>}
          {authorizePath && <Link to={`${authorizePath}?id=${a.id}`}>{t('apps.authorize')}</Link>}
        </Space>
      ),
    },
  ];
  return (
    <Card
      title={t('apps.listTitle')}
      extra={
        buildPath && (
          <Link to={buildPath}>
            <Button type="primary" icon={<PlusOutlined />} data-testid="app-create">
              {t('apps.create')}
            </Button>
          </Link>
        )
      }
    >
      <Typography.Paragraph type="secondary">{t('apps.listIntro')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />}
      <DataTable
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={isFetching}
        pagination={false}
        scroll={{ x: 900 }}
        locale={{ emptyText: t('apps.empty') }}
        data-testid="apps-table"
      />
      {hasNextPage && (
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Button onClick={() => void fetchNextPage()}>{t('apps.loadMore')}</Button>
        </Flex>
      )}
    </Card>
  );
}
