import type { TemplateBulkSummary } from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { usePagePath } from '../../../app/routing';
import { DataTable } from '../../../components/DataTable';
import { NextSteps } from '../../../components/NextSteps';
import { pagedTable, useKeysetPager } from '../../../components/pagedTable';
import { bulkApi, bulkKey } from './api';
import { BulkStatusTag, CountTags } from './status';

const pageSize = 10;
const time = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm');

/** The bulk sends of the session's side, newest first (keyset-paged); a row opens its batch's page. */
export function BatchList({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const templatesPath = usePagePath('myTemplates');
  const pager = useKeysetPager();
  const { data, isFetching, error } = useQuery({
    queryKey: [...bulkKey, 'list', pager.after],
    queryFn: () => bulkApi.list({ after: pager.after, pageSize }),
    placeholderData: keepPreviousData,
  });
  const columns: TableColumnsType<TemplateBulkSummary> = [
    {
      key: 'template',
      title: t('templates.bulk.list.template'),
      render: (_, b) => (
        <Button type="link" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }} onClick={() => onOpen(b.id)}>
          {`${b.templateName} (v${b.templateVersion})`}
        </Button>
      ),
    },
    { key: 'status', title: t('templates.bulk.list.status'), render: (_, b) => <BulkStatusTag status={b.status} /> },
    { key: 'rows', title: t('templates.bulk.list.rows'), render: (_, b) => b.total },
    { key: 'started', title: t('templates.bulk.list.started'), render: (_, b) => b.done },
    { key: 'counts', title: t('templates.bulk.batch.flows'), render: (_, b) => <CountTags counts={b.counts} /> },
    {
      key: 'created',
      title: t('templates.bulk.list.createdAt'),
      render: (_, b) => <span style={{ whiteSpace: 'nowrap' }}>{time(b.createdAt)}</span>,
    },
  ];
  return (
    <>
      {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />}
      <DataTable
        rowKey="id"
        columns={columns}
        {...pagedTable(data, pager, { pageSize, totalText: (total) => `${total}` })}
        loading={isFetching}
        scroll={{ x: 720 }}
        locale={{
          emptyText: (
            <NextSteps
              text={t('templates.bulk.list.empty')}
              steps={[{ to: templatesPath, label: t('templates.bulk.list.toTemplates'), primary: true, testId: 'bulk-to-templates' }]}
            />
          ),
        }}
        data-testid="bulk-table"
      />
    </>
  );
}
