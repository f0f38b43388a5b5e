import { type ModuleListItem, type PageCode, type PermissionSet, buildPermissions, moduleCatalogue } from '@console/contract/modules';
import type { Loader } from './capability';
import { constantRoutes, pages } from './capabilities';
import { useConsole } from './store';

export interface ConsoleRoute {
  path: string;
  name: string;
  load: Loader;
}

export interface MenuNode {
  key: string;
  name: string;
  path?: string;
  children?: MenuNode[];
}

const pathOf = (webLink: string) => `/${webLink.split(':').join('/')}`;

/** §6: the permitted routes: constant ones, plus catalogue pages that are permitted and have a page. */
export function permittedRoutes(permissions: PermissionSet): ConsoleRoute[] {
  const routes: ConsoleRoute[] = constantRoutes.map((r) => ({ ...r }));
  for (const entry of moduleCatalogue) {
    if (entry.type === 2) continue;
    const page = pages[entry.code as PageCode];
    if (page && permissions.routeNames.has(entry.code)) routes.push({ path: pathOf(entry.webLink), name: entry.code, load: page.load });
  }
  return routes;
}

/**
 * The menu from permitted routes (§2): a group shows when one of its pages shows; when the personal
 * center is permitted the enterprise center is hidden, and the reverse.
 */
export function buildMenu(permissions: PermissionSet): MenuNode[] {
  const hideEnterprise = permissions.routeNames.has('personalCenter');
  const nodes = new Map<string, MenuNode>();
  const roots: MenuNode[] = [{ key: '/dashboard/home', name: 'home', path: '/dashboard/home' }];
  for (const entry of moduleCatalogue) {
    if (entry.type === 2 || !permissions.routeNames.has(entry.code)) continue;
    const segments = entry.webLink.split(':');
    if (hideEnterprise && segments[0] === 'enterpriseCenter') continue;
    const page = pages[entry.code as PageCode];
    const node: MenuNode = { key: pathOf(entry.webLink), name: entry.code };
    if (page) {
      if (page.menu === false) continue;
      node.path = node.key;
    }
    nodes.set(entry.webLink, node);
    const parent = nodes.get(segments.slice(0, -1).join(':'));
    if (segments.length === 1) roots.push(node);
    else if (parent) (parent.children ??= []).push(node);
  }
  const prune = (list: MenuNode[]): MenuNode[] =>
    list
      .map((n) => (n.children ? { ...n, children: prune(n.children) } : n))
      .filter((n) => n.path || (n.children && n.children.length > 0));
  return prune(roots);
}

/** Breadcrumb names for a path: each catalogue ancestor, then the page. */
export function breadcrumbNames(pathname: string): string[] {
  if (pathname.startsWith('/dashboard')) return ['home'];
  return pathname.split('/').filter(Boolean);
}

export interface LoadedPermissions {
  permissions: PermissionSet;
  moduleList: ModuleListItem[];
}

export function toPermissions(moduleList: ModuleListItem[]): LoadedPermissions {
  return { permissions: buildPermissions(moduleList), moduleList };
}

/** A page's console path: its catalogue webLink (§6), as the router builds it. */
export function pagePath(code: PageCode): string {
  const entry = moduleCatalogue.find((e) => e.page && e.code === code);
  if (!entry) throw new Error(`no catalogue page ${code}`);
  return pathOf(entry.webLink);
}

/**
 * The path of a page the session may open, or null: a route that is not permitted, or has no page
 * yet, is not a route at all (§6), so nothing should link to it.
 */
export function usePagePath(code: PageCode): string | null {
  const permitted = useConsole((s) => s.permissions?.routeNames.has(code) ?? false);
  return permitted && pages[code] ? pagePath(code) : null;
}
