import type { PageCode } from '@console/contract/modules';
import type { CapabilityPages, OpsPage, PageEntry, PublicRoute } from './capability';
import type { LazyNamespace } from './i18n';

// The registry the router, the menu and the back office read. The kernel imports no capability: the
// composition root (root/capabilities.ts) collects every capability's page map and registers them here
// before the router is built. The lists are filled in place, so a module that imported them early
// (and tests, which add and remove entries) sees them.

/** Every capability's page map, in the order registered. */
export const capabilities: CapabilityPages[] = [];
/** Pages of the permission-filtered routes, by route name. Tests add and remove entries. */
export const pages: Partial<Record<PageCode, PageEntry>> = {};
export const publicRoutes: PublicRoute[] = [];
export const constantRoutes: NonNullable<CapabilityPages['constantRoutes']> = [];
export const opsPages: OpsPage[] = [];
/** The namespaces of every capability with back-office pages: the back office's menu names them all. */
export const opsNamespaces: LazyNamespace[] = [];

/** Adds page maps to the registry (once each: a capability registered twice is a mistake, refused). */
export function registerCapabilities(list: readonly CapabilityPages[]): void {
  for (const capability of list) {
    if (capabilities.some((c) => c.name === capability.name)) throw new Error(`The capability ${capability.name} is registered twice.`);
    capabilities.push(capability);
    Object.assign(pages, capability.pages ?? {});
    publicRoutes.push(...(capability.publicRoutes ?? []));
    constantRoutes.push(...(capability.constantRoutes ?? []));
    opsPages.push(...(capability.opsPages ?? []));
    if (capability.opsPages?.length)
      for (const namespace of capability.namespaces) if (!opsNamespaces.includes(namespace)) opsNamespaces.push(namespace);
  }
}
