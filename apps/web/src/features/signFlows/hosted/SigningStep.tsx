import { Suspense, lazy, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/light/Button';
import type { Ending } from './HostedSigningPage';
import { FillForm, everyRequiredKept, focusFill } from './FillForm';
import { RejectForm } from './RejectForm';
import { type Appearance, SignaturePicker } from './SignaturePicker';
import type { HostedView } from './types';
import { WillingnessStep } from './WillingnessStep';

// pdf.js and the page viewer load only once the signer may read: not part of the page's first load.
const DocumentPages = lazy(() => import('./DocumentPages'));

/** Reading (every page, every field tapped), its own fill-in fields, the signature or seal, then the willingness check — or a rejection. */
export function SigningStep(props: {
  token: string;
  proof: string;
  view: HostedView;
  onEnd: (ending: Ending) => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const { view } = props;
  const [visited, setVisited] = useState<ReadonlySet<string>>(new Set());
  const [readAll, setReadAll] = useState(false);
  const [appearance, setAppearance] = useState<Appearance | null>(null);
  const [confirming, setConfirming] = useState(false);
  // The signer's own fill-in fields (a flow from a template): saved on the server before it signs.
  const [fillsSaved, setFillsSaved] = useState(() => everyRequiredKept(view.fills));

  const visit = useCallback((id: string) => setVisited((v) => (v.has(id) ? v : new Set([...v, id]))), []);
  const onReadAll = useCallback(() => setReadAll(true), []);
  const goTo = (id: string) => {
    document.getElementById(`hosted-field-${id}`)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    visit(id);
  };
  const left = view.fields.filter((f) => !visited.has(f.id)).length;
  const enterprise = view.signer.kind === 'enterprise';
  const blocker =
    left > 0
      ? t('signFlowHosted.sign.needFields', { left })
      : !readAll
        ? t('signFlowHosted.sign.needRead')
        : !fillsSaved
          ? t('signFlowHosted.fill.needSave')
          : enterprise && !appearance
            ? t('signFlowHosted.sign.needSeal')
            : null;

  return (
    <>
      <section className="hosted-card hosted-read">
        <h2 className="hosted-section-title">{t('signFlowHosted.read.title')}</h2>
        <h3 className="hosted-subtitle">{t('signFlowHosted.read.fieldsTitle')}</h3>
        <p className="hosted-hint">{t('signFlowHosted.read.fieldsHint', { done: view.fields.length - left, total: view.fields.length })}</p>
        <ul className="hosted-chips">
          {view.fields.map((f) => (
            <li key={f.id}>
              <button
                type="button"
                className={visited.has(f.id) ? 'hosted-chip hosted-chip-seen' : 'hosted-chip'}
                onClick={() => goTo(f.id)}
                data-testid="hosted-field-chip"
              >
                {visited.has(f.id) ? '✓ ' : ''}
                {t('signFlowHosted.read.fieldOn', { kind: t(`signFlowHosted.read.field.${f.kind}`), page: f.page })}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <Suspense fallback={<p className="hosted-hint hosted-pages">{t('signFlowHosted.read.viewerLoading')}</p>}>
        <DocumentPages
          token={props.token}
          proof={props.proof}
          documents={view.documents}
          fields={view.fields}
          fills={view.fills}
          onFill={focusFill}
          visited={visited}
          onVisit={visit}
          onReadAll={onReadAll}
        />
      </Suspense>
      {view.fills.length > 0 && (
        <FillForm token={props.token} proof={props.proof} fills={view.fills} onSaved={setFillsSaved} onError={props.onError} />
      )}
      <SignaturePicker token={props.token} proof={props.proof} view={view} value={appearance} onChange={setAppearance} />
      {confirming ? (
        <WillingnessStep
          token={props.token}
          proof={props.proof}
          contact={view.signer.contact}
          appearance={appearance}
          onCancel={() => setConfirming(false)}
          onSigned={(flowStatus) => props.onEnd(flowStatus === 2 ? 'completed' : 'signed')}
          onError={props.onError}
        />
      ) : (
        <div className="hosted-card hosted-sign-bar">
          {blocker && <p className="hosted-hint">{blocker}</p>}
          <Button variant="primary" size="large" block disabled={!!blocker} onClick={() => setConfirming(true)} data-testid="hosted-sign">
            {t('signFlowHosted.sign.start')}
          </Button>
        </div>
      )}
      <RejectForm token={props.token} proof={props.proof} onRejected={() => props.onEnd('rejected')} onError={props.onError} />
    </>
  );
}
