import { errorCatalogue, verificationFailures } from '@console/contract/errors';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/http';
import { useRealNamePath } from './paths';

// The provider's refusals (1003003-1003008): the server recorded the attempt, the input may be corrected.
const verificationCodes = new Set<number>(verificationFailures.map((key) => errorCatalogue[key].code));

export function isVerificationFailure(error: unknown): error is ApiError {
  return error instanceof ApiError && verificationCodes.has(error.code);
}

/** Why the identity did not pass, kept beside the form (the toast fades), with the way to the history. */
export function VerificationFailure({ message }: { message: string }) {
  const { t } = useTranslation();
  const resultsPath = useRealNamePath('pAuthResults');
  return (
    <Alert
      type="error"
      showIcon
      title={t('realName.form.failedTitle')}
      description={
        <>
          <div data-testid="verification-failure">{message}</div>
          <div>{t('realName.form.failedHint')}</div>
        </>
      }
      action={resultsPath ? <Link to={resultsPath}>{t('realName.form.seeHistory')}</Link> : undefined}
      style={{ marginBottom: 24, maxWidth: 720 }}
    />
  );
}
