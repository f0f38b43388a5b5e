import { type FormEvent, Suspense, lazy, useState } from 'react';
import { withAntdStyles } from '../../../app/antdStyles';
import { withPhrases } from '../../../app/i18n';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/http';
import { Button } from '../../../components/light/Button';
import { CodeField } from './CodeField';
import { toast } from '../../../components/light/toast';
import { hostedApi } from './api';
import type { Appearance } from './SignaturePicker';

// The face check is the real-name capability's recorder (antd): loaded with its styles and phrases when picked.
const FaceWillingness = lazy(withAntdStyles(withPhrases(['realName'], () => import('./FaceWillingness'))));

/**
 * The willingness check (意愿认证) at the moment of signing: a fresh code — not the identity code — to
 * the signer's phone (or e-mail), entered and confirmed; or, the signer's choice, the face check
 * against its real-name record (`FaceWillingness`). The button ignores presses while a signing is
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
  const [how, setHow] = useState<'code' | 'face'>('code');

  const send = async () => {
    await hostedApi.code(props.token, 'willingness', props.proof);
    toast.success(t('signFlowHosted.identity.codeSent', { contact: props.contact }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!/^\d{6}$/.test(code)) return setErrors({ code: t('signFlowHosted.identity.codePlaceholder') });
    await sign({ code });
  };

  /** Signs with the code, or with a passed face check's ticket. */
  const sign = async (check: { code: string } | { faceTicket: string }) => {
    setBusy(true);
    const a = props.appearance;
    try {
      const answer = await hostedApi.sign({
        token: props.token,
        proof: props.proof,
        ...check,
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
      <div className="hosted-will-ways" role="radiogroup" aria-label={t('signFlowHosted.face.how')}>
        {(['code', 'face'] as const).map((way) => (
          <button
            key={way}
            type="button"
            role="radio"
            aria-checked={how === way}
            className={how === way ? 'hosted-will-way hosted-will-way-on' : 'hosted-will-way'}
            onClick={() => setHow(way)}
            disabled={busy}
            data-testid={`hosted-will-by-${way}`}
          >
            {t(`signFlowHosted.face.by.${way}`)}
          </button>
        ))}
      </div>
      {errors.other && (
        <p className="hosted-error" role="alert">
          {errors.other}
        </p>
      )}
      {how === 'face' && (
        <Suspense fallback={<p className="hosted-hint">{t('signFlowHosted.face.loading')}</p>}>
          <FaceWillingness token={props.token} proof={props.proof} busy={busy} onConfirm={(faceTicket) => sign({ faceTicket })} />
          <div className="hosted-actions">
            <Button size="large" onClick={props.onCancel} disabled={busy}>
              {t('signFlowHosted.choose.cancel')}
            </Button>
          </div>
        </Suspense>
      )}
      {how === 'code' && <p className="hosted-hint">{t('signFlowHosted.sign.willHint', { contact: props.contact })}</p>}
      <form onSubmit={(e) => void submit(e)} noValidate hidden={how !== 'code'}>
        <CodeField
          value={code}
          onChange={(v) => {
            setCode(v);
            setErrors({});
          }}
          error={errors.code}
          onSend={send}
          testId="hosted-will"
        />
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
