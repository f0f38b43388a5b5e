import { MobileOutlined } from '@ant-design/icons';
import { smsLoginSchema } from '@console/contract';
import { App, Form, Input } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '../../api/auth';
import { saveUserInfo } from '../../app/session';
import { CaptchaInput } from '../../components/CaptchaInput';
import { CodeInput } from '../../components/CodeInput';
import { SubmitButton } from '../../components/SubmitButton';
import { showServerFieldErrors, useSchemaRule } from '../../components/formRules';
import { useCaptchaGuard } from './captchaGuard';

interface SmsLoginValues {
  phone: string;
  captcha: string;
  code: string;
}

/** Sign-in by a code sent to the phone: image code → SMS code → form-encoded POST /base/user/smsLogin (§7). */
export function SmsLoginForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<SmsLoginValues>();
  const rule = useSchemaRule();
  const { captcha, captchaRule, validateForSend, renew } = useCaptchaGuard(form);
  // The token of the image code the SMS was sent under: §7 sends it along with the sign-in.
  const sentWith = useRef<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const sendCode = async () => {
    const values = await validateForSend(['phone']);
    const token = captcha.token;
    try {
      await authApi.loginSmsCode({ phone: values.phone, captcha: values.captcha }, token);
      sentWith.current = token;
      void message.success(t('auth.codeSent'));
    } catch (error) {
      showServerFieldErrors(form, error);
      throw error;
    } finally {
      renew();
    }
  };

  const submit = async (values: SmsLoginValues) => {
    setSubmitting(true);
    try {
      const answer = await authApi.smsLogin({ phone: values.phone, code: values.code }, sentWith.current);
      if (answer.status !== 200) throw new Error('sms sign-in refused');
      // The SMS path is "the other login path" of §3: its user info lives in localStorage.
      saveUserInfo({ userId: answer.userId, userName: answer.userName, checkStatus: answer.checkStatus }, 'sms');
      window.location.assign('/dashboard');
    } catch (error) {
      showServerFieldErrors(form, error);
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} size="large" onFinish={(v) => void submit(v)} data-testid="sms-login-form">
      <Form.Item name="phone" rules={[rule(smsLoginSchema.shape.phone, 'phone')]}>
        <Input prefix={<MobileOutlined />} placeholder={t('auth.phonePlaceholder')} autoComplete="tel" inputMode="numeric" maxLength={11} aria-label={t('fields.phone')} />
      </Form.Item>
      <Form.Item name="captcha" rules={[captchaRule]}>
        <CaptchaInput captcha={captcha} aria-label={t('fields.captcha')} />
      </Form.Item>
      <Form.Item name="code" rules={[rule(smsLoginSchema.shape.code, 'code')]}>
        <CodeInput onSend={sendCode} aria-label={t('fields.code')} />
      </Form.Item>
      <SubmitButton submitting={submitting} style={{ marginTop: 4 }}>{t('auth.login.submit')}</SubmitButton>
    </Form>
  );
}
