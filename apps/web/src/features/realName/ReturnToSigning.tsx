import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** Kept by the hosted signing page (signFlows) when it sent the signer here: its own address, with the link. */
const pendingSignFlowKey = 'console.pendingSignFlow';

function pendingSigning(): string | null {
  try {
    const path = localStorage.getItem(pendingSignFlowKey);
    return path?.startsWith('/signFlow#') ? path : null;
  } catch {
    return null;
  }
}

/** Once real-name authentication passed: back to the contract whose signing sent the person here. */
export function ReturnToSigning() {
  const { t } = useTranslation();
  const path = pendingSigning();
  if (!path) return null;
  return (
    <Alert
      type="success"
      showIcon
      title={t('realName.returnToSigning.text')}
      action={
        <Button type="primary" onClick={() => window.location.assign(path)} data-testid="return-to-signing">
          {t('realName.returnToSigning.button')}
        </Button>
      }
    />
  );
}
