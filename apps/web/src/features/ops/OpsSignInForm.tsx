import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { type OperatorInfo, operatorSignInSchema } from '@console/contract';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { opsApi } from './api';
import { showServerFieldErrors as showFieldErrors, useSchemaRule } from '../../components/formRules';

interface Values {
  name: string;
  password: string;
}

/** Operator name and password; a wrong pair, a lockout or an unknown name are told by the server's message. */
export function OpsSignInForm({ onSignedIn }: { onSignedIn: (operator: OperatorInfo) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const rule = useSchemaRule();
  const [busy, setBusy] = useState(false);
  const { shape } = operatorSignInSchema;

  const submit = async (values: Values) => {
    setBusy(true);
    try {
      onSignedIn(await opsApi.signIn(values));
    } catch (error) {
      showFieldErrors(form, error);
      form.setFieldValue('password', '');
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
      <Button type="primary" htmlType="submit" block size="large" loading={busy}>
        {t('ops.signIn')}
      </Button>
    </Form>
  );
}
