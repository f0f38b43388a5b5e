import { authRoutes, organizationRoutes as r, unverifiedInvitationsPerDay } from '@console/contract';
import { zh } from '@console/phrases';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { client, outbox, uniqueEmail, uniquePhone } from '../support/auth-helpers.js';
import { advanceSignedIn } from '../support/enterprise-auth-helpers.js';
import { enterpriseOf, switchInto } from '../support/enterprise-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { uploadWorkbook, workbookOf } from '../support/import-helpers.js';
import { type Person, signedInPerson } from '../support/real-name-helpers.js';

/**
 * An invitation is a message to someone else's phone or e-mail: it obeys the per-recipient limits
 * of codes, and an enterprise that has not passed authentication invites a few people a day.
 */
describe.each(databases)('invitation send limits on %s', (kind) => {
  let t: TestApp;
  let master: Person;
  beforeEach(async () => {
    t = await startTestApp(kind);
    master = await signedInPerson(t);
  });
  afterEach(async () => {
    await t.close();
  });

  const invite = (phoneOrEmail: string, lang: 'en' | 'zh' = 'en') => master.post(r.invite.path, { name: 'Li Lei', phoneOrEmail }, lang);
  const sentTo = async (to: string) => (await outbox(t)).filter((m) => m.to === to).length;
  const invitationsOf = async (enterpriseId: string) =>
    (await t.db.selectFrom('member_invitations').select('id').where('enterprise_id', '=', enterpriseId).execute()).length;

  it('sends one message to a recipient a minute and five an hour, sharing the budget with codes', async () => {
    const { enterpriseId } = await enterpriseOf(t, master, { passed: true });
    const phone = uniquePhone();
    // Thirty at once: one goes out.
    const burst = await Promise.all(Array.from({ length: 30 }, () => invite(phone)));
    expect(burst.filter((res) => res.json().code === 0)).toHaveLength(1);
    const refused = burst.find((res) => res.json().code !== 0)!;
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 1007060, data: { fields: [{ field: 'phoneOrEmail' }] } });
    expect(refused.json().msg).toMatch(/wait \d+ seconds/);
    expect(await sentTo(phone)).toBe(1);
    expect(await invitationsOf(enterpriseId)).toBe(1);
    // The minute is the inviter's: a sign-in code asked from elsewhere is not held by it (the budget is per source).
    const code = await client(t).withCaptcha(authRoutes.loginSmsCode.path, { phone });
    expect(code.json().code).toBe(0);

    for (let i = 1; i < 5; i++) {
      await advanceSignedIn(t, 61_000, master);
      expect((await invite(phone)).json().code).toBe(0);
    }
    await advanceSignedIn(t, 61_000, master);
    const sixth = (await invite(phone, 'zh')).json();
    expect(sixth).toMatchObject({ code: 1007061, data: { fields: [{ field: 'phoneOrEmail' }] } });
    expect(sixth.data.fields[0].message).toMatch(/^该手机号或邮箱收到的消息过多，请 \d+ 分钟后再试$/);
    expect(await sentTo(phone)).toBe(5);
    // E-mail addresses are held to the same.
    const email = uniqueEmail();
    expect((await invite(email)).json().code).toBe(0);
    expect((await invite(email.toUpperCase())).json().code).toBe(1007060);
  });

  it('lets an enterprise that has not passed authentication invite five people a day, however many enterprises its person makes', async () => {
    const { enterpriseId } = await enterpriseOf(t, master);
    const burst = await Promise.all(Array.from({ length: 30 }, () => invite(uniquePhone())));
    expect(burst.filter((res) => res.json().code === 0)).toHaveLength(unverifiedInvitationsPerDay);
    expect(await invitationsOf(enterpriseId)).toBe(unverifiedInvitationsPerDay);
    const refused = (await invite(uniquePhone())).json();
    expect(refused).toMatchObject({ code: 1007062, data: { fields: [{ field: 'phoneOrEmail' }] } });
    expect(refused.msg).toBe(
      'An enterprise that has not passed enterprise authentication can invite at most 5 people a day; try again tomorrow, or complete enterprise authentication',
    );
    expect((await invite(uniquePhone(), 'zh')).json().data.fields[0].message).toBe(
      zh.errors.invitationDailyLimit.replace('{{count}}', '5'),
    );
    // A second unauthenticated enterprise of the same person buys no more.
    const { enterpriseId: second } = await enterpriseOf(t, master);
    expect((await invite(uniquePhone())).json().code).toBe(1007062);
    expect(await invitationsOf(second)).toBe(0);
    // A day later, the budget is back.
    await switchInto(t, master, enterpriseId);
    await advanceSignedIn(t, 24 * 60 * 60_000 + 1, master);
    expect((await invite(uniquePhone())).json().code).toBe(0);
  });

  it('fails the import rows past the day’s invitations, saying why, and imports the rest', async () => {
    await enterpriseOf(t, master);
    const header = ['Name', 'Phone or e-mail', 'Employee number', 'Role', 'Departments'];
    const rows = Array.from({ length: unverifiedInvitationsPerDay + 2 }, (_, i) => [`Person ${i}`, uniquePhone(), '', '', '']);
    const dry = (await uploadWorkbook(t, master, r.memberImportPreview.path, await workbookOf([header, ...rows]))).json();
    const done = (await master.post(r.memberImportConfirm.path.replace(':id', dry.data.id), {})).json();
    expect(done.data).toMatchObject({ status: 'done', done: unverifiedInvitationsPerDay, failed: 2 });
    expect(done.data.errors.map((e: { column: string; message: string }) => [e.column, e.message])).toEqual([
      ['Phone or e-mail', 'An enterprise that has not passed enterprise authentication can invite at most 5 people a day'],
      ['Phone or e-mail', 'An enterprise that has not passed enterprise authentication can invite at most 5 people a day'],
    ]);
  });

  it('does not cap an enterprise that has passed authentication', async () => {
    await enterpriseOf(t, master, { passed: true });
    for (let i = 0; i < unverifiedInvitationsPerDay + 2; i++) expect((await invite(uniquePhone())).json().code).toBe(0);
  });
});
