import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { setOperationProver } from '../../api/http';
import { loadNamespaces } from '../../app/i18n';
import type { OperationApi } from './operationApi';

// The dialog (antd's form, the contract's schema) loads only when a protected act first asks, so the
// signed-in frame's first load carries just this registration.
const OperationProofDialog = lazy(() => import('./OperationProofDialog'));

/**
 * Operation protection, the one dialog of the signed-in frame: when the server refuses a
 * protected act for want of a fresh second factor, the HTTP client asks here; the person enters a
 * code of the authenticator app or a recovery code (or, with no app, the SMS code to their own
 * phone), and the act is sent again. Several refused calls at once share one dialog. The back office
 * mounts it too, with the operator's calls (`api`).
 */
export function OperationProtection({ api }: { api?: OperationApi } = {}) {
  const [open, setOpen] = useState(false);
  // Once asked, the dialog stays mounted (its code loaded), so it can close with its animation.
  const [asked, setAsked] = useState(false);
  const waiting = useRef<{ promise: Promise<boolean>; resolve: (proven: boolean) => void } | undefined>(undefined);
  useEffect(() => {
    setOperationProver(() => {
      if (!waiting.current) {
        let resolve!: (proven: boolean) => void;
        const promise = new Promise<boolean>((r) => (resolve = r));
        waiting.current = { promise, resolve };
        setAsked(true);
        // The dialog's phrases are mfa's, which the page that asks may not have loaded.
        void loadNamespaces(['mfa']).finally(() => setOpen(true));
      }
      return waiting.current.promise;
    });
    return () => setOperationProver(undefined);
  }, []);
  const finish = (proven: boolean) => {
    waiting.current?.resolve(proven);
    waiting.current = undefined;
    setOpen(false);
  };
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <OperationProofDialog open={open} onClose={() => finish(false)} onDone={() => finish(true)} api={api} />
    </Suspense>
  );
}
