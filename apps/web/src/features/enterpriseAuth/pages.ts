import type { PageEntry, PublicRoute } from '../../app/routeTable';
import { withPhrases } from '../../app/i18n';

const page = (load: PageEntry['load'], menu?: false): PageEntry => ({
  load: withPhrases(['enterpriseAuth'], load),
  ...(menu === false ? { menu } : {}),
});

/** Enterprise authentication pages (§2 eAuthRealName), by the route name the module catalogue gives them. */
export const enterpriseAuthPages: Partial<Record<string, PageEntry>> = {
  eAuthResults: page(() => import('./ResultsPage')),
  eAuthSelect: page(() => import('./SelectPage')),
  // Reached from the mode cards and from each other, not from the menu.
  bankAuthWriteInfo: page(() => import('./BankInfoPage'), false),
  bankAuthSubmit: page(() => import('./AmountPage'), false),
  companyAuthSubmit: page(() => import('./DocumentsPage'), false),
  legalPersonAuthSubmit: page(() => import('./LegalPersonPage'), false),
  bankLegalRepresentative: page(() => import('./BankLegalPage'), false),
};

/** Public pages of enterprise authentication (the legal representative's SMS link). */
export const enterpriseAuthPublicRoutes: PublicRoute[] = [
  {
    path: '/legalPersonAuth',
    name: 'legalPersonAuth',
    frame: 'public',
    load: withPhrases(['enterpriseAuth'], () => import('./PublicLegalPersonPage')),
  },
];
