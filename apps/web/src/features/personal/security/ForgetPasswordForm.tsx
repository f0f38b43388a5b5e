import { type ResetChannel, type ResetTargets, consoleResetSchema } from '@console/contract';
import { Button, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '../../../components/CodeInput';
import { NewPasswordInput } from '../../../components/NewPasswordInput';
import { showServerFieldErrors, useSameAsRule, useSchemaRule } from '../../../components/formRules';
import { securityApi } from './api';

interface Values {
  channel: ResetChannel;
  code: string;
  password: string;
  confirmPassword: string;
}

/** Where the code goes (the account's own phone or e-mail), the code, and the new password twice. */
export function ForgetPasswordForm({ targets, onDone }: { targets: ResetTargets; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const rule = useSchemaRule();
  const sameAs = useSameAsRule();
  const [busy, setBusy] = useState(false);
  const shape = consoleResetSchema.shape;

  const sendCode = async () => {
    const { channel } = await form.validateFields(['channel']);
    try {
      return await securityApi.resetCode(channel);
    } catch (error) {
      showServerFieldErrors(form, error);
      throw error;
    }
  };

  const submit = async (values: Values) => {
    setBusy(true);
    try {
      await securityApi.reset(values);
      onDone();
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setBusy(false);
    }
  };

  const options = [
    ...(targets.phone ? [{ value: 'phone', label: t('personal.security.forget.phone', { target: targets.phone }) }] : []),
    ...(targets.email ? [{ value: 'email', label: t('personal.security.forget.email', { target: targets.email }) }] : []),
  ];
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ channel: targets.phone ? 'phone' : 'email' }}
      onFinish={(v) => void submit(v)}
      style={{ maxWidth: 460 }}
      data-testid="forget-form"
    >
      <Form.Item name="channel" label={t('personal.security.forget.channel')} rules={[rule(shape.channel, 'channel')]}>
        <Radio.Group options={options} optionType="button" buttonStyle="solid" />
      </Form.Item>
      <Form.Item name="code" label={t('personal.security.forget.code')} rules={[rule(shape.code, 'code')]}>
        <CodeInput onSend={sendCode} size="middle" />
      </Form.Item>
      <Form.Item name="password" label={t('personal.security.forget.password')} rules={[rule(shape.password, 'password')]}>
        <NewPasswordInput />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('personal.security.forget.confirmPassword')}
        dependencies={['password']}
        rules={[sameAs('password')]}
      >
        <Input.Password autoComplete="new-password" maxLength={20} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} data-testid="reset-password">
        {t('personal.security.forget.submit')}
      </Button>
    </Form>
  );
}
