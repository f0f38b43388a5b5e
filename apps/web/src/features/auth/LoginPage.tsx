import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { Divider, Flex, Tabs, Typography } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsole } from '../../app/store';
import { AuthFrame } from './AuthFrame';
import { PasswordLoginForm } from './PasswordLoginForm';
import { SmsLoginForm } from './SmsLoginForm';

/** /login and the website config's login entry path (§2, §1): password or SMS-code sign-in. */
export default function LoginPage() {
  const { t } = useTranslation();
  const outboxEnabled = useConsole((s) => s.site.outboxEnabled);
  return (
    <AuthFrame aside title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <Tabs
        items={[
          { key: 'password', label: <span><LockOutlined /> {t('auth.login.passwordTab')}</span>, children: <PasswordLoginForm /> },
          { key: 'sms', label: <span><MobileOutlined /> {t('auth.login.smsTab')}</span>, children: <SmsLoginForm /> },
        ]}
      />
      <Flex justify="center" gap={6} style={{ marginTop: 16 }}>
        <Typography.Text type="secondary">{t('auth.login.noAccount')}</Typography.Text>
        <Link to="/signIn">{t('auth.login.register')}</Link>
      </Flex>
      <Divider style={{ margin: '20px 0 12px' }} />
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, textAlign: 'center', marginBottom: 4 }}>
        <Trans i18nKey="auth.login.agreements" components={{ service: <Link to="/serviceAgreement" />, ca: <Link to="/caAgreement" /> }} />
      </Typography.Paragraph>
      {outboxEnabled && (
        <Typography.Paragraph type="secondary" style={{ fontSize: 12, textAlign: 'center', marginBottom: 0 }} data-testid="outbox-hint">
          <Trans i18nKey="auth.login.outboxHint" components={{ outbox: <Link to="/outbox" /> }} />
        </Typography.Paragraph>
      )}
    </AuthFrame>
  );
}
