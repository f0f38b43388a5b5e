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
  /** A page every member of the enterprise holds, whatever their role (it shows them their own things); its buttons keep `adminOnly`. */
  everyMember?: boolean;
  /** Only the master and the administrators hold it: no custom role can grant it (seals). */
  adminOnly?: boolean;
  /** A page (a leaf of the tree) rather than a menu group or a button. */
  page?: boolean;
}

interface Node {
  readonly name: string;
  readonly scope?: ModuleScope;
  readonly masterOnly?: boolean;
  readonly adminOnly?: boolean;
  readonly buttons?: readonly string[];
  readonly everyMember?: boolean;
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
      // Name seals and handwritten signatures (seals capability).
      { name: 'mySignatures' },
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
      { name: 'organization', children: [{ name: 'organizationList', buttons: ['add', 'edit', 'delete', 'import', 'export'] }] },
      {
        name: 'rolemanage',
        children: [{ name: 'roleList', buttons: ['add', 'edit', 'delete'] }, ...pages('roleBuild', 'roleDetail', 'roleEdit')],
      },
      { name: 'exContacts', children: [{ name: 'list', buttons: ['add', 'edit', 'delete', 'import', 'export'] }] },
      // Seals: the master and the administrators manage them, whatever a custom role says.
      // Every member opens the page and sees the seals granted to them (`everyMember`); the buttons stay adminOnly.
      {
        name: 'sealManage',
        children: [
          {
            name: 'sealList',
            adminOnly: true,
            everyMember: true,
            buttons: ['add', 'upload', 'enable', 'disable', 'delete', 'grant', 'authorize'],
          },
        ],
      },
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
      // Certificates (apply, list, detail, renew, revoke, download).
      { name: 'myCertificate' },
      // Time-stamps (issue, verify) and evidence deposit (deposit, list, certificate).
      { name: 'myTimestamp' },
      { name: 'myEvidence' },
      // PDF e-signatures (sign, history, download).
      { name: 'mySigning' },
      // Sign flows: contracts sent to several signers (start, list, revoke, remind).
      { name: 'mySignFlows' },
      // Templates: a PDF with fields bound to roles, versions, flows from them; bulk send (a flow per spreadsheet row).
      { name: 'myTemplates', buttons: ['bulkSend'] },
    ],
  },
  {
    name: 'dailyManage',
    scope: 'common',
    children: pages('myServiceStatistics', 'myAppStatistics', 'logStatistics', 'userDailyList'),
  },
  {
    name: 'workOrder',
    scope: 'common',
    children: [{ name: 'myWorkOrder', buttons: ['viewAll'] }, ...pages('newWorkOrder', 'workOrderDetail')],
  },
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
      adminOnly: node.everyMember ? undefined : node.adminOnly,
      everyMember: node.everyMember,
      page: !node.children,
    });
    for (const action of node.buttons ?? []) {
      const code = `${node.name}:${action}`;
      out.push({
        code: `${parents.at(-1) ?? node.name}:${code}` as ModuleCode,
        type: 2,
        webLink: `${parents.at(-1) ?? node.name}:${code}`,
        scope: nodeScope,
        adminOnly: node.adminOnly,
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

const byCode = /* @__PURE__ */ new Map(moduleCatalogue.map((m) => [m.code as string, m]));
/** A page or group's code by its webLink (a button's parent page is found this way). */
const byLink = /* @__PURE__ */ new Map(moduleCatalogue.filter((m) => m.type === 1).map((m) => [m.webLink, m]));

/**
 * The modules a role may grant: enterprise and common pages and buttons that are not the master's
 * alone. Menu groups are not granted by themselves: a granted page brings its groups (below).
 */
export const assignableModules: readonly ModuleEntry[] = /* @__PURE__ */ moduleCatalogue.filter(
  (m) => m.scope !== 'personal' && !m.masterOnly && !m.adminOnly && !m.everyMember && (m.type === 2 || m.page),
);
const assignableCodes = /* @__PURE__ */ new Set<string>(assignableModules.map((m) => m.code));
export const isAssignableModule = (code: string): code is ModuleCode => assignableCodes.has(code);

/** The page a button belongs to (`parent:route:action` → `route`). */
export function pageOfButton(code: string): ModuleCode | undefined {
  const entry = byCode.get(code);
  if (!entry || entry.type !== 2) return undefined;
  return entry.webLink.split(':').at(-2) as ModuleCode;
}

/**
 * A role's grants made whole: unknown codes, the personal center and the master's own pages are
 * dropped; a button brings its page, and a page the groups above it, so the menu can show it.
 */
export function closeGrants(codes: readonly string[]): Set<string> {
  const granted = new Set(codes.filter((c) => assignableCodes.has(c)));
  for (const code of [...granted]) {
    const page = pageOfButton(code);
    if (page) granted.add(page);
  }
  for (const code of [...granted]) {
    const entry = byCode.get(code);
    if (!entry || entry.type === 2) continue;
    const segments = entry.webLink.split(':');
    for (let i = 1; i < segments.length; i++) {
      const group = byLink.get(segments.slice(0, i).join(':'));
      if (group) granted.add(group.code);
    }
  }
  return granted;
}

/** Every member's pages with the menu groups above them. */
const everyMemberCodes: ReadonlySet<string> = /* @__PURE__ */ (() => {
  const codes = new Set<string>();
  for (const entry of moduleCatalogue.filter((m) => m.everyMember)) {
    codes.add(entry.code);
    const segments = entry.webLink.split(':');
    for (let i = 1; i < segments.length; i++) {
      const group = byLink.get(segments.slice(0, i).join(':'));
      if (group) codes.add(group.code);
    }
  }
  return codes;
})();

/** Lists made so far, by context: few differ (the personal one, one per master/admin/role grants). */
const madeLists = new Map<string, ModuleEntry[]>();
/** Past this many different grant sets the lists start over (one more computation each). */
const madeListsMax = 10_000;

/**
 * The modules a session may use: personal context → personal and common; enterprise → by role.
 * The server asks on every signed-in request (~9 µs of each header-info read filtering the
 * catalogue), so each context's list is made once and shared, frozen: callers only read it.
 */
export function computeModules(context: SessionContext): ModuleEntry[] {
  const key =
    context.kind === 'personal'
      ? 'personal'
      : `${Number(context.isMaster)}${Number(context.isAdmin)}\u0000${context.roleModuleCodes.join('\u0000')}`;
  let list = madeLists.get(key);
  if (!list) {
    if (madeLists.size >= madeListsMax) madeLists.clear();
    list = Object.freeze(makeModules(context)) as ModuleEntry[];
    madeLists.set(key, list);
  }
  return list;
}

function makeModules(context: SessionContext): ModuleEntry[] {
  if (context.kind === 'personal') return moduleCatalogue.filter((m) => m.scope !== 'enterprise');
  const granted = closeGrants(context.roleModuleCodes);
  return moduleCatalogue.filter((m) => {
    if (m.scope === 'personal') return false;
    if (everyMemberCodes.has(m.code)) return true;
    if (m.masterOnly) return context.isMaster;
    if (m.adminOnly) return context.isMaster || context.isAdmin;
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

/**
 * What the built-in ordinary member role grants (§6 "ordinary members"): the home page only; the
 * enterprise's own information needs a role that grants it. Administrators hold every module but the
 * master's own.
 */
export const memberRoleModules: readonly ModuleCode[] = ['index', 'serviceweb'];
