import { MailOutlined } from '@ant-design/icons';
import { type RegistrationTicket, registerEmailCodeSchema, registerVerifyEmailSchema } from '@console/contract';
import { Alert, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { authApi } from './api';
import { CaptchaInput } from './CaptchaInput';
import { CodeInput } from '../../components/CodeInput';
import { SubmitButton } from '../../components/SubmitButton';
import { showServerFieldErrors, useSchemaRule } from '../../components/formRules';
import { useCaptchaGuard } from './captchaGuard';

interface EmailStepValues {
  email: string;
  captcha: string;
  code: string;
  agree: boolean;
}

/** Registration step 1 (§1): prove the e-mail with the 6-digit code it receives; the agreement must be ticked. */
export function EmailStepForm({ onVerified }: { onVerified: (ticket: RegistrationTicket) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<EmailStepValues>();
  const rule = useSchemaRule();
  const { captcha, captchaRule, sendWithCaptcha } = useCaptchaGuard(form);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const sendCode = () =>
    sendWithCaptcha(['email', 'agree'], async (values, proof) => {
      await authApi.registerEmailCode({ email: values.email.trim(), captcha: values.captcha, agree: true }, proof);
      setSentTo(values.email.trim());
    });

  const submit = async (values: EmailStepValues) => {
    setSubmitting(true);
    try {
      onVerified(await authApi.registerVerifyEmail({ email: values.email.trim(), code: values.code.trim() }));
    } catch (error) {
      showServerFieldErrors(form, error);
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} layout="vertical" size="large" onFinish={(v) => void submit(v)} data-testid="register-email-form">
      <Form.Item name="email" label={t('fields.email')} rules={[rule(registerEmailCodeSchema.shape.email, 'email')]}>
        <Input prefix={<MailOutlined />} placeholder={t('auth.register.emailPlaceholder')} autoComplete="email" />
      </Form.Item>
      <Form.Item name="captcha" label={t('fields.captcha')} rules={[captchaRule]}>
        <CaptchaInput captcha={captcha} />
      </Form.Item>
      <Form.Item name="code" label={t('fields.code')} rules={[rule(registerVerifyEmailSchema.shape.code, 'code')]}>
        <CodeInput onSend={sendCode} />
      </Form.Item>
      {sentTo && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('auth.emailCodeSent', { email: sentTo })}
          data-testid="email-sent"
        />
      )}
      <Form.Item name="agree" valuePropName="checked" rules={[rule(registerEmailCodeSchema.shape.agree, 'agree')]}>
        <Checkbox>
          <Trans i18nKey="auth.register.agree" components={{ protocol: <Link to="/registerProtocol" target="_blank" /> }} />
        </Checkbox>
      </Form.Item>
      <SubmitButton submitting={submitting}>{t('auth.register.next')}</SubmitButton>
    </Form>
  );
}
