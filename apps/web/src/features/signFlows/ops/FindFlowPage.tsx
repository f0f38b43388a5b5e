import { signFlowsRoutes as r } from '@console/contract/signFlows/routes';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Flex, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/http';
import { FlowTimeline } from '../detail/FlowTimeline';
import { FlowStatusTag, time } from '../status';

/** Back office: a sign flow found by its id for support — who started it, how many documents and signers, its events; never a document. */
export default function FindFlowPage() {
  const { t } = useTranslation();
  const [id, setId] = useState('');
  const { data, error, isFetching } = useQuery({
    queryKey: ['signFlows', 'ops', id],
    queryFn: () => call(r.opsFind, { params: { id } }),
    enabled: id !== '',
    retry: false,
  });
  return (
    <Flex vertical gap={16}>
      <Card title={t('signFlows.ops.find')}>
        <Input.Search
          aria-label={t('signFlows.ops.id')}
          placeholder={t('signFlows.ops.id')}
          enterButton={t('signFlows.ops.search')}
          loading={isFetching}
          onSearch={(v) => setId(v.trim())}
          maxLength={64}
          style={{ maxWidth: 520 }}
          data-testid="ops-flow-id"
        />
      </Card>
      {error && <Alert type="error" showIcon title={error.message} />}
      {data && (
        <Card
          title={<span style={{ whiteSpace: 'normal', wordBreak: 'break-word' }}>{data.title}</span>}
          extra={<FlowStatusTag status={data.status} />}
        >
          <Descriptions column={{ xs: 1, md: 2 }} size="small" data-testid="ops-flow">
            <Descriptions.Item label={t('signFlows.ops.enterprise')}>{data.enterpriseName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('signFlows.ops.application')}>{data.applicationId ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('signFlows.ops.documents')}>{data.documents}</Descriptions.Item>
            <Descriptions.Item label={t('signFlows.ops.signers')}>{data.signers}</Descriptions.Item>
            <Descriptions.Item label={t('signFlows.list.createdAt')}>{time(data.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('signFlows.list.deadline')}>{time(data.deadlineAt)}</Descriptions.Item>
          </Descriptions>
          <Alert type="info" title={t('signFlows.ops.noDocuments')} style={{ margin: '12px 0' }} />
          <FlowTimeline
            queryKey={['signFlows', 'ops', id, 'events']}
            load={(after) => call(r.opsEvents, { params: { id }, query: { after, pageSize: 20 } })}
          />
        </Card>
      )}
    </Flex>
  );
}
