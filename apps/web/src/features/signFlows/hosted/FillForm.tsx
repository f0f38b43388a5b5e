import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/http';
import { Button } from '../../../components/light/Button';
import { Field } from '../../../components/light/Field';
import { TextInput } from '../../../components/light/TextInput';
import { hostedApi } from './api';
import type { HostedFill } from './types';

/** What each kind's input looks like on a phone: the keyboard it asks for. */
const inputOf: Partial<Record<HostedFill['kind'], { type?: string; inputMode?: 'decimal' | 'numeric' | 'email' | 'tel' }>> = {
  number: { inputMode: 'decimal' },
  amount: { inputMode: 'decimal' },
  date: { type: 'date' },
  phone: { type: 'tel', inputMode: 'tel' },
  email: { type: 'email', inputMode: 'email' },
};

const inputId = (key: string) => `hosted-fill-${key}`;

/** Takes the signer to a field's input (its box on the page was tapped): in the middle of the screen, the keyboard up. */
export function focusFill(key: string) {
  const input = document.getElementById(inputId(key));
  if (!input) return;
  // jsdom has no layout, hence no scrollIntoView.
  input.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  input.focus({ preventScroll: true });
}

/** Whether the server already holds a value for every required field (a reload after saving). */
export const everyRequiredKept = (fills: HostedFill[]) => fills.every((f) => !f.required || !!f.value);

/**
 * The signer's own fill-in fields (a flow from a template): each with its kind and rules, checked by
 * the server with the templates' rules when saved (a refusal shows beside its field, naming the rule);
 * the values saved there survive a reload and are drawn into the contract when the signer signs.
 * `onSaved(true)` once everything the server holds is what the form shows.
 */
export function FillForm(props: {
  token: string;
  proof: string;
  fills: HostedFill[];
  onSaved: (saved: boolean) => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(props.fills.map((f) => [f.key, f.value ?? (f.kind === 'checkbox' ? 'false' : '')])),
  );
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(() => everyRequiredKept(props.fills));

  const change = (key: string, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
    setSaved(false);
    props.onSaved(false);
  };

  const save = async () => {
    setBusy(true);
    try {
      const answer = await hostedApi.fill(props.token, props.proof, values);
      setValues(Object.fromEntries(answer.fills.map((f) => [f.key, f.value ?? ''])));
      setSaved(true);
      props.onSaved(true);
    } catch (err) {
      const fields = err instanceof ApiError ? err.fields : [];
      if (fields.length) setErrors(Object.fromEntries(fields.map((f) => [f.field.replace(/^values\./, ''), f.message])));
      else props.onError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="hosted-card hosted-fill" data-testid="hosted-fill">
      <h2 className="hosted-section-title">{t('signFlowHosted.fill.title')}</h2>
      <p className="hosted-hint">{t('signFlowHosted.fill.hint')}</p>
      {props.fills.map((f) => {
        const id = inputId(f.key);
        const rules = [
          t(`signFlowHosted.fill.kind.${f.kind}`),
          t(f.required ? 'signFlowHosted.fill.required' : 'signFlowHosted.fill.optional'),
          ...(f.kind === 'checkbox' ? [] : [t('signFlowHosted.fill.maxLength', { count: f.maxLength })]),
          t('signFlowHosted.fill.onPage', { page: f.page }),
        ].join(' · ');
        return (
          <div key={f.key} className="hosted-fill-row">
            <label className="hosted-fill-label" htmlFor={id}>
              {f.label}
              {f.required && <span aria-hidden="true"> *</span>}
            </label>
            <div className="hosted-hint-small hosted-fill-rules" id={`${id}-rules`}>
              {rules}
            </div>
            <Field error={errors[f.key]}>
              {f.kind === 'checkbox' ? (
                <label className="hosted-check">
                  <input
                    id={id}
                    type="checkbox"
                    checked={values[f.key] === 'true'}
                    onChange={(e) => change(f.key, e.target.checked ? 'true' : 'false')}
                    aria-describedby={`${id}-rules`}
                    data-testid={id}
                  />
                  <span>{t('signFlowHosted.fill.checked')}</span>
                </label>
              ) : f.kind === 'multiline' ? (
                <textarea
                  id={id}
                  className="hosted-textarea"
                  rows={3}
                  value={values[f.key] ?? ''}
                  maxLength={f.maxLength}
                  aria-describedby={`${id}-rules`}
                  aria-invalid={errors[f.key] ? true : undefined}
                  onChange={(e) => change(f.key, e.target.value)}
                  data-testid={id}
                />
              ) : (
                <TextInput
                  id={id}
                  size="large"
                  value={values[f.key] ?? ''}
                  maxLength={f.maxLength}
                  aria-describedby={`${id}-rules`}
                  onChange={(v) => change(f.key, v)}
                  data-testid={id}
                  {...inputOf[f.kind]}
                />
              )}
            </Field>
          </div>
        );
      })}
      <div className="hosted-actions">
        <Button size="large" loading={busy} onClick={() => void save()} data-testid="hosted-fill-save">
          {saved ? `✓ ${t('signFlowHosted.fill.saved')}` : t('signFlowHosted.fill.save')}
        </Button>
      </div>
    </section>
  );
}
