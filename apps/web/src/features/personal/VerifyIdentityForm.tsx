import { LockOutlined } from '@ant-design/icons';
import { phoneOldCodeSchema, phoneVerifyOldSchema } from '@console/contract';
import { App, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '../../components/CodeInput';
import { SubmitButton } from '../../components/SubmitButton';
import { showServerFieldErrors, useSchemaRule } from '../../components/formRules';
import { personalApi } from './api';

interface Values {
  password: string;
  code: string;
}

/**
 * Phone change, steps 1 and 2: the password sends a code to the current phone and gives a ticket;
 * that code, with the ticket, gives the ticket of the new phone (`onVerified`).
 */
export function VerifyIdentityForm({ onVerified }: { onVerified: (changeTicket: string) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rule = useSchemaRule();
  const [form] = Form.useForm<Values>();
  const [sent, setSent] = useState<{ changeTicket: string; phone: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const sendCode = async () => {
    const { password } = await form.validateFields(['password']);
    try {
      const answer = await personalApi.phoneOldCode(password);
      setSent({ changeTicket: answer.changeTicket, phone: answer.phone });
      void message.success(t('auth.codeSent'));
    } catch (error) {
      showServerFieldErrors(form, error);
      throw error;
    }
  };

  const submit = async (values: Values) => {
    if (!sent) {
      form.setFields([{ name: 'code', errors: [t('validation.smsCode')] }]);
      return;
    }
    setSubmitting(true);
    try {
      const next = await personalApi.phoneVerifyOld({ changeTicket: sent.changeTicket, code: values.code.trim() });
      onVerified(next.changeTicket);
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
      data-testid="phone-verify-form"
      style={{ maxWidth: 440 }}
    >
      <Form.Item name="password" label={t('fields.password')} rules={[rule(phoneOldCodeSchema.shape.password, 'password')]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('personal.phoneChange.passwordPlaceholder')}
          autoComplete="current-password"
        />
      </Form.Item>
      <Form.Item
        name="code"
        label={t('fields.code')}
        rules={[rule(phoneVerifyOldSchema.shape.code, 'code')]}
        extra={
          sent ? (
            <Typography.Text type="secondary">{t('personal.phoneChange.codeSentTo', { phone: sent.phone })}</Typography.Text>
          ) : undefined
        }
      >
        <CodeInput onSend={sendCode} />
      </Form.Item>
      <SubmitButton submitting={submitting}>{t('personal.phoneChange.next')}</SubmitButton>
    </Form>
  );
}
