import type { CapabilityName } from '@console/contract/capabilities';
import type { PageCode } from '@console/contract/modules';
import type { Phrases } from '@console/phrases';
import type { ComponentType } from 'react';
import { type LazyNamespace, isLazyNamespace, withPhrases } from './i18n';

/**
 * A capability's page map (`features/<name>/pages.ts`): the one place it registers what the console
 * routes to — signed-in pages by the catalogue's route name, public pages by path, back-office pages
 * under /operation. Every loader also brings the capability's own phrases namespace (and any others
 * it names), so a page never renders before its texts. Nothing here is loaded until navigated to.
 */
export type PageModule = { default: ComponentType };

/** What a route says of itself: its name in `routes.*` (the page title, §2). */
export interface RouteHandle {
  name: string;
}
export type Loader = () => Promise<PageModule>;

export interface PageEntry {
  load: Loader;
  /** Shown in the left menu (lists and landing pages); detail and edit pages are reached from them. */
  menu?: boolean;
}

export interface PublicRoute {
  path: string;
  name: keyof Phrases['routes'];
  load: Loader;
  /** Renders without Ant Design (the sign-in page's light frame, for its bundle budget). */
  light?: boolean;
}

/** Icons the back-office menu knows (OpsLayout maps them; icons are not loaded with the page maps). */
export type OpsIcon = 'setting' | 'audit' | 'idcard' | 'safety' | 'bank' | 'cluster' | 'appstore' | 'shopping' | 'customerService';

export interface OpsPage {
  /** Under /operation/. */
  path: string;
  label: OpsLabel;
  icon: OpsIcon;
  load: Loader;
}

type Leaves<T, P extends string = ''> = { [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`> }[keyof T &
  string];
/** A phrase key of a capability's namespace for a back-office menu label. */
export type OpsLabel = Leaves<Pick<Phrases, LazyNamespace>>;

export interface CapabilityPages {
  name: CapabilityName;
  /** The phrase namespaces its pages load: its own and any it names. */
  namespaces: readonly LazyNamespace[];
  pages?: Partial<Record<PageCode, PageEntry>>;
  publicRoutes?: PublicRoute[];
  opsPages?: OpsPage[];
  /** Signed-in routes every session has, whatever its modules (the home page). */
  constantRoutes?: { path: string; name: keyof Phrases['routes']; load: Loader }[];
}

/** Wraps every loader of a capability's page map so its namespaces load with the page. */
export function definePages(spec: Omit<CapabilityPages, 'namespaces'> & { namespaces?: readonly LazyNamespace[] }): CapabilityPages {
  // A capability's own namespace carries its name (the sign-in capability's is in the core, loaded first).
  const namespaces = [...(isLazyNamespace(spec.name) ? [spec.name] : []), ...(spec.namespaces ?? [])];
  const wrap = (load: Loader): Loader => withPhrases(namespaces, load);
  return {
    name: spec.name,
    namespaces,
    pages: Object.fromEntries(Object.entries(spec.pages ?? {}).map(([code, page]) => [code, { ...page, load: wrap(page!.load) }])),
    publicRoutes: spec.publicRoutes?.map((r) => ({ ...r, load: wrap(r.load) })),
    opsPages: spec.opsPages?.map((p) => ({ ...p, load: wrap(p.load) })),
    constantRoutes: spec.constantRoutes?.map((r) => ({ ...r, load: wrap(r.load) })),
  };
}
