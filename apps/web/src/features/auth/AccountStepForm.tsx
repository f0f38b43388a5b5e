import { MailOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { type RegistrationTicket, type SessionUserInfo, registerSchema } from '@console/contract';
import { errorCatalogue } from '@console/contract/errors';
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { authApi } from './api';
import { showServerFieldErrors, useSchemaRule } from '../../components/formRules';
import { CodeAndPasswordFields } from './CodeAndPasswordFields';
import { useCaptchaGuard } from './captchaGuard';

interface AccountStepValues {
  userName: string;
  phone: string;
  captcha: string;
  code: string;
  password: string;
  confirmPassword: string;
}

interface AccountStepFormProps {
  ticket: RegistrationTicket;
  /** The account exists and the person is signed in (the server set the session cookie). */
  onRegistered: (info: SessionUserInfo) => void;
  onOtherEmail: () => void;
}

/**
 * Registration step 2 (§1): account name, phone proven by an SMS code (a registered phone is said
 * beside it when the code is asked for), password (its rule shown while typing) and its confirmation.
 */
export function AccountStepForm({ ticket, onRegistered, onOtherEmail }: AccountStepFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AccountStepValues>();
  const rule = useSchemaRule();
  const captchaGuard = useCaptchaGuard(form);
  const { message } = App.useApp();
  const [submitting, setSubmitting] = useState(false);
  // The captcha solved in step 1 covers this registration's first phone code (the server keeps that
  // pass for a while, once); a resend, or a pass no longer there, asks for the image code.
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const shape = registerSchema.shape;

  const sendCode = async () => {
    if (needsCaptcha)
      return captchaGuard.sendWithCaptcha(['phone'], (values, proof) =>
        authApi.registerSmsCode({ ticket: ticket.ticket, phone: values.phone.trim(), captcha: values.captcha }, proof),
      );
    const { phone } = await form.validateFields(['phone']);
    try {
      await authApi.registerSmsCode({ ticket: ticket.ticket, phone: phone.trim() }, null);
      void message.success(t('auth.codeSent'));
    } catch (error) {
      // No pass left (the server says so, asking for the image code): the next send shows the captcha.
      if (!(error instanceof ApiError && error.code === errorCatalogue.captchaRequired.code)) showServerFieldErrors(form, error);
      throw error;
    } finally {
      setNeedsCaptcha(true);
    }
  };

  const submit = async (values: AccountStepValues) => {
    setSubmitting(true);
    try {
      const { captcha: _captcha, ...account } = values;
      // The agreement was ticked in step 1; the server checks it again with the whole registration.
      const info = await authApi.register({
        ...account,
        userName: account.userName.trim(),
        phone: account.phone.trim(),
        ticket: ticket.ticket,
        agree: true,
      });
      onRegistered(info);
    } catch (error) {
      // What was typed stays; only the server's verdict is added beside the fields.
      showServerFieldErrors(form, error);
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} layout="vertical" size="large" onFinish={(v) => void submit(v)} data-testid="register-account-form">
      <Form.Item
        label={t('auth.register.verifiedEmail')}
        htmlFor="verifiedEmail"
        extra={
          <Button type="link" size="small" style={{ padding: 0 }} onClick={onOtherEmail}>
            {t('auth.register.otherEmail')}
          </Button>
        }
      >
        <Input id="verifiedEmail" prefix={<MailOutlined />} value={ticket.email} disabled data-testid="verified-email" />
      </Form.Item>
      <Form.Item name="userName" label={t('fields.userName')} rules={[rule(shape.userName, 'userName')]}>
        <Input prefix={<UserOutlined />} placeholder={t('auth.register.userNamePlaceholder')} autoComplete="username" maxLength={32} />
      </Form.Item>
      <Form.Item name="phone" label={t('fields.phone')} rules={[rule(shape.phone, 'phone')]}>
        <Input prefix={<MobileOutlined />} placeholder={t('auth.phonePlaceholder')} autoComplete="tel" inputMode="numeric" maxLength={11} />
      </Form.Item>
      <CodeAndPasswordFields
        flow="register"
        captcha={needsCaptcha ? captchaGuard : undefined}
        sendCode={sendCode}
        submitting={submitting}
      />
    </Form>
  );
}
