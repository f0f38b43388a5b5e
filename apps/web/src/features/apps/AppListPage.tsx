import { PlusOutlined } from '@ant-design/icons';
import type { AppSummary } from '@console/contract';
import { Button, Card, Space, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadMoreTable } from '../../components/LoadMoreTable';
import { useLoadMoreList } from '../../components/useLoadMoreList';
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
  const apps = useLoadMoreList({
    queryKey: [...appsKey, 'list'],
    fetch: (after) => appsApi.list(after),
    emptyText: t('apps.empty'),
    moreText: t('apps.loadMore'),
  });
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
      <LoadMoreTable list={apps} size="large" columns={columns} scrollX={900} testId="apps-table" />
    </Card>
  );
}
