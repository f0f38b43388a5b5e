import { useQueryClient } from '@tanstack/react-query';
import { Card, Flex, Result, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AmountForm } from './AmountForm';
import { refreshEnterpriseAuth, useApplication } from './api';
import { EndedActions } from './EndedActions';
import { useReasonText } from './labels';
import { enterpriseAuthPath } from './paths';
import { RemittanceTimeline } from './RemittanceTimeline';
import { ChooseMode } from './ChooseMode';

/** While the platform is still to remit, the timeline is followed every few seconds. */
const pollMs = 4000;

/** bankAuthSubmit: the remittance's timeline, the amount, and what to do when it ended. */
export default function AmountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const reasonText = useReasonText();
  const { data: application, isLoading } = useApplication((a) => (a?.status === 'remitting' ? pollMs : false));
  const passed = application?.status === 'passed';

  useEffect(() => {
    if (!passed) return;
    // The header's enterprise status and the enterprise pages read the pass too.
    void refreshEnterpriseAuth(client);
    void navigate(enterpriseAuthPath('eAuthResults'));
  }, [passed, navigate, client]);

  if (isLoading)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  if (!application?.remittance || (application.mode !== 'bank' && application.mode !== 'bankLegal')) {
    return (
      <Card>
        <Result status="info" title={t('enterpriseAuth.amount.noApplication')} extra={<ChooseMode />} />
      </Card>
    );
  }
  const mode = application.mode;
  const ended = !['remitting', 'awaitingAmount', 'passed'].includes(application.status);

  return (
    <Card title={t('enterpriseAuth.amount.title')}>
      <Flex vertical gap={16}>
        <RemittanceTimeline application={application} />
        {application.status === 'awaitingAmount' && <AmountForm id={application.id} />}
        {ended && (
          <Result
            status="warning"
            title={reasonText(application.reason) ?? t('enterpriseAuth.amount.ended')}
            subTitle={t('enterpriseAuth.amount.exhausted')}
            extra={<EndedActions mode={mode} />}
            data-testid="amount-ended"
          />
        )}
      </Flex>
    </Card>
  );
}
