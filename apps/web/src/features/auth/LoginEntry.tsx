import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../components/light/Button';

const LoginPage = lazy(() => import('./LoginPage'));

/**
 * The sign-in page under the login entry path of the website config (§1, e.g. /jdfLogin). The page
 * is fetched only when that path is actually visited, not on every unknown path.
 */
export function LoginEntry() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<PageLoading label={t('common.loading')} />}>
      <LoginPage />
    </Suspense>
  );
}
