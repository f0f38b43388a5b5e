import type { PageCode } from '@console/contract/modules';
import type { Phrases } from '@console/phrases';

/** The part of the product a pending page arrives with: what the console tells a person who looks for it. */
export type PendingArea = keyof Phrases['dashboard']['arrivesWith'];

/**
 * Catalogue pages no capability serves yet, each with the issue that builds it and the part of the
 * product it arrives with (a dashboard card whose page is pending says so). A page is either
 * registered by a capability's page map or listed here, never both (a test checks it): until then it
 * is not routed and not in the menu (§6: a route without a page is dropped).
 */
export const pendingPages: Partial<Record<PageCode, { issue: number; area: PendingArea }>> = {};

/** Public routes of §2 that no capability serves yet; they answer /404 until then. */
export const pendingPublicRoutes: Record<string, string> = {};
