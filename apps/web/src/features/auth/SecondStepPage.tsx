import { errorCatalogue } from '@console/contract/errors';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { saveUserInfo } from '../../app/session';
import { Button } from '../../components/light/Button';
import { Field } from '../../components/light/Field';
import { TextInput } from '../../components/light/TextInput';
import { useContractWarmup } from '../../components/light/contract';
import { SafetyIcon } from '../../components/light/icons';
import { useLightForm } from '../../components/light/useLightForm';
import { ApiError } from '../../api/http';
import { authApi } from './api';
import { LoginCard } from './LoginCard';
import { clearPendingSignIn, landingAfter, readPendingSignIn } from './pendingSignIn';

/**
 * /loginSecondStep: the second sign-in step of a protected account, after its password or SMS code. A
 * current code from the authenticator app or a recovery code turns the pending sign-in into a
 * session; "trust this browser" skips this step here for 30 days. Light like /login.
 */
export default function SecondStepPage() {
  const { t } = useTranslation();
  useContractWarmup();
  const [pending] = useState(readPendingSignIn);
  const [trust, setTrust] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [expired, setExpired] = useState(false);
  const [passkeyProblem, setPasskeyProblem] = useState<string | null>(null);
  const form = useLightForm<'code'>({ code: '' }, { code: { schema: (c) => c.secondStepCodeSchema, field: 'code' } });
  if (!pending) return <Navigate to="/login" replace />;

  const finish = (info: Awaited<ReturnType<typeof authApi.loginSecondStep>>) => {
    saveUserInfo({ userId: info.userId, userName: info.userName, checkStatus: info.checkStatus }, pending.path);
    window.location.assign(landingAfter(info, pending.path));
  };
  const refused = (error: unknown) => {
    // Expired or used: only a new first step helps.
    if (error instanceof ApiError && error.code === errorCatalogue.mfaStepInvalid.code) {
      clearPendingSignIn();
      setExpired(true);
    }
  };

  /** A passkey instead of a code: the browser's prompt (its library loaded only now), then the server checks the answer. */
  const withPasskey = async () => {
    if (submitting || !pending.passkeyOptions) return;
    setSubmitting(true);
    setPasskeyProblem(null);
    let passkey: Record<string, unknown>;
    try {
      const { startAuthentication } = await import('@simplewebauthn/browser');
      passkey = (await startAuthentication({ optionsJSON: pending.passkeyOptions as never })) as unknown as Record<string, unknown>;
    } catch {
      setPasskeyProblem(t('auth.secondStep.passkeyCancelled'));
      return setSubmitting(false);
    }
    try {
      finish(await authApi.loginSecondStep({ stepTicket: pending.stepTicket, passkey, trustDevice: trust }));
    } catch (error) {
      refused(error);
      setPasskeyProblem(error instanceof ApiError ? error.message : t('auth.secondStep.passkeyCancelled'));
      setSubmitting(false);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    const values = await form.validate(['code']);
    if (!values) return setSubmitting(false);
    try {
      finish(await authApi.loginSecondStep({ stepTicket: pending.stepTicket, code: values.code.trim(), trustDevice: trust }));
    } catch (error) {
      refused(error);
      form.setValue('code', '');
      form.showServerErrors(error);
      setSubmitting(false);
    }
  };

  return (
    <LoginCard title={t('auth.secondStep.title')} subtitle={t('auth.secondStep.subtitle')}>
      {expired && (
        <p role="alert" className="login-notice" data-testid="second-step-expired">
          {t('auth.secondStep.expired')}
        </p>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="second-step-form">
        <p className="login-card-subtitle" data-testid="second-step-account">
          {pending.userName}
        </p>
        <Field error={form.errors.code}>
          <TextInput
            {...form.bind('code')}
            size="large"
            prefix={<SafetyIcon />}
            placeholder={t('auth.secondStep.codePlaceholder')}
            autoComplete="one-time-code"
            autoFocus
            maxLength={11}
            aria-label={t('auth.secondStep.code')}
            data-testid="second-step-code"
          />
        </Field>
        <p className="login-fineprint">{t('auth.secondStep.recoveryHint')}</p>
        <label className="second-step-trust">
          <input type="checkbox" checked={trust} onChange={(e) => setTrust(e.target.checked)} data-testid="second-step-trust" />
          <span>{t('auth.secondStep.trust')}</span>
        </label>
        <Button type="submit" variant="primary" size="large" block loading={submitting} disabled={expired}>
          {t('auth.secondStep.submit')}
        </Button>
      </form>
      {pending.passkeyOptions && (
        <div className="second-step-passkey" data-testid="second-step-passkey-block">
          <p className="login-fineprint">{t('auth.secondStep.passkeyHint')}</p>
          {passkeyProblem && (
            <p role="alert" className="login-notice" data-testid="second-step-passkey-problem">
              {passkeyProblem}
            </p>
          )}
          <Button size="large" block disabled={expired || submitting} onClick={() => void withPasskey()} data-testid="second-step-passkey">
            {t('auth.secondStep.passkey')}
          </Button>
        </div>
      )}
      <div className="login-register">
        <Link to="/login" onClick={clearPendingSignIn}>
          {t('auth.secondStep.back')}
        </Link>
      </div>
    </LoginCard>
  );
}
