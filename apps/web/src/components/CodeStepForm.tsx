import { App, Form, type FormInstance, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInput } from './CodeInput';
import { SubmitButton } from './SubmitButton';
import { showServerFieldErrors, useSchemaRule } from './formRules';

type Parseable = Parameters<ReturnType<typeof useSchemaRule>>[0];

interface CodeStepFormProps<V extends { code: string }> {
  /** The fields above the code (what the send needs, such as the password). */
  children?: ReactNode;
  /** The contract's rule of the code. */
  codeRule: Parseable;
  /** Where the code went ("sent to 138****0000"), under the code once it is sent. */
  sentText?: string | null;
  /** False while no code has been sent: submitting then says so on the code instead of asking the server. */
  codeSent?: boolean;
  /** Sends the code (validating first the fields it needs); a refusal shows beside its fields and resets the countdown. */
  sendCode: (form: FormInstance<V>) => Promise<unknown>;
  /** Submits the values with the code trimmed; a refusal shows beside its fields and what was typed stays. */
  submit: (values: V) => Promise<unknown>;
  submitText: string;
  testId: string;
}

/** A step proven by a code sent to the person's own phone or e-mail: fields, the code with its send button, the submit button. */
export function CodeStepForm<V extends { code: string }>({
  children,
  codeRule,
  sentText,
  codeSent = true,
  sendCode,
  submit,
  submitText,
  testId,
}: CodeStepFormProps<V>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rule = useSchemaRule();
  const [form] = Form.useForm<V>();
  const [submitting, setSubmitting] = useState(false);

  const send = async () => {
    try {
      await sendCode(form);
      void message.success(t('auth.codeSent'));
    } catch (error) {
      showServerFieldErrors(form, error);
      throw error;
    }
  };

  const finish = async (values: V) => {
    if (!codeSent) {
      (form as FormInstance).setFields([{ name: 'code', errors: [t('validation.smsCode')] }]);
      return;
    }
    setSubmitting(true);
    try {
      await submit({ ...values, code: values.code.trim() });
    } catch (error) {
      showServerFieldErrors(form, error);
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} layout="vertical" size="large" onFinish={(v) => void finish(v)} data-testid={testId} style={{ maxWidth: 440 }}>
      {children}
      <Form.Item
        name="code"
        label={t('fields.code')}
        rules={[rule(codeRule, 'code')]}
        extra={sentText ? <Typography.Text type="secondary">{sentText}</Typography.Text> : undefined}
      >
        <CodeInput onSend={send} />
      </Form.Item>
      <SubmitButton submitting={submitting}>{submitText}</SubmitButton>
    </Form>
  );
}
