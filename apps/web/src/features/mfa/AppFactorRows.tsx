import { Button, Flex, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FactorCodeDialog } from './FactorCodeDialog';

/** One factor of the security card: its name and state, what it is for, and what can be done to it. */
export function FactorRow({
  testId,
  name,
  state,
  description,
  action,
}: {
  testId: string;
  name: string;
  state: ReactNode;
  description: string;
  action?: ReactNode;
}) {
  return (
    <Flex justify="space-between" align="center" gap={12} wrap data-testid={testId}>
      <div style={{ minWidth: 0, flex: '1 1 240px' }}>
        <Typography.Text strong>{name}</Typography.Text> {state}
        <div>
          <Typography.Text type="secondary">{description}</Typography.Text>
        </div>
      </div>
      {action}
    </Flex>
  );
}

/**
 * The authenticator app's row and, once the app is set up, the recovery codes' row: the same for an
 * account (which may also remove its app) and an operator (who must keep one, so `onRemove` is absent).
 */
export function AppFactorRows({
  status,
  onSetUp,
  onRenew,
  onRemove,
}: {
  status: { totpSince: number | null; recoveryCodesLeft: number } | undefined;
  onSetUp: () => void;
  onRenew: () => void;
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  const hasApp = status?.totpSince != null;
  return (
    <>
      <FactorRow
        testId="factor-totp"
        name={t('mfa.totp.name')}
        state={
          status &&
          (hasApp ? (
            <Tag color="success">{t('mfa.totp.since', { time: dayjs(status.totpSince).format('YYYY-MM-DD HH:mm') })}</Tag>
          ) : (
            <Tag>{t('mfa.totp.none')}</Tag>
          ))
        }
        description={t('mfa.totp.description')}
        action={
          status &&
          (hasApp ? (
            onRemove && (
              <Button danger onClick={onRemove} data-testid="totp-remove">
                {t('mfa.totp.remove')}
              </Button>
            )
          ) : (
            <Button type="primary" onClick={onSetUp} data-testid="totp-setup-open">
              {t('mfa.totp.setUp')}
            </Button>
          ))
        }
      />
      {hasApp && (
        <FactorRow
          testId="factor-recovery"
          name={t('mfa.recovery.name')}
          state={
            <Tag color={status.recoveryCodesLeft > 0 ? 'processing' : 'warning'}>
              {status.recoveryCodesLeft > 0 ? t('mfa.recovery.left', { count: status.recoveryCodesLeft }) : t('mfa.recovery.leftZero')}
            </Tag>
          }
          description={t('mfa.recovery.description')}
          action={
            <Button onClick={onRenew} data-testid="recovery-renew">
              {t('mfa.recovery.renew')}
            </Button>
          }
        />
      )}
    </>
  );
}

/** New recovery codes for a current app code (or a recovery code); the old ones stop working. */
export function RecoveryRenewDialog({
  open,
  submit,
  onClose,
  onDone,
}: {
  open: boolean;
  submit: (code: string) => Promise<{ recoveryCodes: string[] }>;
  onClose: () => void;
  onDone: (result: { recoveryCodes: string[] }) => void;
}) {
  const { t } = useTranslation();
  return (
    <FactorCodeDialog
      open={open}
      title={t('mfa.prove.renewTitle')}
      intro={t('mfa.prove.renewIntro')}
      okText={t('mfa.prove.renewOk')}
      savedText={t('mfa.prove.renewed')}
      submit={submit}
      onClose={onClose}
      onDone={onDone}
      testId="recovery-renew-dialog"
    />
  );
}
