import { pagePath, usePagePath } from '../../app/routing';

/** Route names of the personal real-name pages (§2 pAuthRealName). */
export type RealNameRoute =
  | 'pAuthRealNameList'
  | 'pAuthPhone'
  | 'pAuthBank'
  | 'pAuthFace'
  | 'faceBarcodes'
  | 'pAuthBlink'
  | 'blinkBarcodes'
  | 'pAuthResults'
  | 'change'
  | 'authentication';

/** A page's console path: its catalogue webLink (§6), as the router builds it. */
export const realNamePath = (route: RealNameRoute): string => pagePath(route);

/** The path of a page the session may open, or null (a route not permitted, or without a page yet, is no route, §6). */
export const useRealNamePath = (route: RealNameRoute): string | null => usePagePath(route);
