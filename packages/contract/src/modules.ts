/**
 * The module catalogue of spec §6: pages and buttons (type 2) with their webLinks. The server
 * computes a session's moduleList from it and guards its routes with the same codes; the console
 * builds its routes and menu from the moduleList. One table, read by both sides.
 */

export type ModuleScope = 'personal' | 'enterprise' | 'common';
export type ModuleType = 1 | 2;

export interface ModuleEntry {
  /** Route name for pages; `parent:route:action` for buttons. Unique. */
  code: ModuleCode;
  type: ModuleType;
  /** Colon-separated path; its last segment is the route name (pages) or the action (buttons). */
  webLink: string;
  scope: ModuleScope;
  /** Only the enterprise's master administrator holds it, whatever their role says. */
  masterOnly?: boolean;
  /** A page (a leaf of the tree) rather than a menu group or a button. */
  page?: boolean;
}

interface Node {
  readonly name: string;
  readonly scope?: ModuleScope;
  readonly masterOnly?: boolean;
  readonly buttons?: readonly string[];
  readonly children?: readonly Node[];
}

const pages = <const N extends readonly string[]>(...names: N) =>
  names.map((name) => ({ name })) as { [K in keyof N]: { readonly name: N[K] } };

const tree = [
  { name: 'myIndex', scope: 'common', children: pages('index', 'serviceweb') },
  {
    name: 'personalCenter',
    scope: 'personal',
    children: [
      { name: 'pCenterInfo', children: pages('pBasicInfo', 'BasicInfoPhone', 'modifyMailbox') },
      { name: 'securityCenter', children: pages('security', 'forget') },
      {
        name: 'pAuthRealName',
        children: pages(
          'pAuthRealNameList',
          'pAuthPhone',
          'pAuthFace',
          'faceBarcodes',
          'pAuthBlink',
          'blinkBarcodes',
          'pAuthBank',
          'pAuthResults',
          'change',
          'authentication',
        ),
      },
    ],
  },
  {
    name: 'enterpriseCenter',
    scope: 'enterprise',
    children: [
      {
        name: 'eCenterInfo',
        children: [
          { name: 'eBasicInfo', buttons: ['editAbbreviation'] },
          { name: 'editPhone', masterOnly: true },
          { name: 'addPhone', masterOnly: true },
        ],
      },
      {
        name: 'eAuthRealName',
        children: pages(
          'eAuthResults',
          'eAuthSelect',
          'bankAuthWriteInfo',
          'bankAuthSubmit',
          'companyAuthSubmit',
          'legalPersonAuthSubmit',
          'bankLegalRepresentative',
        ),
      },
      { name: 'organization', children: [{ name: 'organizationList', buttons: ['add', 'edit', 'delete', 'import'] }] },
      {
        name: 'rolemanage',
        children: [{ name: 'roleList', buttons: ['add', 'edit', 'delete'] }, ...pages('roleBuild', 'roleDetail', 'roleEdit')],
      },
      { name: 'exContacts', children: [{ name: 'list', buttons: ['add', 'edit', 'delete'] }] },
    ],
  },
  {
    name: 'costCenter',
    scope: 'common',
    children: [
      {
        name: 'myInvoice',
        children: pages('myInvoiceList', 'myInvoiceDetail', 'myInvoiceInfo', 'selectInvoice', 'confirmation', 'askForSuccess'),
      },
      { name: 'myDiscount', children: pages('myDiscountList', 'helpDoc') },
    ],
  },
  { name: 'payment', scope: 'common' },
  {
    name: 'serviceManage',
    scope: 'common',
    children: [
      { name: 'myService', children: pages('myServiceList', 'serviceAuthorization') },
      {
        name: 'myApp',
        children: [
          { name: 'myAppList', buttons: ['add', 'edit', 'delete'] },
          ...pages('myAppBuild', 'myAppEdit', 'myAppDetail', 'myAppAuthorize'),
        ],
      },
    ],
  },
  {
    name: 'dailyManage',
    scope: 'common',
    children: pages('myServiceStatistics', 'myAppStatistics', 'logStatistics', 'userDailyList'),
  },
  { name: 'workOrder', scope: 'common', children: pages('myWorkOrder', 'newWorkOrder', 'workOrderDetail') },
] as const satisfies readonly Node[];

type Tree = typeof tree;

