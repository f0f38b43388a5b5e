import type { SignFlowSummary } from '@console/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Card, Flex, Select, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { pagedTable, useKeysetPager } from '../../components/pagedTable';
import { type CreateFlowInput, signFlowsApi, signFlowsKey } from './api';
import { CreateFlowForm } from './CreateFlowForm';

const pageSize = 10;
const time = (ms: number) => new Date(ms).toLocaleString();
const statuses = ['0', '1', '2', '3', '5', '7'] as const;
type Status = (typeof statuses)[number];
/** Each status code's phrase name and tag colour. */
const shown = {
  '0': ['draft', 'default'],
  '1': ['inProgress', 'processing'],
  '2': ['completed', 'success'],
  '3': ['revoked', 'warning'],
  '5': ['expired', 'default'],
  '7': ['rejected', 'error'],
} as const satisfies Record<Status, readonly [string, string]>;

/** The tenant's sign flows: a new draft with its PDF; the list, newest first, by status. */
export default function SignFlowsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Status | undefined>();
  const pager = useKeysetPager(status ?? 'all');
  const { data, isFetching, error } = useQuery({
    queryKey: [...signFlowsKey, 'list', status, pager.after],
    queryFn: () => signFlowsApi.list({ after: pager.after, pageSize, status }),
    placeholderData: keepPreviousData,
  });
  const create = async (input: CreateFlowInput) => {
    await signFlowsApi.create(input);
    message.success(t('signFlows.create.created'));
    await queryClient.invalidateQueries({ queryKey: signFlowsKey });
  };
  const columns: TableColumnsType<SignFlowSummary> = [
    { key: 'title', title: t('signFlows.list.flowTitle'), render: (_, f) => <span style={{ wordBreak: 'break-word' }}>{f.title}</span> },
    {
      key: 'status',
      title: t('signFlows.list.status'),
      render: (_, f) => {
        const [name, colour] = shown[String(f.status) as Status];
        return <Tag color={colour}>{t(`signFlows.status.${name}`)}</Tag>;
      },
    },
    {
      key: 'deadline',
      title: t('signFlows.list.deadline'),
      render: (_, f) => <span style={{ whiteSpace: 'nowrap' }}>{time(f.deadlineAt)}</span>,
    },
    {
      key: 'created',
      title: t('signFlows.list.createdAt'),
      render: (_, f) => <span style={{ whiteSpace: 'nowrap' }}>{time(f.createdAt)}</span>,
    },
  ];
  return (
    <Flex vertical gap={16}>
      <Card title={t('signFlows.create.heading')}>
        <CreateFlowForm onCreate={create} />
      </Card>
      <Card
        title={t('routes.mySignFlows')}
        extra={
          <Select
            aria-label={t('signFlows.list.status')}
            value={status ?? 'all'}
            onChange={(v: Status | 'all') => setStatus(v === 'all' ? undefined : v)}
            options={[
              { value: 'all', label: t('signFlows.list.allStatuses') },
              ...statuses.map((s) => ({ value: s, label: t(`signFlows.status.${shown[s][0]}`) })),
            ]}
            style={{ minWidth: 120 }}
            data-testid="flow-status"
          />
        }
      >
        {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />}
        <DataTable
          rowKey="id"
          columns={columns}
          {...pagedTable(data, pager, { pageSize, totalText: (total) => `${total}` })}
          loading={isFetching}
          scroll={{ x: 600 }}
          locale={{ emptyText: t('signFlows.list.empty') }}
          data-testid="flow-table"
        />
      </Card>
    </Flex>
  );
}
