import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mfaApi, mfaStatusKey } from './api';
import { AppFactorRows, FactorRow, RecoveryRenewDialog } from './AppFactorRows';
import { FactorCodeDialog } from './FactorCodeDialog';
import { PasskeysSection } from './PasskeysSection';
import { TrustedDevices } from './TrustedDevices';
import { RecoveryCodesDialog } from './RecoveryCodesDialog';
import { TotpSetupDialog } from './TotpSetupDialog';

type Dialog = 'setup' | 'remove' | 'renew' | 'protection' | null;

/**
 * The security center's second factors: the authenticator app, the recovery codes and sign-in
 * protection, each with what can be done to it, and the browsers trusted to skip the second step.
 */
export function FactorsCard() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { data } = useQuery({ queryKey: mfaStatusKey, queryFn: mfaApi.status });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const close = () => setDialog(null);
  const refresh = () => void client.invalidateQueries({ queryKey: mfaStatusKey });
  const showCodes = ({ recoveryCodes }: { recoveryCodes: string[] }) => {
    close();
    setCodes(recoveryCodes);
    refresh();
  };
  const hasApp = data?.totpSince != null;
  const { message } = App.useApp();
  // Passkeys and no app: no code to type; the call is refused until the session proves a factor, and
  // the HTTP client's operation-protection dialog (passkey first) asks for it and sends it again.
  const passkeyOnly = !hasApp && (data?.passkeys.length ?? 0) > 0;
  const switchByPasskey = useMutation({
    mutationFn: (enabled: boolean) => mfaApi.protection(enabled),
    onSuccess: (_, enabled) => {
      void message.success(enabled ? t('mfa.protection.turnedOn') : t('mfa.protection.turnedOff'));
      refresh();
    },
  });

  return (
    <Card title={t('mfa.title')} data-testid="factors-card">
      <Typography.Paragraph type="secondary">{t('mfa.intro')}</Typography.Paragraph>
      <Flex vertical gap={16}>
        <AppFactorRows
          status={data}
          onSetUp={() => setDialog('setup')}
          onRenew={() => setDialog('renew')}
          onRemove={() => setDialog('remove')}
        />
        {data && <PasskeysSection passkeys={data.passkeys} onChanged={refresh} />}
        {data && (
          <FactorRow
            testId="factor-protection"
            name={t('mfa.protection.name')}
            state={
              <Tag color={data.signInProtected ? 'success' : undefined}>
                {data.signInProtected ? t('mfa.protection.on') : t('mfa.protection.off')}
              </Tag>
            }
            description={
              hasApp
                ? t('mfa.protection.description')
                : passkeyOnly
                  ? t('mfa.protection.descriptionPasskey')
                  : t('mfa.protection.needsFactor')
            }
            action={
              (hasApp || passkeyOnly) && (
                <Button
                  type={data.signInProtected ? 'default' : 'primary'}
                  loading={switchByPasskey.isPending}
                  onClick={() => (hasApp ? setDialog('protection') : switchByPasskey.mutate(!data.signInProtected))}
                  data-testid="protection-toggle"
                >
                  {data.signInProtected ? t('mfa.protection.turnOff') : t('mfa.protection.turnOn')}
                </Button>
              )
            }
          />
        )}
        {hasApp && <TrustedDevices />}
      </Flex>
      <TotpSetupDialog open={dialog === 'setup'} onClose={close} onDone={showCodes} />
      <FactorCodeDialog
        open={dialog === 'remove'}
        title={t('mfa.prove.removeTitle')}
        intro={t('mfa.prove.removeIntro')}
        okText={t('mfa.prove.removeOk')}
        savedText={t('mfa.totp.removed')}
        submit={mfaApi.totpRemove}
        onClose={close}
        onDone={() => {
          close();
          refresh();
        }}
        testId="totp-remove-dialog"
      />
      <RecoveryRenewDialog open={dialog === 'renew'} submit={mfaApi.recoveryRenew} onClose={close} onDone={showCodes} />
      <FactorCodeDialog
        open={dialog === 'protection'}
        title={data?.signInProtected ? t('mfa.protection.offTitle') : t('mfa.protection.onTitle')}
        intro={t('mfa.protection.proveIntro')}
        okText={data?.signInProtected ? t('mfa.protection.turnOff') : t('mfa.protection.turnOn')}
        savedText={data?.signInProtected ? t('mfa.protection.turnedOff') : t('mfa.protection.turnedOn')}
        submit={(code) => mfaApi.protection(!data?.signInProtected, code)}
        onClose={close}
        onDone={() => {
          close();
          refresh();
        }}
        testId="protection-dialog"
      />
      <RecoveryCodesDialog codes={codes} onClose={() => setCodes(null)} />
    </Card>
  );
}
