import { moduleCatalogue } from '@console/contract/modules';
import { pages } from '../../app/routeTable';
import { useConsole } from '../../app/store';

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
export function realNamePath(route: RealNameRoute): string {
  const entry = moduleCatalogue.find((e) => e.type === 1 && e.code === route && e.webLink.startsWith('personalCenter:'));
  if (!entry) throw new Error(`no catalogue page ${route}`);
  return `/${entry.webLink.split(':').join('/')}`;
}

/**
 * The path of a page the session may open, or null: a route that is not permitted, or has no page
 * yet, is not a route at all (§6), so nothing should link to it.
 */
export function useRealNamePath(route: RealNameRoute): string | null {
  const permitted = useConsole((s) => s.permissions?.routeNames.has(route) ?? false);
  return permitted && pages[route] ? realNamePath(route) : null;
}
