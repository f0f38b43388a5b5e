import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/http';
import { Button, PageLoading } from '../../../components/light/Button';
import { storedProof } from './api';
import { type BatchFlow, type BatchOpened, type BatchResult, batchApi } from './batch-api';
import { BatchConfirm, BatchPicker, initialAppearance } from './BatchConfirm';
import { BatchFlowList } from './BatchFlowList';
import { BatchResults } from './BatchResults';
import '../../../components/light/light.css';
import './hosted.css';

// pdf.js and the page viewer load only when the signer opens a contract.
const DocumentPages = lazy(() => import('./DocumentPages'));

/** The link the signer came from, if any (`/signFlow/batch#<token>`): its proof in this tab opens the batch. */
const tokenOf = () => decodeURIComponent(window.location.hash.replace(/^#/, '')).trim();

type Load = { state: 'loading' } | { state: 'open'; batch: BatchOpened } | { state: 'signIn' } | { state: 'failed'; message: string };

/**
 * Batch signing (/signFlow/batch): the signer's waiting flows together — from the
 * console's waiting list (signed in) or from a signing link it proved itself on — each read before
 * it can be chosen, a signature or a seal per enterprise, one willingness code, then each flow's result.
 */
export default function BatchSigningPage() {
  const { t } = useTranslation();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [read, setRead] = useState<ReadonlySet<string>>(new Set());
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [reading, setReading] = useState<BatchFlow | null>(null);
  const [appearance, setAppearance] = useState(initialAppearance([]));
  const [results, setResults] = useState<BatchResult[] | null>(null);

  /** The batch: from the link's proof in this tab, else as the signed-in person. */
  const fetchBatch = useCallback(() => {
    const token = tokenOf();
    const proof = token ? storedProof(token) : undefined;
    (token && proof ? batchApi.open(token, proof) : batchApi.openSignedIn()).then(
      (batch) => {
        setAppearance(initialAppearance(batch.parties));
        setLoad({ state: 'open', batch });
      },
      (error: unknown) =>
        setLoad(error instanceof ApiError && error.code !== -1 ? { state: 'failed', message: error.message } : { state: 'signIn' }),
    );
  }, []);
  /** After the results: a new batch of what still waits. */
  const again = () => {
    setLoad({ state: 'loading' });
    setRead(new Set());
    setChosen(new Set());
    setResults(null);
    fetchBatch();
  };

  useEffect(() => {
    document.title = t('signFlowHosted.batch.pageTitle');
  }, [t]);
  useEffect(fetchBatch, [fetchBatch]);

  const batchToken = load.state === 'open' ? load.batch.batch : '';
  const loadDocument = useCallback(
    (documentId: string) => batchApi.document(batchToken, reading?.signerId ?? '', documentId),
    [batchToken, reading],
  );
  // Read to its last page: choosable. Kept as is when already read (the viewer may say so again).
  const onReadAll = useCallback(
    () => reading && setRead((r) => (r.has(reading.signerId) ? r : new Set([...r, reading.signerId]))),
    [reading],
  );

  if (load.state === 'loading') return <PageLoading label={t('signFlowHosted.batch.loading')} />;
  if (load.state !== 'open')
    return (
      <section className="lt-scope hosted">
        <div className="hosted-card hosted-end" role="status" data-testid={`batch-${load.state}`}>
          <h1 className="hosted-title">{t('signFlowHosted.batch.pageTitle')}</h1>
          <p className="hosted-end-text">{load.state === 'failed' ? load.message : t('signFlowHosted.batch.signIn')}</p>
          {load.state === 'signIn' && <a href="/login">{t('signFlowHosted.batch.signIn')}</a>}
        </div>
      </section>
    );
  const { batch } = load;
  const toggle = (id: string) =>
    setChosen((c) => {
      const next = new Set(c);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const chooseAll = () =>
    setChosen(
      new Set(
        batch.flows
          .filter((f) => read.has(f.signerId))
          .map((f) => f.signerId)
          .slice(0, batch.maxChosen),
      ),
    );
  const chosenIds = batch.flows.filter((f) => chosen.has(f.signerId)).map((f) => f.signerId);
  const partiesInUse = batch.parties.filter((p) => batch.flows.some((f) => chosen.has(f.signerId) && f.enterpriseId === p.enterpriseId));

  return (
    <div className="lt-scope hosted" data-testid="batch-signing">
      <header className="hosted-card hosted-head">
        <h1 className="hosted-title">{t('signFlowHosted.batch.title')}</h1>
        <p className="hosted-message">{t('signFlowHosted.batch.intro', { name: batch.signerName })}</p>
        {batch.more && <p className="hosted-hint">{t('signFlowHosted.batch.more', { count: batch.flows.length })}</p>}
      </header>
      {results ? (
        <BatchResults results={results} onAgain={again} />
      ) : batch.flows.length === 0 ? (
        <section className="hosted-card" data-testid="batch-empty">
          <p className="hosted-hint">{t('signFlowHosted.batch.none')}</p>
          <a href="/serviceManage/mySignFlows?tab=waiting">{t('signFlowHosted.batch.toWaiting')}</a>
        </section>
      ) : reading ? (
        <section className="hosted-card hosted-read" data-testid="batch-reader">
          <h2 className="hosted-section-title">{t('signFlowHosted.batch.reading', { title: reading.title })}</h2>
          <Suspense fallback={<p className="hosted-hint">{t('signFlowHosted.read.viewerLoading')}</p>}>
            <DocumentPages
              token={batch.batch}
              proof=""
              documents={reading.documents.map((d) => ({ ...d, size: 0, sha256: '' }))}
              fields={[]}
              visited={new Set()}
              onVisit={() => undefined}
              onReadAll={onReadAll}
              load={loadDocument}
            />
          </Suspense>
          <div className="hosted-actions batch-reader-actions">
            <Button variant="primary" size="large" block onClick={() => setReading(null)} data-testid="batch-done-reading">
              {t('signFlowHosted.batch.doneReading')}
            </Button>
          </div>
        </section>
      ) : (
        <>
          <BatchFlowList
            flows={batch.flows}
            max={batch.maxChosen}
            read={read}
            chosen={chosen}
            onRead={(f) => {
              setReading(f);
              window.scrollTo(0, 0);
            }}
            onToggle={toggle}
            onChooseAll={chooseAll}
          />
          {partiesInUse.length > 0 && <BatchPicker parties={partiesInUse} value={appearance} onChange={setAppearance} />}
          <BatchConfirm batch={batch.batch} chosen={chosenIds} appearance={appearance} onSigned={setResults} />
        </>
      )}
    </div>
  );
}
