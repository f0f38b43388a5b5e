import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/http';
import { PageLoading } from '../../../components/light/Button';
import { hostedApi, keepProof, storedProof } from './api';
import { EndPanel } from './EndPanel';
import { IdentityStep } from './IdentityStep';
import { RealNameStep } from './RealNameStep';
import { SigningStep } from './SigningStep';
import type { HostedView } from './types';
import '../../../components/light/light.css';
import './hosted.css';

/** The link's token: the address's fragment, which no server or proxy log ever records. */
const tokenOf = () => decodeURIComponent(window.location.hash.replace(/^#/, '')).trim();

const linkInvalid = 1018012;
const notProven = 1018060;

export type Ending = 'signed' | 'completed' | 'rejected' | 'invalid' | 'missing';

/**
 * The hosted signing page (/signFlow#<token>), outside the signed-in shell and light
 * like /login: the signer proves it is the named person (an SMS code, or already signed in as that
 * person's account), must have passed real-name authentication (else it is led through the real-name
 * flow and back), reads every page and taps its fields, picks or draws its signature (or, for an
 * enterprise, a seal it holds a grant of), confirms with a fresh willingness code — or rejects.
 */
export default function HostedSigningPage() {
  // Dates in the reader's language, not the browser's.
  const { t, i18n } = useTranslation();
  const [token] = useState(tokenOf);
  const [proof, setProof] = useState(() => (token ? storedProof(token) : undefined));
  const [view, setView] = useState<HostedView | null>(null);
  const [ending, setEnding] = useState<Ending | null>(token.length < 20 ? 'missing' : null);

  /** The view, with the proof if any: a proof that no longer holds (expired, made with an older link) is dropped. */
  const load = useCallback(
    (withProof: string | undefined) =>
      hostedApi.view(token, withProof).then(
        (answer) => {
          if (withProof && !answer.standing) {
            keepProof(token, null);
            setProof(undefined);
          }
          setView(answer);
        },
        (error: unknown) => {
          if (error instanceof ApiError && error.code === linkInvalid) setEnding('invalid');
        },
      ),
    [token],
  );

  useEffect(() => {
    document.title = t('signFlowHosted.pageTitle');
  }, [t]);
  // The first view; later ones follow a proof, or the signer's return from real-name authentication.
  const [first] = useState(() => proof);
  useEffect(() => {
    if (token.length >= 20) void load(first);
  }, [token, first, load]);

  const proven = (newProof: string) => {
    keepProof(token, newProof);
    setProof(newProof);
    void load(newProof);
  };

  /** A step refused because the link ended meanwhile, or the proof lapsed: the page says so or asks again. */
  const onStepError = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    if (error.code === linkInvalid) setEnding('invalid');
    if (error.code === notProven) {
      keepProof(token, null);
      setProof(undefined);
      void load(undefined);
    }
  };

  if (ending) return <EndPanel ending={ending} />;
  if (!view) return <PageLoading label={t('signFlowHosted.loading')} />;
  const step = !view.standing || !proof ? 'identity' : view.standing.realName === 'passed' ? 'sign' : 'realName';
  return (
    <div className="lt-scope hosted" data-testid="hosted-signing">
      <header className="hosted-card hosted-head">
        <h1 className="hosted-title">{view.title}</h1>
        {view.message && <p className="hosted-message">{view.message}</p>}
        <p className="hosted-meta">
          <span>
            {view.signer.kind === 'enterprise'
              ? t('signFlowHosted.signerEnterpriseLine', { name: view.signer.name, enterprise: view.signer.enterpriseName })
              : t('signFlowHosted.signerLine', { name: view.signer.name })}
          </span>
          <span>{t('signFlowHosted.from', { deadline: new Date(view.deadlineAt).toLocaleString(i18n.language) })}</span>
        </p>
        <ol className="hosted-steps" aria-label={t('signFlowHosted.pageTitle')}>
          {(['identity', 'read', 'sign'] as const).map((s, i) => {
            const reached = step === 'identity' ? i === 0 : i <= 2;
            return (
              <li key={s} className={reached ? 'hosted-step hosted-step-on' : 'hosted-step'}>
                <span className="hosted-step-no">{i + 1}</span>
                {t(`signFlowHosted.steps.${s}`)}
              </li>
            );
          })}
        </ol>
        {step === 'sign' && (
          // The signer's other waiting flows, together (batch signing): the proof in this tab opens them.
          <a className="hosted-batch-offer" href={`/signFlow/batch#${token}`} data-testid="hosted-batch-offer">
            {t('signFlowHosted.batch.offer')}
          </a>
        )}
      </header>
      {step === 'identity' && <IdentityStep token={token} contact={view.signer.contact} onProven={proven} />}
      {step === 'realName' && proof && (
        <RealNameStep
          token={token}
          proof={proof}
          standing={view.standing!}
          onCheck={() => load(proof)}
          onRejected={() => setEnding('rejected')}
          onError={onStepError}
        />
      )}
      {step === 'sign' && proof && <SigningStep token={token} proof={proof} view={view} onEnd={setEnding} onError={onStepError} />}
    </div>
  );
}
