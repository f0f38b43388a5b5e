import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type PasswordLoginInput, authApi } from './api';
import { saveUserInfo } from '../../app/session';
import { CaptchaInput, useCaptcha } from './CaptchaInput';
import { Button } from '../../components/light/Button';
import { Field } from '../../components/light/Field';
import { TextInput } from '../../components/light/TextInput';
import { LockIcon, UserIcon } from '../../components/light/icons';
import { useLightForm } from '../../components/light/useLightForm';
import { landingAfter } from './pendingSignIn';

/** Sign-in by account (name, e-mail or phone), password and image code (§7 POST /user/login). */
export function PasswordLoginForm() {
  const { t } = useTranslation();
  const captcha = useCaptcha();
  const form = useLightForm<keyof PasswordLoginInput>(
    { userName: '', password: '', captcha: '' },
    {
      userName: { schema: (c) => c.passwordLoginSchema.shape.userName, field: 'account' },
      password: { schema: (c) => c.passwordLoginSchema.shape.password, field: 'password' },
      captcha: { schema: (c) => c.fieldSchemas.captcha, field: 'captcha' },
    },
  );
  const [submitting, setSubmitting] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    const values = await form.validate(['userName', 'password', 'captcha']);
    if (!values) return setSubmitting(false);
    try {
      const info = await authApi.login(values, await captcha.prove());
      const next = landingAfter(info, 'password');
      if (!info.secondStep) saveUserInfo({ userId: info.userId, userName: info.userName, checkStatus: info.checkStatus }, 'password');
      // A full load, so the permitted routes and menu are built fresh for this account (or the second step's page).
      window.location.assign(next);
    } catch (error) {
      // The image code answers once; whatever went wrong, the next try needs a new one.
      form.setValue('captcha', '');
      captcha.refresh();
      form.showServerErrors(error);
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} autoComplete="on" noValidate data-testid="password-login-form">
      <Field error={form.errors.userName}>
        <TextInput
          {...form.bind('userName')}
          size="large"
          prefix={<UserIcon />}
          placeholder={t('auth.login.accountPlaceholder')}
          autoComplete="username"
          aria-label={t('fields.account')}
        />
      </Field>
      <Field error={form.errors.password}>
        <TextInput
          {...form.bind('password')}
          type="password"
          size="large"
          prefix={<LockIcon />}
          placeholder={t('auth.login.passwordPlaceholder')}
          autoComplete="current-password"
          aria-label={t('fields.password')}
        />
      </Field>
      <Field error={form.errors.captcha}>
        <CaptchaInput {...form.bind('captcha')} captcha={captcha} aria-label={t('fields.captcha')} />
      </Field>
      <div className="login-forgot">
        <Link to="/forgetPwd">{t('auth.login.forgot')}</Link>
      </div>
      <Button type="submit" variant="primary" size="large" block loading={submitting}>
        {t('auth.login.submit')}
      </Button>
    </form>
  );
}
