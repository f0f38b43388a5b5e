import { describe, expect, it } from 'vitest';
import { roleTemplates } from './roles/schemas.js';
import {
  type ModuleEntry,
  assignableModules,
  isAssignableModule,
  memberRoleModules,
  type SessionContext,
  buildPermissions,
  computeModules,
  hasButton,
  moduleCatalogue,
  moduleCodes,
  permits,
  toModuleList,
} from './modules.js';

const codesOf = (modules: readonly ModuleEntry[]) => new Set(modules.map((m) => m.code));
const permissionsOf = (context: SessionContext) => buildPermissions(toModuleList(computeModules(context)));

const master: SessionContext = { kind: 'enterprise', isMaster: true, isAdmin: false, roleModuleCodes: [] };
const admin: SessionContext = { kind: 'enterprise', isMaster: false, isAdmin: true, roleModuleCodes: [] };
const member = (roleModuleCodes: string[]): SessionContext => ({ kind: 'enterprise', isMaster: false, isAdmin: false, roleModuleCodes });
/** What every member holds besides their role's grants: the seal page (the seals granted to them) with its menu groups. */
const everyMember = ['enterpriseCenter', 'sealList', 'sealManage'];
const withEveryMember = (codes: string[]) => [...new Set([...codes, ...everyMember])].sort();

describe('buildPermissions (§6)', () => {
  const permissions = buildPermissions([
    { type: 1, webLink: 'enterpriseCenter:organization:organizationList' },
    { type: 2, webLink: 'organization:organizationList:add' },
    { type: 1, webLink: 'payment' },
  ]);

  it("turns a page link's last colon-separated segment into a route name", () => {
    expect([...permissions.routeNames].sort()).toEqual(['organizationList', 'payment']);
  });

  it('keeps type 2 entries as buttons, whole, and never as routes', () => {
    expect([...permissions.buttons]).toEqual(['organization:organizationList:add']);
    expect(permissions.routeNames.has('add')).toBe(false);
  });

  it('ignores an empty page link', () => {
    expect(buildPermissions([{ type: 1, webLink: '' }]).routeNames.size).toBe(0);
  });
});

describe('hasButton (§6)', () => {
  const permissions = buildPermissions([
    { type: 1, webLink: 'enterpriseCenter:organization:organizationList' },
    { type: 2, webLink: 'organization:organizationList:add' },
  ]);

  it("grants 'parentRouteName:routeName:action' when the module list has it", () => {
    expect(hasButton(permissions, 'organization:organizationList:add')).toBe(true);
  });

  it('refuses another action, a shortened link, or a page link', () => {
    expect(hasButton(permissions, 'organization:organizationList:delete')).toBe(false);
    expect(hasButton(permissions, 'organizationList:add')).toBe(false);
    expect(hasButton(permissions, 'enterpriseCenter:organization:organizationList')).toBe(false);
  });
});

describe('the module catalogue', () => {
  it('has unique codes', () => {
    expect(moduleCodes.size).toBe(moduleCatalogue.length);
  });

  it("names every button 'parentRouteName:routeName:action' after a page that exists under that parent", () => {
    const pagesByCode = new Map<string, ModuleEntry>(moduleCatalogue.filter((m) => m.type === 1).map((m) => [m.code, m]));
    const buttons = moduleCatalogue.filter((m) => m.type === 2);
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) {
      const [parent, route, action, ...rest] = button.code.split(':');
      expect(rest, button.code).toEqual([]);
      expect(action, button.code).toBeTruthy();
      expect(button.webLink).toBe(button.code);
      const page = pagesByCode.get(route!);
      expect(page, button.code).toBeDefined();
      expect(page!.webLink.split(':').at(-2), button.code).toBe(parent);
    }
  });

  it('gives every page a link whose last segment is its own code', () => {
    for (const page of moduleCatalogue.filter((m) => m.type === 1)) expect(page.webLink.split(':').at(-1)).toBe(page.code);
  });
});

