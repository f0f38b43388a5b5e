import type { TemplateBulk, TemplateBulkFlow } from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePagePath } from '../../../app/routing';
import { DataTable } from '../../../components/DataTable';
import { NextSteps } from '../../../components/NextSteps';
import { pagedTable, useKeysetPager } from '../../../components/pagedTable';
import { FlowStatusTag } from '../../signFlows';
import { bulkApi, bulkKey } from './api';

const pageSize = 20;

/** A bulk send's flows in row order (keyset-paged), each opening the flow's detail on the sign flows' page. */
export function BatchFlows({ batch }: { batch: TemplateBulk }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const flowsPath = usePagePath('mySignFlows');
  const templatesPath = usePagePath('myTemplates');
  const pager = useKeysetPager();
  const { data, isFetching, error } = useQuery({
    queryKey: [...bulkKey, 'flows', batch.id, pager.after],
    queryFn: () => bulkApi.flows(batch.id, { after: pager.after, pageSize }),
    placeholderData: keepPreviousData,
    // While a job sends the rows, new flows appear.
    refetchInterval: batch.status === 'queued' || batch.status === 'running' ? 3000 : false,
  });
  const columns: TableColumnsType<TemplateBulkFlow> = [
    { key: 'row', title: t('templates.bulk.batch.row'), dataIndex: 'row', width: 70 },
    {
      key: 'title',
      title: t('templates.bulk.batch.flowTitle'),
      render: (_, f) =>
        flowsPath ? (
          <Button
            type="link"
            style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
            onClick={() => void navigate(`${flowsPath}?flow=${encodeURIComponent(f.id)}`)}
            data-testid="bulk-flow-link"
          >
            {f.title}
          </Button>
        ) : (
          f.title
        ),
    },
    {
      key: 'status',
      title: t('templates.bulk.batch.flowStatus'),
      render: (_, f) => (
        <Flex wrap gap={4}>
          <FlowStatusTag status={f.status} />
          {/* Only while the flow waits: a notice still queued for a flow already answered says nothing. */}
          {f.noticePending && f.status === 1 && <Tag>{t('templates.bulk.batch.noticePending')}</Tag>}
        </Flex>
      ),
    },
  ];
  const nothingSent = batch.status === 'done' && batch.done === 0;
  return (
    <Card title={t('templates.bulk.batch.flows')}>
      {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />}
      <DataTable
        rowKey="id"
        columns={columns}
        {...pagedTable(data, pager, { pageSize, totalText: (total) => `${total}`, hideOnSinglePage: true })}
        loading={isFetching}
        locale={{
          emptyText: nothingSent ? (
            <NextSteps
              text={t('templates.bulk.batch.noFlows')}
              steps={[{ to: templatesPath, label: t('templates.bulk.batch.sendAgain'), primary: true, testId: 'bulk-send-again' }]}
            />
          ) : undefined,
        }}
        data-testid="bulk-flows"
      />
    </Card>
  );
}
