import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { forgetCodeSchema, forgetResetSchema } from '@console/contract';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ForgetResetInput, authApi } from './api';
import { CaptchaInput } from './CaptchaInput';
import { CodeInput } from '../../components/CodeInput';
import { NewPasswordInput } from '../../components/NewPasswordInput';
import { SubmitButton } from '../../components/SubmitButton';
import { showServerFieldErrors, useSameAsRule, useSchemaRule } from '../../components/formRules';
import { useCaptchaGuard } from './captchaGuard';

type ForgetValues = ForgetResetInput & { captcha: string };

/** Password reset (§1): a code to the e-mail or phone of the account, then a new password (the one password rule). */
export function ForgetPasswordForm({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ForgetValues>();
  const rule = useSchemaRule();
  const sameAs = useSameAsRule();
  const { captcha, captchaRule, sendWithCaptcha } = useCaptchaGuard(form);
  const [submitting, setSubmitting] = useState(false);
  const shape = forgetResetSchema.shape;

  const sendCode = () =>
    sendWithCaptcha(['account'], (values, proof) => authApi.forgetCode({ account: values.account.trim(), captcha: values.captcha }, proof));

  const submit = async ({ captcha: _captcha, ...values }: ForgetValues) => {
    setSubmitting(true);
    try {
      await authApi.forgetReset({ ...values, account: values.account.trim(), code: values.code.trim() });
      onReset();
    } catch (error) {
      showServerFieldErrors(form, error);
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} layout="vertical" size="large" onFinish={(v) => void submit(v)} data-testid="forget-form">
      <Form.Item name="account" label={t('fields.account')} rules={[rule(forgetCodeSchema.shape.account, 'account')]}>
        <Input prefix={<UserOutlined />} placeholder={t('auth.forget.accountPlaceholder')} autoComplete="username" />
      </Form.Item>
      <Form.Item name="captcha" label={t('fields.captcha')} rules={[captchaRule]}>
        <CaptchaInput captcha={captcha} />
      </Form.Item>
      <Form.Item name="code" label={t('fields.code')} rules={[rule(shape.code, 'code')]}>
        <CodeInput onSend={sendCode} />
      </Form.Item>
      <Form.Item name="password" label={t('fields.newPass')} rules={[rule(shape.password, 'newPass')]}>
        <NewPasswordInput withIcon placeholder={t('auth.forget.passwordPlaceholder')} />
      </Form.Item>
      <Form.Item name="confirmPassword" label={t('fields.confirmPassword')} dependencies={['password']} rules={[sameAs('password')]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('auth.forget.confirmPlaceholder')}
          autoComplete="new-password"
          maxLength={20}
        />
      </Form.Item>
      <SubmitButton submitting={submitting}>{t('auth.forget.submit')}</SubmitButton>
    </Form>
  );
}