/** Every code of a subtree, computed by the compiler the way `flatten` does at run time. */
type CodesOf<T, Parent extends string> = T extends readonly (infer N)[]
  ? N extends { readonly name: infer Name extends string }
    ? | Name
      | (N extends { readonly buttons: readonly (infer A extends string)[] } ? `${Parent extends '' ? Name : Parent}:${Name}:${A}` : never)
      | (N extends { readonly children: infer C } ? CodesOf<C, Name> : never)
    : never
  : never;

/** Names of the nodes without children: the pages a route name can load (the others group the menu). */
type PagesOf<T> = T extends readonly (infer N)[]
  ? N extends { readonly name: infer Name extends string }
    ? N extends { readonly children: infer C }
      ? PagesOf<C>
      : Name
    : never
  : never;

/** A module code of the catalogue: a page, a menu group, or a button `parent:route:action`. */
export type ModuleCode = CodesOf<Tree, ''>;
/** A page's route name: what a console page map is keyed by. */
export type PageCode = PagesOf<Tree>;

function flatten(nodes: readonly Node[], parents: string[], scope: ModuleScope, out: ModuleEntry[]): ModuleEntry[] {
  for (const node of nodes) {
    const nodeScope = node.scope ?? scope;
    const link = [...parents, node.name];
    out.push({
      code: node.name as ModuleCode,
      type: 1,
      webLink: link.join(':'),
      scope: nodeScope,
      masterOnly: node.masterOnly,
      page: !node.children,
    });
    for (const action of node.buttons ?? []) {
      const code = `${node.name}:${action}`;
      out.push({
        code: `${parents.at(-1) ?? node.name}:${code}` as ModuleCode,
        type: 2,
        webLink: `${parents.at(-1) ?? node.name}:${code}`,
        scope: nodeScope,
      });
    }
    flatten(node.children ?? [], link, nodeScope, out);
  }
  return out;
}

export const moduleCatalogue: readonly ModuleEntry[] = Object.freeze(flatten(tree, [], 'common', []));
export const moduleCodes: ReadonlySet<string> = new Set(moduleCatalogue.map((m) => m.code));
/** The page route names of the catalogue, in catalogue order. */
export const pageCodes: readonly PageCode[] = moduleCatalogue.filter((m) => m.page).map((m) => m.code as PageCode);

/** What the console receives in `user.moduleList` (§3). */
export interface ModuleListItem {
  type: ModuleType;
  webLink: string;
}

export type SessionContext =
  { kind: 'personal' } | { kind: 'enterprise'; isMaster: boolean; isAdmin: boolean; roleModuleCodes: readonly string[] };

/** The modules a session may use: personal context → personal and common; enterprise → by role. */
export function computeModules(context: SessionContext): ModuleEntry[] {
  if (context.kind === 'personal') return moduleCatalogue.filter((m) => m.scope !== 'enterprise');
  const granted = new Set(context.roleModuleCodes);
  return moduleCatalogue.filter((m) => {
    if (m.scope === 'personal') return false;
    if (m.masterOnly) return context.isMaster;
    return context.isMaster || context.isAdmin || granted.has(m.code);
  });
}

export function toModuleList(modules: readonly ModuleEntry[]): ModuleListItem[] {
  return modules.map(({ type, webLink }) => ({ type, webLink }));
}

export interface PermissionSet {
  routeNames: ReadonlySet<string>;
  buttons: ReadonlySet<string>;
}

/** §6: type 2 entries are buttons; the last colon-separated segment of a page link is a permitted route name. */
export function buildPermissions(moduleList: readonly ModuleListItem[]): PermissionSet {
  const routeNames = new Set<string>();
  const buttons = new Set<string>();
  for (const item of moduleList) {
    if (item.type === 2) buttons.add(item.webLink);
    else {
      const name = item.webLink.split(':').at(-1);
      if (name) routeNames.add(name);
    }
  }
  return { routeNames, buttons };
}

/** §6 button check: 'parentRouteName:routeName:action', or a direct link. */
export function hasButton(permissions: PermissionSet, link: string): boolean {
  return permissions.buttons.has(link);
}

/** Does a set of granted module codes include this page or button? Used by the server guard. */
export function permits(modules: readonly ModuleEntry[], code: ModuleCode): boolean {
  return modules.some((m) => m.code === code);
}
