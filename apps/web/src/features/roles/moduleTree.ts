import { type ModuleEntry, assignableModules, moduleCatalogue } from '@console/contract/modules';

/** A node of the permission picker: menu groups, their pages and each page's buttons. */
export interface ModuleNode {
  key: string;
  /** A `routes` phrase for groups and pages, a `roles.actions` phrase for buttons. */
  label: { kind: 'route' | 'action'; name: string };
  children?: ModuleNode[];
  /** Groups only organize; they are not granted by themselves. */
  group?: boolean;
}

const assignable = new Set<string>(assignableModules.map((m) => m.code));

/** The catalogue tree of what a role may grant (§6: pages and their type-2 buttons). */
export function moduleTree(): ModuleNode[] {
  const byLink = new Map<string, ModuleNode>();
  const roots: ModuleNode[] = [];
  const pageNode = new Map<string, ModuleNode>();
  for (const entry of moduleCatalogue as readonly ModuleEntry[]) {
    if (entry.scope === 'personal') continue;
    const segments = entry.webLink.split(':');
    if (entry.type === 2) {
      const page = pageNode.get(segments.at(-2)!);
      if (page && assignable.has(entry.code))
        (page.children ??= []).push({ key: entry.code, label: { kind: 'action', name: segments.at(-1)! } });
      continue;
    }
    if (entry.page && !assignable.has(entry.code)) continue;
    const node: ModuleNode = { key: entry.code, label: { kind: 'route', name: entry.code }, group: !entry.page };
    if (entry.page) pageNode.set(entry.code, node);
    byLink.set(entry.webLink, node);
    const parent = byLink.get(segments.slice(0, -1).join(':'));
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  const prune = (nodes: ModuleNode[]): ModuleNode[] =>
    nodes
      .map((n) => (n.children ? { ...n, children: prune(n.children) } : n))
      .filter((n) => !n.group || (n.children && n.children.length > 0));
  return prune(roots);
}

/** The granted codes among what a checkable tree reports (groups dropped; a button's page is added by the server too). */
export const grantedOf = (checked: readonly string[]): string[] => checked.filter((k) => assignable.has(k));
