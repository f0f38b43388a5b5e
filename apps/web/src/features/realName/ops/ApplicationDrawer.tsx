import type { RealNameApplicationView, ReviewDetail } from '@console/contract';
import { Descriptions, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApplicationStatusTag, applicationTime, dateTime, useReasonText } from '../labels';
import { DecisionForm } from './DecisionForm';
import { reviewApi, reviewKey, videoUrl } from './api';
import { ReviewDrawer } from '../../../components/ReviewDrawer';

function SubmittedItems({ detail }: { detail: ReviewDetail }) {
  const { t } = useTranslation();
  const reasonText = useReasonText();
  const dash = '—';
  return (
    <Descriptions column={1} size="small" bordered data-testid="review-detail">
      <Descriptions.Item label={t('realName.ops.detail.account')}>{detail.userAccountName}</Descriptions.Item>
      <Descriptions.Item label={t('realName.ops.detail.purpose')}>{t(`realName.purpose.${detail.purpose}`)}</Descriptions.Item>
      <Descriptions.Item label={t('realName.ops.detail.method')}>{t(`realName.mode.${detail.mode}`)}</Descriptions.Item>
      <Descriptions.Item label={t('realName.ops.detail.status')}>
        <ApplicationStatusTag status={detail.status} />
      </Descriptions.Item>
      <Descriptions.Item label={t('realName.ops.detail.name')}>{detail.name}</Descriptions.Item>
      <Descriptions.Item label={t('realName.ops.detail.idNumber')}>
        <Typography.Text copyable>{detail.idNumber}</Typography.Text>
      </Descriptions.Item>
      {detail.phone && <Descriptions.Item label={t('realName.ops.detail.phone')}>{detail.phone}</Descriptions.Item>}
      {detail.bankCard && <Descriptions.Item label={t('realName.ops.detail.bankCard')}>{detail.bankCard}</Descriptions.Item>}
      <Descriptions.Item label={t('realName.ops.detail.submittedAt')}>
        {detail.submittedAt ? dateTime(detail.submittedAt) : dash}
      </Descriptions.Item>
      {detail.reason && <Descriptions.Item label={t('realName.ops.detail.reason')}>{reasonText(detail.reason)}</Descriptions.Item>}
      {detail.decidedAt && <Descriptions.Item label={t('realName.ops.detail.decidedAt')}>{dateTime(detail.decidedAt)}</Descriptions.Item>}
      {detail.reviewedBy && <Descriptions.Item label={t('realName.ops.detail.reviewedBy')}>{detail.reviewedBy}</Descriptions.Item>}
      {detail.reviewNote && <Descriptions.Item label={t('realName.ops.detail.reviewNote')}>{detail.reviewNote}</Descriptions.Item>}
    </Descriptions>
  );
}

function FaceVideo({ detail }: { detail: ReviewDetail }) {
  const { t } = useTranslation();
  if (!detail.hasVideo) return <Typography.Text type="secondary">{t('realName.ops.detail.noVideo')}</Typography.Text>;
  return (
    <div>
      <video
        controls
        preload="metadata"
        src={videoUrl(detail.id)}
        style={{ width: '100%', maxHeight: 320, background: '#000', borderRadius: 6 }}
        data-testid="review-video"
      />
      {detail.videoMs !== null && (
        <Typography.Text type="secondary">
          {t('realName.ops.detail.videoLength', { seconds: (detail.videoMs / 1000).toFixed(1) })}
        </Typography.Text>
      )}
    </div>
  );
}

/** One application, as the reviewing operator sees it: in full, with the video, the history and the decision. */
export function ApplicationDrawer({ id, onClose, onDecided }: { id: string | null; onClose: () => void; onDecided: () => void }) {
  const { t } = useTranslation();
  const reasonText = useReasonText();
  const historyColumns: TableColumnsType<RealNameApplicationView> = [
    { key: 'time', title: t('realName.ops.detail.time'), width: 150, render: (_, a) => dateTime(applicationTime(a)) },
    { key: 'mode', title: t('realName.ops.detail.method'), render: (_, a) => t(`realName.mode.${a.mode}`) },
    { key: 'status', title: t('realName.ops.detail.status'), render: (_, a) => <ApplicationStatusTag status={a.status} /> },
    {
      key: 'reason',
      title: t('realName.ops.queue.reason'),
      render: (_, a) => [reasonText(a.reason), a.reviewNote].filter(Boolean).join(' — ') || '—',
    },
  ];
  return (
    <ReviewDrawer
      id={id}
      onClose={onClose}
      queryKey={reviewKey}
      load={reviewApi.application}
      titleOf={(data) => t('realName.ops.detail.title', { account: data.userAccountName })}
      texts={{
        title: t('realName.ops.title'),
        loadFailed: t('realName.ops.detail.loadFailed'),
        unmaskedNote: t('realName.ops.detail.unmaskedNote'),
        history: t('realName.ops.detail.history'),
        noHistory: t('realName.ops.detail.noHistory'),
        decision: t('realName.ops.decision.title'),
      }}
      historyColumns={historyColumns}
      historyTestId="review-history"
      decision={(data) => (data.status === 'underReview' ? <DecisionForm applicationId={data.id} onDecided={onDecided} /> : null)}
    >
      {(data) => (
        <>
          <Typography.Title level={5}>{t('realName.ops.detail.submitted')}</Typography.Title>
          <SubmittedItems detail={data} />
          <Typography.Title level={5}>{t('realName.ops.detail.video')}</Typography.Title>
          <FaceVideo detail={data} />
        </>
      )}
    </ReviewDrawer>
  );
}
