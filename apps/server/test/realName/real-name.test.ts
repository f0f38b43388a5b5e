import { realNameRoutes } from '@console/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../src/db/database.js';
import { newId } from '../../src/platform/ids.js';
import { client, lastCodeTo, lastMessageTo } from '../support/auth-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { enterpriseContext } from '../support/enterprise-helpers.js';
import {
  type Person,
  faceUpload,
  operationLogJson,
  pastTicketExpiry,
  people,
  phoneAuth,
  publicTicketUrl,
  publicVideoUrl,
  secretsOf,
  signedInPerson,
  ticketOf,
  ticketStateUrl,
  upload,
  videoFixture,
} from '../support/real-name-helpers.js';

const { zhang, li, wang, zhao, chen } = people;

describe.each(databases)('personal real-name authentication on %s', (kind) => {
  // Each case gets its own app: a sandbox identity passes for one account only, and the cases
  // verify the same documented people again and again.
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(kind, { TRUST_PROXY: 'true' });
  });
  afterEach(async () => {
    await t.close();
  });

  const person = (language: 'en' | 'zh' = 'en') => signedInPerson(t, {}, language);
  const stateOf = async (p: Person) => (await p.get(realNameRoutes.state.path)).json().data;
  const historyOf = async (p: Person) => (await p.get(realNameRoutes.history.path)).json().data;
  const rowsOf = (userId: string) =>
    t.db.selectFrom('real_name_applications').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
  const userRow = (userId: string) =>
    t.db
      .selectFrom('users')
      .select(['real_name_status', 'real_name_at', 'check_status'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
  const resultAuthOf = async (p: Person) => (await p.get(realNameRoutes.resultAuth.path)).json().data.checkStatus;

  describe('phone 3 elements', () => {
    it('passes 张三 with the SMS code: masked everywhere, profile shows the ID number masked, checkStatus 2 stored', async () => {
      const p = await person('zh');
      const sent = await p.post(realNameRoutes.phoneCode.path, { name: zhang.name, idNumber: zhang.idNumber, phone: zhang.phone });
      expect(sent.json()).toMatchObject({ code: 0, data: { resendAfter: 60 } });
      // The code goes to the phone being verified, in the person's language.
      expect((await lastMessageTo(t, zhang.phone))?.text).toContain('实名认证验证码');
      const done = await p.post(realNameRoutes.phoneSubmit.path, {
        name: zhang.name,
        idNumber: zhang.idNumber,
        phone: zhang.phone,
        code: await lastCodeTo(t, zhang.phone),
      });
      expect(done.json()).toMatchObject({
        code: 0,
        data: {
          status: 'passed',
          mode: 'phone',
          purpose: 'authenticate',
          name: '*三',
          idNumber: '110***********7651',
          phone: '138****0001',
        },
      });

      const state = await p.get(realNameRoutes.state.path);
      expect(state.json().data).toMatchObject({ status: 2, checkStatus: 2, current: { status: 'passed' }, pending: null });
      expect(state.json().data.passedAt).toBe(t.clock.now());
      const profile = await p.get('/console/personal/profile');
      expect(profile.json().data).toMatchObject({
        idNumber: '110***********7651',
        bankCard: null,
        realNameStatus: 2,
        realNameAt: t.clock.now(),
      });
      expect(await resultAuthOf(p)).toBe(2);
      expect(await userRow(p.userId)).toMatchObject({ real_name_status: 2, check_status: 2 });
      // Sign-in answers the stored checkStatus too.
      expect((await client(t).signIn(p.userName, p.password)).json().data.checkStatus).toBe(2);

      for (const body of [done.body, state.body, profile.body, (await p.get(realNameRoutes.history.path)).body]) {
        for (const secret of secretsOf(zhang)) expect(body).not.toContain(secret);
      }
      // At rest: encrypted, never the clear value.
      expect(JSON.stringify(await rowsOf(p.userId))).not.toContain(zhang.idNumber);
      // Passed once is enough.
      t.clock.advance(61_000);
      expect(
        (await p.post(realNameRoutes.phoneCode.path, { name: zhang.name, idNumber: zhang.idNumber, phone: zhang.phone })).json().code,
      ).toBe(1003001);
    });

    it('refuses a wrong SMS code beside the code field and records nothing; the right code still works', async () => {
      const p = await person();
      await p.post(realNameRoutes.phoneCode.path, { name: zhang.name, idNumber: zhang.idNumber, phone: zhang.phone });
      const right = await lastCodeTo(t, zhang.phone);
      const wrongCode = right === '000000' ? '111111' : '000000';
      const wrong = await p.post(realNameRoutes.phoneSubmit.path, {
        name: zhang.name,
        idNumber: zhang.idNumber,
        phone: zhang.phone,
        code: wrongCode,
      });
      expect(wrong.json()).toMatchObject({ code: 1002003, data: { fields: [{ field: 'code' }] } });
      expect(await rowsOf(p.userId)).toEqual([]);
      expect((await stateOf(p)).status).toBe(0);
      const ok = await p.post(realNameRoutes.phoneSubmit.path, {
        name: zhang.name,
        idNumber: zhang.idNumber,
        phone: zhang.phone,
        code: right,
      });
      expect(ok.json().data.status).toBe('passed');
    });

    it('records a mismatched identity as failed with its reason (王五), and a wrong name as a name mismatch', async () => {
      const p = await person();
      const failed = await phoneAuth(t, p, wang);
      expect(failed.json()).toMatchObject({ code: 1003005, msg: expect.stringMatching(/phone/i) });
      expect((await historyOf(p)).list).toMatchObject([
        { status: 'failed', reason: 'verificationPhoneMismatch', mode: 'phone', name: '*五' },
      ]);
      expect(await stateOf(p)).toMatchObject({ status: 3, checkStatus: 3 });
      expect(await resultAuthOf(p)).toBe(3);

      t.clock.advance(61_000);
      const misnamed = await phoneAuth(t, p, zhang, { name: '张四' });
      expect(misnamed.json().code).toBe(1003004);
      const history = (await historyOf(p)).list;
      expect(history.map((a: { reason: string }) => a.reason)).toEqual(['verificationNameMismatch', 'verificationPhoneMismatch']);
      expect(history[0].status).toBe('failed');
      // Failures leave no half-verified identity: the person may still pass.
      t.clock.advance(61_000);
      expect((await phoneAuth(t, p, zhang)).json().data.status).toBe('passed');
    });

    it('names invalid fields in the caller’s language and sends nothing', async () => {
      const p = await person();
      const res = await p.post(
        realNameRoutes.phoneCode.path,
        { name: zhang.name, idNumber: '110101199003077652', phone: zhang.phone },
        'zh',
      );
      expect(res.json()).toMatchObject({ code: 1000400, data: { fields: [{ field: 'idNumber' }] } });
      expect(res.json().msg).toContain('身份证');
      expect(await lastMessageTo(t, zhang.phone)).toBeUndefined();
    });

    it('refuses an ID number that passed for another account, beside the ID number field', async () => {
      const first = await person();
      expect((await phoneAuth(t, first, zhang)).json().data.status).toBe('passed');
      const second = await person();
      const res = await second.post(realNameRoutes.phoneCode.path, { name: zhang.name, idNumber: zhang.idNumber, phone: zhang.phone });
      expect(res.json()).toMatchObject({ code: 1003010, data: { fields: [{ field: 'idNumber' }] } });
      const face = await faceUpload(second, zhang);
      expect(face.json().code).toBe(1003010);
      expect(await rowsOf(second.userId)).toEqual([]);
    });

    it('lets the database refuse a second account holding the same ID number, even past the checks', async () => {
      const first = await person();
      expect((await phoneAuth(t, first, zhang)).json().data.status).toBe('passed');
      const [held] = await rowsOf(first.userId);
      const second = await person();
      // As if two requests had passed the service's check at the same instant.
      const copy = (status: string) => ({ ...held!, id: newId(t.clock.now()), user_id: second.userId, status });
      await t.db.insertInto('real_name_applications').values(copy('failed')).execute();
      const refused = await t.db
        .insertInto('real_name_applications')
        .values(copy('passed'))
        .execute()
        .catch((error: unknown) => error);
      expect(isUniqueViolation(refused)).toBe(true);
      expect((await rowsOf(second.userId)).map((r) => r.status)).toEqual(['failed']);
    });
  });

  describe('bank card 4 elements', () => {
    it('passes with the card and its reserved phone; the profile shows the card masked', async () => {
      const p = await person();
      const elements = { name: chen.name, idNumber: chen.idNumber, bankCard: chen.bankCard, phone: chen.phone };
      expect((await p.post(realNameRoutes.bankCode.path, elements)).json().code).toBe(0);
      const done = await p.post(realNameRoutes.bankSubmit.path, { ...elements, code: await lastCodeTo(t, chen.phone) });
      expect(done.json()).toMatchObject({
        code: 0,
        data: { status: 'passed', mode: 'bank', bankCard: '6222***********0055', name: '***i' },
      });
      expect((await p.get('/console/personal/profile')).json().data).toMatchObject({
        idNumber: '330***********0080',
        bankCard: '6222***********0055',
      });
      expect(done.body).not.toContain(chen.bankCard);
    });

    it('records a card that is not the person’s as failed, and spends the code', async () => {
      const p = await person();
      const elements = { name: zhang.name, idNumber: zhang.idNumber, bankCard: chen.bankCard, phone: zhang.phone };
      await p.post(realNameRoutes.bankCode.path, elements);
      const code = await lastCodeTo(t, zhang.phone);
      const failed = await p.post(realNameRoutes.bankSubmit.path, { ...elements, code });
      expect(failed.json().code).toBe(1003006);
      expect((await historyOf(p)).list).toMatchObject([
        { status: 'failed', reason: 'verificationBankCardMismatch', mode: 'bank', bankCard: '6222***********0055' },
      ]);
      // The code decided something, so it cannot be used again.
      const again = await p.post(realNameRoutes.bankSubmit.path, { ...elements, bankCard: zhang.bankCard, code });
      expect(again.json()).toMatchObject({ code: 1002003, data: { fields: [{ field: 'code' }] } });
      expect((await historyOf(p)).total).toBe(1);
    });
  });

  describe('face video upload', () => {
    it('passes 张三 with a real 2.6 s recording; the video is kept encrypted', async () => {
      const p = await person();
      const res = await faceUpload(p, zhang);
      expect(res.json()).toMatchObject({ code: 0, data: { status: 'passed', mode: 'face', name: '*三' } });
      const [row] = await rowsOf(p.userId);
      expect(row).toMatchObject({ status: 'passed', video_type: 'video/webm' });
      expect(row!.video_ms).toBeGreaterThanOrEqual(2500);
      expect(row!.video_file).toBeTruthy();
      expect(await stateOf(p)).toMatchObject({ status: 2, checkStatus: 2 });
    });

    it('passes a blink video recorded as mp4', async () => {
      const p = await person();
      const res = await faceUpload(p, zhang, videoFixture('2.6s.mp4'), 'blink');
      expect(res.json()).toMatchObject({ code: 0, data: { status: 'passed', mode: 'blink' } });
    });

    it('refuses a non-video, a 1 s and a 4.5 s video, and a missing file, beside the video field, recording nothing', async () => {
      const p = await person();
      const png = { bytes: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), type: 'video/webm', filename: 'face.webm' };
      const notVideo = await faceUpload(p, zhang, png);
      expect(notVideo.json()).toMatchObject({ code: 1003012, data: { fields: [{ field: 'video' }] } });
      expect(notVideo.statusCode).toBe(415);
      for (const name of ['1.0s.webm', '4.5s.webm'] as const) {
        const res = await faceUpload(p, zhang, videoFixture(name));
        expect(res.json()).toMatchObject({ code: 1003014, data: { fields: [{ field: 'video' }] } });
      }
      const missing = await p.upload(realNameRoutes.faceSubmit.path, { mode: 'face', name: zhang.name, idNumber: zhang.idNumber });
      expect(missing.json()).toMatchObject({ code: 1003016, data: { fields: [{ field: 'video' }] } });
      expect(await rowsOf(p.userId)).toEqual([]);
    });

    it('refuses an over-size upload (413) and records nothing', async () => {
      const p = await person();
      const real = videoFixture('2.6s.webm');
      const big = { ...real, bytes: Buffer.concat([real.bytes, Buffer.alloc(9 * 1024 * 1024)]) };
      const res = await faceUpload(p, zhang, big);
      expect(res.statusCode).toBe(413);
      expect(res.json().code).toBe(1003015);
      expect(await rowsOf(p.userId)).toEqual([]);
    });

    it('validates the text fields like any form, naming them in the caller’s language', async () => {
      const p = await person();
      const res = await p.upload(
        realNameRoutes.faceSubmit.path,
        { mode: 'face', name: '', idNumber: zhang.idNumber },
        videoFixture('2.6s.webm'),
        'zh',
      );
      expect(res.json()).toMatchObject({ code: 1000400, data: { fields: [{ field: 'name' }] } });
      expect(res.json().msg).toContain('姓名');
    });

    it('sends a manual outcome (李四) to review: under review, resultAuth 8, no second application meanwhile', async () => {
      const p = await person();
      const res = await faceUpload(p, li);
      expect(res.json()).toMatchObject({ code: 0, data: { status: 'underReview' } });
      expect(await stateOf(p)).toMatchObject({ status: 1, checkStatus: 8, pending: { status: 'underReview' } });
      expect(await resultAuthOf(p)).toBe(8);
      expect(await userRow(p.userId)).toMatchObject({ real_name_status: 1, check_status: 8 });
      const again = await p.post(realNameRoutes.phoneCode.path, { name: zhang.name, idNumber: zhang.idNumber, phone: zhang.phone });
      expect(again.json().code).toBe(1003002);
    });
  });

  describe('QR ticket for a phone', () => {
    async function ticketFor(p: Person, who = zhang, mode: 'face' | 'blink' = 'face') {
      const res = await p.post(realNameRoutes.faceTicket.path, { mode, name: who.name, idNumber: who.idNumber });
      expect(res.json().code).toBe(0);
      return res.json().data as { id: string; url: string; expiresAt: number };
    }
    const phone = (_ticket: string) => client(t);

    it('lets the phone read the ticket and send the video once; the desktop follows waiting → passed', async () => {
      const p = await person();
      const issued = await ticketFor(p);
      expect(issued.url).toMatch(/\/faceSwipingAuth\?ticket=/);
      const ticket = ticketOf(issued.url);
      expect((await p.get(ticketStateUrl(issued.id))).json().data).toMatchObject({ status: 'waiting', name: '*三' });
      expect(await stateOf(p)).toMatchObject({ status: 0, pending: { id: issued.id, status: 'waiting' } });

      const opened = await phone(ticket).get(publicTicketUrl(ticket));
      expect(opened.json()).toMatchObject({
        code: 0,
        data: { mode: 'face', purpose: 'authenticate', name: '*三', expiresAt: issued.expiresAt },
      });
      expect(opened.body).not.toContain(zhang.idNumber);

      const sent = await upload(t, publicVideoUrl(ticket), {}, videoFixture('2.6s.webm'));
      expect(sent.json()).toEqual({ code: 0, msg: expect.any(String), data: { status: 'passed', reason: null } });
      expect((await p.get(ticketStateUrl(issued.id))).json().data.status).toBe('passed');
      expect(await stateOf(p)).toMatchObject({ status: 2, checkStatus: 2 });

      // Used up: reading and sending again answer as for an unknown ticket.
      const reused = await upload(t, publicVideoUrl(ticket), {}, videoFixture('2.6s.webm'));
      expect(reused.json().code).toBe(1003017);
      expect((await phone(ticket).get(publicTicketUrl(ticket))).json().code).toBe(1003017);
      expect((await phone('x').get(publicTicketUrl('a'.repeat(43)))).json().code).toBe(1003017);
    });

    it('lets only one of two videos sent at once use the ticket', async () => {
      const p = await person();
      const ticket = ticketOf((await ticketFor(p)).url);
      const [a, b] = await Promise.all([
        upload(t, publicVideoUrl(ticket), {}, videoFixture('2.6s.webm')),
        upload(t, publicVideoUrl(ticket), {}, videoFixture('2.6s.webm')),
      ]);
      expect([a.json().code, b.json().code].sort()).toEqual([0, 1003017]);
      expect((await rowsOf(p.userId)).map((r) => r.status)).toEqual(['passed']);
    });

    it('keeps the ticket usable after an invalid video', async () => {
      const p = await person();
      const ticket = ticketOf((await ticketFor(p)).url);
      const short = await upload(t, publicVideoUrl(ticket), {}, videoFixture('1.0s.webm'));
      expect(short.json().code).toBe(1003014);
      const missing = await upload(t, publicVideoUrl(ticket), {}, undefined);
      expect(missing.json().code).toBe(1003016);
      expect((await upload(t, publicVideoUrl(ticket), {}, videoFixture('2.6s.webm'))).json().data.status).toBe('passed');
    });

    it('expires: the phone is refused, the desktop reads expired, and a new ticket can be asked for', async () => {
      const p = await person();
      const issued = await ticketFor(p);
      const ticket = ticketOf(issued.url);
      t.clock.advance(pastTicketExpiry);
      expect((await phone(ticket).get(publicTicketUrl(ticket))).json().code).toBe(1003017);
      expect((await upload(t, publicVideoUrl(ticket), {}, videoFixture('2.6s.webm'))).json().code).toBe(1003017);
      expect((await p.get(ticketStateUrl(issued.id))).json().data.status).toBe('expired');
      expect((await rowsOf(p.userId))[0]!.status).toBe('expired');
      expect(await stateOf(p)).toMatchObject({ status: 0, pending: null });
      expect((await ticketFor(p)).id).not.toBe(issued.id);
    });

    it('withdraws an unused ticket when the person applies another way: the computer reads expired, the phone is refused', async () => {
      const p = await person();
      const issued = await ticketFor(p);
      const ticket = ticketOf(issued.url);
      expect((await faceUpload(p, zhang)).json().data.status).toBe('passed');
      expect((await p.get(ticketStateUrl(issued.id))).json().data.status).toBe('expired');
      expect((await phone(ticket).get(publicTicketUrl(ticket))).json().code).toBe(1003017);
      expect((await upload(t, publicVideoUrl(ticket), {}, videoFixture('2.6s.webm'))).json().code).toBe(1003017);
      // A second code replaces the first in the same way.
      const other = await person();
      const first = await ticketFor(other, zhao);
      const second = await ticketFor(other, zhao);
      expect((await other.get(ticketStateUrl(first.id))).json().data.status).toBe('expired');
      expect((await other.get(ticketStateUrl(second.id))).json().data.status).toBe('waiting');
    });

    it('lets go of a ticket whose verification never finished, so it cannot block the person', async () => {
      const p = await person();
      const issued = await ticketFor(p);
      // As if the process stopped after the phone took the ticket.
      await t.db.updateTable('real_name_applications').set({ submitted_at: t.clock.now() }).where('id', '=', issued.id).execute();
      t.clock.advance(pastTicketExpiry);
      expect((await stateOf(p)).pending).toMatchObject({ id: issued.id, status: 'waiting' });
      t.clock.advance(5 * 60_000);
      expect((await stateOf(p)).pending).toBeNull();
      expect((await p.get(ticketStateUrl(issued.id))).json().data.status).toBe('expired');
      expect((await faceUpload(p, zhang)).json().data.status).toBe('passed');
    });

    it('follows a failed and a manual outcome on the desktop, with the reason on the phone', async () => {
      const failing = await person();
      const ticket = ticketOf((await ticketFor(failing, wang)).url);
      const res = await upload(t, publicVideoUrl(ticket), {}, videoFixture('2.6s.webm'));
      expect(res.json().data).toEqual({ status: 'failed', reason: 'verificationFaceMismatch' });
      expect((await stateOf(failing)).status).toBe(3);

      const manual = await person();
      const issued = await ticketFor(manual, li, 'blink');
      const sent = await upload(t, publicVideoUrl(ticketOf(issued.url)), {}, videoFixture('2.6s.webm'));
      expect(sent.json().data).toEqual({ status: 'underReview', reason: null });
      expect((await manual.get(ticketStateUrl(issued.id))).json().data).toMatchObject({ status: 'underReview', mode: 'blink' });
      expect(await resultAuthOf(manual)).toBe(8);
    });

    it('answers 404 for another person’s application id and tells nothing about it', async () => {
      const owner = await person();
      const issued = await ticketFor(owner);
      const other = await person();
      const res = await other.get(ticketStateUrl(issued.id));
      expect(res.json().code).toBe(1000404);
      expect(res.json().data).toBeNull();
      expect(res.body).not.toContain('*三');
      expect((await other.get(ticketStateUrl(newId()))).json().code).toBe(1000404);
    });
  });

  describe('certification change', () => {
    it('needs the password, a passed real name and a new identity; to 赵六 it passes and supersedes 张三', async () => {
      const p = await person();
      const elements = { password: p.password, mode: 'face', name: zhao.name, idNumber: zhao.idNumber };
      const early = await p.upload(realNameRoutes.changeSubmit.path, elements, videoFixture('2.6s.webm'));
      expect(early.json().code).toBe(4020020);
      expect((await phoneAuth(t, p, zhang)).json().data.status).toBe('passed');

      const wrong = await p.upload(realNameRoutes.changeSubmit.path, { ...elements, password: 'not-it-123' }, videoFixture('2.6s.webm'));
      expect(wrong.json()).toMatchObject({ code: 1002014, data: { fields: [{ field: 'password' }] } });
      const same = await p.upload(
        realNameRoutes.changeSubmit.path,
        { ...elements, name: zhang.name, idNumber: zhang.idNumber },
        videoFixture('2.6s.webm'),
      );
      expect(same.json()).toMatchObject({ code: 1003011, data: { fields: [{ field: 'idNumber' }] } });
      expect(await rowsOf(p.userId)).toHaveLength(1);

      const changed = await p.upload(realNameRoutes.changeSubmit.path, elements, videoFixture('2.6s.webm'));
      expect(changed.json()).toMatchObject({ code: 0, data: { status: 'passed', purpose: 'change', name: '*六' } });
      expect((await historyOf(p)).list).toMatchObject([
        { purpose: 'change', status: 'passed', idNumber: '510***********2131' },
        { purpose: 'authenticate', status: 'superseded', idNumber: '110***********7651' },
      ]);
      expect((await p.get('/console/personal/profile')).json().data.idNumber).toBe('510***********2131');
      expect(await stateOf(p)).toMatchObject({ status: 2, current: { purpose: 'change' } });
    });

    it('by phone: the ticket opens /faceSwipingChange, and a manual outcome keeps the old identity passed', async () => {
      const p = await person();
      await phoneAuth(t, p, zhang);
      const res = await p.post(realNameRoutes.changeTicket.path, {
        password: p.password,
        mode: 'face',
        name: li.name,
        idNumber: li.idNumber,
      });
      expect(res.json().data.url).toMatch(/\/faceSwipingChange\?ticket=/);
      const ticket = ticketOf(res.json().data.url);
      expect((await client(t).get(publicTicketUrl(ticket))).json().data.purpose).toBe('change');
      expect((await upload(t, publicVideoUrl(ticket), {}, videoFixture('2.6s.webm'))).json().data.status).toBe('underReview');
      expect(await stateOf(p)).toMatchObject({
        status: 2,
        checkStatus: 2,
        current: { idNumber: '110***********7651' },
        pending: { purpose: 'change', status: 'underReview' },
      });
    });
  });

  describe('revocation', () => {
    it('needs the password, ends the identity, keeps history; a second revocation answers 4020020', async () => {
      const p = await person();
      await phoneAuth(t, p, zhang);
      const wrong = await p.post(realNameRoutes.revoke.path, { password: 'not-it-123' });
      expect(wrong.json()).toMatchObject({ code: 1002014, data: { fields: [{ field: 'password' }] } });
      expect((await stateOf(p)).status).toBe(2);

      expect((await p.post(realNameRoutes.revoke.path, { password: p.password })).json().code).toBe(0);
      expect(await stateOf(p)).toMatchObject({ status: 0, checkStatus: 0 });
      expect(await userRow(p.userId)).toMatchObject({ real_name_status: 0, real_name_at: null, check_status: 0 });
      expect((await historyOf(p)).list).toMatchObject([{ status: 'revoked', mode: 'phone' }]);
      expect((await p.get('/console/personal/profile')).json().data.idNumber).toBeNull();
      expect(await resultAuthOf(p)).toBe(0);
      expect((await p.post(realNameRoutes.revoke.path, { password: p.password })).json().code).toBe(4020020);
      // The ID number is free again, for this account or another.
      t.clock.advance(61_000);
      expect((await phoneAuth(t, p, zhang)).json().data.status).toBe('passed');
    });
  });

  describe('resultAuth', () => {
    it('answers the enterprise’s own checkStatus in an enterprise context', async () => {
      const p = await person();
      await enterpriseContext(t, p.userId, { name: 'Acme', role: 'master', realNameStatus: 1, checkStatus: 8 });
      expect(await resultAuthOf(p)).toBe(8);
      // The personal pages are not the enterprise's.
      expect((await p.get(realNameRoutes.state.path)).json().code).toBe(401);
    });

    it('needs a signed-in person', async () => {
      expect((await client(t).get(realNameRoutes.resultAuth.path)).json().code).toBe(-1);
    });
  });

  it('documents the video uploads as multipart in the OpenAPI document', async () => {
    const doc = (await t.call('GET', '/webgate/openapi.json')).json() as unknown as { paths: Record<string, Record<string, any>> };
    const face = doc.paths[`/webgate${realNameRoutes.faceSubmit.path}`]!.post.requestBody.content['multipart/form-data'].schema;
    expect(face.properties.video).toEqual({ type: 'string', format: 'binary' });
    expect(face.required).toEqual(expect.arrayContaining(['mode', 'name', 'idNumber', 'video']));
    expect(doc.paths[`/webgate${realNameRoutes.phoneSubmit.path}`]!.post.requestBody.content['application/json']).toBeDefined();
  });

  it('never puts identity in the clear into answers or operation-log rows', async () => {
    const p = await person();
    const answers: string[] = [];
    answers.push((await phoneAuth(t, p, wang)).body);
    t.clock.advance(61_000);
    answers.push((await phoneAuth(t, p, zhang)).body);
    answers.push(
      (
        await p.upload(
          realNameRoutes.changeSubmit.path,
          { password: p.password, mode: 'face', name: zhao.name, idNumber: zhao.idNumber },
          videoFixture('2.6s.webm'),
        )
      ).body,
    );
    answers.push(
      (await p.get(realNameRoutes.state.path)).body,
      (await p.get(realNameRoutes.history.path)).body,
      (await p.get('/console/personal/profile')).body,
    );
    answers.push((await p.post(realNameRoutes.revoke.path, { password: p.password })).body);
    const logs = await operationLogJson(t, p.userId);
    expect(JSON.parse(logs).map((r: { action: string }) => r.action)).toEqual(expect.arrayContaining(['submit', 'change', 'revoke']));
    for (const text of [...answers, logs]) {
      for (const secret of [...secretsOf(wang), ...secretsOf(zhang), ...secretsOf(zhao)]) expect(text).not.toContain(secret);
    }
  });
});

