import type { RecoveryCodes, TotpSetup } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FactorCodeDialog } from './FactorCodeDialog';
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
  const data = status.data;
  const hasApp = data?.totpSince != null;
  return (
    <Card title={t('mfa.title')} data-testid="factors-card">
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center" gap={12} wrap data-testid="factor-totp">
          <div style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Typography.Text strong>{t('mfa.totp.name')}</Typography.Text>{' '}
            {data &&
              (hasApp ? (
                <Tag color="success">{t('mfa.totp.since', { time: dayjs(data.totpSince).format('YYYY-MM-DD HH:mm') })}</Tag>
              ) : (
                <Tag>{t('mfa.totp.none')}</Tag>
              ))}
            <div>
              <Typography.Text type="secondary">{t('mfa.totp.description')}</Typography.Text>
            </div>
          </div>
          {data && !hasApp && (
            <Button type="primary" onClick={() => setDialog('setup')} data-testid="totp-setup-open">
              {t('mfa.totp.setUp')}
            </Button>
          )}
        </Flex>
        {hasApp && (
          <Flex justify="space-between" align="center" gap={12} wrap data-testid="factor-recovery">
            <div style={{ minWidth: 0, flex: '1 1 240px' }}>
              <Typography.Text strong>{t('mfa.recovery.name')}</Typography.Text>{' '}
              <Tag color={data.recoveryCodesLeft > 0 ? 'processing' : 'warning'}>
                {data.recoveryCodesLeft > 0 ? t('mfa.recovery.left', { count: data.recoveryCodesLeft }) : t('mfa.recovery.leftZero')}
              </Tag>
              <div>
                <Typography.Text type="secondary">{t('mfa.recovery.description')}</Typography.Text>
              </div>
            </div>
            <Button onClick={() => setDialog('renew')} data-testid="recovery-renew">
              {t('mfa.recovery.renew')}
            </Button>
          </Flex>
        )}
      </Flex>
      <TotpSetupDialog
        open={dialog === 'setup'}
        onClose={close}
        onDone={showCodes}
        api={{ totpStart: api.totpStart, totpConfirm: api.totpConfirm }}
      />
      <FactorCodeDialog
        open={dialog === 'renew'}
        title={t('mfa.prove.renewTitle')}
        intro={t('mfa.prove.renewIntro')}
        okText={t('mfa.prove.renewOk')}
        savedText={t('mfa.prove.renewed')}
        submit={api.recoveryRenew}
        onClose={close}
        onDone={showCodes}
        testId="recovery-renew-dialog"
      />
      <RecoveryCodesDialog codes={codes} onClose={() => setCodes(null)} />
    </Card>
  );
}
