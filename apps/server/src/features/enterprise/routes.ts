import type { AnyRouteSpec } from '../../platform/route.js';

/** Enterprise center: context, enterprise information, master administrator. */
export const enterpriseRoutes: AnyRouteSpec[] = [];
