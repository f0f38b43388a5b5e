import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/http';
import { Button } from '../../../components/light/Button';
import { CodeField } from './CodeField';
import { toast } from '../../../components/light/toast';
import { hostedApi } from './api';

/** The first step: the browser already signed in as the signer proves it at once; else an SMS (or e-mail) code. */
export function IdentityStep({ token, contact, onProven }: { token: string; contact: string; onProven: (proof: string) => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  // Asked once per link: each proof replaces the last, so a second one would void the first.
  const proveOnce = useRef(onProven);
  useEffect(() => {
    let live = true;
    hostedApi.proveSignedIn(token).then(
      (answer) => live && proveOnce.current(answer.proof),
      // Not signed in, or as someone else: the code it is.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [token]);

  const send = async () => {
    await hostedApi.code(token, 'identity');
    toast.success(t('signFlowHosted.identity.codeSent', { contact }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!/^\d{6}$/.test(code)) return setError(t('signFlowHosted.identity.codePlaceholder'));
    setBusy(true);
    try {
      onProven((await hostedApi.prove(token, code)).proof);
    } catch (err) {
      setError(err instanceof ApiError ? (err.fields[0]?.message ?? err.message) : undefined);
      setBusy(false);
    }
  };

  return (
    <section className="hosted-card" data-testid="hosted-identity">
      <h2 className="hosted-section-title">{t('signFlowHosted.identity.title')}</h2>
      <p className="hosted-hint">{t('signFlowHosted.identity.hint', { contact })}</p>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <CodeField
          value={code}
          onChange={(v) => {
            setCode(v);
            setError(undefined);
          }}
          error={error}
          onSend={send}
          testId="hosted-identity"
        />
        <Button type="submit" variant="primary" size="large" block loading={busy} data-testid="hosted-identity-continue">
          {t('signFlowHosted.identity.continue')}
        </Button>
      </form>
      <p className="hosted-hint hosted-hint-small">{t('signFlowHosted.identity.signedInHint')}</p>
    </section>
  );
}
