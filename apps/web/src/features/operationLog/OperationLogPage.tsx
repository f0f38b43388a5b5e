import type { OperationLogItem } from '@console/contract';
import { monthOf } from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { pagedTable, useKeysetPager } from '../../components/pagedTable';
import { operationLogApi, operationLogKey } from './api';
import { ChainActions } from './ChainActions';
import { LogDetailDrawer } from './LogDetailDrawer';
import { type LogFilterValues, LogFilters } from './LogFilters';
import { useEntryText, useServiceLabel } from './labels';

const pageSize = 20;

/** §2 userDailyList: the operation log with its filters, detail drawer, chain verification and export. */
export default function OperationLogPage() {
  const { t } = useTranslation();
  const label = useServiceLabel();
  const entryText = useEntryText();
  const [filters, setFilters] = useState<LogFilterValues>(() => monthOf(Date.now()));
  const [actor, setActor] = useState<{ id: string; name: string } | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const query = { ...filters, actor: actor?.id };
  const pager = useKeysetPager(JSON.stringify(query));
  const { data, error, isFetching } = useQuery({
    queryKey: [...operationLogKey, 'list', query, pager.after],
    queryFn: () => operationLogApi.list({ ...query, after: pager.after, pageSize }),
    placeholderData: keepPreviousData,
  });
  const columns: TableColumnsType<OperationLogItem> = [
    {
      key: 'time',
      title: t('operationLog.time'),
      render: (_, r) => <span style={{ whiteSpace: 'nowrap' }}>{dayjs(r.createdAt).format('YYYY-MM-DD HH:mm:ss')}</span>,
    },
    {
      key: 'actor',
      title: t('operationLog.actor'),
      render: (_, r) =>
        r.byOperator ? (
          <Tag>{t('operationLog.byOperator')}</Tag>
        ) : r.actorId && r.actorName && data?.seesAll ? (
          <Typography.Link onClick={() => setActor({ id: r.actorId!, name: r.actorName! })}>{r.actorName}</Typography.Link>
        ) : (
          (r.actorName ?? t('operationLog.system'))
        ),
    },
    { key: 'service', title: t('operationLog.service'), render: (_, r) => label(r.service) },
    { key: 'content', title: t('operationLog.content'), render: (_, r) => entryText(r) },
    { key: 'ip', title: t('operationLog.ip'), render: (_, r) => r.ip },
    {
      key: 'details',
      title: t('operationLog.details'),
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => setOpenId(r.id)} data-testid="log-open">
          {t('operationLog.details')}
        </Button>
      ),
    },
  ];
  return (
    <Card title={t('operationLog.title')}>
      <Typography.Paragraph type="secondary">
        {data?.seesAll === false ? t('operationLog.scopeOwn') : t('operationLog.scopeEnterprise')}
      </Typography.Paragraph>
      <LogFilters initial={filters} onSearch={(v) => setFilters(v)} />
      {actor && (
        <Tag closable onClose={() => setActor(null)} style={{ marginBottom: 16 }} data-testid="log-actor">
          {t('operationLog.actorFilter', { name: actor.name })}
        </Tag>
      )}
      {data?.seesAll && <ChainActions range={{ start: filters.start, end: filters.end }} />}
      {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />}
      <DataTable
        rowKey="id"
        columns={columns}
        loading={isFetching}
        scroll={{ x: 900 }}
        locale={{ emptyText: t('operationLog.empty') }}
        data-testid="log-table"
        {...pagedTable(data, pager, {
          pageSize,
          totalText: (total) => t('operationLog.total', { count: Number.parseInt(total, 10), total }),
        })}
      />
      <LogDetailDrawer id={openId} onClose={() => setOpenId(null)} />
    </Card>
  );
}
