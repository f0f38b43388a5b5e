import { MobileOutlined } from '@ant-design/icons';
import { phoneChangeSchema } from '@console/contract';
import { App, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '../../components/CodeInput';
import { SubmitButton } from '../../components/SubmitButton';
import { showServerFieldErrors, useSchemaRule } from '../../components/formRules';
import { personalApi } from './api';

interface Values {
  phone: string;
  code: string;
}

/** Phone change, step 3: a code to the new phone, then the change (`onChanged` with the new number). */
export function NewPhoneForm({
  changeTicket,
  onChanged,
  onRefused,
}: {
  changeTicket: string;
  onChanged: (phone: string) => void;
  onRefused: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rule = useSchemaRule();
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  const shape = phoneChangeSchema.shape;

  const sendCode = async () => {
    const { phone } = await form.validateFields(['phone']);
    try {
      await personalApi.phoneNewCode({ changeTicket, phone: phone.trim() });
      void message.success(t('auth.codeSent'));
    } catch (error) {
      showServerFieldErrors(form, error);
      onRefused(error);
      throw error;
    }
  };

  const submit = async (values: Values) => {
    setSubmitting(true);
    try {
      await personalApi.phoneChange({ changeTicket, phone: values.phone.trim(), code: values.code.trim() });
      onChanged(values.phone.trim());
    } catch (error) {
      showServerFieldErrors(form, error);
      onRefused(error);
      setSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      onFinish={(v) => void submit(v)}
      data-testid="phone-new-form"
      style={{ maxWidth: 440 }}
    >
      <Form.Item name="phone" label={t('fields.phone')} rules={[rule(shape.phone, 'phone')]}>
        <Input
          prefix={<MobileOutlined />}
          placeholder={t('personal.phoneChange.newPhonePlaceholder')}
          inputMode="numeric"
          maxLength={11}
          autoComplete="tel"
        />
      </Form.Item>
      <Form.Item name="code" label={t('fields.code')} rules={[rule(shape.code, 'code')]}>
        <CodeInput onSend={sendCode} />
      </Form.Item>
      <SubmitButton submitting={submitting}>{t('personal.phoneChange.submit')}</SubmitButton>
    </Form>
  );
}
