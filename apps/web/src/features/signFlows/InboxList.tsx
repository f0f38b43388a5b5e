import type { SignFlowInboxItem } from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Select, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { pagedTable, useKeysetPager } from '../../components/pagedTable';
import { BatchSignButton } from './BatchSignButton';
import { SignNowButton } from './SignNowButton';
import { type SignerStatusFilter, signFlowsApi, signFlowsKey } from './api';
import { FlowStatusTag, SignerStatusTag, time } from './status';

const pageSize = 10;
const signerStatuses: SignerStatusFilter[] = ['toSign', 'signed', 'rejected'];

/** Flows waiting for the session's signature (by its part's status) or copied to it; a row opens its detail. */
export function InboxList({ kind, onOpen }: { kind: 'waiting' | 'copied'; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const [signerStatus, setSignerStatus] = useState<SignerStatusFilter>('toSign');
  const pager = useKeysetPager(`${kind}-${signerStatus}`);
  const { data, isFetching, error } = useQuery({
    queryKey: [...signFlowsKey, kind, kind === 'waiting' ? signerStatus : null, pager.after],
    queryFn: () =>
      kind === 'waiting'
        ? signFlowsApi.waiting({ after: pager.after, pageSize, signerStatus })
        : signFlowsApi.copied({ after: pager.after, pageSize }),
    placeholderData: keepPreviousData,
  });
  const columns: TableColumnsType<SignFlowInboxItem> = [
    {
      key: 'title',
      title: t('signFlows.list.flowTitle'),
      render: (_, f) => (
        <Button type="link" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }} onClick={() => onOpen(f.id)}>
          {f.title}
        </Button>
      ),
    },
    {
      key: 'initiator',
      title: t('signFlows.inbox.initiator'),
      render: (_, f) => <span style={{ wordBreak: 'break-word' }}>{f.initiator}</span>,
    },
    {
      key: 'status',
      title: t('signFlows.list.status'),
      render: (_, f) => (f.signerStatus ? <SignerStatusTag status={f.signerStatus} /> : <FlowStatusTag status={f.status} />),
    },
    {
      key: 'deadline',
      title: t('signFlows.list.deadline'),
      render: (_, f) => <span style={{ whiteSpace: 'nowrap' }}>{time(f.deadlineAt)}</span>,
    },
  ];
  // A flow whose turn is the caller's opens on the hosted page at once (the session proves the signer).
  if (kind === 'waiting' && signerStatus === 'toSign')
    columns.push({
      key: 'actions',
      title: t('signFlows.inbox.actions'),
      render: (_, f) => (f.signerId && f.status === 1 ? <SignNowButton flowId={f.id} signerId={f.signerId} /> : null),
    });
  return (
    <>
      {kind === 'waiting' && signerStatus === 'toSign' && <BatchSignButton />}
      {kind === 'waiting' && (
        <Select
          aria-label={t('signFlows.inbox.signerStatus')}
          value={signerStatus}
          onChange={setSignerStatus}
          options={signerStatuses.map((s) => ({ value: s, label: t(`signFlows.signerStatus.${s}`) }))}
          style={{ minWidth: 140, marginBottom: 12 }}
          data-testid="waiting-status"
        />
      )}
      {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />}
      <DataTable
        rowKey={(f) => f.signerId ?? f.id}
        columns={columns}
        {...pagedTable(data, pager, { pageSize, totalText: (total) => `${total}` })}
        loading={isFetching}
        scroll={{ x: 600 }}
        locale={{ emptyText: t('signFlows.inbox.empty') }}
        data-testid={`${kind}-table`}
      />
    </>
  );
}
