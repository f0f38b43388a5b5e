import type { EnterpriseApplicationView } from '@console/contract';
import { Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusTag, dateTime, useItemLabels, useReasonText } from './labels';

/** The application as the server masked it: status, times, reasons, §3 items and the submitted fields. */
export function ApplicationSummary({ application: a }: { application: EnterpriseApplicationView }) {
  const { t } = useTranslation();
  const reasonText = useReasonText();
  const itemLabels = useItemLabels();
  const reason = [a.rejectReason, reasonText(a.reason)].filter(Boolean).join(' — ');
  const row = (key: string, label: string, value: string | null | undefined) => (value ? [{ key, label, children: value }] : []);
  const items: DescriptionsProps['items'] = [
    { key: 'status', label: t('enterpriseAuth.results.status'), children: <StatusTag status={a.status} /> },
    { key: 'mode', label: t('enterpriseAuth.results.mode'), children: t(`enterpriseAuth.mode.${a.mode}`) },
    { key: 'submittedAt', label: t('enterpriseAuth.results.submittedAt'), children: dateTime(a.submittedAt) },
    ...row('passedAt', t('enterpriseAuth.results.passedAt'), a.passedAt ? dateTime(a.passedAt) : null),
    ...row('rejectedAt', t('enterpriseAuth.results.rejectedAt'), a.rejectedAt ? dateTime(a.rejectedAt) : null),
    ...(reason
      ? [
          {
            key: 'reason',
            label: t('enterpriseAuth.results.reason'),
            children: <span data-testid="eauth-reason">{reason}</span>,
            span: 'filled' as const,
          },
        ]
      : []),
    { key: 'items', label: t('enterpriseAuth.results.items'), children: itemLabels(a.items) || '—', span: 'filled' as const },
    { key: 'applicant', label: t('enterpriseAuth.results.applicant'), children: a.applicantName },
    { key: 'enterpriseName', label: t('fields.enterpriseName'), children: a.enterpriseName },
    ...row('creditCode', t('fields.creditCode'), a.creditCode),
    ...row('orgCode', t('fields.orgCode'), a.orgCode),
    { key: 'legalName', label: t('fields.legalName'), children: a.legalName },
    { key: 'legalIdNumber', label: t('fields.legalIdNumber'), children: a.legalIdNumber },
    { key: 'legalMobile', label: t('fields.legalMobile'), children: a.legalMobile },
    ...row('agentName', t('fields.agentName'), a.agentName),
    ...row('agentIdNumber', t('fields.agentIdNumber'), a.agentIdNumber),
    ...row('bankAccount', t('fields.bankAccount'), a.bankAccount),
    ...row('accountBank', t('fields.accountBank'), a.accountBank),
    ...row('branch', t('fields.branch'), [a.province, a.city, a.branch].filter(Boolean).join(' ')),
  ];
  return <Descriptions column={{ xs: 1, md: 2, xl: 3 }} items={items} data-testid="eauth-summary" />;
}
