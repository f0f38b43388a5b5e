import { useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApplicationForm } from './ApplicationForm';
import { refreshEnterpriseAuth, useApplication } from './api';
import { useReasonText } from './labels';
import { LegalPersonStatus } from './LegalPersonStatus';
import { enterpriseAuthPath } from './paths';

/** The page follows the legal representative's confirmation this often. */
const pollMs = 3000;

/** legalPersonAuthSubmit: the application, then the SMS link's state until the legal representative confirms. */
export default function LegalPersonPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const reasonText = useReasonText();
  const { data: application, isLoading } = useApplication((a) =>
    a?.mode === 'legalPerson' && a.status === 'awaitingLegalPerson' ? pollMs : false,
  );
  const mine = application?.mode === 'legalPerson' ? application : null;
  const passed = mine?.status === 'passed';

  useEffect(() => {
    if (!passed) return;
    // The header's enterprise status and the enterprise pages read the pass too.
    void refreshEnterpriseAuth(client);
    void navigate(enterpriseAuthPath('eAuthResults'));
  }, [passed, navigate, client]);

  return (
    <Card title={t('enterpriseAuth.mode.legalPerson')}>
      {isLoading ? (
        <Skeleton active />
      ) : mine?.status === 'awaitingLegalPerson' ? (
        <LegalPersonStatus application={mine} />
      ) : (
        <>
          {mine?.reason && (
            <Alert type="warning" showIcon title={reasonText(mine.reason)} style={{ marginBottom: 16 }} data-testid="legal-person-failed" />
          )}
          <ApplicationForm mode="legalPerson" intro={t('enterpriseAuth.legalPerson.intro')} onSubmitted={() => undefined} />
        </>
      )}
    </Card>
  );
}
