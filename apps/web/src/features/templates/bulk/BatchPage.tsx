import type { TemplateBulk } from '@console/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Descriptions, Flex, Progress, Row, Statistic } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { BackButton, DetailPending } from '../../../components/DetailPending';
import { FileDownloadButton } from '../../../components/FileDownloadButton';
import { bulkApi, bulkKey } from './api';
import { BatchFlows } from './BatchFlows';
import { BulkStatusTag } from './status';

const time = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm');
const running = (b: TemplateBulk) => b.status === 'queued' || b.status === 'running';

/**
 * A bulk send's page: how far it went (rows, flows started, rows not sent, the error report), how many
 * of its flows wait, are signed or rejected — counted by the server from the flows themselves — and
 * its flows by row, each opening its detail.
 */
export default function BatchPage({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { data, error, isLoading, isFetching } = useQuery({
    queryKey: [...bulkKey, 'detail', id],
    queryFn: () => bulkApi.detail(id),
    // A batch a job sends is followed until it ends.
    refetchInterval: (query) => (query.state.data && running(query.state.data) ? 1500 : false),
  });
  const back = (
    <BackButton onClick={onBack} testId="bulk-back">
      {t('templates.bulk.batch.back')}
    </BackButton>
  );
  if (isLoading || error || !data)
    return <DetailPending loading={isLoading} error={error} back={back} notFound={t('templates.bulk.batch.notFound')} />;
  const notSent = data.invalid + data.failed;
  const figures = [
    ['rows', data.total],
    ['started', data.done],
    ['notSent', notSent],
    ['waiting', data.counts.waiting],
    ['signed', data.counts.signed],
    ['rejected', data.counts.rejected],
    ['ended', data.counts.ended],
  ] as const;
  return (
    <Flex vertical gap={16}>
      <Card
        title={
          <span style={{ whiteSpace: 'normal', wordBreak: 'break-word' }} data-testid="bulk-title">
            {t('templates.bulk.batch.heading', { name: data.templateName, version: data.templateVersion })}
          </span>
        }
        extra={<BulkStatusTag status={data.status} />}
      >
        {back}
        <Descriptions column={{ xs: 1, md: 3 }} size="small" style={{ marginTop: 8 }}>
          <Descriptions.Item label={t('templates.start.flowTitle')}>{data.title}</Descriptions.Item>
          <Descriptions.Item label={t('templates.start.deadline')}>{time(data.deadlineAt)}</Descriptions.Item>
          <Descriptions.Item label={t('templates.bulk.list.createdAt')}>{time(data.createdAt)}</Descriptions.Item>
        </Descriptions>
        {running(data) && <Progress percent={data.valid ? Math.floor(((data.done + data.failed) * 100) / data.valid) : 0} />}
        <Row gutter={[16, 16]} style={{ marginTop: 8 }} data-testid="bulk-counts">
          {figures.map(([name, value]) => (
            <Col key={name} xs={12} sm={8} md={6} xxl={3}>
              <Statistic title={t(`templates.bulk.batch.${name}`)} value={value} data-testid={`bulk-count-${name}`} />
            </Col>
          ))}
        </Row>
        {data.counts.noticesPending > 0 && (
          <Alert
            type="info"
            showIcon
            style={{ marginTop: 16 }}
            title={t('templates.bulk.batch.noticesPending', { count: data.counts.noticesPending })}
          />
        )}
        <Flex wrap gap={8} style={{ marginTop: 16 }}>
          <Button onClick={() => void client.invalidateQueries({ queryKey: bulkKey })} loading={isFetching} data-testid="bulk-refresh">
            {t('templates.bulk.batch.refresh')}
          </Button>
          {notSent > 0 && (
            <FileDownloadButton path={bulkApi.errorsPath(id)} fileName="bulk-send-errors.csv" testId="bulk-error-report">
              {t('templates.bulk.batch.errorReport')}
            </FileDownloadButton>
          )}
        </Flex>
      </Card>
      <BatchFlows batch={data} />
    </Flex>
  );
}
