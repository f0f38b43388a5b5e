import { PlusOutlined } from '@ant-design/icons';
import type { RegistryEntryView } from '@console/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { pagedTable } from '../../../components/pagedTable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../realName/labels';
import { RegistryDialog } from './RegistryDialog';
import { registryKey, reviewApi } from './api';

const pageSize = 10;
const checkColour = { pass: 'success', fail: 'error', manual: 'warning' } as const;
const nowrap = { whiteSpace: 'nowrap' } as const;

function CheckTag({ value }: { value: keyof typeof checkColour }) {
  const { t } = useTranslation();
  return <Tag color={checkColour[value]}>{t(`review.registry.check.${value}`)}</Tag>;
}

/** The sandbox provider's test identities (masked) and the dialog that adds one. */
export default function RegistryPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [pageNum, setPageNum] = useState(1);
  const [adding, setAdding] = useState(false);
  const { data, isFetching, error } = useQuery({
    queryKey: [...registryKey, pageNum],
    queryFn: () => reviewApi.registry(pageNum, pageSize),
    placeholderData: keepPreviousData,
  });

  const added = () => {
    setAdding(false);
    void client.invalidateQueries({ queryKey: registryKey });
  };

  const columns: TableColumnsType<RegistryEntryView> = [
    { key: 'name', title: t('review.registry.name'), dataIndex: 'name', width: 70 },
    // Masked numbers read as one token; wrapping them mid-number hides which digits are shown.
    { key: 'idNumber', title: t('review.registry.idNumber'), width: 160, render: (_, e) => <span style={nowrap}>{e.idNumber}</span> },
    { key: 'phone', title: t('review.registry.phone'), width: 115, render: (_, e) => <span style={nowrap}>{e.phone ?? '—'}</span> },
    {
      key: 'bankCard',
      title: t('review.registry.bankCard'),
      width: 175,
      render: (_, e) => <span style={nowrap}>{e.bankCard ?? '—'}</span>,
    },
    { key: 'phoneCheck', title: t('review.registry.phoneCheck'), width: 95, render: (_, e) => <CheckTag value={e.phoneCheck} /> },
    { key: 'bankCheck', title: t('review.registry.bankCheck'), width: 95, render: (_, e) => <CheckTag value={e.bankCheck} /> },
    { key: 'faceCheck', title: t('review.registry.faceCheck'), width: 95, render: (_, e) => <CheckTag value={e.faceCheck} /> },
    { key: 'note', title: t('review.registry.note'), dataIndex: 'note', ellipsis: true },
    {
      key: 'createdBy',
      title: t('review.registry.createdBy'),
      width: 130,
      render: (_, e) => (
        <Flex vertical gap={2} align="start">
          {e.createdBy === 'seed' ? <Tag>{t('review.registry.seed')}</Tag> : e.createdBy}
          <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
            {dateTime(e.createdAt)}
          </Typography.Text>
        </Flex>
      ),
    },
  ];

  return (
    <Card
      title={t('review.registry.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="registry-add">
          {t('review.registry.add')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('review.registry.intro')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />}
      <Table
        rowKey="id"
        size="middle"
        columns={columns}
        {...pagedTable(data, { pageNum, pageSize, onPage: setPageNum, totalText: (total) => t('review.registry.total', { total }) })}
        loading={isFetching}
        scroll={{ x: 1080 }}
        data-testid="registry-table"
      />
      <RegistryDialog open={adding} onClose={() => setAdding(false)} onAdded={added} />
    </Card>
  );
}
