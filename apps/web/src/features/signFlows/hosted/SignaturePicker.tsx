import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withPhrases } from '../../../app/i18n';
import { Button } from '../../../components/light/Button';
import { hostedApi } from './api';
import type { HostedChoice, HostedView } from './types';

// The handwriting pad is the seals capability's; it loads when the signer chooses to draw.
const DrawPad = lazy(() => withPhrases(['seals'], () => import('./DrawPad'))());

/** What the signature shows: a seal or saved signature by id, or one drawn here (PNG, base64). */
export type Appearance = { sealId: string } | { drawn: string; preview: string; save?: boolean };

/**
 * The signature: an enterprise signer picks one of the seals it holds a live grant of (required); a
 * person picks a saved signature, draws one on the pad (and may keep it among its signatures for next
 * time), or signs with its name in text.
 */
export function SignaturePicker(props: {
  token: string;
  proof: string;
  view: HostedView;
  value: Appearance | null;
  onChange: (value: Appearance | null) => void;
}) {
  const { t } = useTranslation();
  const { token, proof, value, onChange } = props;
  const [choices, setChoices] = useState<HostedChoice[] | null>(null);
  const [drawing, setDrawing] = useState(false);
  const enterprise = props.view.signer.kind === 'enterprise';

  useEffect(() => {
    let live = true;
    hostedApi.choices(token, proof).then(
      (answer) => {
        if (!live) return;
        setChoices(answer.choices);
        // The default (or an enterprise's only seal) is picked to begin with.
        const first =
          answer.choices.find((c) => c.isDefault) ?? (enterprise && answer.choices.length === 1 ? answer.choices[0] : undefined);
        if (first) onChange({ sealId: first.id });
      },
      () => live && setChoices([]),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the choices are read once per proof
  }, [token, proof, enterprise]);

  const selected = (id: string) => !!value && 'sealId' in value && value.sealId === id;
  return (
    <section className="hosted-card" data-testid="hosted-choices">
      <h2 className="hosted-section-title">
        {enterprise
          ? t('signFlowHosted.choose.sealTitle', { enterprise: props.view.signer.enterpriseName })
          : t('signFlowHosted.choose.title')}
      </h2>
      {choices && choices.length === 0 && (
        <p className="hosted-hint">
          {enterprise
            ? t('signFlowHosted.choose.noSeals', { enterprise: props.view.signer.enterpriseName })
            : t('signFlowHosted.choose.noSignatures')}
        </p>
      )}
      <div className="hosted-choices" role="radiogroup">
        {choices?.map((c) => (
          <button
            type="button"
            role="radio"
            aria-checked={selected(c.id)}
            key={c.id}
            className={selected(c.id) ? 'hosted-choice hosted-choice-on' : 'hosted-choice'}
            onClick={() => onChange({ sealId: c.id })}
            data-testid="hosted-choice"
          >
            <img src={`data:image/png;base64,${c.pngBase64}`} alt="" />
            <span>
              {c.kind === 'enterprise' ? c.label : t(`signFlowHosted.choose.kind.${c.label as 'nameSeal' | 'handwritten'}`)}
              {c.isDefault && <em className="hosted-tag">{t('signFlowHosted.choose.isDefault')}</em>}
            </span>
          </button>
        ))}
        {value && 'drawn' in value && (
          <button type="button" role="radio" aria-checked className="hosted-choice hosted-choice-on" data-testid="hosted-choice-drawn">
            <img src={value.preview} alt="" />
            <span>{t('signFlowHosted.choose.drawn')}</span>
          </button>
        )}
        {!enterprise && (
          <button
            type="button"
            role="radio"
            aria-checked={value === null}
            className={value === null ? 'hosted-choice hosted-choice-on hosted-choice-plain' : 'hosted-choice hosted-choice-plain'}
            onClick={() => onChange(null)}
          >
            <span>{t('signFlowHosted.choose.plain')}</span>
          </button>
        )}
      </div>
      {value && 'drawn' in value && (
        <label className="hosted-save" data-testid="hosted-save-signature">
          <input type="checkbox" checked={value.save === true} onChange={(e) => onChange({ ...value, save: e.target.checked })} />
          <span>{t('signFlowHosted.choose.save')}</span>
        </label>
      )}
      {!enterprise && !drawing && (
        <Button size="large" block onClick={() => setDrawing(true)} data-testid="hosted-draw">
          {t('signFlowHosted.choose.draw')}
        </Button>
      )}
      {drawing && (
        <Suspense fallback={null}>
          <DrawPad
            onCancel={() => setDrawing(false)}
            onDone={(drawn) => {
              setDrawing(false);
              onChange(drawn);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
