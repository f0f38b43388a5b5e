import { dashboardRoutes, organizationRoutes as r, rolesRoutes } from '@console/contract';
import { zh } from '@console/phrases';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lastMessageTo } from '../support/auth-helpers.js';
import { advanceSignedIn } from '../support/enterprise-auth-helpers.js';
import { addMembership, enterpriseOf, switchInto } from '../support/enterprise-helpers.js';
import { type TestApp, databases, signedInUser, startTestApp } from '../support/harness.js';
import { type Person, operationLogJson, signedInPerson } from '../support/real-name-helpers.js';
import { addProduct, appBody, createApp, grant, operatorOf } from '../support/apps-helpers.js';
import { createDepartment } from '../support/organization-helpers.js';

describe.each(databases)('members on %s', (kind) => {
  let t: TestApp;
  let master: Person;
  let enterpriseId: string;
  beforeEach(async () => {
    t = await startTestApp(kind);
    master = await signedInPerson(t);
    ({ enterpriseId } = await enterpriseOf(t, master, { name: 'Acme Trading', passed: true }));
  });
  afterEach(async () => {
    await t.close();
  });

  const links = async (p: Person) => {
    const res = (await p.post('/base/user/getUserInfo2', {})).json();
    return res.code === 0 ? (res.data.user.moduleList as { webLink: string }[]).map((m) => m.webLink) : res;
  };
  const memberIdOf = async (userId: string) =>
    (
      await t.db
        .selectFrom('members')
        .select('id')
        .where('enterprise_id', '=', enterpriseId)
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).id;
  const list = async (query = '') => (await master.get(`${r.members.path}?${query}`)).json().data;

  /** A second person invited by phone who accepts from their console, then works in the enterprise. */
  async function invitedMember(body: Record<string, unknown> = {}) {
    const p = await signedInPerson(t);
    const sent = (await master.post(r.invite.path, { name: 'Li Lei', phoneOrEmail: p.phone, employeeNo: 'E-007', ...body })).json();
    expect(sent).toMatchObject({ code: 0, data: { kind: 'invitation' } });
    const open = (await p.get(r.myInvitations.path)).json().data.list;
    expect(open).toEqual([expect.objectContaining({ enterpriseName: 'Acme Trading', invitedBy: master.userName })]);
    // The home dashboard counts it, so the console loads the notice.
    expect((await p.get(dashboardRoutes.summary.path)).json().data.invitations).toBe(1);
    const joined = (await p.post(r.acceptInvitation.path, { id: open[0].id })).json();
    expect(joined).toMatchObject({ code: 0, data: { enterpriseId, enterpriseName: 'Acme Trading' } });
    expect((await p.get(dashboardRoutes.summary.path)).json().data.invitations).toBe(0);
    await switchInto(t, p, enterpriseId);
    return { p, memberId: await memberIdOf(p.userId) };
  }

  it('invites an account by phone: it gets an SMS, accepts in its console and joins with the role and departments given', async () => {
    const sales = (await createDepartment(t, master, { name: 'Sales' })).data;
    const role = (
      await master.post(rolesRoutes.create.path, { name: 'Org keeper', description: 'Keeps the tree', moduleCodes: ['organizationList'] })
    ).json().data;
    const { p, memberId } = await invitedMember({ roleId: role.id, departmentIds: [sales.nodeCode] });
    const sms = (await lastMessageTo(t, p.phone))!.text;
    expect(sms).toContain('Acme Trading');
    // The link opens the console's home page, which accepts the invitation on arrival.
    expect(new URL(sms.match(/https?:\/\/\S+/)![0]).pathname).toBe('/dashboard/home');
    const member = (await list()).list.find((m: { id: string }) => m.id === memberId);
    expect(member).toMatchObject({
      name: 'Li Lei',
      employeeNo: 'E-007',
      roleId: role.id,
      roleName: 'Org keeper',
      departments: [{ nodeCode: sales.nodeCode, name: 'Sales' }],
      status: 1,
    });
    // Masked on screen.
    expect(member.phone).toMatch(/^1\d{2}\*{4}\d{4}$/);
    // Their menu is their role's: the organization, not roles.
    const menu = await links(p);
    expect(menu).toContain('enterpriseCenter:organization:organizationList');
    expect(menu).not.toContain('enterpriseCenter:rolemanage:roleList');
    // The invitation is used up.
    expect((await p.get(r.myInvitations.path)).json().data.list).toEqual([]);
    expect(await operationLogJson(t, master.userId)).toContain('memberInvite');
  });

  it('sends someone without an account a registration link; the invitation waits for the account that signs up with that e-mail', async () => {
    const email = `new${Date.now()}@example.com`;
    const sent = (await master.post(r.invite.path, { name: 'Han Mei', phoneOrEmail: email })).json();
    expect(sent).toMatchObject({ code: 0, data: { kind: 'registration' } });
    const mail = (await lastMessageTo(t, email))!;
    expect(mail.text).toContain('/signIn?invitation=');
    const token = new URL(mail.text.match(/https?:\/\/\S+/)![0]).searchParams.get('invitation')!;
    // Someone else holding the link cannot use it.
    const other = await signedInPerson(t);
    expect((await other.post(r.acceptInvitation.path, { token })).json().code).toBe(1007010);
    const newcomer = await signedInPerson(t, { email });
    expect((await newcomer.get(r.myInvitations.path)).json().data.list).toHaveLength(1);
    expect((await newcomer.post(r.acceptInvitation.path, { token })).json().code).toBe(0);
    expect((await newcomer.post(r.acceptInvitation.path, { token })).json().code).toBe(1007010);
  });

  it('lets an invitation expire', async () => {
    const p = await signedInPerson(t);
    await master.post(r.invite.path, { name: 'Li Lei', phoneOrEmail: p.phone });
    const [open] = (await p.get(r.myInvitations.path)).json().data.list;
    await advanceSignedIn(t, 7 * 24 * 60 * 60_000 + 1, p);
    expect((await p.post(r.acceptInvitation.path, { id: open.id })).json().code).toBe(1007010);
  });

  it('refuses bad invitations naming the field, in en and zh, and writes nothing', async () => {
    const p = await signedInPerson(t);
    const noName = (await master.post(r.invite.path, { name: '', phoneOrEmail: p.phone })).json();
    expect(noName.data.fields[0]).toMatchObject({ field: 'name' });
    const badRecipient = (await master.post(r.invite.path, { name: 'A', phoneOrEmail: '12' }, 'zh')).json();
    expect(badRecipient.data.fields[0]).toEqual({ field: 'phoneOrEmail', message: zh.validation.emailOrPhoneInvalid });
    const masterRole = (await master.post(r.invite.path, { name: 'A', phoneOrEmail: p.phone, roleId: 'master' })).json();
    expect(masterRole).toMatchObject({ code: 1007018, data: { fields: [{ field: 'roleId' }] } });
    const badDepartment = (await master.post(r.invite.path, { name: 'A', phoneOrEmail: p.phone, departmentIds: ['nope'] })).json();
    expect(badDepartment).toMatchObject({ code: 1007019, data: { fields: [{ field: 'departmentIds' }] } });
    const self = (await master.post(r.invite.path, { name: 'Me', phoneOrEmail: master.phone })).json();
    expect(self).toMatchObject({ code: 1007009, data: { fields: [{ field: 'phoneOrEmail' }] } });
    expect(await t.db.selectFrom('member_invitations').selectAll().execute()).toHaveLength(0);
  });

  it('applies a role change at the member’s next request', async () => {
    const { p, memberId } = await invitedMember();
    expect(await links(p)).not.toContain('enterpriseCenter:organization:organizationList');
    const edited = (await master.post(r.editMember.path.replace(':id', memberId), { name: 'Li Lei', roleId: 'admin' })).json();
    expect(edited.data).toMatchObject({ role: 'admin', roleId: 'admin' });
    expect(await links(p)).toContain('enterpriseCenter:organization:organizationList');
    expect((await p.get(r.members.path)).json().code).toBe(0);
  });

  it('separates a member: their enterprise sessions end at once, history stays; rejoining restores them', async () => {
    const { p, memberId } = await invitedMember({ roleId: 'admin' });
    expect((await p.get(r.members.path)).json().code).toBe(0);
    const separated = (await master.post(r.separate.path.replace(':id', memberId), {})).json();
    expect(separated.data).toMatchObject({ status: 2, separatedAt: expect.any(Number) });
    // Kicked out: code 12, and the session cannot be used again.
    expect((await p.get(r.members.path)).json().code).toBe(12);
    expect((await p.get('/base/user/headerInfo')).json().code).toBe(12);
    expect((await list('status=separated')).list.map((m: { id: string }) => m.id)).toEqual([memberId]);
    expect((await list('status=onTheJob')).list.map((m: { id: string }) => m.id)).not.toContain(memberId);

    const back = (await master.post(r.rejoin.path.replace(':id', memberId), {})).json();
    expect(back.data).toMatchObject({ status: 1, role: 'admin', separatedAt: null });
    expect(await operationLogJson(t, master.userId)).toContain('memberSeparate');
  });

  it('asks for open work to be handed over before a separation', async () => {
    const { memberId } = await invitedMember();
    const sales = (await createDepartment(t, master, { name: 'Sales' })).data;
    await master.post(r.editDepartment.path.replace(':id', sales.nodeCode), {
      name: 'Sales',
      memberIds: [memberId],
      headMemberId: memberId,
    });
    const refused = (await master.post(r.separate.path.replace(':id', memberId), {})).json();
    expect(refused).toMatchObject({ code: 1007011, msg: 'This member still has open work: head of 1 department(s). Hand it over first' });
    await master.post(r.editDepartment.path.replace(':id', sales.nodeCode), { name: 'Sales', memberIds: [memberId], headMemberId: '' });
    expect((await master.post(r.separate.path.replace(':id', memberId), {})).json().code).toBe(0);
  });

  it('hands a leaver’s departments and applications to a successor on the job, and refuses a successor who cannot take them', async () => {
    const { p, memberId } = await invitedMember({ roleId: 'admin' });
    const ops = await operatorOf(t);
    const product = await addProduct(t, ops, 'id2');
    const subscription = await grant(t, ops, { enterpriseId, productId: product.id, totalCount: 10 });
    const app = await createApp(t, p, appBody([subscription.id]));
    const sales = (await createDepartment(t, master, { name: 'Sales' })).data;
    await master.post(r.editDepartment.path.replace(':id', sales.nodeCode), {
      name: 'Sales',
      memberIds: [memberId],
      headMemberId: memberId,
    });

    // Both kinds of open work are named, in the caller's language; nothing changes.
    const refused = (await master.post(r.separate.path.replace(':id', memberId), {}, 'zh')).json();
    expect(refused).toMatchObject({ code: 1007011, msg: '该成员仍有未完成的工作：担任 1 个部门的负责人、拥有 1 个应用，请先交接' });
    const masterId = await memberIdOf(master.userId);
    const { memberId: separatedId } = await invitedMember();
    expect((await master.post(r.separate.path.replace(':id', separatedId), {})).json().code).toBe(0);
    for (const successorId of [memberId, separatedId, 'no-such-member']) {
      const bad = (await master.post(r.separate.path.replace(':id', memberId), { successorId })).json();
      expect(bad, successorId).toMatchObject({ code: 1007050, data: { fields: [{ field: 'successorId' }] } });
    }
    expect((await list('status=onTheJob')).list.map((m: { id: string }) => m.id)).toContain(memberId);

    const done = (await master.post(r.separate.path.replace(':id', memberId), { successorId: masterId })).json();
    expect(done).toMatchObject({ code: 0, data: { status: 2 } });
    const tree = (await master.get(`${r.children.path}?parentCode=root`)).json().data.list;
    expect(tree.find((d: { nodeCode: string }) => d.nodeCode === sales.nodeCode)).toMatchObject({ headMemberId: masterId });
    // A head is one of the department's members: the successor joined Sales with the headship.
    expect((await list(`departmentCode=${sales.nodeCode}&status=onTheJob`)).list.map((m: { id: string }) => m.id)).toEqual([masterId]);
    // The application is the successor's now: it shows in the master's list and its calls are metered in their name.
    const owner = await t.db.selectFrom('applications').select('user_id').where('app_id', '=', app.appId).executeTakeFirstOrThrow();
    expect(owner.user_id).toBe(master.userId);
    expect(await operationLogJson(t, master.userId)).toContain('head of 1 department(s), owner of 1 application(s)');
  });

  it('never separates nor removes the master administrator, and removes only a separated member, as a logged act', async () => {
    const masterId = await memberIdOf(master.userId);
    expect((await master.post(r.separate.path.replace(':id', masterId), {})).json().code).toBe(1007008);
    expect((await master.post(r.removeMember.path.replace(':id', masterId), {})).json().code).toBe(1007008);
    const { p, memberId } = await invitedMember();
    expect((await master.post(r.removeMember.path.replace(':id', memberId), {})).json().code).toBe(1007012);
    await master.post(r.separate.path.replace(':id', memberId), {});
    expect((await master.post(r.removeMember.path.replace(':id', memberId), {})).json().code).toBe(0);
    expect((await list()).list.map((m: { id: string }) => m.id)).toEqual([masterId]);
    expect(await operationLogJson(t, master.userId)).toContain('memberRemove');
    // They may be invited again (a minute after their last message: a phone gets one a minute).
    await advanceSignedIn(t, 61_000, master);
    expect((await master.post(r.invite.path, { name: 'Li Lei', phoneOrEmail: p.phone })).json().code).toBe(0);
  });

  it('pages members by key and finds them by name or employee number, in a department or all', async () => {
    const sales = (await createDepartment(t, master, { name: 'Sales' })).data;
    for (let i = 0; i < 22; i++) {
      const p = await signedInUser(t);
      await addMembership(t, p.userId, { enterpriseId, role: 'member' });
      const id = await memberIdOf(p.userId);
      await t.db
        .updateTable('members')
        .set({ display_name: `Worker ${i}`, employee_no: `N${i}` })
        .where('id', '=', id)
        .execute();
      if (i < 3)
        await t.db
          .insertInto('department_members')
          .values({ department_id: sales.nodeCode, member_id: id, enterprise_id: enterpriseId })
          .execute();
    }
    const first = await list();
    expect(first.list).toHaveLength(20);
    const second = await list(`after=${first.next}`);
    expect(second.list).toHaveLength(3);
    expect(new Set([...first.list, ...second.list].map((m: { id: string }) => m.id)).size).toBe(23);
    expect((await list('keyword=n21')).list.map((m: { name: string }) => m.name)).toEqual(['Worker 21']);
    // A member the enterprise gave no name (the master here) is found by their account name.
    const { account_name: accountName } = await t.db
      .selectFrom('users')
      .select('account_name')
      .where('id', '=', master.userId)
      .executeTakeFirstOrThrow();
    const byAccount = await list(`keyword=${encodeURIComponent(accountName.slice(1, -1))}`);
    expect(byAccount.list.map((m: { id: string }) => m.id)).toContain(await memberIdOf(master.userId));
    // The three put in, and the master the department was made with.
    expect((await list(`departmentCode=${sales.nodeCode}`)).list).toHaveLength(4);
  });

  it("answers another enterprise's member as not found, and refuses a member without the permission", async () => {
    const { p, memberId } = await invitedMember();
    const stranger = await signedInPerson(t);
    await enterpriseOf(t, stranger);
    expect((await stranger.post(r.editMember.path.replace(':id', memberId), { name: 'X' })).statusCode).toBe(404);
    expect((await stranger.post(r.separate.path.replace(':id', memberId), {})).statusCode).toBe(404);
    expect((await stranger.post(r.removeMember.path.replace(':id', memberId), {})).statusCode).toBe(404);
    expect((await stranger.get(r.members.path)).json().data.list.map((m: { id: string }) => m.id)).not.toContain(memberId);
    // An ordinary member may not manage the organization.
    expect((await p.post(r.invite.path, { name: 'A', phoneOrEmail: stranger.phone })).json().code).toBe(401);
    expect((await p.post(r.separate.path.replace(':id', memberId), {})).json().code).toBe(401);
  });
});
