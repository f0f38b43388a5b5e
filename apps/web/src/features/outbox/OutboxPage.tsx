import { ReloadOutlined } from '@ant-design/icons';
import type { OutboxMessage } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Grid, List, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { outboxApi } from './api';
import { useConsole } from '../../app/store';
import { ChannelTag, MessageBody, MessageCard, MessageCode } from './MessageCard';
import { DataTable } from '../../components/DataTable';

/** /outbox: outside production, the mail and SMS the console "sent", so codes can be read locally. */
export default function OutboxPage() {
  const { t } = useTranslation();
  const site = useConsole((s) => s.site);
  // On a phone the messages are a list: a table's text column would be a sliver of the screen.
  const phone = Grid.useBreakpoint().md === false;
  const { data, isFetching, refetch } = useQuery({ queryKey: ['outbox'], queryFn: outboxApi.list, enabled: site.outboxEnabled });
  // The site config may still be loading on a first visit; only a loaded config can rule the page out.
  const siteLoaded = useConsole((s) => s.siteLoaded);
  if (siteLoaded && !site.outboxEnabled) return <Navigate to="/404" replace />;

  return (
    <Card
      title={t('routes.outbox')}
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void refetch()} loading={isFetching} data-testid="outbox-refresh">
          {t('common.refresh')}
        </Button>
      }
    >
      <Alert type="info" showIcon title={t('outbox.intro')} style={{ marginBottom: 16 }} />
      {phone ? (
        <List<OutboxMessage>
          dataSource={data ?? []}
          loading={isFetching && !data}
          pagination={{ pageSize: 10, hideOnSinglePage: true, size: 'small' }}
          locale={{ emptyText: t('outbox.empty') }}
          renderItem={(m) => (
            <List.Item key={m.id}>
              <MessageCard message={m} />
            </List.Item>
          )}
        />
      ) : (
        <DataTable<OutboxMessage>
          rowKey="id"
          size="middle"
          loading={isFetching && !data}
          dataSource={data ?? []}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          locale={{ emptyText: t('outbox.empty') }}
          scroll={{ x: 760 }}
          columns={[
            { title: t('outbox.time'), dataIndex: 'createdAt', width: 110, render: (v: number) => dayjs(v).format('MM-DD HH:mm:ss') },
            {
              title: t('outbox.channel'),
              dataIndex: 'channel',
              width: 90,
              render: (v: OutboxMessage['channel']) => <ChannelTag channel={v} />,
            },
            {
              title: t('outbox.to'),
              dataIndex: 'to',
              width: 200,
              render: (v: string) => (
                <Typography.Text copyable style={{ wordBreak: 'break-all' }}>
                  {v}
                </Typography.Text>
              ),
            },
            { title: t('outbox.code'), key: 'code', width: 110, render: (_: unknown, m) => <MessageCode text={m.text} /> },
            { title: t('outbox.text'), key: 'text', render: (_: unknown, m) => <MessageBody message={m} /> },
          ]}
        />
      )}
      <div style={{ marginTop: 16 }}>
        <Link to={site.loginEntryPath}>{t('outbox.backToLogin')}</Link>
      </div>
    </Card>
  );
}
