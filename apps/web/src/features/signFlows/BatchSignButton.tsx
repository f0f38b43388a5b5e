import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * "Sign in batch" above the flows waiting for the signed-in person: the batch page lists them all
 * (the session proves the signer), to read, choose and sign with one willingness code.
 */
export function BatchSignButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button
      type="primary"
      onClick={() => navigate('/signFlow/batch')}
      style={{ marginBottom: 12, marginRight: 8 }}
      data-testid="batch-sign"
    >
      {t('signFlowHosted.batch.pageTitle')}
    </Button>
  );
}
