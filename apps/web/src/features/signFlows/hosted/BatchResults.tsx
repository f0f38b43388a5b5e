import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/light/Button';
import type { BatchResult } from './batch-api';

/** Each chosen flow's result: signed (or completed by this signature), or why it was not signed. */
export function BatchResults({ results, onAgain }: { results: BatchResult[]; onAgain: () => void }) {
  const { t } = useTranslation();
  const signed = results.filter((r) => r.status === 'signed').length;
  return (
    <section className="hosted-card" data-testid="batch-results" role="status">
      <h2 className="hosted-section-title">{t('signFlowHosted.batch.resultsTitle', { signed, failed: results.length - signed })}</h2>
      <ul className="batch-flows">
        {results.map((r) => (
          <li key={r.signerId} className="batch-flow" data-testid={`batch-result-${r.status}`}>
            <span className={r.status === 'signed' ? 'batch-mark batch-mark-ok' : 'batch-mark'} aria-hidden="true">
              {r.status === 'signed' ? '✓' : '✕'}
            </span>
            <span className="batch-flow-text">
              <strong className="batch-flow-title">{r.title}</strong>
              <span className="hosted-hint-small">
                {r.status === 'failed'
                  ? `${t('signFlowHosted.batch.failed')}: ${r.error ?? ''}`
                  : r.flowStatus === 2
                    ? t('signFlowHosted.batch.completed')
                    : t('signFlowHosted.batch.signed')}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <div className="hosted-actions">
        <Button size="large" block onClick={onAgain} data-testid="batch-again">
          {t('signFlowHosted.batch.again')}
        </Button>
      </div>
    </section>
  );
}
