import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import ChangePasswordPage from './ChangePasswordPage';
import { OpsLayout } from './OpsLayout';
import OpsSignInPage from './OpsSignInPage';
import WebsiteConfigPage from './WebsiteConfigPage';
import { loadNamespaces } from '../../app/i18n';
import { EnterpriseListPage, EnterpriseReviewPage, RemittanceLedgerPage } from './enterprise/pages';
import RegistryPage from './review/RegistryPage';
import ReviewQueuePage from './review/ReviewQueuePage';
import { useOperator } from './operatorSession';

/** Lets only a signed-in operator in, and one holding a one-time password only as far as changing it. */
function RequireOperator() {
  const { data: operator, isPending } = useOperator();
  const { pathname } = useLocation();
  // The menu names the enterprise pages, so their phrases come with the frame (they are small).
  const phrases = useQuery({ queryKey: ['opsPhrases'], queryFn: () => loadNamespaces(['enterpriseOps']).then(() => true), staleTime: Infinity });
  if (isPending || phrases.isPending) return <Spin fullscreen />;
  if (!operator) return <Navigate to="/operation/login" replace state={{ from: pathname }} />;
  if (operator.mustChangePassword && pathname !== '/operation/password') return <Navigate to="/operation/password" replace />;
  return <OpsLayout operator={operator} />;
}

/** The operator back office under /operation: its own sign-in, shell and pages, apart from the console's. */
export default function OpsApp() {
  return (
    <Routes>
      <Route path="login" element={<OpsSignInPage />} />
      <Route element={<RequireOperator />}>
        <Route index element={<Navigate to="/operation/site" replace />} />
        <Route path="site" element={<WebsiteConfigPage />} />
        <Route path="realName" element={<ReviewQueuePage />} />
        <Route path="identityRegistry" element={<RegistryPage />} />
        <Route path="enterpriseReview" element={<EnterpriseReviewPage />} />
        <Route path="remittances" element={<RemittanceLedgerPage />} />
        <Route path="enterprises" element={<EnterpriseListPage />} />
        <Route path="password" element={<ChangePasswordPage />} />
        <Route path="*" element={<Navigate to="/operation/site" replace />} />
      </Route>
    </Routes>
  );
}
