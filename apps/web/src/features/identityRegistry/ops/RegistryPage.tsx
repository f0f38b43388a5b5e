import { PlusOutlined } from '@ant-design/icons';
import type { RegistryEntryView } from '@console/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Tag, Typography, type TableColumnsType } from 'antd';
import { pagedTable, useKeysetPager } from '../../../components/pagedTable';
import { useState } from 'react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { RegistryDialog } from './RegistryDialog';
import { registryApi, registryKey } from './api';
import { DataTable } from '../../../components/DataTable';

const pageSize = 10;
const checkColour = { pass: 'success', fail: 'error', manual: 'warning' } as const;
const nowrap = { whiteSpace: 'nowrap' } as const;
const dateTime = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm');

function CheckTag({ value }: { value: keyof typeof checkColour }) {
  const { t } = useTranslation();
  return <Tag color={checkColour[value]}>{t(`identityRegistry.ops.check.${value}`)}</Tag>;
}

/** The sandbox provider's test identities (masked) and the dialog that adds one. */
export default function RegistryPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const pager = useKeysetPager();
  const [adding, setAdding] = useState(false);
  const { data, isFetching, error } = useQuery({
    queryKey: [...registryKey, pager.after ?? ''],
    queryFn: () => registryApi.list(pager.after, pageSize),
    placeholderData: keepPreviousData,
  });

  const added = () => {
    setAdding(false);
    void client.invalidateQueries({ queryKey: registryKey });
  };

  const columns: TableColumnsType<RegistryEntryView> = [
    { key: 'name', title: t('identityRegistry.ops.name'), dataIndex: 'name', width: 70 },
    // Masked numbers read as one token; wrapping them mid-number hides which digits are shown.
    { key: 'idNumber', title: t('identityRegistry.ops.idNumber'), width: 160, render: (_, e) => <span style={nowrap}>{e.idNumber}</span> },
    { key: 'phone', title: t('identityRegistry.ops.phone'), width: 115, render: (_, e) => <span style={nowrap}>{e.phone ?? '—'}</span> },
    {
      key: 'bankCard',
      title: t('identityRegistry.ops.bankCard'),
      width: 175,
      render: (_, e) => <span style={nowrap}>{e.bankCard ?? '—'}</span>,
    },
    { key: 'phoneCheck', title: t('identityRegistry.ops.phoneCheck'), width: 95, render: (_, e) => <CheckTag value={e.phoneCheck} /> },
    { key: 'bankCheck', title: t('identityRegistry.ops.bankCheck'), width: 95, render: (_, e) => <CheckTag value={e.bankCheck} /> },
    { key: 'faceCheck', title: t('identityRegistry.ops.faceCheck'), width: 95, render: (_, e) => <CheckTag value={e.faceCheck} /> },
    { key: 'note', title: t('identityRegistry.ops.note'), dataIndex: 'note', ellipsis: true },
    {
      key: 'createdBy',
      title: t('identityRegistry.ops.createdBy'),
      width: 130,
      render: (_, e) => (
        <Flex vertical gap={2} align="start">
          {e.createdBy === 'seed' ? <Tag>{t('identityRegistry.ops.seed')}</Tag> : e.createdBy}
          <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
            {dateTime(e.createdAt)}
          </Typography.Text>
        </Flex>
      ),
    },
  ];

  return (
    <Card
      title={t('identityRegistry.ops.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="registry-add">
          {t('identityRegistry.ops.add')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('identityRegistry.ops.intro')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />}
      <DataTable
        rowKey="id"
        size="middle"
        columns={columns}
        {...pagedTable(data, pager, { pageSize, totalText: (total) => t('identityRegistry.ops.total', { count: total }) })}
        loading={isFetching}
        scroll={{ x: 1080 }}
        data-testid="registry-table"
      />
      <RegistryDialog open={adding} onClose={() => setAdding(false)} onAdded={added} />
    </Card>
  );
}
