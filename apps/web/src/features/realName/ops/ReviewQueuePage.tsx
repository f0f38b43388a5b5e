import { type ApplicationStatus, type ReviewListItem, applicationStatuses } from '@console/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Select, Typography, type TableColumnsType } from 'antd';
import { pagedTable, useKeysetPager } from '../../../components/pagedTable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApplicationStatusTag, dateTime, useReasonText } from '../labels';
import { ApplicationDrawer } from './ApplicationDrawer';
import { reviewApi, reviewKey } from './api';
import { DataTable } from '../../../components/DataTable';

const pageSize = 10;
/** 'all' is the filter's own value for "no status"; the server takes an absent status as all. */
type Filter = ApplicationStatus | 'all';

/** The operator's queue of personal real-name applications, those under review first in view. */
export default function ReviewQueuePage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const reasonText = useReasonText();
  const [filter, setFilter] = useState<Filter>('underReview');
  const [openId, setOpenId] = useState<string | null>(null);
  const status = filter === 'all' ? undefined : filter;
  const pager = useKeysetPager(filter);
  const { data, isFetching, error } = useQuery({
    queryKey: [...reviewKey, 'list', filter, pager.after],
    queryFn: () => reviewApi.applications({ status, after: pager.after, pageSize }),
    placeholderData: keepPreviousData,
  });

  const decided = () => {
    setOpenId(null);
    void client.invalidateQueries({ queryKey: reviewKey });
  };

  const columns: TableColumnsType<ReviewListItem> = [
    { key: 'account', title: t('realName.ops.queue.account'), dataIndex: 'userAccountName' },
    { key: 'purpose', title: t('realName.ops.queue.purpose'), render: (_, a) => t(`realName.purpose.${a.purpose}`) },
    { key: 'method', title: t('realName.ops.queue.method'), render: (_, a) => t(`realName.mode.${a.mode}`) },
    { key: 'status', title: t('realName.ops.queue.status'), render: (_, a) => <ApplicationStatusTag status={a.status} /> },
    { key: 'name', title: t('realName.ops.queue.name'), dataIndex: 'name' },
    { key: 'idNumber', title: t('realName.ops.queue.idNumber'), dataIndex: 'idNumber' },
    {
      key: 'submittedAt',
      title: t('realName.ops.queue.submittedAt'),
      width: 150,
      render: (_, a) => (a.submittedAt ? dateTime(a.submittedAt) : '—'),
    },
    { key: 'reason', title: t('realName.ops.queue.reason'), render: (_, a) => reasonText(a.reason) ?? '—' },
    {
      key: 'open',
      title: '',
      width: 90,
      render: (_, a) => (
        <Button type="link" onClick={() => setOpenId(a.id)}>
          {t(a.status === 'underReview' ? 'realName.ops.queue.open' : 'realName.ops.queue.view')}
        </Button>
      ),
    },
  ];

  return (
    <Card title={t('realName.ops.title')}>
      <Flex justify="space-between" align="center" wrap gap={16} style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">{t('realName.ops.queue.intro')}</Typography.Text>
        <Select<Filter>
          value={filter}
          aria-label={t('realName.ops.queue.statusFilter')}
          style={{ width: 200 }}
          onChange={(value) => {
            setFilter(value);
          }}
          options={[
            { value: 'all', label: t('realName.ops.queue.allStatuses') },
            ...applicationStatuses.map((s) => ({ value: s, label: t(`realName.applicationStatus.${s}`) })),
          ]}
          data-testid="review-status-filter"
        />
      </Flex>
      {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />}
      <DataTable
        rowKey="id"
        size="middle"
        columns={columns}
        {...pagedTable(data, pager, { pageSize, totalText: (total) => t('realName.ops.queue.total', { count: total }) })}
        loading={isFetching}
        scroll={{ x: 960 }}
        locale={{ emptyText: t('realName.ops.queue.empty') }}
        onRow={(row) => ({ onClick: () => setOpenId(row.id), style: { cursor: 'pointer' } })}
        data-testid="review-queue"
      />
      <ApplicationDrawer id={openId} onClose={() => setOpenId(null)} onDecided={decided} />
    </Card>
  );
}
