import { masterVerifySchema } from '@console/contract';
import { App, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '../../components/CodeInput';
import { SubmitButton } from '../../components/SubmitButton';
import { showServerFieldErrors, useSchemaRule } from '../../components/formRules';
import { enterpriseApi } from './api';

/** editPhone: a code to the master's own phone, then the single-use ticket for addPhone (`onVerified`). */
export function MasterVerifyForm({ onVerified }: { onVerified: (masterTicket: string) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rule = useSchemaRule();
  const [form] = Form.useForm<{ code: string }>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const sendCode = async () => {
    try {
      const sent = await enterpriseApi.masterCode();
      setSentTo(sent.phone);
      void message.success(t('auth.codeSent'));
    } catch (error) {
      showServerFieldErrors(form, error);
      throw error;
    }
  };

  const submit = async ({ code }: { code: string }) => {
    setSubmitting(true);
    try {
      const { ticket } = await enterpriseApi.masterVerify(code.trim());
      onVerified(ticket);
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
      data-testid="master-verify-form"
      style={{ maxWidth: 440 }}
    >
      <Form.Item
        name="code"
        label={t('fields.code')}
        rules={[rule(masterVerifySchema.shape.code, 'code')]}
        extra={
          sentTo ? <Typography.Text type="secondary">{t('enterprise.master.codeSentTo', { phone: sentTo })}</Typography.Text> : undefined
        }
      >
        <CodeInput onSend={sendCode} />
      </Form.Item>
      <SubmitButton submitting={submitting}>{t('enterprise.master.next')}</SubmitButton>
    </Form>
  );
}
