import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { forgetReturn } from './api';
import type { Ending } from './HostedSigningPage';

/** The page's last word: signed, completed, rejected — or a link that no longer works (or none at all). */
export function EndPanel({ ending }: { ending: Ending }) {
  const { t } = useTranslation();
  // Nothing more to come back to after the real-name flow.
  useEffect(() => {
    forgetReturn();
  }, []);
  const ok = ending === 'signed' || ending === 'completed';
  const title =
    ending === 'rejected'
      ? t('signFlowHosted.done.rejectedTitle')
      : ok
        ? t('signFlowHosted.done.signedTitle')
        : t('signFlowHosted.invalid.title');
  const text = {
    signed: t('signFlowHosted.done.signedText'),
    completed: t('signFlowHosted.done.completedText'),
    rejected: t('signFlowHosted.done.rejectedText'),
    invalid: t('signFlowHosted.invalid.text'),
    missing: t('signFlowHosted.invalid.missing'),
  }[ending];
  return (
    <section className="lt-scope hosted">
      <div className="hosted-card hosted-end" data-testid={`hosted-end-${ending}`} role="status">
        <div className={ok ? 'hosted-end-icon hosted-end-ok' : 'hosted-end-icon'} aria-hidden="true">
          {ok ? '✓' : ending === 'rejected' ? '✕' : '!'}
        </div>
        <h1 className="hosted-title">{title}</h1>
        <p className="hosted-end-text">{text}</p>
      </div>
    </section>
  );
}
