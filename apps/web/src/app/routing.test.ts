import { type PermissionSet, buildPermissions, computeModules, toModuleList } from '@console/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type MenuNode, buildMenu, permittedRoutes } from './routing';
import type { Loader, PageEntry } from './capability';
import { pages } from './capabilities';

const load: Loader = () => Promise.resolve({ default: () => null });

// The registry fills as pages are written; each test states exactly which pages exist.
let registered: Record<string, PageEntry | undefined>;
beforeEach(() => {
  registered = { ...pages };
  for (const name of Object.keys(pages) as (keyof typeof pages)[]) delete pages[name];
});
afterEach(() => {
  for (const name of Object.keys(pages) as (keyof typeof pages)[]) delete pages[name];
  Object.assign(pages, registered);
});

const permitted = (...routeNames: string[]): PermissionSet => ({ routeNames: new Set(routeNames), buttons: new Set() });
const union = (...sets: PermissionSet[]): PermissionSet => ({
  routeNames: new Set(sets.flatMap((s) => [...s.routeNames])),
  buttons: new Set(sets.flatMap((s) => [...s.buttons])),
});
const personal = buildPermissions(toModuleList(computeModules({ kind: 'personal' })));
const enterpriseMaster = buildPermissions(
  toModuleList(computeModules({ kind: 'enterprise', isMaster: true, isAdmin: false, roleModuleCodes: [] })),
);

/** Every path of a menu, depth first, as `key` for groups and `key → path` for pages. */
function flatten(nodes: MenuNode[]): string[] {
  return nodes.flatMap((n) => [n.key, ...(n.children ? flatten(n.children) : [])]);
}
const rootKeys = (nodes: MenuNode[]) => nodes.map((n) => n.key);

describe('permittedRoutes', () => {
  it('always holds the constant /dashboard/home, even with no permission at all', () => {
    const routes = permittedRoutes(permitted());
    // The channel partner's join page after a partner link's sign-in is constant too, and so is the
    // second-factor set-up an enterprise's requirement leads to.
    // In any order: the registry collects the page maps by folder name.
    expect(routes.map((r) => r.path).sort()).toEqual(['/channelJoin', '/dashboard/home', '/mfaSetUp', '/pageNotFound']);
    expect(routes.find((r) => r.path === '/dashboard/home')!.name).toBe('home');
  });

  it('routes a permitted page that has a component, at the path its catalogue link gives', () => {
    pages.organizationList = { load };
    const route = permittedRoutes(permitted('organizationList')).find((r) => r.name === 'organizationList');
    expect(route).toEqual({ path: '/enterpriseCenter/organization/organizationList', name: 'organizationList', load });
  });

  it('drops a permitted catalogue page without a component', () => {
    const routes = permittedRoutes(permitted('enterpriseCenter', 'organization', 'organizationList'));
    // In any order: the registry collects the page maps by folder name.
    expect(routes.map((r) => r.path).sort()).toEqual(['/channelJoin', '/dashboard/home', '/mfaSetUp', '/pageNotFound']);
  });

  it('does not route a page that exists but is not permitted', () => {
    pages.organizationList = { load };
    pages.roleList = { load };
    const names = permittedRoutes(permitted('organizationList')).map((r) => r.name);
    expect(names).toContain('organizationList');
    expect(names).not.toContain('roleList');
  });

  it('routes a detail page that stays out of the menu', () => {
    pages.roleList = { load };
    pages.roleDetail = { load, menu: false };
    const permissions = permitted('enterpriseCenter', 'rolemanage', 'roleList', 'roleDetail');
    expect(permittedRoutes(permissions).map((r) => r.name)).toContain('roleDetail');
    expect(flatten(buildMenu(permissions))).not.toContain('/enterpriseCenter/rolemanage/roleDetail');
    expect(flatten(buildMenu(permissions))).toContain('/enterpriseCenter/rolemanage/roleList');
  });
});

describe('buildMenu', () => {
  it('starts with home, even with no permission at all', () => {
    expect(buildMenu(permitted())).toEqual([{ key: '/dashboard/home', name: 'home', path: '/dashboard/home' }]);
  });

  it('nests pages under their groups, with paths only on pages', () => {
    pages.myInvoiceList = { load };
    const menu = buildMenu(permitted('costCenter', 'myInvoice', 'myInvoiceList'));
    expect(menu[1]).toEqual({
      key: '/costCenter',
      name: 'costCenter',
      children: [
        {
          key: '/costCenter/myInvoice',
          name: 'myInvoice',
          children: [{ key: '/costCenter/myInvoice/myInvoiceList', name: 'myInvoiceList', path: '/costCenter/myInvoice/myInvoiceList' }],
        },
      ],
    });
  });

  it('leaves out a permitted page without a component', () => {
    pages.myInvoiceList = { load };
    const keys = flatten(buildMenu(permitted('costCenter', 'myInvoice', 'myInvoiceList', 'myInvoiceDetail')));
    expect(keys).toContain('/costCenter/myInvoice/myInvoiceList');
    expect(keys).not.toContain('/costCenter/myInvoice/myInvoiceDetail');
  });

  it('prunes a group with no visible child, at every level', () => {
    expect(rootKeys(buildMenu(permitted('costCenter', 'myInvoice', 'myInvoiceList')))).toEqual(['/dashboard/home']);
    pages.myInvoiceList = { load, menu: false };
    expect(rootKeys(buildMenu(permitted('costCenter', 'myInvoice', 'myInvoiceList')))).toEqual(['/dashboard/home']);
  });

  it('keeps a group when one of its children shows, and prunes its empty sibling groups', () => {
    pages.myDiscountList = { load };
    const menu = buildMenu(permitted('costCenter', 'myInvoice', 'myInvoiceList', 'myDiscount', 'myDiscountList'));
    const costCenter = menu.find((n) => n.key === '/costCenter')!;
    expect(costCenter.children!.map((n) => n.key)).toEqual(['/costCenter/myDiscount']);
  });

  it('hides the enterprise center when the personal center is permitted', () => {
    pages.pBasicInfo = { load };
    pages.eBasicInfo = { load };
    const menu = buildMenu(union(personal, enterpriseMaster));
    expect(rootKeys(menu)).toContain('/personalCenter');
    expect(rootKeys(menu)).not.toContain('/enterpriseCenter');
    expect(flatten(menu).filter((k) => k.startsWith('/enterpriseCenter'))).toEqual([]);
  });

  it('shows the enterprise center otherwise', () => {
    pages.pBasicInfo = { load };
    pages.eBasicInfo = { load };
    const menu = buildMenu(enterpriseMaster);
    expect(rootKeys(menu)).not.toContain('/personalCenter');
    expect(flatten(menu)).toEqual(
      expect.arrayContaining(['/enterpriseCenter', '/enterpriseCenter/eCenterInfo', '/enterpriseCenter/eCenterInfo/eBasicInfo']),
    );
  });
});
