import { rolesRoutes } from '@console/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addMembership, enterpriseOf, switchInto } from '../support/enterprise-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { type Person, operationLogJson, signedInPerson } from '../support/real-name-helpers.js';

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Finance',
  description: 'Pays the invoices',
  moduleCodes: ['myInvoiceList', 'exContacts:list:add'],
  ...overrides,
});

describe.each(databases)('roles on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(kind);
  });
  afterEach(async () => {
    await t.close();
  });

  const links = async (p: Person) => {
    const res = (await p.post('/base/user/getUserInfo2', {})).json();
    return (res.data.user.moduleList as { webLink: string }[]).map((m) => m.webLink);
  };
  /** A master of a new enterprise, and a second person who is an ordinary member of it. */
  async function enterpriseWithMember() {
    const master = await signedInPerson(t);
    const { enterpriseId } = await enterpriseOf(t, master);
    const member = await signedInPerson(t);
    await addMembership(t, member.userId, { enterpriseId, role: 'member' });
    await switchInto(t, member, enterpriseId);
    return { master, member, enterpriseId };
  }
  const giveRole = (enterpriseId: string, userId: string, roleId: string | null) =>
    t.db.updateTable('members').set({ role_id: roleId }).where('enterprise_id', '=', enterpriseId).where('user_id', '=', userId).execute();

  it('lists the three built-in roles first, then custom roles; a custom role keeps its pages and buttons and brings a button’s page', async () => {
    const { master } = await enterpriseWithMember();
    const created = await master.post(rolesRoutes.create.path, form());
    expect(created.json()).toMatchObject({ code: 0, data: { builtIn: false, name: 'Finance', memberCount: 0 } });
    // The button 'exContacts:list:add' brings its page 'list'.
    expect(created.json().data.moduleCodes.sort()).toEqual(['exContacts:list:add', 'list', 'myInvoiceList']);

    const list = (await master.get(rolesRoutes.list.path)).json().data;
    expect(list.list.map((r: { id: string }) => r.id).slice(0, 3)).toEqual(['master', 'admin', 'member']);
    expect(list.list.find((r: { id: string }) => r.id === 'master').memberCount).toBe(1);
    expect(list.list.find((r: { id: string }) => r.id === 'member').memberCount).toBe(1);
    expect(list.list.at(-1)).toMatchObject({ name: 'Finance', builtIn: false });
    expect(list.next).toBeNull();
    expect((await master.get(`${rolesRoutes.list.path}?keyword=fin`)).json().data.list.map((r: { name: string }) => r.name)).toEqual([
      'Finance',
    ]);
    expect(await operationLogJson(t, master.userId)).toContain('roleCreate');
  });

  it('pages custom roles by key: every role once, in creation order', async () => {
    const { master } = await enterpriseWithMember();
    for (let i = 0; i < 23; i++) {
      t.clock.advance(1);
      expect((await master.post(rolesRoutes.create.path, form({ name: `Role ${String(i).padStart(2, '0')}` }))).json().code).toBe(0);
    }
    const first = (await master.get(rolesRoutes.list.path)).json().data;
    expect(first.list).toHaveLength(3 + 20);
    const second = (await master.get(`${rolesRoutes.list.path}?after=${first.next}`)).json().data;
    expect(second.list.map((r: { name: string }) => r.name)).toEqual(['Role 20', 'Role 21', 'Role 22']);
    expect(second.next).toBeNull();
  });

  it("computes a member's modules from their role at every request: a role edit applies at the next request", async () => {
    const { master, member, enterpriseId } = await enterpriseWithMember();
    // The built-in member role: the home page, nothing to manage.
    const asMember = await links(member);
    expect(asMember).toContain('myIndex:index');
    expect(asMember).not.toContain('enterpriseCenter:eCenterInfo:eBasicInfo');
    expect(asMember).not.toContain('enterpriseCenter:rolemanage:roleList');
    expect((await member.get(rolesRoutes.list.path)).json().code).toBe(401);

    const role = (await master.post(rolesRoutes.create.path, form({ moduleCodes: ['roleList'] }))).json().data;
    await giveRole(enterpriseId, member.userId, role.id);
    const granted = await links(member);
    expect(granted).toContain('enterpriseCenter:rolemanage:roleList');
    // The page's groups come with it; the add button does not.
    expect(granted).toContain('enterpriseCenter:rolemanage');
    expect(granted).not.toContain('rolemanage:roleList:add');
    expect((await member.get(rolesRoutes.list.path)).json().code).toBe(0);
    expect((await member.post(rolesRoutes.create.path, form({ name: 'Other' }))).json().code).toBe(401);

    // The master grants the add button: the member's next request may create a role.
    expect(
      (
        await master.post(rolesRoutes.edit.path.replace(':id', role.id), form({ moduleCodes: ['roleList', 'rolemanage:roleList:add'] }))
      ).json().code,
    ).toBe(0);
    expect(await links(member)).toContain('rolemanage:roleList:add');
    expect((await member.post(rolesRoutes.create.path, form({ name: 'Other' }))).json().code).toBe(0);

    // And takes it away again.
    await master.post(rolesRoutes.edit.path.replace(':id', role.id), form({ moduleCodes: ['myInvoiceList'] }));
    expect(await links(member)).not.toContain('rolemanage:roleList:add');
    expect((await member.get(rolesRoutes.list.path)).json().code).toBe(401);
  });

  it('refuses a role without a name, description or module permission, naming the field in en and zh; nothing is written', async () => {
    const { master } = await enterpriseWithMember();
    const noModules = (await master.post(rolesRoutes.create.path, form({ moduleCodes: [] }))).json();
    expect(noModules.data.fields[0]).toEqual({ field: 'moduleCodes', message: 'Please pick at least one module permission' });
    const noName = (await master.post(rolesRoutes.create.path, form({ name: '  ' }), 'zh')).json();
    expect(noName.data.fields[0].field).toBe('name');
    expect(noName.msg).toContain('不能为空');
    const longDescription = (await master.post(rolesRoutes.create.path, form({ description: 'x'.repeat(301) }))).json();
    expect(longDescription.data.fields[0]).toMatchObject({ field: 'description', message: 'At most 300 characters' });
    // The master's own pages and the personal center cannot be granted.
    const masterOnly = (await master.post(rolesRoutes.create.path, form({ moduleCodes: ['editPhone'] }))).json();
    expect(masterOnly.data.fields[0].field).toBe('moduleCodes.0');
    const personal = (await master.post(rolesRoutes.create.path, form({ moduleCodes: ['pBasicInfo'] }))).json();
    expect(personal.code).not.toBe(0);
    expect(await t.db.selectFrom('roles').selectAll().execute()).toHaveLength(0);
  });

  it('keeps role names unique in the enterprise (said beside the name), not across enterprises', async () => {
    const { master } = await enterpriseWithMember();
    await master.post(rolesRoutes.create.path, form());
    const again = (await master.post(rolesRoutes.create.path, form(), 'zh')).json();
    expect(again.code).toBe(1007001);
    expect(again.data.fields[0]).toEqual({ field: 'name', message: '企业已有同名角色' });
    const other = await signedInPerson(t);
    await enterpriseOf(t, other);
    expect((await other.post(rolesRoutes.create.path, form())).json().code).toBe(0);
  });

  it("answers another enterprise's role as not found, for reading, editing and deleting", async () => {
    const { master } = await enterpriseWithMember();
    const role = (await master.post(rolesRoutes.create.path, form())).json().data;
    const stranger = await signedInPerson(t);
    await enterpriseOf(t, stranger);
    const path = (p: string) => p.replace(':id', role.id);
    expect((await stranger.get(path(rolesRoutes.detail.path))).statusCode).toBe(404);
    expect((await stranger.post(path(rolesRoutes.edit.path), form({ name: 'Mine' }))).statusCode).toBe(404);
    expect((await stranger.post(path(rolesRoutes.remove.path), {})).statusCode).toBe(404);
    expect((await master.get(path(rolesRoutes.detail.path))).json().data.name).toBe('Finance');
  });

  it('never changes or deletes a built-in role', async () => {
    const { master } = await enterpriseWithMember();
    expect((await master.post(rolesRoutes.edit.path.replace(':id', 'admin'), form())).json().code).toBe(1007002);
    expect((await master.post(rolesRoutes.remove.path.replace(':id', 'member'), {})).json().code).toBe(1007002);
    const detail = (await master.get(rolesRoutes.detail.path.replace(':id', 'member'))).json().data;
    expect(detail).toMatchObject({ builtIn: true, moduleCodes: ['index', 'serviceweb'] });
  });

  it('refuses to delete a role someone holds, saying how many; deletes it once nobody does', async () => {
    const { master, member, enterpriseId } = await enterpriseWithMember();
    const role = (await master.post(rolesRoutes.create.path, form())).json().data;
    await giveRole(enterpriseId, member.userId, role.id);
    const refused = (await master.post(rolesRoutes.remove.path.replace(':id', role.id), {})).json();
    expect(refused).toMatchObject({ code: 1007003, msg: '1 member holds this role: give them another role first' });
    await giveRole(enterpriseId, member.userId, null);
    expect((await master.post(rolesRoutes.remove.path.replace(':id', role.id), {})).json().code).toBe(0);
    expect((await master.get(rolesRoutes.detail.path.replace(':id', role.id))).statusCode).toBe(404);
    expect(await operationLogJson(t, master.userId)).toContain('roleDelete');
  });

  it('says who holds a permission: the built-in roles and the custom roles granting it, with member counts', async () => {
    const { master, member, enterpriseId } = await enterpriseWithMember();
    const role = (await master.post(rolesRoutes.create.path, form())).json().data;
    await giveRole(enterpriseId, member.userId, role.id);
    const holders = (await master.get(`${rolesRoutes.holders.path}?module=myInvoiceList`)).json().data;
    expect(holders.roles.map((r: { id: string; memberCount: number }) => [r.id, r.memberCount])).toEqual([
      ['master', 1],
      ['admin', 0],
      [role.id, 1],
    ]);
    const basic = (await master.get(`${rolesRoutes.holders.path}?module=index`)).json().data;
    expect(basic.roles.map((r: { id: string }) => r.id)).toEqual(['master', 'admin', 'member']);
  });
});
