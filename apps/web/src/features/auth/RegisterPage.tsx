import type { RegistrationTicket, SessionUserInfo } from '@console/contract';
import { Alert, Button, Flex, Result, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { AccountStepForm } from './AccountStepForm';
import { AuthFrame } from './AuthFrame';
import { EmailStepForm } from './EmailStepForm';
import { saveUserInfo } from '../../app/session';
import { useConsole } from '../../app/store';
import { consoleEntry, dropTicket, keepInvitation, keepTicket, pendingInvitation, pendingTicket } from './registrationTicket';

/** /signIn: registration in the three steps of §1 — e-mail verification, account info, done. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const loginPath = useConsole((s) => s.site.loginEntryPath);
  // The activation link hands its ticket over in the router state; a reload finds it in the tab's storage.
  const [ticket, setTicket] = useState<RegistrationTicket | null>(
    () => (location.state as { ticket?: RegistrationTicket } | null)?.ticket ?? pendingTicket(),
  );
  const [registered, setRegistered] = useState<string | null>(null);
  const [params] = useSearchParams();
  // Arriving by an invitation's registration link: the new account joins that enterprise on reaching the console.
  const [invited] = useState(() => {
    const linked = params.get('invitation');
    if (linked) keepInvitation(linked);
    return linked !== null || pendingInvitation() !== null;
  });
  const step = registered !== null ? 2 : ticket ? 1 : 0;

  const verified = (next: RegistrationTicket) => {
    keepTicket(next);
    setTicket(next);
  };
  const restart = () => {
    dropTicket();
    setTicket(null);
  };
  // The server signed the new account in: no second captcha on the sign-in page.
  const done = (info: SessionUserInfo) => {
    dropTicket();
    saveUserInfo(info, 'password');
    setRegistered(info.userName);
  };

  return (
    <AuthFrame title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      <Steps
        current={step}
        size="small"
        style={{ marginBottom: 32 }}
        items={[
          { title: t('auth.register.steps.email') },
          { title: t('auth.register.steps.account') },
          { title: t('auth.register.steps.done') },
        ]}
      />
      {invited && step < 2 && (
        <Alert type="info" showIcon title={t('auth.register.invited')} style={{ marginBottom: 20 }} data-testid="register-invited" />
      )}
      {step === 0 && <EmailStepForm onVerified={verified} />}
      {step === 1 && ticket && <AccountStepForm ticket={ticket} onRegistered={done} onOtherEmail={restart} />}
      {step === 2 && (
        <Result
          status="success"
          title={t('auth.register.doneTitle')}
          subTitle={t('auth.register.doneText', { userName: registered })}
          extra={
            // A full load, so the permitted routes and menu are built for the new account.
            <Button type="primary" size="large" onClick={() => window.location.assign(consoleEntry())} data-testid="to-console">
              {t('auth.register.toConsole')}
            </Button>
          }
          data-testid="register-done"
        />
      )}
      {step < 2 && (
        <Flex justify="center" gap={6} style={{ marginTop: 20 }}>
          <Typography.Text type="secondary">{t('auth.register.haveAccount')}</Typography.Text>
          <Link to={loginPath}>{t('auth.register.signIn')}</Link>
        </Flex>
      )}
    </AuthFrame>
  );
}
