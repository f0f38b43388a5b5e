import { registerActivateSchema } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { authApi } from './api';
import { AuthFrame } from './AuthFrame';
import { keepTicket } from './registrationTicket';

/** /activation?token=: the link of the registration e-mail; continues registration at step 2. */
export default function ActivationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const wellFormed = registerActivateSchema.safeParse({ activationToken: token }).success;
  // A query, not an effect-driven call: it runs once per link even when React mounts the page twice.
  const { data: ticket, isError } = useQuery({
    queryKey: ['activation', token],
    queryFn: () => authApi.registerActivate(token),
    enabled: wellFormed,
    staleTime: Infinity,
  });

  useEffect(() => {
    if (!ticket) return;
    keepTicket(ticket);
    void navigate('/signIn', { replace: true, state: { ticket } });
  }, [ticket, navigate]);

  if (!wellFormed || isError) {
    return (
      <AuthFrame title={t('routes.activation')}>
        <Result
          status="warning"
          title={t('auth.activation.failedTitle')}
          subTitle={t('auth.activation.failedText')}
          extra={
            <Link to="/signIn">
              <Button type="primary">{t('auth.activation.restart')}</Button>
            </Link>
          }
          data-testid="activation-failed"
        />
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title={t('routes.activation')}>
      <Result icon={<Spin size="large" />} title={t('auth.activation.verifying')} />
    </AuthFrame>
  );
}
