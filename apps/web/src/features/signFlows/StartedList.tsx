import type { SignFlowSummary } from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Select, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { pagedTable, useKeysetPager } from '../../components/pagedTable';
import { signFlowsApi, signFlowsKey } from './api';
import { FlowStatusTag, type StatusCode, shownStatus, statusCodes, time } from './status';

const pageSize = 10;

/** The flows the session's side started, newest first, by status; a row opens its detail. */
export function StartedList({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<StatusCode | undefined>();
  const pager = useKeysetPager(status ?? 'all');
  const { data, isFetching, error } = useQuery({
    queryKey: [...signFlowsKey, 'list', status, pager.after],
    queryFn: () => signFlowsApi.list({ after: pager.after, pageSize, status }),
    placeholderData: keepPreviousData,
  });
  const columns: TableColumnsType<SignFlowSummary> = [
    {
      key: 'title',
      title: t('signFlows.list.flowTitle'),
      render: (_, f) => (
        <Button type="link" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }} onClick={() => onOpen(f.id)}>
          {f.title}
        </Button>
      ),
    },
    { key: 'status', title: t('signFlows.list.status'), render: (_, f) => <FlowStatusTag status={f.status} /> },
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
    <>
      <Select
        aria-label={t('signFlows.list.status')}
        value={status ?? 'all'}
        onChange={(v: StatusCode | 'all') => setStatus(v === 'all' ? undefined : v)}
        options={[
          { value: 'all', label: t('signFlows.list.allStatuses') },
          ...statusCodes.map((s) => ({ value: s, label: t(`signFlows.status.${shownStatus[s][0]}`) })),
        ]}
        style={{ minWidth: 140, marginBottom: 12 }}
        data-testid="flow-status"
      />
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
    </>
  );
}
