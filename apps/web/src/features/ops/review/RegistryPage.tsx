import { PlusOutlined } from '@ant-design/icons';
import type { RegistryEntryView } from '@console/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../realName/labels';
import { RegistryDialog } from './RegistryDialog';
import { registryKey, reviewApi } from './api';

const pageSize = 10;
const checkColour = { pass: 'success', fail: 'error', manual: 'warning' } as const;

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
    { key: 'name', title: t('review.registry.name'), dataIndex: 'name' },
    { key: 'idNumber', title: t('review.registry.idNumber'), dataIndex: 'idNumber' },
    { key: 'phone', title: t('review.registry.phone'), render: (_, e) => e.phone ?? '—' },
    { key: 'bankCard', title: t('review.registry.bankCard'), render: (_, e) => e.bankCard ?? '—' },
    { key: 'phoneCheck', title: t('review.registry.phoneCheck'), render: (_, e) => <CheckTag value={e.phoneCheck} /> },
    { key: 'bankCheck', title: t('review.registry.bankCheck'), render: (_, e) => <CheckTag value={e.bankCheck} /> },
    { key: 'faceCheck', title: t('review.registry.faceCheck'), render: (_, e) => <CheckTag value={e.faceCheck} /> },
    { key: 'note', title: t('review.registry.note'), dataIndex: 'note', ellipsis: true },
    { key: 'createdBy', title: t('review.registry.createdBy'), render: (_, e) => (e.createdBy === 'seed' ? <Tag>{t('review.registry.seed')}</Tag> : e.createdBy) },
    { key: 'createdAt', title: t('review.registry.createdAt'), width: 150, render: (_, e) => dateTime(e.createdAt) },
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
        dataSource={data?.list ?? []}
        loading={isFetching}
        scroll={{ x: 1100 }}
        pagination={{ current: pageNum, pageSize, total: data?.total ?? 0, showSizeChanger: false, showTotal: (total) => t('review.registry.total', { total }), onChange: setPageNum }}
        data-testid="registry-table"
      />
      <RegistryDialog open={adding} onClose={() => setAdding(false)} onAdded={added} />
    </Card>
  );
}
