import type { PageEntry, PublicRoute } from '../../app/routeTable';

/** Enterprise authentication pages (§2 eAuthRealName), by the route name the module catalogue gives them. */
export const enterpriseAuthPages: Partial<Record<string, PageEntry>> = {};

/** Public pages of enterprise authentication (the legal representative's SMS link). */
export const enterpriseAuthPublicRoutes: PublicRoute[] = [];
