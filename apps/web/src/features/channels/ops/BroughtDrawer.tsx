import { DownloadOutlined } from '@ant-design/icons';
import type { ChannelItem } from '@console/contract';
import { realNameStatus } from '@console/contract/enums';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Drawer, Tabs, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/DataTable';
import { pagedTable, useKeysetPager } from '../../../components/pagedTable';
import { saveFile } from '../../../components/saveFile';
import { channelsApi } from '../api';
import { formatFen } from '@console/contract/money';

const pageSize = 20;
type Account = Awaited<ReturnType<typeof channelsApi.accounts>>['list'][number];
type Enterprise = Awaited<ReturnType<typeof channelsApi.enterprises>>['list'][number];
const statusNames = Object.fromEntries(Object.entries(realNameStatus).map(([name, code]) => [code, name])) as Record<
  number,
  keyof typeof realNameStatus
>;
const when = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm');

function ExportButton({ channel, kind }: { channel: ChannelItem; kind: 'accounts' | 'enterprises' }) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      saveFile(await channelsApi.exportCsv(channel.id, kind), `channel-${channel.code}-${kind}.csv`);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={exporting}
      onClick={() => void exportCsv()}
      style={{ marginBottom: 12 }}
      data-testid={`export-${kind}`}
    >
      {t('channels.ops.export')}
    </Button>
  );
}

function BroughtAccounts({ channel }: { channel: ChannelItem }) {
  const { t } = useTranslation();
  const pager = useKeysetPager(channel.id);
  const { data, isFetching } = useQuery({
    queryKey: ['channels', 'accounts', channel.id, pager.after],
    queryFn: () => channelsApi.accounts(channel.id, { after: pager.after, pageSize }),
    placeholderData: keepPreviousData,
  });
  const columns: TableColumnsType<Account> = [
    { key: 'name', title: t('channels.ops.accountName'), dataIndex: 'accountName' },
    {
      key: 'realName',
      title: t('channels.ops.realName'),
      render: (_, a) => t(`common.realNameStatus.${statusNames[a.realNameStatus] ?? 'notAuthenticated'}`),
    },
    { key: 'at', title: t('channels.ops.associatedAt'), render: (_, a) => when(a.associatedAt) },
  ];
  return (
    <>
      <ExportButton channel={channel} kind="accounts" />
      <DataTable
        rowKey="userId"
        columns={columns}
        {...pagedTable(data, pager, { pageSize, totalText: (total) => t('channels.ops.total', { total }) })}
        loading={isFetching}
        data-testid="brought-accounts"
      />
    </>
  );
}

function BroughtEnterprises({ channel }: { channel: ChannelItem }) {
  const { t } = useTranslation();
  const pager = useKeysetPager(channel.id);
  const { data, isFetching } = useQuery({
    queryKey: ['channels', 'enterprises', channel.id, pager.after],
    queryFn: () => channelsApi.enterprises(channel.id, { after: pager.after, pageSize }),
    placeholderData: keepPreviousData,
  });
  const columns: TableColumnsType<Enterprise> = [
    { key: 'name', title: t('channels.ops.enterpriseName'), dataIndex: 'name' },
    { key: 'orders', title: t('channels.ops.paidOrders'), align: 'right', dataIndex: 'paidOrders' },
    { key: 'amount', title: t('channels.ops.paidAmount'), align: 'right', render: (_, e) => formatFen(e.paidFen) },
    { key: 'at', title: t('channels.ops.associatedAt'), render: (_, e) => when(e.associatedAt) },
  ];
  return (
    <>
      <ExportButton channel={channel} kind="enterprises" />
      <DataTable
        rowKey="enterpriseId"
        columns={columns}
        {...pagedTable(data, pager, { pageSize, totalText: (total) => t('channels.ops.total', { total }) })}
        loading={isFetching}
        scroll={{ x: 560 }}
        data-testid="brought-enterprises"
      />
    </>
  );
}

/** What a partner brought: its accounts and its enterprises with their paid orders (the base it is paid on), each exportable. */
export function BroughtDrawer({ channel, onClose }: { channel: ChannelItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer open={channel !== null} onClose={onClose} title={channel ? t('channels.ops.detail', { name: channel.name }) : ''} size="large">
      {channel && (
        <Tabs
          items={[
            { key: 'accounts', label: t('channels.ops.accounts'), children: <BroughtAccounts channel={channel} /> },
            { key: 'enterprises', label: t('channels.ops.enterprises'), children: <BroughtEnterprises channel={channel} /> },
          ]}
        />
      )}
    </Drawer>
  );
}
