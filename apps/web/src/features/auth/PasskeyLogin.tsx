import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { saveUserInfo } from '../../app/session';
import { Button } from '../../components/light/Button';
import { authApi } from './api';
import { landingAfter } from './pendingSignIn';

/**
 * Sign-in with a passkey instead of the password: the server's options, the browser's own prompt
 * (the WebAuthn library loaded only on this click, outside the sign-in page's budget), then a
 * session for the account whose passkey answered. No second step follows: a user-verified passkey
 * is itself two factors.
 */
export function PasskeyLogin() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const signIn = async () => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const options = await authApi.loginPasskeyOptions();
      let passkey: Record<string, unknown>;
      try {
        const { startAuthentication } = await import('@simplewebauthn/browser');
        passkey = (await startAuthentication({ optionsJSON: options as never })) as unknown as Record<string, unknown>;
      } catch {
        setProblem(t('auth.login.passkeyCancelled'));
        return setBusy(false);
      }
      const info = await authApi.loginPasskey(passkey);
      saveUserInfo({ userId: info.userId, userName: info.userName, checkStatus: info.checkStatus }, 'password');
      window.location.assign(landingAfter(info, 'password'));
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : t('auth.login.passkeyCancelled'));
      setBusy(false);
    }
  };

  return (
    <>
      {problem && (
        <p role="alert" className="login-notice" data-testid="passkey-login-problem">
          {problem}
        </p>
      )}
      <Button size="large" block loading={busy} onClick={() => void signIn()} data-testid="passkey-login" className="login-certificate">
        {t('auth.login.passkey')}
      </Button>
    </>
  );
}
