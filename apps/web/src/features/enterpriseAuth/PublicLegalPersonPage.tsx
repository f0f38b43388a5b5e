import type { LegalPersonVerified } from '@console/contract';
import { errorCatalogue } from '@console/contract/errors';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Result, Spin, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/http';
import { enterpriseAuthApi } from './api';
import { dateTime } from './labels';
import { LegalPersonConfirmForm } from './LegalPersonConfirmForm';

const narrow = { width: '100%', maxWidth: 480, margin: '0 auto' } as const;

/**
 * /legalPersonAuth?ticket=… on the legal representative's phone (the SMS link): for which
 * enterprise and agent, the confirmation, and the outcome. The ticket is the only credential.
 */
export default function PublicLegalPersonPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const ticket = params.get('ticket') ?? '';
  const [answer, setAnswer] = useState<LegalPersonVerified | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [dead, setDead] = useState(false);
  const { data, isPending, isError } = useQuery({
    queryKey: ['enterpriseAuth', 'legalPersonTicket', ticket],
    queryFn: async () => (await enterpriseAuthApi.legalPersonTicket(ticket)) ?? null,
    enabled: ticket.length >= 16,
    retry: false,
    staleTime: Infinity,
  });

  const refused = (error: unknown) => {
    if (error instanceof ApiError && error.code === errorCatalogue.legalPersonLinkInvalid.code) setDead(true);
    else if (error instanceof ApiError && error.code === errorCatalogue.legalPersonNotAuthorized.code) setFailure(error.message);
  };

  const card = (body: ReactNode) => (
    <Card style={narrow} styles={{ body: { padding: '20px 16px' } }}>
      {body}
    </Card>
  );
  if (ticket.length < 16 || dead || data === null || (data && data.status !== 'awaitingLegalPerson' && data.status !== 'passed')) {
    return card(
      <Result
        status="warning"
        title={t('enterpriseAuth.phone.invalidTitle')}
        subTitle={t('enterpriseAuth.phone.invalidText')}
        data-testid="legal-link-invalid"
      />,
    );
  }
  if (isError) {
    return card(
      <Result
        status="error"
        title={t('enterpriseAuth.phone.loadFailed')}
        extra={<Button onClick={() => window.location.reload()}>{t('common.retry')}</Button>}
      />,
    );
  }
  if (isPending) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  }
  const outcome = answer ?? (data.status === 'passed' ? data : null);
  if (outcome?.status === 'passed') {
    return card(
      <Result
        status="success"
        title={t('enterpriseAuth.phone.passedTitle')}
        subTitle={t('enterpriseAuth.phone.passedText', { enterprise: data.enterpriseName })}
        data-testid="legal-link-passed"
      />,
    );
  }
  if (answer || failure) {
    return card(
      <Result
        status="error"
        title={t('enterpriseAuth.phone.failedTitle')}
        subTitle={failure ?? t(`enterpriseAuth.status.${answer!.status}`)}
        data-testid="legal-link-failed"
      />,
    );
  }
  return card(
    <Flex vertical gap={12} align="center" style={{ textAlign: 'center' }} data-testid="legal-person-page">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('enterpriseAuth.phone.title')}
      </Typography.Title>
      <Typography.Text>{t('enterpriseAuth.phone.forWhom', { legal: data.legalName, enterprise: data.enterpriseName })}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        {t('enterpriseAuth.phone.expiresAt', { time: dateTime(data.expiresAt) })}
      </Typography.Text>
      <LegalPersonConfirmForm ticket={ticket} link={data} onDone={setAnswer} onRefused={refused} />
    </Flex>,
  );
}
