import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/http';
import { CountdownButton } from '../../../components/CountdownButton';
import { Button } from '../../../components/light/Button';
import { Field } from '../../../components/light/Field';
import { TextInput } from '../../../components/light/TextInput';
import { MessageIcon } from '../../../components/light/icons';
import { toast } from '../../../components/light/toast';
import { hostedApi } from './api';
import type { Appearance } from './SignaturePicker';

/**
 * The willingness check (意愿认证) at the moment of signing: a fresh code — not the identity code — to
 * the signer's phone (or e-mail), entered and confirmed. The button ignores presses while a signing is
 * out, and the server spends the code once: a double submit signs once.
 */
export function WillingnessStep(props: {
  token: string;
  proof: string;
  contact: string;
  appearance: Appearance | null;
  onCancel: () => void;
  onSigned: (flowStatus: number) => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ code?: string; other?: string }>({});
  const [busy, setBusy] = useState(false);

  const send = async () => {
    await hostedApi.code(props.token, 'willingness', props.proof);
    toast.success(t('signFlowHosted.identity.codeSent', { contact: props.contact }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!/^\d{6}$/.test(code)) return setErrors({ code: t('signFlowHosted.identity.codePlaceholder') });
    setBusy(true);
    const a = props.appearance;
    try {
      const answer = await hostedApi.sign({
        token: props.token,
        proof: props.proof,
        code,
        ...(a && 'sealId' in a ? { sealId: a.sealId } : {}),
        ...(a && 'drawn' in a ? { drawn: a.drawn, ...(a.save ? { saveSignature: true } : {}) } : {}),
      });
      props.onSigned(answer.flowStatus);
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError) {
        const onCode = err.fields.find((f) => f.field === 'code');
        const other = err.fields.find((f) => f.field !== 'code');
        setErrors({ code: onCode?.message, other: other?.message });
      }
      props.onError(err);
    }
  };

  return (
    <section className="hosted-card hosted-will" data-testid="hosted-willingness">
      <h2 className="hosted-section-title">{t('signFlowHosted.sign.willTitle')}</h2>
      <p className="hosted-hint">{t('signFlowHosted.sign.willHint', { contact: props.contact })}</p>
      {errors.other && (
        <p className="hosted-error" role="alert">
          {errors.other}
        </p>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Field error={errors.code}>
          <div className="lt-row">
            <TextInput
              value={code}
              onChange={(v) => {
                setCode(v.replace(/\D/g, '').slice(0, 6));
                setErrors({});
              }}
              size="large"
              prefix={<MessageIcon />}
              placeholder={t('signFlowHosted.identity.codePlaceholder')}
              aria-label={t('signFlowHosted.identity.code')}
              autoComplete="one-time-code"
              inputMode="numeric"
              data-testid="hosted-will-code"
            />
            <CountdownButton size="large" onSend={send} data-testid="hosted-will-send" />
          </div>
        </Field>
        <div className="hosted-actions">
          <Button size="large" onClick={props.onCancel} disabled={busy}>
            {t('signFlowHosted.choose.cancel')}
          </Button>
          <Button type="submit" variant="primary" size="large" loading={busy} data-testid="hosted-will-confirm">
            {busy ? t('signFlowHosted.sign.signing') : t('signFlowHosted.sign.confirm')}
          </Button>
        </div>
      </form>
    </section>
  );
}
