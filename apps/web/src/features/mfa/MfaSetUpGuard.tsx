import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { mfaApi, mfaStatusKey } from './api';
import { mfaSetUpPath } from './paths';

/**
 * In the signed-in frame: while an enterprise of the person requires a second factor they have not
 * set up (the server's `setUpRequired`), every page leads to the set-up page until it is done.
 */
export function MfaSetUpGuard() {
  const { pathname } = useLocation();
  const { data } = useQuery({ queryKey: mfaStatusKey, queryFn: mfaApi.status, staleTime: 60_000 });
  if (data?.setUpRequired && pathname !== mfaSetUpPath) return <Navigate to={mfaSetUpPath} replace />;
  return null;
}
