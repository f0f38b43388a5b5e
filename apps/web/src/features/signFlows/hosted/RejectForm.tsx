import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/http';
import { Button } from '../../../components/light/Button';
import { Field } from '../../../components/light/Field';
import { hostedApi } from './api';

/** Rejecting with a reason: a link under the actions, opening a short form. */
export function RejectForm(props: { token: string; proof: string; onRejected: () => void; onError: (error: unknown) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!reason.trim()) return setError(t('signFlowHosted.reject.reasonRequired'));
    setBusy(true);
    try {
      await hostedApi.reject(props.token, props.proof, reason.trim());
      props.onRejected();
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError) setError(err.fields[0]?.message);
      props.onError(err);
    }
  };

  if (!open)
    return (
      <div className="hosted-reject-link">
        <button type="button" className="hosted-link-button" onClick={() => setOpen(true)} data-testid="hosted-reject-open">
          {t('signFlowHosted.reject.start')}
        </button>
      </div>
    );
  return (
    <section className="hosted-card" data-testid="hosted-reject">
      <h2 className="hosted-section-title">{t('signFlowHosted.reject.title')}</h2>
      <Field error={error}>
        <textarea
          className="hosted-textarea"
          value={reason}
          maxLength={300}
          rows={3}
          aria-label={t('signFlowHosted.reject.reason')}
          placeholder={t('signFlowHosted.reject.reasonPlaceholder')}
          onChange={(e) => {
            setReason(e.target.value);
            setError(undefined);
          }}
          data-testid="hosted-reject-reason"
        />
      </Field>
      <div className="hosted-actions">
        <Button size="large" onClick={() => setOpen(false)}>
          {t('signFlowHosted.reject.cancel')}
        </Button>
        <Button
          variant="primary"
          size="large"
          className="hosted-danger"
          loading={busy}
          onClick={() => void submit()}
          data-testid="hosted-reject-confirm"
        >
          {t('signFlowHosted.reject.confirm')}
        </Button>
      </div>
    </section>
  );
}
