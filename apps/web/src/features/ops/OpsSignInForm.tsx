import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { type OperatorSignInAnswer, operatorSignInSchema } from '@console/contract';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { opsApi } from './api';
import { showServerFieldErrors as showFieldErrors, useSchemaRule } from '../../components/formRules';
import { CaptchaInput, useCaptcha } from '../auth/index';

interface Values {
  name: string;
  password: string;
  captcha: string;
}

/**
 * Operator name, password and the image code (with its proof of work, as on the console's sign-in);
 * a wrong pair, a lockout or an unknown name are told by the server's message. The answer may ask for
 * the second step (operators with a factor).
 */
export function OpsSignInForm({ onSignedIn }: { onSignedIn: (answer: OperatorSignInAnswer) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const rule = useSchemaRule();
  const captcha = useCaptcha();
  const [busy, setBusy] = useState(false);
  const { shape } = operatorSignInSchema;

  const submit = async (values: Values) => {
    setBusy(true);
    try {
      onSignedIn(await opsApi.signIn(values, await captcha.prove()));
    } catch (error) {
      showFieldErrors(form, error);
      form.setFieldValue('password', '');
      // The image code answers once: whatever went wrong, the next try needs a new one.
      form.setFieldValue('captcha', '');
      captcha.refresh();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)} data-testid="ops-sign-in-form">
      <Form.Item name="name" label={t('ops.name')} rules={[rule(shape.name, t('ops.name'))]}>
        <Input prefix={<UserOutlined />} autoComplete="username" autoFocus size="large" />
      </Form.Item>
      <Form.Item name="password" label={t('ops.password')} rules={[rule(shape.password, t('ops.password'))]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" size="large" />
      </Form.Item>
      <Form.Item name="captcha" label={t('fields.captcha')} rules={[rule(shape.captcha, 'captcha')]}>
        <CaptchaInput captcha={captcha} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={busy}>
        {t('ops.signIn')}
      </Button>
    </Form>
  );
}
