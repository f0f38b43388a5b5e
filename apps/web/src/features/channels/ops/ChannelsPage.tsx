import { PlusOutlined } from '@ant-design/icons';
import type { ChannelItem } from '@console/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Select, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/DataTable';
import { pagedTable, useKeysetPager } from '../../../components/pagedTable';
import { channelsApi } from '../api';
import { BroughtDrawer } from './BroughtDrawer';
import { ChannelDialog } from './ChannelDialog';

const pageSize = 20;
const listKey = ['channels', 'ops'] as const;

/** Back office: the channel partners with their links, entry pages and what they brought. */
export default function ChannelsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [status, setStatus] = useState<'enabled' | 'disabled' | 'all'>('all');
  const [editing, setEditing] = useState<ChannelItem | 'new' | null>(null);
  const [viewing, setViewing] = useState<ChannelItem | null>(null);
  const pager = useKeysetPager(status);
  const { data, isFetching, error } = useQuery({
    queryKey: [...listKey, status, pager.after],
    queryFn: () => channelsApi.list({ status: status === 'all' ? undefined : status, after: pager.after, pageSize }),
    placeholderData: keepPreviousData,
  });
  const columns: TableColumnsType<ChannelItem> = [
    {
      key: 'name',
      title: t('channels.ops.name'),
      render: (_, c) => (
        <Space align="start">
          {c.logo && <img src={c.logo} alt="" width={24} height={24} style={{ objectFit: 'contain' }} />}
          <Flex vertical>
            <span style={{ color: c.textColor, fontWeight: 600, whiteSpace: 'nowrap' }}>{c.name}</span>
            <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
              {c.code}
            </Typography.Text>
          </Flex>
        </Space>
      ),
    },
    {
      key: 'status',
      title: t('channels.ops.status'),
      render: (_, c) => <Tag color={c.status === 'enabled' ? 'green' : 'default'}>{t(`channels.ops.statuses.${c.status}`)}</Tag>,
    },
    {
      key: 'links',
      title: t('channels.ops.links'),
      render: (_, c) => (
        <Flex vertical>
          <Typography.Text copyable style={{ whiteSpace: 'nowrap' }}>{`/channelLogin?channel=${c.code}`}</Typography.Text>
          <Typography.Text copyable style={{ whiteSpace: 'nowrap' }}>{`/channelSignIn?channel=${c.code}`}</Typography.Text>
          {c.entryPath && <Typography.Text style={{ whiteSpace: 'nowrap' }}>{t(`channels.ops.entries.${c.entryPath}`)}</Typography.Text>}
        </Flex>
      ),
    },
    { key: 'contact', title: t('channels.ops.contactName'), render: (_, c) => `${c.contactName} ${c.contactPhone}` },
    { key: 'accounts', title: t('channels.ops.accounts'), align: 'right', dataIndex: 'accounts' },
    { key: 'enterprises', title: t('channels.ops.enterprises'), align: 'right', dataIndex: 'enterprises' },
    {
      key: 'actions',
      title: '',
      render: (_, c) => (
        <Space>
          <Button size="small" onClick={() => setEditing(c)} data-testid={`channel-edit-${c.code}`}>
            {t('channels.ops.edit2')}
          </Button>
          <Button size="small" onClick={() => setViewing(c)} data-testid={`channel-view-${c.code}`}>
            {t('channels.ops.view')}
          </Button>
        </Space>
      ),
    },
  ];
  const refresh = () => void client.invalidateQueries({ queryKey: listKey });
  return (
    <Card
      title={t('channels.ops.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="channel-add">
          {t('channels.ops.add')}
        </Button>
      }
    >
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Select
          value={status}
          onChange={setStatus}
          aria-label={t('channels.ops.status')}
          style={{ width: 160 }}
          options={[
            { value: 'all', label: t('channels.ops.anyStatus') },
            { value: 'enabled', label: t('channels.ops.statuses.enabled') },
            { value: 'disabled', label: t('channels.ops.statuses.disabled') },
          ]}
        />
      </Flex>
      {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />}
      <DataTable
        rowKey="id"
        columns={columns}
        {...pagedTable(data, pager, { pageSize, totalText: (total) => t('channels.ops.total', { total }) })}
        loading={isFetching}
        scroll={{ x: 1000 }}
        data-testid="channels-table"
      />
      <ChannelDialog
        channel={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          refresh();
        }}
      />
      <BroughtDrawer channel={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
