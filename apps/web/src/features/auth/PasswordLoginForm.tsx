import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { fieldSchemas, passwordLoginSchema } from '@console/contract';
import { Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type PasswordLoginInput, authApi } from '../../api/auth';
import { saveUserInfo } from '../../app/session';
import { CaptchaInput, useCaptcha } from '../../components/CaptchaInput';
import { SubmitButton } from '../../components/SubmitButton';
import { showServerFieldErrors, useSchemaRule } from '../../components/formRules';

/** Sign-in by account (name, e-mail or phone), password and image code (§7 POST /user/login). */
export function PasswordLoginForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordLoginInput>();
  const rule = useSchemaRule();
  const captcha = useCaptcha();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: PasswordLoginInput) => {
    setSubmitting(true);
    try {
      const info = await authApi.login(values, captcha.token);
      saveUserInfo({ userId: info.userId, userName: info.userName, checkStatus: info.checkStatus }, 'password');
      // A full load, so the permitted routes and menu are built fresh for this account.
      window.location.assign('/dashboard');
    } catch (error) {
      // The image code answers once; whatever went wrong, the next try needs a new one.
      form.setFieldValue('captcha', '');
      captcha.refresh();
      showServerFieldErrors(form, error);
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} size="large" onFinish={(v) => void submit(v)} autoComplete="on" data-testid="password-login-form">
      <Form.Item name="userName" rules={[rule(passwordLoginSchema.shape.userName, 'account')]}>
        <Input prefix={<UserOutlined />} placeholder={t('auth.login.accountPlaceholder')} autoComplete="username" aria-label={t('fields.account')} />
      </Form.Item>
      <Form.Item name="password" rules={[rule(passwordLoginSchema.shape.password, 'password')]}>
        <Input.Password prefix={<LockOutlined />} placeholder={t('auth.login.passwordPlaceholder')} autoComplete="current-password" aria-label={t('fields.password')} />
      </Form.Item>
      <Form.Item name="captcha" rules={[rule(fieldSchemas.captcha, 'captcha')]}>
        <CaptchaInput captcha={captcha} aria-label={t('fields.captcha')} />
      </Form.Item>
      <Flex justify="flex-end" style={{ marginTop: -8, marginBottom: 16 }}>
        <Link to="/forgetPwd">{t('auth.login.forgot')}</Link>
      </Flex>
      <SubmitButton submitting={submitting}>{t('auth.login.submit')}</SubmitButton>
    </Form>
  );
}
