import type { EnterpriseApplicationView } from '@console/contract';
import { Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateTime, useReasonText } from '../labels';
import { ApplicationFields } from './ApplicationFields';
import { DocumentImages } from './DocumentImages';
import { EnterpriseDecisionForm } from './EnterpriseDecisionForm';
import { enterpriseAuthOpsApi, enterpriseReviewKey } from './api';
import { EnterpriseApplicationStatusTag, useModeText } from './labels';
import { ReviewDrawer } from '../../../components/ReviewDrawer';

/** One enterprise application as the reviewing operator sees it: in full, with the images, the history and the decision. */
export function ApplicationDrawer({ id, onClose, onDecided }: { id: string | null; onClose: () => void; onDecided: () => void }) {
  const { t } = useTranslation();
  const modeText = useModeText();
  const reasonText = useReasonText();
  const historyColumns: TableColumnsType<EnterpriseApplicationView> = [
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
    <ReviewDrawer
      id={id}
      onClose={onClose}
      queryKey={enterpriseReviewKey}
      load={enterpriseAuthOpsApi.application}
      titleOf={(data) => t('enterpriseAuth.ops.detail.title', { name: data.enterpriseName })}
      texts={{
        title: t('enterpriseAuth.ops.queue.title'),
        loadFailed: t('enterpriseAuth.ops.detail.loadFailed'),
        unmaskedNote: t('enterpriseAuth.ops.detail.unmaskedNote'),
        history: t('enterpriseAuth.ops.detail.history'),
        noHistory: t('enterpriseAuth.ops.detail.noHistory'),
        decision: t('enterpriseAuth.ops.decision.title'),
      }}
      historyColumns={historyColumns}
      decision={(data) =>
        data.mode === 'documents' && data.status === 'underReview' ? (
          <EnterpriseDecisionForm applicationId={data.id} onDecided={onDecided} />
        ) : null
      }
    >
      {(data) => (
        <>
          <Typography.Title level={5}>{t('enterpriseAuth.ops.detail.company')}</Typography.Title>
          <ApplicationFields detail={data} />
          {data.mode === 'documents' && (
            <>
              <Typography.Title level={5}>{t('enterpriseAuth.ops.detail.documents')}</Typography.Title>
              <DocumentImages detail={data} />
            </>
          )}
        </>
      )}
    </ReviewDrawer>
  );
}
