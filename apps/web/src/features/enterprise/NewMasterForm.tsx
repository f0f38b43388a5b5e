import { MobileOutlined } from '@ant-design/icons';
import { fieldSchemas, masterChangeSchema } from '@console/contract';
import { App, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '../../components/CodeInput';
import { SubmitButton } from '../../components/SubmitButton';
import { showServerFieldErrors, useSchemaRule } from '../../components/formRules';
import { enterpriseApi } from './api';

interface Values {
  phone: string;
  code: string;
}

export interface NewMasterFormProps {
  masterTicket: string;
  enterpriseName: string;
  onChanged: (masterUserName: string) => void;
  /** A refusal the page handles (an expired ticket sends the person back to verify). */
  onRefused: (error: unknown) => void;
}

/** addPhone: the new master's phone and their code, confirmed before the role moves. */
export function NewMasterForm({ masterTicket, enterpriseName, onChanged, onRefused }: NewMasterFormProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const rule = useSchemaRule();
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);

  const sendCode = async () => {
    const typed = String(form.getFieldValue('phone') ?? '').trim();
    // §8: the same words the server answers, without asking it.
    if (!typed) {
      form.setFields([{ name: 'phone', errors: [t('errors.mobileRequired')] }]);
      throw new Error('mobileRequired');
    }
    const { phone } = await form.validateFields(['phone']);
    try {
      await enterpriseApi.newMasterCode({ masterTicket, phone: phone.trim() });
      void message.success(t('auth.codeSent'));
    } catch (error) {
      showServerFieldErrors(form, error);
      onRefused(error);
      throw error;
    }
  };

  const change = async (values: Values) => {
    setSubmitting(true);
    try {
      const done = await enterpriseApi.masterChange({ masterTicket, phone: values.phone.trim(), code: values.code.trim() });
      onChanged(done.masterUserName);
    } catch (error) {
      showServerFieldErrors(form, error);
      onRefused(error);
      setSubmitting(false);
    }
  };

  const submit = (values: Values) => {
    void modal.confirm({
      title: t('enterprise.master.confirmTitle'),
      content: t('enterprise.master.confirmText', { enterpriseName }),
      okText: t('enterprise.master.submit'),
      cancelText: t('common.cancel'),
      onOk: () => change(values),
    });
  };

  return (
    <Form form={form} layout="vertical" size="large" onFinish={submit} data-testid="new-master-form" style={{ maxWidth: 440 }}>
      <Form.Item name="phone" label={t('fields.phone')} rules={[rule(fieldSchemas.phone, 'phone')]}>
        <Input
          prefix={<MobileOutlined />}
          placeholder={t('enterprise.master.newPhonePlaceholder')}
          inputMode="numeric"
          maxLength={11}
          autoComplete="off"
        />
      </Form.Item>
      <Form.Item name="code" label={t('fields.code')} rules={[rule(masterChangeSchema.shape.code, 'code')]}>
        <CodeInput onSend={sendCode} />
      </Form.Item>
      <SubmitButton submitting={submitting}>{t('enterprise.master.submit')}</SubmitButton>
    </Form>
  );
}