describe('computeModules (§6)', () => {
  it('shows a personal context the personal center and common pages, and nothing of the enterprise center', () => {
    const modules = computeModules({ kind: 'personal' });
    const codes = codesOf(modules);
    expect(codes.has('personalCenter')).toBe(true);
    expect(codes.has('pBasicInfo')).toBe(true);
    expect(codes.has('myIndex')).toBe(true);
    expect(codes.has('payment')).toBe(true);
    expect(codes.has('enterpriseCenter')).toBe(false);
    expect(modules.filter((m) => m.scope === 'enterprise')).toEqual([]);
    expect(modules.filter((m) => m.webLink.startsWith('enterpriseCenter'))).toEqual([]);
  });

  it('shows an enterprise context no personal center', () => {
    for (const context of [master, admin, member(['personalCenter', 'pBasicInfo'])]) {
      const codes = codesOf(computeModules(context));
      expect(codes.has('personalCenter')).toBe(false);
      expect(codes.has('pBasicInfo')).toBe(false);
    }
  });

  it('gives the master administrator every enterprise and common module, including the master-only pages', () => {
    const codes = codesOf(computeModules(master));
    expect(codes.has('editPhone')).toBe(true);
    expect(codes.has('addPhone')).toBe(true);
    const expected = moduleCatalogue.filter((m) => m.scope !== 'personal').map((m) => m.code);
    expect([...codes].sort()).toEqual(expected.sort());
  });

  it('gives another administrator everything the master has except the master-only pages', () => {
    const adminCodes = codesOf(computeModules(admin));
    expect(adminCodes.has('editPhone')).toBe(false);
    expect(adminCodes.has('addPhone')).toBe(false);
    expect(adminCodes.has('eBasicInfo')).toBe(true);
    expect(adminCodes.has('rolemanage:roleList:delete')).toBe(true);
    const masterOnly = [...codesOf(computeModules(master))].filter((c) => !adminCodes.has(c));
    expect(masterOnly.sort()).toEqual(['addPhone', 'editPhone']);
  });

  it('gives an ordinary member exactly what their role grants, never master-only or personal modules', () => {
    const granted = ['enterpriseCenter', 'organization', 'organizationList', 'organization:organizationList:add', 'payment'];
    const codes = codesOf(computeModules(member([...granted, 'editPhone', 'addPhone', 'pBasicInfo', 'noSuchModule'])));
    expect([...codes].sort()).toEqual(withEveryMember(granted));
  });

  it('gives a button its page, and a page its menu groups, whatever the stored grants say', () => {
    const codes = codesOf(computeModules(member(['rolemanage:roleList:delete'])));
    expect([...codes].sort()).toEqual(withEveryMember(['enterpriseCenter', 'roleList', 'rolemanage', 'rolemanage:roleList:delete']));
  });

  it('gives the built-in member role the home page only', () => {
    const codes = codesOf(computeModules(member([...memberRoleModules])));
    // Besides their role's pages, every member opens the seal page (it shows them the seals granted to them).
    expect([...codes].sort()).toEqual(['enterpriseCenter', 'index', 'myIndex', 'sealList', 'sealManage', 'serviceweb']);
  });

  it('offers for roles only enterprise and common pages and buttons, never the master-only or personal ones, nor bare groups', () => {
    const codes = new Set(assignableModules.map((m) => m.code));
    expect(codes.has('roleList')).toBe(true);
    expect(codes.has('rolemanage:roleList:add')).toBe(true);
    for (const code of ['editPhone', 'addPhone', 'pBasicInfo', 'enterpriseCenter', 'rolemanage'])
      expect(codes.has(code as never), code).toBe(false);
  });

  it('builds every role template from assignable modules', () => {
    for (const [name, codes] of Object.entries(roleTemplates)) {
      for (const code of codes) expect(isAssignableModule(code), `${name}: ${code}`).toBe(true);
    }
  });

  it('gives a member whose role grants nothing only what every member holds', () => {
    expect(codesOf(computeModules(member([])))).toEqual(new Set(everyMember));
  });

  it('carries through the module list into routes and buttons the console can check', () => {
    const ofMaster = permissionsOf(master);
    expect(ofMaster.routeNames.has('editPhone')).toBe(true);
    expect(hasButton(ofMaster, 'eCenterInfo:eBasicInfo:editAbbreviation')).toBe(true);

    const ofMember = permissionsOf(member(['organizationList', 'organization:organizationList:add']));
    // The page brings the menu groups above it, so the menu can show it.
    expect([...ofMember.routeNames].sort()).toEqual(withEveryMember(['enterpriseCenter', 'organization', 'organizationList']));
    expect(hasButton(ofMember, 'organization:organizationList:add')).toBe(true);
    expect(hasButton(ofMember, 'organization:organizationList:delete')).toBe(false);
  });

  it('permits checks a code against the granted modules, as the server guard does', () => {
    const modules = computeModules(member(['organizationList']));
    expect(permits(modules, 'organizationList')).toBe(true);
    expect(permits(modules, 'roleList')).toBe(false);
  });
});
