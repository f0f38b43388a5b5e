import type { AnyRouteSpec } from '../../platform/route.js';

/** The legal representative's SMS link (public) and its resend. */
export const legalPersonRoutes: AnyRouteSpec[] = [];
