import { CreditCardOutlined, IdcardOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { bankSubmitSchema } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '../../components/CodeInput';
import { SubmitButton } from '../../components/SubmitButton';
import { showServerFieldErrors, useSchemaRule } from '../../components/formRules';
import { type BankElements, realNameApi, refreshRealName } from './api';
import { VerificationFailure, isVerificationFailure } from './VerificationFailure';

interface Values {
  name: string;
  idNumber: string;
  bankCard?: string;
  phone: string;
  code: string;
}

/**
 * pAuthPhone (3 elements) and pAuthBank (4 elements): the elements, a code to the phone, then the
 * provider's check. A refusal keeps every entry so the person corrects one field, not all of them.
 */
export function ElementsForm({ mode, onPassed }: { mode: 'phone' | 'bank'; onPassed: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rule = useSchemaRule();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const phone = Form.useWatch('phone', form);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The bank schema's shape holds every field of both modes, with the same rules.
  const shape = bankSubmitSchema.shape;
  const bank = mode === 'bank';
  const elementNames = bank ? ['name', 'idNumber', 'bankCard', 'phone'] : ['name', 'idNumber', 'phone'];

  const elements = (v: Omit<Values, 'code'>): BankElements => ({
    name: v.name.trim(),
    idNumber: v.idNumber.trim().toUpperCase(),
    phone: v.phone.trim(),
    bankCard: (v.bankCard ?? '').trim(),
  });
  const phoneElements = ({ bankCard: _bankCard, ...rest }: BankElements) => rest;

  const sendCode = async () => {
    const values = elements(await form.validateFields(elementNames));
    try {
      await (bank ? realNameApi.bankCode(values) : realNameApi.phoneCode(phoneElements(values)));
      void message.success(t('auth.codeSent'));
    } catch (error) {
      showServerFieldErrors(form, error);
      throw error;
    }
  };

  const submit = async (values: Values) => {
    setSubmitting(true);
    setFailure(null);
    const body = { ...elements(values), code: values.code.trim() };
    try {
      await (bank ? realNameApi.bankSubmit(body) : realNameApi.phoneSubmit({ ...phoneElements(body), code: body.code }));
      onPassed();
      void refreshRealName(client);
    } catch (error) {
      showServerFieldErrors(form, error);
      if (isVerificationFailure(error)) {
        setFailure(error.message);
        // The attempt spent the code; the elements stay for the person to correct.
        form.setFieldValue('code', '');
        // The failed attempt is in the history now.
        void refreshRealName(client);
      }
      setSubmitting(false);
    }
  };

  return (
    <>
      {failure && <VerificationFailure message={failure} />}
      <Form
        form={form}
        layout="vertical"
        size="large"
        onFinish={(v) => void submit(v)}
        data-testid={`${mode}-form`}
        style={{ maxWidth: 480 }}
      >
        <Form.Item name="name" label={t('fields.name')} rules={[rule(shape.name, 'name')]}>
          <Input prefix={<UserOutlined />} placeholder={t('realName.form.namePlaceholder')} maxLength={32} autoComplete="name" />
        </Form.Item>
        <Form.Item name="idNumber" label={t('fields.idNumber')} rules={[rule(shape.idNumber, 'idNumber')]}>
          <Input prefix={<IdcardOutlined />} placeholder={t('realName.form.idNumberPlaceholder')} maxLength={18} autoComplete="off" />
        </Form.Item>
        {bank && (
          <Form.Item name="bankCard" label={t('fields.bankCard')} rules={[rule(shape.bankCard, 'bankCard')]}>
            <Input
              prefix={<CreditCardOutlined />}
              placeholder={t('realName.form.bankCardPlaceholder')}
              inputMode="numeric"
              maxLength={19}
              autoComplete="off"
            />
          </Form.Item>
        )}
        <Form.Item name="phone" label={bank ? t('realName.form.bankPhone') : t('fields.phone')} rules={[rule(shape.phone, 'phone')]}>
          <Input
            prefix={<MobileOutlined />}
            placeholder={t(bank ? 'realName.form.bankPhonePlaceholder' : 'realName.form.phonePlaceholder')}
            inputMode="numeric"
            maxLength={11}
            autoComplete="tel"
          />
        </Form.Item>
        <Form.Item name="code" label={t('fields.code')} rules={[rule(shape.code, 'code')]}>
          <CodeInput onSend={sendCode} recipient={phone} />
        </Form.Item>
        <SubmitButton submitting={submitting} data-testid="realname-submit">
          {t('realName.form.submit')}
        </SubmitButton>
      </Form>
    </>
  );
}
