import type { EnterpriseApplicationView } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applicationKey, enterpriseAuthApi } from './api';
import { Countdown } from './Countdown';

/** The SMS link is out: to whom (masked), until when, and a new link (the old one stops working). */
export function LegalPersonStatus({ application }: { application: EnterpriseApplicationView }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [sending, setSending] = useState(false);
  const link = application.legalPerson;

  const resend = async () => {
    setSending(true);
    try {
      // The answer is the new link's times; the application is read again with them.
      await enterpriseAuthApi.legalPersonResend(application.id);
      await client.invalidateQueries({ queryKey: applicationKey });
      void message.success(t('enterpriseAuth.legalPerson.resent'));
    } catch {
      // The http client has shown the refusal.
    }
    setSending(false);
  };

  return (
    <Result
      status="info"
      title={t('enterpriseAuth.legalPerson.sentTitle')}
      subTitle={t('enterpriseAuth.legalPerson.sentTo', { mobile: application.legalMobile })}
      data-testid="legal-person-status"
      extra={
        <Flex vertical align="center" gap={12}>
          {link && <Countdown deadline={link.linkExpiresAt} title={t('enterpriseAuth.legalPerson.expiresIn')} />}
          <Button onClick={() => void resend()} loading={sending} data-testid="legal-person-resend">
            {t('enterpriseAuth.legalPerson.resend')}
          </Button>
          <Typography.Text type="secondary">{t('enterpriseAuth.legalPerson.waiting')}</Typography.Text>
        </Flex>
      }
    />
  );
}
