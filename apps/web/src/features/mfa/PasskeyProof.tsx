import { KeyOutlined } from '@ant-design/icons';
import { App, Button, Divider, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperationApi } from './operationApi';
import { usePasskey as signWithPasskey } from './passkeyBrowser';

/**
 * The operation-protection dialog's passkey (accounts with one): a challenge bound to operation
 * protection, signed by the browser's passkey, sent back as the proof. A cancelled browser prompt is
 * said; the server's refusals are its own messages (the HTTP client shows them).
 */
export function PasskeyProof({
  api,
  onDone,
}: {
  api: Required<Pick<OperationApi, 'passkeyOptions' | 'provePasskey'>>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const prove = async () => {
    setBusy(true);
    try {
      const options = await api.passkeyOptions();
      let response: Record<string, unknown>;
      try {
        response = await signWithPasskey(options);
      } catch {
        void message.error(t('mfa.operation.passkeyCancelled'));
        return;
      }
      await api.provePasskey(response);
      void message.success(t('mfa.operation.proven'));
      onDone();
    } catch {
      // Told by the HTTP client (the server's own message).
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Typography.Paragraph type="secondary">{t('mfa.operation.passkeyIntro')}</Typography.Paragraph>
      <Button icon={<KeyOutlined />} block loading={busy} onClick={() => void prove()} data-testid="operation-protection-passkey">
        {t('mfa.operation.passkey')}
      </Button>
      <Divider />
    </>
  );
}
