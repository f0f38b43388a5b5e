import { Spin } from 'antd';
import { Suspense, lazy } from 'react';

const LoginPage = lazy(() => import('./LoginPage'));

/**
 * The sign-in page under the login entry path of the website config (§1, e.g. /jdfLogin). The page
 * is fetched only when that path is actually visited, not on every unknown path.
 */
export function LoginEntry() {
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}>
      <LoginPage />
    </Suspense>
  );
}
