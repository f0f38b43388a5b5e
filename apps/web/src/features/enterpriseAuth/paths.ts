import { moduleCatalogue } from '@console/contract/modules';
import { pages } from '../../app/routeTable';
import { useConsole } from '../../app/store';

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
export function enterpriseAuthPath(route: EnterpriseAuthRoute): string {
  const entry = moduleCatalogue.find((e) => e.type === 1 && e.code === route && e.webLink.startsWith('enterpriseCenter:'));
  if (!entry) throw new Error(`no catalogue page ${route}`);
  return `/${entry.webLink.split(':').join('/')}`;
}

/** The path of a page the session may open, or null (a route not permitted is no route, §6). */
export function useEnterpriseAuthPath(route: EnterpriseAuthRoute): string | null {
  const permitted = useConsole((s) => s.permissions?.routeNames.has(route) ?? false);
  return permitted && pages[route] ? enterpriseAuthPath(route) : null;
}
