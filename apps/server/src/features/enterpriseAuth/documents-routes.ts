import type { AnyRouteSpec } from '../../platform/route.js';

/** Licence and authorization-letter images. */
export const documentRoutes: AnyRouteSpec[] = [];
