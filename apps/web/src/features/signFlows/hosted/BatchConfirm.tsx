import { type FormEvent, Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/http';
import { withPhrases } from '../../../app/i18n';
import { Button } from '../../../components/light/Button';
import { CodeField } from './CodeField';
import { batchApi, type BatchParty, type BatchResult } from './batch-api';

// The handwriting pad is the seals capability's (as on the single page); it loads when the person chooses to draw.
const DrawPad = lazy(() => withPhrases(['seals'], () => import('./DrawPad'))());

/**
 * What the chosen flows are signed with: the person's saved signature, one drawn here for this batch
 * (PNG, base64), or its name in text; a seal per enterprise.
 */
export interface BatchAppearance {
  signatureId: string | null;
  drawn: { drawn: string; preview: string } | null;
  seals: Record<string, string>;
}

export const initialAppearance = (parties: BatchParty[]): BatchAppearance => ({
  signatureId: parties.find((p) => !p.enterpriseId)?.choices.find((c) => c.isDefault)?.id ?? null,
  drawn: null,
  seals: Object.fromEntries(parties.filter((p) => p.enterpriseId && p.choices.length > 0).map((p) => [p.enterpriseId!, p.choices[0]!.id])),
});

/** The signature or seal for each party of the batch: the person, and each enterprise it signs for. */
export function BatchPicker(props: { parties: BatchParty[]; value: BatchAppearance; onChange: (v: BatchAppearance) => void }) {
  const { t } = useTranslation();
  const { value, onChange } = props;
  const [drawing, setDrawing] = useState(false);
  return (
    <section className="hosted-card" data-testid="batch-picker">
      {props.parties.map((p) => {
        const person = !p.enterpriseId;
        const picked = person ? (value.drawn ? 'drawn' : value.signatureId) : (value.seals[p.enterpriseId!] ?? null);
        const pick = (id: string | null) =>
          onChange(person ? { ...value, signatureId: id, drawn: null } : { ...value, seals: { ...value.seals, [p.enterpriseId!]: id! } });
        return (
          <div key={p.enterpriseId ?? 'person'} className="batch-party">
            <h2 className="hosted-section-title">
              {person ? t('signFlowHosted.batch.personTitle') : t('signFlowHosted.batch.sealTitle', { enterprise: p.enterpriseName })}
            </h2>
            {!person && p.choices.length === 0 && <p className="hosted-error">{t('signFlowHosted.batch.noSeal')}</p>}
            <div className="hosted-choices" role="radiogroup">
              {p.choices.map((c) => (
                <button
                  type="button"
                  role="radio"
                  aria-checked={picked === c.id}
                  key={c.id}
                  className={picked === c.id ? 'hosted-choice hosted-choice-on' : 'hosted-choice'}
                  onClick={() => pick(c.id)}
                  data-testid="batch-choice"
                >
                  <img src={`data:image/png;base64,${c.pngBase64}`} alt="" />
                  <span>
                    {c.kind === 'enterprise' ? c.label : t(`signFlowHosted.choose.kind.${c.label as 'nameSeal' | 'handwritten'}`)}
                  </span>
                </button>
              ))}
              {person && value.drawn && (
                <button type="button" role="radio" aria-checked className="hosted-choice hosted-choice-on" data-testid="batch-choice-drawn">
                  <img src={value.drawn.preview} alt="" />
                  <span>{t('signFlowHosted.choose.drawn')}</span>
                </button>
              )}
              {person && (
                <button
                  type="button"
                  role="radio"
                  aria-checked={picked === null}
                  className={picked === null ? 'hosted-choice hosted-choice-on hosted-choice-plain' : 'hosted-choice hosted-choice-plain'}
                  onClick={() => pick(null)}
                >
                  <span>{t('signFlowHosted.batch.textSignature')}</span>
                </button>
              )}
            </div>
            {person && !drawing && (
              <Button size="large" block onClick={() => setDrawing(true)} data-testid="batch-draw">
                {t('signFlowHosted.choose.draw')}
              </Button>
            )}
            {person && drawing && (
              <Suspense fallback={null}>
                <DrawPad
                  onCancel={() => setDrawing(false)}
                  onDone={(drawn) => {
                    setDrawing(false);
                    // The pad always hands back a drawing (its type is the single page's choice).
                    if ('drawn' in drawn) onChange({ ...value, signatureId: null, drawn: { drawn: drawn.drawn, preview: drawn.preview } });
                  }}
                />
              </Suspense>
            )}
          </div>
        );
      })}
    </section>
  );
}

/**
 * The one willingness check for the chosen flows: the code is asked for these flows (the server fixes
 * the choice and binds the code to the batch), entered, and every chosen flow is signed. A second press
 * while signing is ignored; the server answers a repeated submit with the same results.
 */
export function BatchConfirm(props: {
  batch: string;
  chosen: string[];
  appearance: BatchAppearance;
  onSigned: (results: BatchResult[]) => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ code?: string; other?: string }>({});
  const [busy, setBusy] = useState(false);
  // The choice the last code was sent for: the server signs exactly that one.
  const [codedFor, setCodedFor] = useState<string | null>(null);
  const count = props.chosen.length;
  const key = props.chosen.join(',');

  const send = async () => {
    if (count === 0) {
      setErrors({ other: t('signFlowHosted.batch.needChoice') });
      throw new Error('nothing chosen');
    }
    setErrors({});
    await batchApi.code(props.batch, props.chosen);
    setCodedFor(key);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (count === 0) return setErrors({ other: t('signFlowHosted.batch.needChoice') });
    if (codedFor !== key) return setErrors({ code: t('signFlowHosted.batch.needCode') });
    if (!/^\d{6}$/.test(code)) return setErrors({ code: t('signFlowHosted.identity.codePlaceholder') });
    setBusy(true);
    try {
      const answer = await batchApi.sign({
        batch: props.batch,
        code,
        ...(props.appearance.signatureId ? { signatureId: props.appearance.signatureId } : {}),
        ...(props.appearance.drawn ? { drawn: props.appearance.drawn.drawn } : {}),
        seals: Object.entries(props.appearance.seals).map(([enterpriseId, sealId]) => ({ enterpriseId, sealId })),
      });
      props.onSigned(answer.results);
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError) {
        const onCode = err.fields.find((f) => f.field === 'code');
        // A refused drawing (`drawn`) names itself in the message: shown above the code.
        setErrors({ code: onCode?.message, other: onCode ? undefined : (err.fields[0]?.message ?? err.message) });
      }
    }
  };

  return (
    <section className="hosted-card hosted-will" data-testid="batch-willingness">
      <h2 className="hosted-section-title">{t('signFlowHosted.batch.willTitle', { count })}</h2>
      <p className="hosted-hint">{t('signFlowHosted.batch.willHintPlain')}</p>
      {errors.other && (
        <p className="hosted-error" role="alert">
          {errors.other}
        </p>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate>
        <CodeField
          value={code}
          onChange={(v) => {
            setCode(v);
            setErrors({});
          }}
          error={errors.code}
          onSend={send}
          resetKey={key}
          testId="batch"
        />
        <div className="hosted-actions">
          <Button type="submit" variant="primary" size="large" block loading={busy} disabled={count === 0} data-testid="batch-confirm">
            {busy ? t('signFlowHosted.batch.signing', { count }) : t('signFlowHosted.batch.confirm', { count })}
          </Button>
        </div>
      </form>
    </section>
  );
}
