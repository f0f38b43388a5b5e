import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/light/Button';
import type { BatchFlow } from './batch-api';

/**
 * The signer's waiting flows, each with its read button and its choice: a flow can be chosen only
 * once all its documents were read to the last page (the server also refuses a flow whose documents
 * were not opened in this batch).
 */
export function BatchFlowList(props: {
  flows: BatchFlow[];
  max: number;
  read: ReadonlySet<string>;
  chosen: ReadonlySet<string>;
  onRead: (flow: BatchFlow) => void;
  onToggle: (signerId: string) => void;
  onChooseAll: () => void;
}) {
  // Dates in the reader's language, not the browser's.
  const { t, i18n } = useTranslation();
  const { flows, read, chosen } = props;
  const { max } = props;
  return (
    <section className="hosted-card" data-testid="batch-flows">
      <div className="batch-list-head">
        <p className="hosted-hint" aria-live="polite" data-testid="batch-chosen-count">
          {t('signFlowHosted.batch.chosen', { count: chosen.size, max })}
        </p>
        <Button size="small" onClick={props.onChooseAll} disabled={read.size === 0} data-testid="batch-choose-all">
          {t('signFlowHosted.batch.chooseAll')}
        </Button>
      </div>
      <ul className="batch-flows">
        {flows.map((f) => {
          const isRead = read.has(f.signerId);
          const isChosen = chosen.has(f.signerId);
          return (
            <li key={f.signerId} className={isChosen ? 'batch-flow batch-flow-on' : 'batch-flow'} data-testid="batch-flow">
              <label className="batch-flow-choice">
                <input
                  type="checkbox"
                  checked={isChosen}
                  disabled={!isRead || (!isChosen && chosen.size >= max)}
                  onChange={() => props.onToggle(f.signerId)}
                  aria-label={t('signFlowHosted.batch.choose', { title: f.title })}
                  data-testid="batch-flow-check"
                />
                <span className="batch-flow-text">
                  <strong className="batch-flow-title">{f.title}</strong>
                  <span className="hosted-hint-small">
                    {f.enterpriseName ? `${t('signFlowHosted.batch.asEnterprise', { enterprise: f.enterpriseName })} · ` : ''}
                    {t('signFlowHosted.batch.deadline', { deadline: new Date(f.deadlineAt).toLocaleDateString(i18n.language) })}
                    {' · '}
                    {f.documents.map((d) => d.name).join(', ')}
                  </span>
                  {!isRead && <span className="hosted-hint-small batch-flow-unread">{t('signFlowHosted.batch.notRead')}</span>}
                </span>
              </label>
              <Button size="small" onClick={() => props.onRead(f)} data-testid="batch-flow-read">
                {isRead ? `✓ ${t('signFlowHosted.batch.readDone')}` : t('signFlowHosted.batch.read')}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
