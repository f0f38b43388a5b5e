import { unlockSchema } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { authApi } from './api';
import { AuthFrame } from './AuthFrame';
import { useConsole } from '../../app/store';

/**
 * /unlock?account=&token=: the link e-mailed to the owner of an account being guessed. Opening it
 * unlocks password sign-in from this network (once); the server says nothing about other accounts.
 */
export default function UnlockPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const loginPath = useConsole((s) => s.site.loginEntryPath);
  const input = { account: params.get('account') ?? '', token: params.get('token') ?? '' };
  const wellFormed = unlockSchema.safeParse(input).success;
  // A query, not an effect-driven call: the link is used once even when React mounts the page twice.
  const { data, isError } = useQuery({
    queryKey: ['unlock', input.account, input.token],
    queryFn: () => authApi.unlock(input),
    enabled: wellFormed,
    staleTime: Infinity,
    retry: false,
  });
  const toLogin = (
    <Link to={loginPath}>
      <Button type="primary">{t('auth.unlock.toLogin')}</Button>
    </Link>
  );

  if (!wellFormed || isError) {
    return (
      <AuthFrame title={t('auth.unlock.title')}>
        <Result
          status="warning"
          title={t('auth.unlock.failedTitle')}
          subTitle={t('auth.unlock.failedText')}
          extra={toLogin}
          data-testid="unlock-failed"
        />
      </AuthFrame>
    );
  }
  if (data) {
    return (
      <AuthFrame title={t('auth.unlock.title')}>
        <Result
          status="success"
          title={t('auth.unlock.doneTitle')}
          subTitle={t('auth.unlock.doneText', { userName: data.userName })}
          extra={toLogin}
          data-testid="unlock-done"
        />
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title={t('auth.unlock.title')}>
      <Result icon={<Spin size="large" />} title={t('auth.unlock.verifying')} />
    </AuthFrame>
  );
}
