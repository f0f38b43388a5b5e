import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignedOutMessage } from '../../app/session';
import { useConsole } from '../../app/store';
import { Tabs } from '../../components/light/Tabs';
import { TaggedText } from '../../components/light/TaggedText';
import { useContractWarmup } from '../../components/light/contract';
import { LockIcon, MobileIcon, SafetyIcon } from '../../components/light/icons';
import { LoginCard } from './LoginCard';
import { PasskeyLogin } from './PasskeyLogin';
import { PasswordLoginForm } from './PasswordLoginForm';
import { ProductPanel } from './ProductPanel';

// The SMS form (and its countdown) loads when its tab is first opened: not part of the page's budget.
const SmsLoginForm = lazy(() => import('./SmsLoginForm').then((m) => ({ default: m.SmsLoginForm })));

/**
 * /login and the website config's login entry path (§2, §1): password or SMS-code sign-in, and the
 * console's one link to sign-in by digital certificate (§1's third way, /cerlogin). The first
 * page most visitors load, so it is built without antd (light kit) to stay within its budget.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const outboxEnabled = useConsole((s) => s.site.outboxEnabled);
  // Sent here because the session expired or was replaced: the reason stays in view (§8).
  const signedOut = useSignedOutMessage();
  // The forms check with the contract's schemas; fetch them once the visitor starts on a form.
  useContractWarmup();
  return (
    <LoginCard aside={<ProductPanel />} title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      {signedOut && (
        <p role="alert" className="login-notice" data-testid="signed-out-notice">
          {signedOut}
        </p>
      )}
      <Tabs
        items={[
          { key: 'password', icon: <LockIcon />, label: t('auth.login.passwordTab'), children: <PasswordLoginForm /> },
          {
            key: 'sms',
            icon: <MobileIcon />,
            label: t('auth.login.smsTab'),
            children: (
              <Suspense fallback={null}>
                <SmsLoginForm />
              </Suspense>
            ),
          },
        ]}
      />
      <PasskeyLogin />
      <Link className="lt-btn lt-btn-lg lt-btn-block login-certificate" to="/cerlogin" data-testid="certificate-login-link">
        <SafetyIcon />
        {t('auth.login.certificate')}
      </Link>
      <div className="login-register">
        <span>{t('auth.login.noAccount')}</span>
        <Link to="/signIn">{t('auth.login.register')}</Link>
      </div>
      <hr className="login-divider" />
      <p className="login-fineprint">
        <TaggedText
          text={t('auth.login.agreements')}
          tags={{ service: (text) => <Link to="/serviceAgreement">{text}</Link>, ca: (text) => <Link to="/caAgreement">{text}</Link> }}
        />
      </p>
      {outboxEnabled && (
        <p className="login-fineprint" data-testid="outbox-hint">
          <TaggedText text={t('auth.login.outboxHint')} tags={{ outbox: (text) => <Link to="/outbox">{text}</Link> }} />
        </p>
      )}
    </LoginCard>
  );
}