describe.each(databases)('real-name authentication with the vendor unreachable on %s', (kind) => {
  it('records nothing while the provider is unreachable: the code stays unspent and the QR ticket is given back', async () => {
    const offline = await startTestApp(kind, {
      TRUST_PROXY: 'true',
      IDENTITY_PROVIDER: 'http',
      IDENTITY_HTTP_URL: 'http://127.0.0.1:9',
      IDENTITY_HTTP_SECRET: 'a-secret-of-16-chars',
    });
    try {
      const p = await signedInPerson(offline);
      await p.post(realNameRoutes.phoneCode.path, { name: zhang.name, idNumber: zhang.idNumber, phone: zhang.phone });
      const code = await lastCodeTo(offline, zhang.phone);
      const submit = () =>
        p.post(realNameRoutes.phoneSubmit.path, { name: zhang.name, idNumber: zhang.idNumber, phone: zhang.phone, code });
      const first = await submit();
      expect(first.statusCode).toBe(503);
      expect(first.json().code).toBe(1003009);
      // Not a wrong code the second time: the code was not spent on an undecided attempt.
      expect((await submit()).json().code).toBe(1003009);

      const ticket = ticketOf(
        (await p.post(realNameRoutes.faceTicket.path, { mode: 'face', name: zhang.name, idNumber: zhang.idNumber })).json().data.url,
      );
      expect((await upload(offline, publicVideoUrl(ticket), {}, videoFixture('2.6s.webm'))).json().code).toBe(1003009);
      expect((await client(offline).get(publicTicketUrl(ticket))).json().code).toBe(0);
      const rows = await offline.db
        .selectFrom('real_name_applications')
        .select(['status', 'submitted_at'])
        .where('user_id', '=', p.userId)
        .execute();
      expect(rows).toEqual([{ status: 'waiting', submitted_at: null }]);
      expect((await p.get(realNameRoutes.state.path)).json().data.status).toBe(0);
    } finally {
      await offline.close();
    }
  });
});
