import type { OperatorPasskeys, RecoveryCodes, TotpSetup } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppFactorRows, RecoveryRenewDialog } from './AppFactorRows';
import { type PasskeysApi, PasskeysSection } from './PasskeysSection';
import { RecoveryCodesDialog } from './RecoveryCodesDialog';
import { ReplaceAppDialog } from './ReplaceAppDialog';
import { TotpSetupDialog } from './TotpSetupDialog';

/** The back office's calls for the operator's own app (ops hands them in; mfa never calls ops' endpoints itself). */
export interface OperatorFactorsApi {
  status: () => Promise<{ totpSince: number | null; recoveryCodesLeft: number }>;
  totpStart: () => Promise<TotpSetup>;
  totpConfirm: (body: { code: string; password: string }) => Promise<RecoveryCodes>;
  recoveryRenew: (code: string) => Promise<RecoveryCodes>;
  /** A lost app replaced, with the reason and the operator password. */
  totpReset: (body: { reason: string; password: string }) => Promise<unknown>;
  /** The operator's passkeys (on top of the app): listed, and the section's calls. */
  passkeys: () => Promise<OperatorPasskeys>;
  passkeyCalls: PasskeysApi;
}

/**
 * An operator's second factor, with the security center's dialogs: the authenticator app (set up with
 * the QR code or the key, confirmed by its first code and the operator password) and the recovery
 * codes (renewed with a current code), and passkeys once the app is set up (the security center's
 * section with the operator's calls). Operators have no phone on record, so the app is their factor;
 * since every operator must have one, a lost app is replaced (with a reason and the password), not removed.
 */
export function OperatorFactorsCard({ api, onChanged }: { api: OperatorFactorsApi; onChanged: () => void }) {
  const { t } = useTranslation();
  const status = useQuery({ queryKey: ['ops', 'factors'], queryFn: api.status });
  const hasApp = status.data?.totpSince != null;
  const passkeys = useQuery({ queryKey: ['ops', 'passkeys'], queryFn: api.passkeys, enabled: hasApp });
  const [dialog, setDialog] = useState<'setup' | 'renew' | 'replace' | null>(null);
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
        {hasApp && passkeys.data && (
          <PasskeysSection passkeys={passkeys.data.passkeys} api={api.passkeyCalls} onChanged={() => void passkeys.refetch()} />
        )}
        {hasApp && (
          <Button
            type="link"
            style={{ alignSelf: 'flex-start', padding: 0 }}
            onClick={() => setDialog('replace')}
            data-testid="replace-app-open"
          >
            {t('mfa.replace.open')}
          </Button>
        )}
      </Flex>
      <ReplaceAppDialog
        open={dialog === 'replace'}
        submit={api.totpReset}
        onClose={close}
        onDone={() => {
          close();
          void status.refetch();
          onChanged();
        }}
      />
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
