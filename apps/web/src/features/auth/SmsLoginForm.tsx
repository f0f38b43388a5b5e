import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from './api';
import { saveUserInfo } from '../../app/session';
import { CaptchaInput, useCaptcha } from './CaptchaInput';
import { CountdownButton } from '../../components/CountdownButton';
import { Button } from '../../components/light/Button';
import { Field } from '../../components/light/Field';
import { TextInput } from '../../components/light/TextInput';
import { MessageIcon, MobileIcon } from '../../components/light/icons';
import { toast } from '../../components/light/toast';
import { useLightForm } from '../../components/light/useLightForm';
import { landingAfter } from './pendingSignIn';

/** Sign-in by a code sent to the phone: image code → SMS code → form-encoded POST /base/user/smsLogin (§7). */
export function SmsLoginForm() {
  const { t } = useTranslation();
  const captcha = useCaptcha();
  const form = useLightForm(
    { phone: '', captcha: '', code: '' },
    {
      phone: { schema: (c) => c.smsLoginSchema.shape.phone, field: 'phone' },
      // The image code guards sending the SMS, not the sign-in.
      captcha: { schema: (c) => c.loginSmsCodeSchema.shape.captcha, field: 'captcha', onlyWhenAsked: true },
      code: { schema: (c) => c.smsLoginSchema.shape.code, field: 'code' },
    },
  );
  // The token of the image code the SMS was sent under: §7 sends it along with the sign-in.
  const sentWith = useRef<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  /** A rejection resets the countdown (§4): invalid input, or the server refused. */
  const sendCode = async () => {
    const values = await form.validate(['phone', 'captcha']);
    if (!values) throw new Error('the phone or image code is not valid');
    try {
      const proof = await captcha.prove();
      await authApi.loginSmsCode({ phone: values.phone, captcha: values.captcha }, proof);
      sentWith.current = proof?.token ?? null;
      toast.success(t('auth.codeSent'));
    } catch (error) {
      form.showServerErrors(error);
      throw error;
    } finally {
      // Any send, good or refused, uses the image code up.
      form.setValue('captcha', '');
      captcha.refresh();
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    form.clearError('captcha');
    const values = await form.validate(['phone', 'code']);
    if (!values) return setSubmitting(false);
    try {
      const answer = await authApi.smsLogin({ phone: values.phone, code: values.code }, sentWith.current);
      if (answer.status !== 200) throw new Error('sms sign-in refused');
      // The SMS path is "the other login path" of §3: its user info lives in localStorage.
      const next = landingAfter(answer, 'sms');
      if (!answer.secondStep) saveUserInfo({ userId: answer.userId, userName: answer.userName, checkStatus: answer.checkStatus }, 'sms');
      window.location.assign(next);
    } catch (error) {
      form.showServerErrors(error);
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="sms-login-form">
      <Field error={form.errors.phone}>
        <TextInput
          {...form.bind('phone')}
          size="large"
          prefix={<MobileIcon />}
          placeholder={t('auth.phonePlaceholder')}
          autoComplete="tel"
          inputMode="numeric"
          maxLength={11}
          aria-label={t('fields.phone')}
        />
      </Field>
      <Field error={form.errors.captcha}>
        <CaptchaInput {...form.bind('captcha')} captcha={captcha} aria-label={t('fields.captcha')} />
      </Field>
      <Field error={form.errors.code}>
        <div className="lt-row">
          <TextInput
            {...form.bind('code')}
            size="large"
            prefix={<MessageIcon />}
            placeholder={t('auth.codePlaceholder')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            aria-label={t('fields.code')}
          />
          <CountdownButton onSend={sendCode} size="large" style={{ flex: 'none', minWidth: 120 }} data-testid="send-code" />
        </div>
      </Field>
      <Button type="submit" variant="primary" size="large" block loading={submitting} className="login-submit">
        {t('auth.login.submit')}
      </Button>
    </form>
  );
}
