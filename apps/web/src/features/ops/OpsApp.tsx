import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { type ComponentType, Suspense, lazy } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import type { Loader } from '../../app/capability';
import { opsNamespaces, opsPages } from '../../app/capabilities';
import { loadNamespaces } from '../../app/i18n';
import ChangePasswordPage from './ChangePasswordPage';
import OpsFactorPage from './OpsFactorPage';
import { OpsLayout } from './OpsLayout';
import OpsSignInPage from './OpsSignInPage';
import { useOperator } from './operatorSession';

/** The back-office pages of every capability, each loaded (with its phrases) when first opened. */
const routed: { path: string; Page: ComponentType }[] = opsPages.map((p) => ({ path: p.path, Page: lazy(p.load as Loader) }));
const firstPage = `/operation/${opsPages[0]?.path ?? 'password'}`;

/**
 * Lets only a signed-in operator in; one holding a one-time password only as far as changing it, and
 * one without a second factor only as far as setting it up.
 */
function RequireOperator() {
  const { data: operator, isPending } = useOperator();
  const { pathname } = useLocation();
  // The menu names every capability's back-office page, so their namespaces come with the frame.
  const phrases = useQuery({
    queryKey: ['opsPhrases'],
    queryFn: () => loadNamespaces(opsNamespaces).then(() => true),
    staleTime: Infinity,
  });
  if (isPending || phrases.isPending) return <Spin fullscreen />;
  if (!operator) return <Navigate to="/operation/login" replace state={{ from: pathname }} />;
  if (operator.mustChangePassword && pathname !== '/operation/password') return <Navigate to="/operation/password" replace />;
  // Operators must have a second factor: until it is set up, the server refuses every other page too.
  if (!operator.mustChangePassword && operator.factorSetUpRequired && pathname !== '/operation/factor')
    return <Navigate to="/operation/factor" replace />;
  return <OpsLayout operator={operator} />;
}

/** The operator back office under /operation: its own sign-in, shell and pages, apart from the console's. */
export default function OpsApp() {
  // The frame's own words (sign-in, password, menu) are the ops capability's namespace, needed before any page.
  const phrases = useQuery({
    queryKey: ['opsPhrases', 'ops'],
    queryFn: () => loadNamespaces(['ops']).then(() => true),
    staleTime: Infinity,
  });
  if (phrases.isPending) return <Spin fullscreen />;
  return (
    <Routes>
      <Route path="login" element={<OpsSignInPage />} />
      <Route element={<RequireOperator />}>
        <Route index element={<Navigate to={firstPage} replace />} />
        {routed.map(({ path, Page }) => (
          <Route
            key={path}
            path={path}
            element={
              <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
                <Page />
              </Suspense>
            }
          />
        ))}
        <Route path="password" element={<ChangePasswordPage />} />
        <Route path="factor" element={<OpsFactorPage />} />
        <Route path="*" element={<Navigate to={firstPage} replace />} />
      </Route>
    </Routes>
  );
}
