import { enterpriseRoutes, unauthenticatedEnterpriseLimit } from '@console/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lastCodeTo, lastMessageTo, outbox } from '../support/auth-helpers.js';
import { corporateAccount, agent, legal, startApplication } from '../support/enterprise-auth-helpers.js';
import { enterpriseOf, switchInto } from '../support/enterprise-helpers.js';
import { type TestApp, databases, signedInUser, startTestApp } from '../support/harness.js';
import { type Person, operationLogJson, signedInPerson } from '../support/real-name-helpers.js';

describe.each(databases)('enterprise center on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(kind, { TRUST_PROXY: 'true' });
  });
  afterEach(async () => {
    await t.close();
  });

  const person = (language: 'en' | 'zh' = 'en') => signedInPerson(t, {}, language);
  const header = async (p: Person) => (await p.get('/base/user/headerInfo')).json().data;
  const links = async (p: Person) =>
    ((await p.post('/base/user/getUserInfo2', {})).json().data.user.moduleList as { webLink: string }[]).map((m) => m.webLink);
  const enterpriseRow = (id: string) => t.db.selectFrom('enterprises').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const roleOf = async (enterpriseId: string, userId: string) =>
    (
      await t.db
        .selectFrom('members')
        .select('role')
        .where('enterprise_id', '=', enterpriseId)
        .where('user_id', '=', userId)
        .executeTakeFirst()
    )?.role;

  describe('becoming an enterprise and the context', () => {
    it('creates an enterprise with the person as master and moves the session into it; switching back restores the personal center', async () => {
      const p = await person();
      expect(await header(p)).toMatchObject({ type: 1, companyUuid: null });

      const created = await p.post(enterpriseRoutes.create.path, { name: '  Acme Trading Co., Ltd. ' });
      expect(created.json()).toMatchObject({ code: 0, data: { name: 'Acme Trading Co., Ltd.', role: 'master', realNameStatus: 0 } });
      const id = created.json().data.id as string;
      const row = await enterpriseRow(id);
      expect(row).toMatchObject({ master_user_id: p.userId, real_name_status: 0, check_status: 0 });
      expect(row.enterprise_no).toMatch(/^E\d{12}$/);
      expect(await roleOf(id, p.userId)).toBe('master');

      // §2: the enterprise context shows the enterprise center and hides the personal center.
      expect(await header(p)).toMatchObject({ type: 2, companyUuid: id });
      const inEnterprise = await links(p);
      expect(inEnterprise).toContain('enterpriseCenter:eCenterInfo:eBasicInfo');
      expect(inEnterprise).toContain('enterpriseCenter:eCenterInfo:addPhone');
      expect(inEnterprise.some((l) => l.startsWith('personalCenter'))).toBe(false);
      expect((await p.get(enterpriseRoutes.mine.path)).json().data).toEqual({
        activeEnterpriseId: id,
        enterprises: [{ id, name: 'Acme Trading Co., Ltd.', role: 'master', realNameStatus: 0, realNameStep: null }],
      });
      expect(await operationLogJson(t, p.userId)).toContain(row.enterprise_no!);

      // And the reverse.
      const back = await p.post(enterpriseRoutes.switchContext.path, { enterpriseId: '' });
      expect(back.json()).toMatchObject({ code: 0, data: { activeEnterpriseId: null } });
      expect(await header(p)).toMatchObject({ type: 1, companyUuid: null });
      const personal = await links(p);
      expect(personal).toContain('personalCenter:pCenterInfo:pBasicInfo');
      expect(personal.some((l) => l.startsWith('enterpriseCenter'))).toBe(false);
      expect((await p.get(enterpriseRoutes.info.path)).json().code).toBe(401);

      expect((await p.post(enterpriseRoutes.switchContext.path, { enterpriseId: id })).json()).toMatchObject({
        code: 0,
        data: { activeEnterpriseId: id },
      });
      expect(await header(p)).toMatchObject({ type: 2, companyUuid: id });
    });

    it("answers 404 for another person's enterprise and leaves the context as it was", async () => {
      const owner = await person();
      const { enterpriseId } = await enterpriseOf(t, owner);
      const stranger = await person();
      const res = await stranger.post(enterpriseRoutes.switchContext.path, { enterpriseId });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(1000404);
      expect(await header(stranger)).toMatchObject({ type: 1, companyUuid: null });
      expect((await stranger.post(enterpriseRoutes.switchContext.path, { enterpriseId: 'no-such-enterprise' })).statusCode).toBe(404);
      // A membership that ended is no way in either.
      await t.db
        .updateTable('members')
        .set({ status: 0 })
        .where('enterprise_id', '=', enterpriseId)
        .where('user_id', '=', owner.userId)
        .execute();
      await switchInto(t, owner, null);
      expect((await owner.post(enterpriseRoutes.switchContext.path, { enterpriseId })).statusCode).toBe(404);
    });

    it(`allows ${unauthenticatedEnterpriseLimit} unauthenticated enterprises per person; a passed one does not count`, async () => {
      const p = await person('zh');
      const ids: string[] = [];
      for (let i = 0; i < unauthenticatedEnterpriseLimit; i++) {
        const res = await p.post(enterpriseRoutes.create.path, { name: `Company ${i}` });
        expect(res.json().code).toBe(0);
        ids.push(res.json().data.id);
      }
      const refused = await p.post(enterpriseRoutes.create.path, { name: 'One too many' }, 'en');
      expect(refused.json()).toMatchObject({
        code: 1006011,
        msg: `You already have ${unauthenticatedEnterpriseLimit} enterprises that are not authenticated: finish or use one of them`,
      });
      expect((await p.post(enterpriseRoutes.create.path, { name: 'One too many' }, 'zh')).json().code).toBe(1006011);
      expect(await t.db.selectFrom('enterprises').select('id').where('master_user_id', '=', p.userId).execute()).toHaveLength(
        unauthenticatedEnterpriseLimit,
      );
      // The session stayed in the last one created.
      expect(await header(p)).toMatchObject({ companyUuid: ids.at(-1) });

      await t.db.updateTable('enterprises').set({ real_name_status: 2, check_status: 2 }).where('id', '=', ids[0]!).execute();
      expect((await p.post(enterpriseRoutes.create.path, { name: 'Now there is room' })).json().code).toBe(0);
      const mine = (await p.get(enterpriseRoutes.mine.path)).json().data;
      expect(mine.enterprises).toHaveLength(unauthenticatedEnterpriseLimit + 1);
      expect(mine.enterprises[0]).toMatchObject({ id: ids[0], realNameStatus: 2 });
    });

    it('refuses an empty name, naming the field, and creates nothing', async () => {
      const p = await person();
      const res = await p.post(enterpriseRoutes.create.path, { name: '   ' });
      expect(res.json().code).not.toBe(0);
      expect(res.json().data.fields[0].field).toBe('name');
      expect(await t.db.selectFrom('enterprises').select('id').where('master_user_id', '=', p.userId).execute()).toHaveLength(0);
    });
  });

  describe('enterprise information', () => {
    it('shows an unauthenticated enterprise as it is and asks for authentication before the abbreviation changes', async () => {
      const p = await person();
      const id = (await p.post(enterpriseRoutes.create.path, { name: 'Fresh Co.' })).json().data.id;
      const info = (await p.get(enterpriseRoutes.info.path)).json();
      expect(info).toMatchObject({
        code: 0,
        data: {
          id,
          name: 'Fresh Co.',
          abbreviation: null,
          realNameStatus: 0,
          checkStatus: 0,
          role: 'master',
          superior: null,
          subordinates: [],
          application: null,
        },
      });
      expect(info.data.enterpriseNo).toMatch(/^E\d{12}$/);
      expect(info.data.master).toEqual({ userName: p.userName, phone: `${p.phone.slice(0, 3)}****${p.phone.slice(-4)}` });
      expect(JSON.stringify(info)).not.toContain(p.phone);

      const en = await p.post(enterpriseRoutes.abbreviation.path, { abbreviation: 'Fresh' });
      expect(en.json()).toMatchObject({ code: 1006001, msg: 'Please perform enterprise real-name authentication first' });
      expect((await p.post(enterpriseRoutes.abbreviation.path, { abbreviation: 'Fresh' }, 'zh')).json().code).toBe(1006001);
      expect((await p.post(enterpriseRoutes.masterCode.path, {})).json()).toMatchObject({
        code: 1006001,
        msg: 'Please perform enterprise real-name authentication first',
      });
      expect((await enterpriseRow(id)).abbreviation).toBeNull();
    });

    it('shows the current application with every personal value masked', async () => {
      const p = await person();
      await p.post(enterpriseRoutes.create.path, { name: 'Applying Co.' });
      const application = await startApplication(p, 'bank');
      const res = await p.get(enterpriseRoutes.info.path);
      const data = res.json().data;
      expect(data.realNameStatus).toBe(1);
      expect(data.checkStatus).toBe(8);
      // §4: the session's checkStatus follows the context — the enterprise's in it, the person's outside.
      const userInfo = async () => (await p.post('/base/user/getUserInfo2', {})).json().data.user.checkStatus;
      expect(await userInfo()).toBe(8);
      await p.post(enterpriseRoutes.switchContext.path, { enterpriseId: '' });
      expect(await userInfo()).toBe(0);
      expect(data.application).toMatchObject({
        id: application.id,
        mode: 'bank',
        threeInOne: true,
        legalName: '*三',
        legalIdNumber: '110***********7651',
        legalMobile: '138****0001',
        agentName: '*四',
        bankAccount: `6222${'*'.repeat(corporateAccount.length - 8)}${corporateAccount.slice(-4)}`,
        accountBank: 'Industrial and Commercial Bank of China',
        province: 'Beijing',
        city: 'Beijing',
        branch: 'Haidian Sub-branch',
        applicantName: p.userName,
      });
      expect(data.application.creditCode).toMatch(/^[0-9A-Z]{18}$/);
      for (const secret of [legal.name, legal.idNumber, legal.phone, agent.name, agent.idNumber, corporateAccount, p.phone]) {
        expect(res.body).not.toContain(secret);
      }
    });

    it('shows the superior and subordinate companies', async () => {
      const p = await person();
      const { enterpriseId } = await enterpriseOf(t, p, { passed: true, name: 'Middle Co.' });
      const other = await person();
      const top = (await enterpriseOf(t, other, { name: 'Top Co.' })).enterpriseId;
      const child = (await enterpriseOf(t, other, { name: 'Child Co.' })).enterpriseId;
      await t.db.updateTable('enterprises').set({ superior_id: top }).where('id', '=', enterpriseId).execute();
      await t.db.updateTable('enterprises').set({ superior_id: enterpriseId }).where('id', '=', child).execute();
      expect((await p.get(enterpriseRoutes.info.path)).json().data).toMatchObject({
        superior: { id: top, name: 'Top Co.' },
        subordinates: [{ id: child, name: 'Child Co.' }],
      });
    });

    it('changes the abbreviation of an authenticated enterprise: 11 characters are refused naming the field, nothing written', async () => {
      const p = await person();
      const { enterpriseId } = await enterpriseOf(t, p, { passed: true });
      const en = await p.post(enterpriseRoutes.abbreviation.path, { abbreviation: 'ABCDEFGHIJK' });
      expect(en.statusCode).toBe(400);
      expect(en.json().msg).toBe('Enterprise abbreviation: At most 10 characters');
      expect(en.json().data.fields).toEqual([{ field: 'abbreviation', message: 'At most 10 characters' }]);
      const zh = await p.post(enterpriseRoutes.abbreviation.path, { abbreviation: '一二三四五六七八九十壹' }, 'zh');
      expect(zh.json().msg).toBe('企业简称：最多10个字符');
      expect((await enterpriseRow(enterpriseId)).abbreviation).toBeNull();

      expect((await p.post(enterpriseRoutes.abbreviation.path, { abbreviation: ' 一二三四五六七八九十 ' })).json()).toMatchObject({
        code: 0,
        data: { abbreviation: '一二三四五六七八九十' },
      });
      expect((await p.get(enterpriseRoutes.info.path)).json().data.abbreviation).toBe('一二三四五六七八九十');
      expect(await operationLogJson(t, p.userId)).toContain('changeAbbreviation');
      expect((await p.post(enterpriseRoutes.abbreviation.path, { abbreviation: '' })).json()).toMatchObject({
        code: 0,
        data: { abbreviation: null },
      });
      expect((await enterpriseRow(enterpriseId)).abbreviation).toBeNull();
    });

    it('lets an administrator read and change the abbreviation; a plain member has no enterprise information', async () => {
      const master = await person();
      const { enterpriseId } = await enterpriseOf(t, master, { passed: true });
      const admin = await person();
      await enterpriseOf(t, admin, { enterpriseId, role: 'admin' });
      expect((await admin.get(enterpriseRoutes.info.path)).json().data).toMatchObject({
        role: 'admin',
        master: { userName: master.userName },
      });
      expect((await admin.post(enterpriseRoutes.abbreviation.path, { abbreviation: 'Acme' })).json().code).toBe(0);
      const member = await person();
      await enterpriseOf(t, member, { enterpriseId, role: 'member' });
      const res = await member.get(enterpriseRoutes.info.path);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(401);
    });
  });

  describe('master administrator', () => {
    /** A passed enterprise with `a` as master and `c` as an administrator. */
    async function team() {
      const a = await person();
      const { enterpriseId } = await enterpriseOf(t, a, { passed: true, name: 'Handover Co.' });
      const c = await person();
      await enterpriseOf(t, c, { enterpriseId, role: 'admin' });
      const b = await person('zh');
      return { a, b, c, enterpriseId };
    }

    async function masterTicket(p: Person): Promise<string> {
      const sent = await p.post(enterpriseRoutes.masterCode.path, {});
      expect(sent.json(), sent.body).toMatchObject({
        code: 0,
        data: { phone: `${p.phone.slice(0, 3)}****${p.phone.slice(-4)}`, resendAfter: 60 },
      });
      const verified = await p.post(enterpriseRoutes.masterVerify.path, { code: await lastCodeTo(t, p.phone) });
      expect(verified.json(), verified.body).toMatchObject({ code: 0 });
      return verified.json().data.ticket;
    }

    async function handOver(from: Person, to: Person): Promise<string> {
      const ticket = await masterTicket(from);
      expect((await from.post(enterpriseRoutes.newMasterCode.path, { masterTicket: ticket, phone: to.phone })).json()).toMatchObject({
        code: 0,
      });
      const done = await from.post(enterpriseRoutes.masterChange.path, {
        masterTicket: ticket,
        phone: to.phone,
        code: await lastCodeTo(t, to.phone),
      });
      expect(done.json(), done.body).toMatchObject({ code: 0, data: { masterUserName: to.userName } });
      return ticket;
    }

    it('hands the master role on with codes to both phones; the old master stays an administrator; everyone is told', async () => {
      const { a, b, c, enterpriseId } = await team();
      const ticket = await masterTicket(a);
      expect((await lastMessageTo(t, a.phone))?.text).toContain('Handover Co.');
      expect((await a.post(enterpriseRoutes.newMasterCode.path, { masterTicket: ticket, phone: b.phone })).json().code).toBe(0);
      const toB = await lastMessageTo(t, b.phone);
      // In the new master's own language, naming who asks.
      expect(toB?.text).toContain(a.userName);
      expect(toB?.text).toContain('主管理员');

      // A wrong code changes nothing and leaves the ticket usable.
      const wrong = await a.post(enterpriseRoutes.masterChange.path, {
        masterTicket: ticket,
        phone: b.phone,
        code: '000000' === (await lastCodeTo(t, b.phone)) ? '111111' : '000000',
      });
      expect(wrong.json()).toMatchObject({ code: 1002003 });
      expect(wrong.json().data.fields[0].field).toBe('code');
      expect((await enterpriseRow(enterpriseId)).master_user_id).toBe(a.userId);

      const done = await a.post(enterpriseRoutes.masterChange.path, {
        masterTicket: ticket,
        phone: b.phone,
        code: await lastCodeTo(t, b.phone),
      });
      expect(done.json(), done.body).toMatchObject({ code: 0, data: { masterUserName: b.userName } });
      expect((await enterpriseRow(enterpriseId)).master_user_id).toBe(b.userId);
      expect(await roleOf(enterpriseId, a.userId)).toBe('admin');
      expect(await roleOf(enterpriseId, b.userId)).toBe('master');
      expect(await roleOf(enterpriseId, c.userId)).toBe('admin');

      // The old master's session is an administrator's at once: the master pages are gone.
      expect((await a.get(enterpriseRoutes.info.path)).json().data.role).toBe('admin');
      expect(await links(a)).not.toContain('enterpriseCenter:eCenterInfo:addPhone');
      expect((await a.post(enterpriseRoutes.masterCode.path, {})).statusCode).toBe(403);

      // The new master finds the enterprise in their list and is its master there.
      const mine = (await b.get(enterpriseRoutes.mine.path)).json().data;
      expect(mine.enterprises).toEqual([expect.objectContaining({ id: enterpriseId, role: 'master' })]);
      expect((await b.post(enterpriseRoutes.switchContext.path, { enterpriseId })).json().code).toBe(0);
      expect((await b.get(enterpriseRoutes.info.path)).json().data).toMatchObject({ role: 'master', master: { userName: b.userName } });

      // Both masters and every administrator are told, with names masked.
      for (const p of [a, b, c]) {
        const notice = (await outbox(t)).find((m) => m.to === p.phone && m.purpose === 'enterprise_master_changed');
        expect(notice, p.userName).toBeDefined();
        expect(notice!.text).not.toContain(a.userName);
        expect(notice!.text).not.toContain(b.userName);
      }
      const logged = await operationLogJson(t, a.userId);
      expect(logged).toContain('changeMaster');
      expect(logged).not.toContain(b.phone);
    });

    it('uses the ticket once: a ticket that handed the role on opens nothing later', async () => {
      const { a, b, enterpriseId } = await team();
      const used = await handOver(a, b);
      await switchInto(t, b, enterpriseId);
      t.clock.advance(61_000);
      await handOver(b, a);
      expect((await enterpriseRow(enterpriseId)).master_user_id).toBe(a.userId);
      t.clock.advance(61_000);
      const again = await a.post(enterpriseRoutes.newMasterCode.path, { masterTicket: used, phone: b.phone });
      expect(again.json()).toMatchObject({
        code: 1006013,
        msg: 'The master administrator verification has expired or was used: verify again',
      });
      // A ticket from a verification also expires after 10 minutes.
      const fresh = await masterTicket(a);
      t.clock.advance(10 * 60_000 + 1);
      expect((await a.post(enterpriseRoutes.newMasterCode.path, { masterTicket: fresh, phone: b.phone })).json().code).toBe(1006013);
    });

    it('refuses administrators and members: the master pages are not theirs', async () => {
      const { a, c, enterpriseId } = await team();
      for (const [url, body] of [
        [enterpriseRoutes.masterCode.path, {}],
        [enterpriseRoutes.masterVerify.path, { code: '123456' }],
        [enterpriseRoutes.newMasterCode.path, { masterTicket: 'x'.repeat(43), phone: a.phone }],
        [enterpriseRoutes.masterChange.path, { masterTicket: 'x'.repeat(43), phone: a.phone, code: '123456' }],
      ] as const) {
        const res = await c.post(url, body);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().code, url).toBe(401);
      }
      const member = await person();
      await enterpriseOf(t, member, { enterpriseId, role: 'member' });
      expect((await member.post(enterpriseRoutes.masterCode.path, {})).json().code).toBe(401);
      // Nobody was sent a code.
      expect((await outbox(t)).filter((m) => m.purpose === 'enterprise_master')).toHaveLength(0);
      expect((await enterpriseRow(enterpriseId)).master_user_id).toBe(a.userId);
    });

    it("refuses a wrong code at verification, an empty, unknown or the master's own phone, and a master without a phone", async () => {
      const { a } = await team();
      await a.post(enterpriseRoutes.masterCode.path, {});
      const right = await lastCodeTo(t, a.phone);
      const wrong = await a.post(enterpriseRoutes.masterVerify.path, { code: right === '000000' ? '111111' : '000000' });
      expect(wrong.json()).toMatchObject({ code: 1002003 });
      expect(wrong.json().data.fields[0].field).toBe('code');
      const ticket = (await a.post(enterpriseRoutes.masterVerify.path, { code: right })).json().data.ticket;

      const empty = await a.post(enterpriseRoutes.newMasterCode.path, { masterTicket: ticket, phone: '' });
      expect(empty.json()).toMatchObject({ code: 1006002, msg: 'Please fill out mobile number first' });
      expect(empty.json().data.fields[0].field).toBe('phone');
      expect((await a.post(enterpriseRoutes.newMasterCode.path, { masterTicket: ticket, phone: ' ' }, 'zh')).json()).toMatchObject({
        code: 1006002,
        msg: '请先填写手机号',
      });
      expect((await a.post(enterpriseRoutes.newMasterCode.path, { masterTicket: ticket })).json().code).toBe(1006002);
      const malformed = await a.post(enterpriseRoutes.newMasterCode.path, { masterTicket: ticket, phone: '12345' });
      expect(malformed.json().data.fields[0].field).toBe('phone');
      expect(malformed.json().code).not.toBe(0);

      const unknown = await a.post(enterpriseRoutes.newMasterCode.path, { masterTicket: ticket, phone: '19999999999' });
      expect(unknown.json()).toMatchObject({
        code: 1006014,
        msg: 'No account uses this phone number: the new master administrator must register first',
      });
      const own = await a.post(enterpriseRoutes.newMasterCode.path, { masterTicket: ticket, phone: a.phone });
      expect(own.json()).toMatchObject({ code: 1006015 });
      expect((await outbox(t)).filter((m) => m.purpose === 'enterprise_new_master')).toHaveLength(0);

      const phoneless = await signedInUser(t);
      await enterpriseOf(t, phoneless as unknown as Person, { passed: true });
      const res = await t.call('POST', `/webgate${enterpriseRoutes.masterCode.path}`, { cookie: phoneless.cookie, body: {} });
      expect(res.json()).toMatchObject({ code: 1005003, msg: 'This account has no phone number to send a code to' });
    });
  });
});
