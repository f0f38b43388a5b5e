import { UserOutlined } from '@ant-design/icons';
import { forgetCodeSchema } from '@console/contract';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ForgetResetInput, authApi } from './api';
import { showServerFieldErrors, useSchemaRule } from '../../components/formRules';
import { CodeAndPasswordFields } from './CodeAndPasswordFields';
import { useCaptchaGuard } from './captchaGuard';

type ForgetValues = ForgetResetInput & { captcha: string };

/** Password reset (§1): a code to the e-mail or phone of the account, then a new password (the one password rule). */
export function ForgetPasswordForm({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ForgetValues>();
  const rule = useSchemaRule();
  const captchaGuard = useCaptchaGuard(form);
  const [submitting, setSubmitting] = useState(false);

  const sendCode = () =>
    captchaGuard.sendWithCaptcha(['account'], (values, proof) =>
      authApi.forgetCode({ account: values.account.trim(), captcha: values.captcha }, proof),
    );

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
      <CodeAndPasswordFields flow="forget" captcha={captchaGuard} sendCode={sendCode} submitting={submitting} />
    </Form>
  );
}
