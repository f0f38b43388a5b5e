import { organizationRoutes as r } from '@console/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addMembership, enterpriseOf, switchInto } from '../support/enterprise-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { createDepartment, ownMemberId } from '../support/organization-helpers.js';
import { type Person, operationLogJson, signedInPerson } from '../support/real-name-helpers.js';

describe.each(databases)('the department tree on %s', (kind) => {
  let t: TestApp;
  let master: Person;
  let enterpriseId: string;
  beforeEach(async () => {
    t = await startTestApp(kind);
    master = await signedInPerson(t);
    ({ enterpriseId } = await enterpriseOf(t, master));
  });
  afterEach(async () => {
    await t.close();
  });

  const create = async (name: string, parentCode = 'root', p = master) => createDepartment(t, p, { parentCode, name });
  const children = async (parentCode = 'root', after = '') =>
    (await master.get(`${r.children.path}?parentCode=${parentCode}&after=${encodeURIComponent(after)}`)).json().data;
  const move = async (id: string, parentCode: string, lang: 'en' | 'zh' = 'en') =>
    (await master.post(r.moveDepartment.path.replace(':id', id), { parentCode }, lang)).json();
  const names = (page: { list: { name: string }[] }) => page.list.map((n) => n.name);

  it('builds the tree under the enterprise in §3 nodeCode/parentNodeCode form, one level at a time', async () => {
    const sales = (await create('Sales')).data;
    expect(sales).toMatchObject({ parentNodeCode: 'root', name: 'Sales', hasChildren: false, headMemberId: null });
    const north = (await create('North', sales.nodeCode)).data;
    expect(north.parentNodeCode).toBe(sales.nodeCode);
    await create('Finance');
    expect(names(await children())).toEqual(['Finance', 'Sales']);
    expect((await children()).list.find((n: { name: string }) => n.name === 'Sales').hasChildren).toBe(true);
    expect(names(await children(sales.nodeCode))).toEqual(['North']);
    expect(await operationLogJson(t, master.userId)).toContain('departmentCreate');
  });

  it('pages a level by name: every child once', async () => {
    for (let i = 0; i < 53; i++) await create(`D${String(i).padStart(2, '0')}`);
    const first = await children();
    expect(first.list).toHaveLength(50);
    const second = await children('root', first.next);
    expect(names(second)).toEqual(['D50', 'D51', 'D52']);
    expect(second.next).toBeNull();
  });

  it('keeps names unique among siblings (said beside the name), allows the same name elsewhere, and limits them to 1-64 characters', async () => {
    const sales = (await create('Sales')).data;
    const again = await create('Sales');
    expect(again).toMatchObject({ code: 1007004, data: { fields: [{ field: 'name' }] } });
    expect((await create('Sales', sales.nodeCode)).code).toBe(0);
    const long = await create('x'.repeat(65));
    expect(long.data.fields[0]).toEqual({ field: 'name', message: '1-64 characters' });
    const empty = await createDepartment(t, master, { name: ' ' }, 'zh');
    expect(empty.data.fields[0].field).toBe('name');
    expect(empty.msg).toContain('不能为空');
  });

  it('moves a department with everything below it, and refuses a move under itself or below it', async () => {
    const sales = (await create('Sales')).data;
    const north = (await create('North', sales.nodeCode)).data;
    const east = (await create('East', north.nodeCode)).data;
    const finance = (await create('Finance')).data;

    expect(await move(sales.nodeCode, sales.nodeCode)).toMatchObject({ code: 1007005, data: { fields: [{ field: 'parentCode' }] } });
    const cycle = await move(sales.nodeCode, east.nodeCode, 'zh');
    expect(cycle.code).toBe(1007005);
    expect(cycle.data.fields[0].message).toBe('部门不能移动到自身或其子部门之下');

    expect((await move(north.nodeCode, finance.nodeCode)).data.parentNodeCode).toBe(finance.nodeCode);
    expect(names(await children(finance.nodeCode))).toEqual(['North']);
    expect(names(await children(sales.nodeCode))).toEqual([]);
    // The subtree came along: East's path now runs through Finance.
    const hit = (await master.get(`${r.searchDepartments.path}?keyword=east`)).json().data.list[0];
    expect(hit.path).toEqual(['Finance', 'North', 'East']);
    // Now Finance may not move under East, but Sales may.
    expect((await move(finance.nodeCode, east.nodeCode)).code).toBe(1007005);
    expect((await move(sales.nodeCode, east.nodeCode)).code).toBe(0);
    expect((await master.get(`${r.searchDepartments.path}?keyword=sales`)).json().data.list[0].path).toEqual([
      'Finance',
      'North',
      'East',
      'Sales',
    ]);
    // And back to the top.
    expect((await move(north.nodeCode, 'root')).data.parentNodeCode).toBe('root');
    expect(await operationLogJson(t, master.userId)).toContain('departmentMove');
  });

  it('refuses a move next to a sibling of the same name', async () => {
    const a = (await create('A')).data;
    await create('Ops', a.nodeCode);
    const ops = (await create('Ops')).data;
    expect((await move(ops.nodeCode, a.nodeCode)).code).toBe(1007004);
  });

  it('answers a search with each hit’s full path', async () => {
    const sales = (await create('Sales')).data;
    const north = (await create('North sales', sales.nodeCode)).data;
    await create('Key accounts', north.nodeCode);
    const hits = (await master.get(`${r.searchDepartments.path}?keyword=SALES`)).json().data.list;
    expect(hits.map((h: { path: string[] }) => h.path.join(' / ')).sort()).toEqual(['Sales', 'Sales / North sales']);
    expect((await master.get(`${r.searchDepartments.path}?keyword=50%25`)).json().data.list).toEqual([]);
  });

  it('refuses to delete a department with sub-departments or members, saying which', async () => {
    const sales = (await create('Sales')).data;
    const north = (await create('North', sales.nodeCode)).data;
    const refused = (await master.post(r.deleteDepartment.path.replace(':id', sales.nodeCode), {})).json();
    expect(refused).toMatchObject({ code: 1007006, msg: 'This department has 1 sub-department: move or delete it first' });

    const member = await signedInPerson(t);
    await addMembership(t, member.userId, { enterpriseId, role: 'member' });
    const memberId = (await t.db.selectFrom('members').select('id').where('user_id', '=', member.userId).executeTakeFirstOrThrow()).id;
    await t.db
      .insertInto('department_members')
      .values({ department_id: north.nodeCode, member_id: memberId, enterprise_id: enterpriseId })
      .execute();
    const withMembers = (await master.post(r.deleteDepartment.path.replace(':id', north.nodeCode), {}, 'zh')).json();
    // The master it was made with, and the member put in since.
    expect(withMembers).toMatchObject({ code: 1007007, msg: '该部门有 2 名成员，请先将他们调到其他部门' });

    await t.db.deleteFrom('department_members').execute();
    expect((await master.post(r.deleteDepartment.path.replace(':id', north.nodeCode), {})).json().code).toBe(0);
    expect((await master.post(r.deleteDepartment.path.replace(':id', sales.nodeCode), {})).json().code).toBe(0);
    expect(names(await children())).toEqual([]);
  });

  it('names a head among the members on the job', async () => {
    const sales = (await create('Sales')).data;
    const masterMemberId = await ownMemberId(t, master);
    const edited = (
      await master.post(r.editDepartment.path.replace(':id', sales.nodeCode), {
        name: 'Sales & marketing',
        memberIds: [masterMemberId],
        headMemberId: masterMemberId,
      })
    ).json();
    expect(edited.data).toMatchObject({ name: 'Sales & marketing', headMemberId: masterMemberId, headName: master.userName });
    const unknown = (
      await master.post(r.editDepartment.path.replace(':id', sales.nodeCode), {
        name: 'Sales',
        memberIds: [masterMemberId],
        headMemberId: 'nobody',
      })
    ).json();
    expect(unknown.data.fields[0].field).toBe('headMemberId');
  });

  it("answers another enterprise's department as not found and refuses a member without the permission", async () => {
    const sales = (await create('Sales')).data;
    const stranger = await signedInPerson(t);
    await enterpriseOf(t, stranger);
    const strangerMemberId = await ownMemberId(t, stranger);
    expect(
      (await stranger.post(r.editDepartment.path.replace(':id', sales.nodeCode), { name: 'Mine', memberIds: [strangerMemberId] }))
        .statusCode,
    ).toBe(404);
    expect((await stranger.post(r.moveDepartment.path.replace(':id', sales.nodeCode), { parentCode: 'root' })).statusCode).toBe(404);
    expect((await stranger.post(r.deleteDepartment.path.replace(':id', sales.nodeCode), {})).statusCode).toBe(404);
    // Nor may it hang its own departments under ours.
    expect((await create('Mine', sales.nodeCode, stranger)).code).toBe(1007019);
    expect((await stranger.get(`${r.children.path}?parentCode=${sales.nodeCode}`)).json().data.list).toEqual([]);

    const member = await signedInPerson(t);
    await addMembership(t, member.userId, { enterpriseId, role: 'member' });
    await switchInto(t, member, enterpriseId);
    expect((await member.get(r.children.path)).json().code).toBe(401);
    expect((await create('Mine', 'root', member)).code).toBe(401);
  });
});
