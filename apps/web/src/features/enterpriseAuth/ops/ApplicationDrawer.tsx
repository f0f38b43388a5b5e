import type { EnterpriseApplicationView } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Divider, Drawer, Result, Spin, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateTime, useReasonText } from '../labels';
import { ApplicationFields } from './ApplicationFields';
import { DocumentImages } from './DocumentImages';
import { EnterpriseDecisionForm } from './EnterpriseDecisionForm';
import { enterpriseAuthOpsApi, enterpriseReviewKey } from './api';
import { EnterpriseApplicationStatusTag, useModeText } from './labels';
import { DataTable } from '../../../components/DataTable';

function History({ list }: { list: EnterpriseApplicationView[] }) {
  const { t } = useTranslation();
  const modeText = useModeText();
  const reasonText = useReasonText();
  const columns: TableColumnsType<EnterpriseApplicationView> = [
    { key: 'time', title: t('enterpriseAuth.ops.detail.time'), width: 150, render: (_, a) => dateTime(a.submittedAt) },
    { key: 'mode', title: t('enterpriseAuth.ops.detail.mode'), render: (_, a) => modeText(a.mode) },
    { key: 'status', title: t('enterpriseAuth.ops.detail.status'), render: (_, a) => <EnterpriseApplicationStatusTag status={a.status} /> },
    {
      key: 'reason',
      title: t('enterpriseAuth.ops.detail.reason'),
      render: (_, a) => [reasonText(a.reason), a.rejectReason].filter(Boolean).join(' — ') || '—',
    },
  ];
  return (
    <DataTable
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={list}
      pagination={false}
      locale={{ emptyText: t('enterpriseAuth.ops.detail.noHistory') }}
    />
  );
}

/** One enterprise application as the reviewing operator sees it: in full, with the images, the history and the decision. */
export function ApplicationDrawer({ id, onClose, onDecided }: { id: string | null; onClose: () => void; onDecided: () => void }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useQuery({
    queryKey: [...enterpriseReviewKey, 'application', id],
    queryFn: () => enterpriseAuthOpsApi.application(id!),
    enabled: id !== null,
  });
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="large"
      title={data ? t('enterpriseAuth.ops.detail.title', { name: data.enterpriseName }) : t('enterpriseAuth.ops.queue.title')}
      destroyOnHidden
    >
      {isPending && <Spin style={{ display: 'block', margin: '48px auto' }} />}
      {isError && <Result status="error" title={t('enterpriseAuth.ops.detail.loadFailed')} />}
      {data && (
        <>
          <Alert type="info" showIcon title={t('enterpriseAuth.ops.detail.unmaskedNote')} style={{ marginBottom: 16 }} />
          <Typography.Title level={5}>{t('enterpriseAuth.ops.detail.company')}</Typography.Title>
          <ApplicationFields detail={data} />
          {data.mode === 'documents' && (
            <>
              <Typography.Title level={5}>{t('enterpriseAuth.ops.detail.documents')}</Typography.Title>
              <DocumentImages detail={data} />
            </>
          )}
          <Typography.Title level={5}>{t('enterpriseAuth.ops.detail.history')}</Typography.Title>
          <History list={data.history} />
          {data.mode === 'documents' && data.status === 'underReview' && (
            <>
              <Divider />
              <Typography.Title level={5}>{t('enterpriseAuth.ops.decision.title')}</Typography.Title>
              <EnterpriseDecisionForm applicationId={data.id} onDecided={onDecided} />
            </>
          )}
        </>
      )}
    </Drawer>
  );
}
