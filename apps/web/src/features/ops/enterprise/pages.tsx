import { Spin } from 'antd';
import { type ComponentType, Suspense, lazy } from 'react';
import { withPhrases } from '../../../app/i18n';

/** The enterprise pages of the back office load on demand, each with the `enterpriseOps` phrases. */
const page = (load: () => Promise<{ default: ComponentType }>) => {
  const Page = lazy(withPhrases(['enterpriseOps', 'enterpriseAuth'], load));
  return function EnterpriseOpsPage() {
    return (
      <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
        <Page />
      </Suspense>
    );
  };
};

export const EnterpriseReviewPage = page(() => import('./EnterpriseReviewPage'));
export const RemittanceLedgerPage = page(() => import('./RemittanceLedgerPage'));
export const EnterpriseListPage = page(() => import('./EnterpriseListPage'));
