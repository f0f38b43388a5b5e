import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRealNamePath } from './paths';

/** The 4020020 answer as a page: what is missing and the way to it; `reason` says why the page needs it (the revoke page's text otherwise). */
export function RealNameRequired({ reason }: { reason?: string } = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listPath = useRealNamePath('pAuthRealNameList');
  return (
    <Result
      status="warning"
      title={t('errors.realNameRequired')}
      subTitle={reason ?? t('realName.revoke.requiredText')}
      extra={
        listPath ? (
          <Button type="primary" onClick={() => void navigate(listPath)}>
            {t('realName.revoke.goAuthenticate')}
          </Button>
        ) : undefined
      }
      data-testid="realname-required"
    />
  );
}
