import { App, Form } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInput } from './CodeInput';
import { SubmitButton } from './SubmitButton';
import { showServerFieldErrors, useSchemaRule } from './formRules';

type Parseable = Parameters<ReturnType<typeof useSchemaRule>>[0];

interface RecipientCodeFormProps {
  /** The field of the new address or number: its name and its label. */
  field: 'email' | 'phone';
  /** Its input (the form item wraps it). */
  input: ReactNode;
  /** The contract's rules of the recipient and the code. */
  rules: { recipient: Parseable; code: Parseable };
  /** Sends a code to the recipient typed (already checked and trimmed). */
  sendCode: (recipient: string) => Promise<unknown>;
  /** Makes the change with the recipient and the code (trimmed). */
  change: (recipient: string, code: string) => Promise<unknown>;
  onChanged: (recipient: string) => void;
  /** Told of every refusal of the server, beside the fields it names. */
  onRefused?: (error: unknown) => void;
  submitText: string;
  testId: string;
}

/** A new e-mail address or phone proven by a code sent to it, then the change: what was typed stays on a refusal. */
export function RecipientCodeForm({
  field,
  input,
  rules,
  sendCode,
  change,
  onChanged,
  onRefused,
  submitText,
  testId,
}: RecipientCodeFormProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rule = useSchemaRule();
  const [form] = Form.useForm<Record<string, string>>();
  const [submitting, setSubmitting] = useState(false);

  const send = async () => {
    const values = await form.validateFields([field]);
    try {
      await sendCode(values[field]!.trim());
      void message.success(t('auth.codeSent'));
    } catch (error) {
      showServerFieldErrors(form, error);
      onRefused?.(error);
      throw error;
    }
  };

  const submit = async (values: Record<string, string>) => {
    setSubmitting(true);
    const recipient = values[field]!.trim();
    try {
      await change(recipient, values.code!.trim());
      onChanged(recipient);
    } catch (error) {
      showServerFieldErrors(form, error);
      onRefused?.(error);
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} layout="vertical" size="large" onFinish={(v) => void submit(v)} data-testid={testId} style={{ maxWidth: 440 }}>
      <Form.Item name={field} label={t(`fields.${field}`)} rules={[rule(rules.recipient, field)]}>
        {input}
      </Form.Item>
      <Form.Item name="code" label={t('fields.code')} rules={[rule(rules.code, 'code')]}>
        <CodeInput onSend={send} />
      </Form.Item>
      <SubmitButton submitting={submitting}>{submitText}</SubmitButton>
    </Form>
  );
}
