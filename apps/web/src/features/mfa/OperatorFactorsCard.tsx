import type { RecoveryCodes, TotpSetup } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppFactorRows, RecoveryRenewDialog } from './AppFactorRows';
import { RecoveryCodesDialog } from './RecoveryCodesDialog';
import { TotpSetupDialog } from './TotpSetupDialog';

/** The back office's calls for the operator's own app (ops hands them in; mfa never calls ops' endpoints itself). */
export interface OperatorFactorsApi {
  status: () => Promise<{ totpSince: number | null; recoveryCodesLeft: number }>;
  totpStart: () => Promise<TotpSetup>;
  totpConfirm: (body: { code: string; password: string }) => Promise<RecoveryCodes>;
  recoveryRenew: (code: string) => Promise<RecoveryCodes>;
}

/**
 * An operator's second factor, with the security center's dialogs: the authenticator app (set up with
 * the QR code or the key, confirmed by its first code and the operator password) and the recovery
 * codes (renewed with a current code). Operators have no phone on record, so the app is their factor;
 * and since every operator must have one, it is not removed here.
 */
export function OperatorFactorsCard({ api, onChanged }: { api: OperatorFactorsApi; onChanged: () => void }) {
  const { t } = useTranslation();
  const status = useQuery({ queryKey: ['ops', 'factors'], queryFn: api.status });
  const [dialog, setDialog] = useState<'setup' | 'renew' | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const close = () => setDialog(null);
  const showCodes = ({ recoveryCodes }: RecoveryCodes) => {
    close();
    setCodes(recoveryCodes);
    void status.refetch();
    onChanged();
  };
  return (
    <Card title={t('mfa.title')} data-testid="factors-card">
      <Flex vertical gap={16}>
        <AppFactorRows status={status.data} onSetUp={() => setDialog('setup')} onRenew={() => setDialog('renew')} />
      </Flex>
      <TotpSetupDialog
        open={dialog === 'setup'}
        onClose={close}
        onDone={showCodes}
        api={{ totpStart: api.totpStart, totpConfirm: api.totpConfirm }}
      />
      <RecoveryRenewDialog open={dialog === 'renew'} submit={api.recoveryRenew} onClose={close} onDone={showCodes} />
      <RecoveryCodesDialog codes={codes} onClose={() => setCodes(null)} />
    </Card>
  );
}
