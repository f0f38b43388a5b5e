import { MailOutlined } from '@ant-design/icons';
import { emailChangeSchema } from '@console/contract';
import { App, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '../../components/CodeInput';
import { SubmitButton } from '../../components/SubmitButton';
import { showServerFieldErrors, useSchemaRule } from '../../components/formRules';
import { personalApi } from './api';

interface Values {
  email: string;
  code: string;
}

/** modifyMailbox: a code to the new address, then the change. */
export function EmailChangeForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rule = useSchemaRule();
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  const shape = emailChangeSchema.shape;

  const sendCode = async () => {
    const { email } = await form.validateFields(['email']);
    try {
      await personalApi.emailCode(email.trim());
      void message.success(t('auth.codeSent'));
    } catch (error) {
      showServerFieldErrors(form, error);
      throw error;
    }
  };

  const submit = async (values: Values) => {
    setSubmitting(true);
    try {
      await personalApi.emailChange({ email: values.email.trim(), code: values.code.trim() });
      onChanged();
    } catch (error) {
      showServerFieldErrors(form, error);
      setSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      onFinish={(v) => void submit(v)}
      data-testid="email-change-form"
      style={{ maxWidth: 440 }}
    >
      <Form.Item name="email" label={t('fields.email')} rules={[rule(shape.email, 'email')]}>
        <Input prefix={<MailOutlined />} placeholder={t('personal.emailChange.newEmailPlaceholder')} autoComplete="email" maxLength={254} />
      </Form.Item>
      <Form.Item name="code" label={t('fields.code')} rules={[rule(shape.code, 'code')]}>
        <CodeInput onSend={sendCode} />
      </Form.Item>
      <SubmitButton submitting={submitting}>{t('personal.emailChange.submit')}</SubmitButton>
    </Form>
  );
}
