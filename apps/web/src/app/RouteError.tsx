import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  // Chunks of an older deployment disappear after a release: a reload fetches the new ones.
  const stale = error instanceof TypeError && /dynamically imported module|Importing a module script/.test(error.message);
  return (
    <Result
      status="warning"
      title={t('shell.loadFailed')}
      subTitle={stale ? undefined : error instanceof Error ? error.message : undefined}
      extra={<Button type="primary" onClick={() => window.location.reload()}>{t('common.retry')}</Button>}
    />
  );
}
