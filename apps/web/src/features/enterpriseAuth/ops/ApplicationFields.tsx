import type { EnterpriseReviewDetail } from '@console/contract';
import type { Phrases } from '@console/phrases';
import { Descriptions, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime, useReasonText } from '../labels';
import { EnterpriseApplicationStatusTag, useModeText } from './labels';

/** What the applicant submitted, in full for the reviewing operator. */
export function ApplicationFields({ detail }: { detail: EnterpriseReviewDetail }) {
  const { t } = useTranslation();
  const modeText = useModeText();
  const reasonText = useReasonText();
  const a = detail.application;
  const item = (key: keyof Phrases['enterpriseAuth']['ops']['detail'], value: ReactNode) => (
    <Descriptions.Item key={key} label={t(`enterpriseAuth.ops.detail.${key}`)}>
      {value}
    </Descriptions.Item>
  );
  return (
    <Descriptions column={1} size="small" bordered data-testid="enterprise-review-detail">
      {item('enterpriseName', a.enterpriseName)}
      {item('mode', modeText(a.mode))}
      {item('status', <EnterpriseApplicationStatusTag status={detail.status} />)}
      {item('threeInOne', t(a.threeInOne ? 'enterpriseAuth.ops.detail.yes' : 'enterpriseAuth.ops.detail.no'))}
      {a.creditCode && item('creditCode', <Typography.Text copyable>{a.creditCode}</Typography.Text>)}
      {a.orgCode && item('orgCode', <Typography.Text copyable>{a.orgCode}</Typography.Text>)}
      {item('legalName', a.legalName)}
      {item('legalIdNumber', <Typography.Text copyable>{a.legalIdNumber}</Typography.Text>)}
      {item('legalMobile', a.legalMobile)}
      {a.agentName && item('agentName', a.agentName)}
      {a.agentIdNumber && item('agentIdNumber', <Typography.Text copyable>{a.agentIdNumber}</Typography.Text>)}
      {a.bankAccount && item('bankAccount', a.bankAccount)}
      {a.accountBank && item('accountBank', a.accountBank)}
      {item('applicant', detail.applicantName)}
      {item('submittedAt', dateTime(detail.submittedAt))}
      {detail.decidedAt !== null && item('decidedAt', dateTime(detail.decidedAt))}
      {detail.reviewedBy && item('reviewedBy', detail.reviewedBy)}
      {a.rejectReason && item('rejectReason', a.rejectReason)}
      {detail.reason && item('reason', reasonText(detail.reason))}
    </Descriptions>
  );
}
