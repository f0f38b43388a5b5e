import { pagePath, usePagePath } from '../../app/routing';

/** Route names of the enterprise authentication pages (§2 eAuthRealName). */
export type EnterpriseAuthRoute =
  | 'eAuthResults'
  | 'eAuthSelect'
  | 'bankAuthWriteInfo'
  | 'bankAuthSubmit'
  | 'companyAuthSubmit'
  | 'legalPersonAuthSubmit'
  | 'bankLegalRepresentative';

/** A page's console path: its catalogue webLink (§6), as the router builds it. */
export const enterpriseAuthPath = (route: EnterpriseAuthRoute): string => pagePath(route);

/** The path of a page the session may open, or null (a route not permitted is no route, §6). */
export const useEnterpriseAuthPath = (route: EnterpriseAuthRoute): string | null => usePagePath(route);
