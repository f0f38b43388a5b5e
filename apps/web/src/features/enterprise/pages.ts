import type { PageEntry } from '../../app/routeTable';

/** Enterprise information pages (§2 eCenterInfo), by the route name the module catalogue gives them. */
export const enterprisePages: Partial<Record<string, PageEntry>> = {};
