import { Button, Flex, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsole } from '../../app/store';
import { AuthFrame } from './AuthFrame';
import { ForgetPasswordForm } from './ForgetPasswordForm';

/** /forgetPwd: reset the password with a code sent to the account's e-mail or phone. */
export default function ForgetPasswordPage() {
  const { t } = useTranslation();
  const loginPath = useConsole((s) => s.site.loginEntryPath);
  const [reset, setReset] = useState(false);
  return (
    <AuthFrame title={t('auth.forget.title')} subtitle={reset ? undefined : t('auth.forget.subtitle')}>
      {reset ? (
        <Result
          status="success"
          title={t('auth.forget.doneTitle')}
          subTitle={t('auth.forget.doneText')}
          extra={
            <Link to={loginPath}>
              <Button type="primary" size="large">
                {t('auth.forget.toLogin')}
              </Button>
            </Link>
          }
          data-testid="reset-done"
        />
      ) : (
        <>
          <ForgetPasswordForm onReset={() => setReset(true)} />
          <Flex justify="center" gap={6} style={{ marginTop: 20 }}>
            <Typography.Text type="secondary">{t('auth.forget.remembered')}</Typography.Text>
            <Link to={loginPath}>{t('auth.register.signIn')}</Link>
          </Flex>
        </>
      )}
    </AuthFrame>
  );
}
