import { organizationRoutes as r } from '@console/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addMembership, enterpriseOf } from '../support/enterprise-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { createDepartment, ownMemberId } from '../support/organization-helpers.js';
import { type Person, signedInPerson } from '../support/real-name-helpers.js';

/** §3 a department has members and a head; §5 at least one member is required. */
describe.each(databases)('a department’s members and head on %s', (kind) => {
  let t: TestApp;
  let master: Person;
  let enterpriseId: string;
  let masterId: string;
  beforeEach(async () => {
    t = await startTestApp(kind);
    master = await signedInPerson(t);
    ({ enterpriseId } = await enterpriseOf(t, master));
    masterId = await ownMemberId(t, master);
  });
  afterEach(async () => {
    await t.close();
  });

  /** Another person on the job in the enterprise: their member id. */
  const colleague = async () => {
    const p = await signedInPerson(t);
    await addMembership(t, p.userId, { enterpriseId, role: 'member' });
    const row = await t.db
      .selectFrom('members')
      .select('id')
      .where('user_id', '=', p.userId)
      .where('enterprise_id', '=', enterpriseId)
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const memberIdsOf = async (nodeCode: string) =>
    (await master.get(`${r.members.path}?departmentCode=${nodeCode}&status=onTheJob`))
      .json()
      .data.list.map((m: { id: string }) => m.id)
      .sort();
  const topNames = async () => (await master.get(r.children.path)).json().data.list.map((n: { name: string }) => n.name);
  const edit = async (id: string, body: Record<string, unknown>, lang: 'en' | 'zh' = 'en') =>
    (await master.post(r.editDepartment.path.replace(':id', id), body, lang)).json();

  it('refuses a department without members, naming the field in en and zh, and creates nothing', async () => {
    const en = await createDepartment(t, master, { name: 'Sales', memberIds: [] });
    expect(en.data.fields).toEqual([{ field: 'memberIds', message: 'Members cannot be empty' }]);
    const zh = await createDepartment(t, master, { name: 'Sales', memberIds: [] }, 'zh');
    expect(zh.data.fields).toEqual([{ field: 'memberIds', message: '成员不能为空' }]);
    // Leaving the field out is the same refusal.
    const missing = (await master.post(r.createDepartment.path, { name: 'Sales' })).json();
    expect(missing.data.fields[0].field).toBe('memberIds');
    expect(await topNames()).toEqual([]);
  });

  it('puts the chosen members in the new department, with a head among them', async () => {
    const ann = await colleague();
    const bob = await colleague();
    const sales = await createDepartment(t, master, { name: 'Sales', memberIds: [ann, bob], headMemberId: bob });
    expect(sales.code).toBe(0);
    expect(sales.data.headMemberId).toBe(bob);
    expect(await memberIdsOf(sales.data.nodeCode)).toEqual([ann, bob].sort());
    // A head who is not one of the members is refused beside the head, in the caller's language.
    const stray = await createDepartment(t, master, { name: 'Ops', memberIds: [ann], headMemberId: bob }, 'zh');
    expect(stray.data.fields).toEqual([{ field: 'headMemberId', message: '负责人须是本部门的成员' }]);
    expect(await topNames()).toEqual(['Sales']);
  });

  it("refuses another enterprise's member (and an unknown or separated one) and changes nothing", async () => {
    const stranger = await signedInPerson(t);
    await enterpriseOf(t, stranger);
    const foreign = await ownMemberId(t, stranger);
    const refused = await createDepartment(t, master, { name: 'Sales', memberIds: [masterId, foreign] });
    expect(refused.data.fields[0].field).toBe('memberIds');
    expect(await topNames()).toEqual([]);
    expect(await t.db.selectFrom('department_members').select('member_id').execute()).toEqual([]);

    const sales = (await createDepartment(t, master, { name: 'Sales' })).data;
    const onEdit = await edit(sales.nodeCode, { name: 'Renamed', memberIds: [foreign], headMemberId: foreign }, 'zh');
    expect(onEdit.data.fields[0].field).toBe('memberIds');
    expect(await topNames()).toEqual(['Sales']);
    expect(await memberIdsOf(sales.nodeCode)).toEqual([masterId]);

    const leaver = await colleague();
    await t.db.updateTable('members').set({ status: 2 }).where('id', '=', leaver).execute();
    expect((await edit(sales.nodeCode, { name: 'Sales', memberIds: [leaver] })).data.fields[0].field).toBe('memberIds');
    expect((await edit(sales.nodeCode, { name: 'Sales', memberIds: ['nobody'] })).data.fields[0].field).toBe('memberIds');
    expect(await memberIdsOf(sales.nodeCode)).toEqual([masterId]);
  });

  it('edits the members: the new ones join, the ones left out leave, and at least one must stay', async () => {
    const ann = await colleague();
    const bob = await colleague();
    const sales = (await createDepartment(t, master, { name: 'Sales', memberIds: [masterId, ann], headMemberId: ann })).data;
    const edited = await edit(sales.nodeCode, { name: 'Sales', memberIds: [ann, bob], headMemberId: bob });
    expect(edited.data).toMatchObject({ headMemberId: bob });
    expect(await memberIdsOf(sales.nodeCode)).toEqual([ann, bob].sort());
    // The member dialog shows the department on the member who joined, and not on the one who left.
    const list = (await master.get(`${r.members.path}?status=onTheJob`)).json().data.list as {
      id: string;
      departments: { name: string }[];
    }[];
    expect(list.find((m) => m.id === bob)!.departments.map((d) => d.name)).toEqual(['Sales']);
    expect(list.find((m) => m.id === masterId)!.departments).toEqual([]);

    const emptied = await edit(sales.nodeCode, { name: 'Sales', memberIds: [] }, 'zh');
    expect(emptied.data.fields).toEqual([{ field: 'memberIds', message: '成员不能为空' }]);
    expect(await memberIdsOf(sales.nodeCode)).toEqual([ann, bob].sort());
  });

  it('keeps a separated member in the department when its members on the job are edited', async () => {
    const ann = await colleague();
    const leaver = await colleague();
    const sales = (await createDepartment(t, master, { name: 'Sales', memberIds: [ann, leaver] })).data;
    await t.db.updateTable('members').set({ status: 2 }).where('id', '=', leaver).execute();
    expect((await edit(sales.nodeCode, { name: 'Sales', memberIds: [masterId] })).code).toBe(0);
    const rows = await t.db.selectFrom('department_members').select('member_id').where('department_id', '=', sales.nodeCode).execute();
    expect(rows.map((row) => row.member_id).sort()).toEqual([masterId, leaver].sort());
  });
});
