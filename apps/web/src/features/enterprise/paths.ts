import { pagePath } from '../../app/routing';

/** Route names of the enterprise center this feature links to. */
export type EnterpriseRoute = 'eBasicInfo' | 'editPhone' | 'addPhone' | 'eAuthSelect' | 'eAuthResults';

/** A page's console path: its catalogue webLink (§6), as the router builds it. */
export const enterprisePath = (route: EnterpriseRoute): string => pagePath(route);

/**
 * A full load of a path: after the session's context or role changed, header info, account info,
 * permissions, routes and menu are all built again from the server's answer (§2).
 */
export const reload = {
  to: (path: string) => window.location.assign(path),
};
