import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mfaApi, mfaStatusKey } from './api';
import { RecoveryCodesDialog } from './RecoveryCodesDialog';
import { TotpSetupDialog } from './TotpSetupDialog';

/**
 * /mfaSetUp: where a member lands after sign-in while an enterprise of theirs requires a second factor
 * they have not set up (MfaSetUpGuard brings them back from any other page until it is done).
 */
export default function MfaSetUpPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const { data } = useQuery({ queryKey: mfaStatusKey, queryFn: mfaApi.status });
  const done = () => {
    setCodes(null);
    // A full load: the console opens as after any sign-in.
    window.location.assign('/dashboard');
  };
  return (
    <Card data-testid="mfa-set-up-page" style={{ maxWidth: 640 }}>
      <Flex vertical gap={16}>
        <Alert type="warning" showIcon title={t('mfa.forced.intro')} />
        <Typography.Text type="secondary">{t('mfa.totp.description')}</Typography.Text>
        <div>
          <Button
            type="primary"
            size="large"
            onClick={() => setOpen(true)}
            disabled={data?.totpSince != null}
            data-testid="mfa-set-up-start"
          >
            {t('mfa.forced.start')}
          </Button>
        </div>
      </Flex>
      <TotpSetupDialog
        open={open}
        onClose={() => setOpen(false)}
        onDone={({ recoveryCodes }) => {
          setOpen(false);
          setCodes(recoveryCodes);
          void client.invalidateQueries({ queryKey: mfaStatusKey });
        }}
      />
      <RecoveryCodesDialog codes={codes} onClose={done} />
    </Card>
  );
}
