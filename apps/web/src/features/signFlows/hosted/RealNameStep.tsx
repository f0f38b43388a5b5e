import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pagePath } from '../../../app/routing';
import { Button } from '../../../components/light/Button';
import { toast } from '../../../components/light/toast';
import { rememberReturn } from './api';
import { RejectForm } from './RejectForm';

/**
 * Not yet allowed to sign: the account behind the signer's phone has not passed personal real-name
 * authentication (or passed it under another name). The page leads into the existing real-name flow —
 * through sign-in first when this browser is not signed in as the signer — and the sign-in and the
 * real-name pages lead back here (the link is remembered in this browser).
 */
export function RealNameStep(props: {
  token: string;
  proof: string;
  standing: { by: 'code' | 'session'; realName: 'passed' | 'required' | 'mismatch' };
  onCheck: () => Promise<void>;
  onRejected: () => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const [checking, setChecking] = useState(false);
  const mismatch = props.standing.realName === 'mismatch';

  const start = () => {
    rememberReturn(props.token);
    window.location.assign(props.standing.by === 'session' ? pagePath('pAuthRealNameList') : '/login');
  };
  const check = async () => {
    setChecking(true);
    try {
      await props.onCheck();
      toast.info(t('signFlowHosted.realName.stillRequired'));
    } finally {
      setChecking(false);
    }
  };

  return (
    <>
      <section className="hosted-card hosted-notice" data-testid={mismatch ? 'hosted-real-name-mismatch' : 'hosted-real-name-required'}>
        <h2 className="hosted-section-title">
          {mismatch ? t('signFlowHosted.realName.mismatchTitle') : t('signFlowHosted.realName.requiredTitle')}
        </h2>
        <p className="hosted-hint">{mismatch ? t('signFlowHosted.realName.mismatchText') : t('signFlowHosted.realName.requiredText')}</p>
        {!mismatch && (
          <div className="hosted-actions">
            <Button variant="primary" size="large" onClick={start} data-testid="hosted-real-name-start">
              {t('signFlowHosted.realName.start')}
            </Button>
            <Button size="large" loading={checking} onClick={() => void check()}>
              {t('signFlowHosted.realName.check')}
            </Button>
          </div>
        )}
      </section>
      <RejectForm token={props.token} proof={props.proof} onRejected={props.onRejected} onError={props.onError} />
    </>
  );
}
