import { organizationRoutes as r } from '@console/contract';
import { zh } from '@console/phrases';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outbox, uniqueEmail, uniquePhone } from '../support/auth-helpers.js';
import { advanceSignedIn } from '../support/enterprise-auth-helpers.js';
import { addMembership, enterpriseOf, switchInto } from '../support/enterprise-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { type Person, operationLogJson, signedInPerson } from '../support/real-name-helpers.js';

/** Invitations sent and not yet accepted: listed as invited, sent again or revoked by an administrator. */
describe.each(databases)('pending invitations on %s', (kind) => {
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

  const pending = async (p: Person = master, lang: 'en' | 'zh' = 'en') => (await p.get(r.pendingInvitations.path, lang)).json();
  const resend = (id: string, p: Person = master) => p.post(r.resendInvitation.path.replace(':id', id), {});
  const revoke = (id: string, p: Person = master) => p.post(r.revokeInvitation.path.replace(':id', id), {});
  const linksTo = async (to: string) =>
    (await outbox(t))
      .filter((m) => m.to === to && m.purpose === 'member_invitation')
      .map((m) => new URL(/https?:\/\/\S+/.exec(m.text)![0]).searchParams.get('invitation'));

  it('lists what was sent as invited, masked, with the role and the sender, until it is accepted', async () => {
    const phone = uniquePhone();
    await master.post(r.invite.path, { name: 'Li Lei', phoneOrEmail: phone, roleId: 'admin' });
    const email = uniqueEmail();
    await master.post(r.invite.path, { name: 'Han Mei', phoneOrEmail: email });
    const { list } = (await pending()).data;
    expect(list).toEqual([
      expect.objectContaining({ name: 'Han Mei', roleName: 'Member', invitedBy: master.userName, status: 'invited' }),
      expect.objectContaining({ name: 'Li Lei', roleName: 'Administrator', status: 'invited' }),
    ]);
    expect(list[1].recipient).toBe(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
    expect(list[0].recipient).not.toContain(email.split('@')[0]);
    expect((await pending(master, 'zh')).data.list[1].roleName).toBe(zh.roles.builtIn.admin);
    // A week later the link no longer works: expired, still listed so it can be sent again.
    await advanceSignedIn(t, 7 * 24 * 60 * 60_000 + 1, master);
    expect((await pending()).data.list.map((i: { status: string }) => i.status)).toEqual(['expired', 'expired']);

    // Accepted, it leaves the list.
    const newcomer = await signedInPerson(t, { email });
    await advanceSignedIn(t, 0, master);
    expect((await resend(list[0].id)).json().code).toBe(0);
    const [token] = await linksTo(email);
    expect((await newcomer.post(r.acceptInvitation.path, { token })).json().code).toBe(0);
    expect((await pending()).data.list.map((i: { name: string }) => i.name)).toEqual(['Li Lei']);
  });

  it('sends again with a new link (the old one stops working) within the send limits, and revokes; both logged', async () => {
    const invitee = await signedInPerson(t);
    await master.post(r.invite.path, { name: 'Li Lei', phoneOrEmail: invitee.phone });
    const [{ id }] = (await pending()).data.list;
    const [firstToken] = await linksTo(invitee.phone);
    // Within the minute: the phone just got a message.
    const tooSoon = (await resend(id)).json();
    expect(tooSoon).toMatchObject({ code: 1007060, data: { fields: [{ field: 'phoneOrEmail' }] } });
    await advanceSignedIn(t, 61_000, master, invitee);
    expect((await resend(id)).json()).toMatchObject({ code: 0, data: { kind: 'invitation' } });
    const [secondToken] = await linksTo(invitee.phone);
    expect(secondToken).not.toBe(firstToken);
    expect((await invitee.post(r.acceptInvitation.path, { token: firstToken })).json().code).toBe(1007010);

    expect((await revoke(id)).json().code).toBe(0);
    expect((await pending()).data.list).toEqual([]);
    expect((await invitee.get(r.myInvitations.path)).json().data.list).toEqual([]);
    expect((await invitee.post(r.acceptInvitation.path, { token: secondToken })).json().code).toBe(1007010);
    const again = await revoke(id);
    expect(again.json()).toMatchObject({ code: 1007063, msg: 'This invitation was already accepted or revoked' });
    expect((await resend(id)).json().code).toBe(1007063);
    const log = await operationLogJson(t, master.userId);
    expect(log).toContain('memberInviteResend');
    expect(log).toContain('memberInviteRevoke');
  });

  it("answers another enterprise's invitation as not found, and refuses a member without the permission", async () => {
    await master.post(r.invite.path, { name: 'Li Lei', phoneOrEmail: uniquePhone() });
    const [{ id }] = (await pending()).data.list;
    const stranger = await signedInPerson(t);
    await enterpriseOf(t, stranger, { passed: true });
    expect((await stranger.get(r.pendingInvitations.path)).json().data.list).toEqual([]);
    expect((await resend(id, stranger)).statusCode).toBe(404);
    expect((await revoke(id, stranger)).statusCode).toBe(404);
    const member = await signedInPerson(t);
    await addMembership(t, member.userId, { enterpriseId, role: 'member' });
    await switchInto(t, member, enterpriseId);
    expect((await revoke(id, member)).json().code).toBe(401);
    expect((await pending()).data.list).toHaveLength(1);
  });
});
