import type { AnyRouteSpec } from '../../platform/route.js';

/** Enterprise authentication (§7 createAuth, updateAuth, selectProjectInfo; history; bankAuthSubmit amount). */
export const enterpriseAuthRoutes: AnyRouteSpec[] = [];
