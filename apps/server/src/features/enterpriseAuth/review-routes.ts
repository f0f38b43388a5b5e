import type { AnyRouteSpec } from '../../platform/route.js';

/** The operator back office for enterprises. */
export const enterpriseReviewRoutes: AnyRouteSpec[] = [];
