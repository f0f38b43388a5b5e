import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { enterpriseAuthRoutes, remittanceRules } from '@console/contract';
import { translate } from '@console/phrases';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sweepEnterpriseApplications } from '../../src/features/enterpriseAuth/sweeper.js';
import { outbox } from '../support/auth-helpers.js';
import { switchInto } from '../support/enterprise-helpers.js';
import {
  type EnterprisePerson,
  advanceSignedIn,
  agent,
  applicationFixture,
  checkStatusOf,
  corporateAccount,
  createAuth,
  creditCodeFrom,
  enterprisePerson,
  legal,
  newRequestId,
  orgCodeFrom,
  projectInfo,
  remittedAmount,
  startApplication,
  submitAmount,
  uniqueOrgCode,
  updateAuth,
  withWrongCheck,
  wrongAmount,
} from '../support/enterprise-auth-helpers.js';
import { type TestApp, consoleHeaders, databases, startTestApp } from '../support/harness.js';

const silentLog = { error: () => undefined, warn: () => undefined, info: () => undefined } as never;

describe.each(databases)('enterprise authentication on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(kind, { TRUST_PROXY: 'true' });
  });
  afterEach(async () => {
    await t.close();
  });

  const applicationsOf = (enterpriseId: string) =>
    t.db
      .selectFrom('enterprise_applications')
      .selectAll()
      .where('enterprise_id', '=', enterpriseId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  const enterpriseRow = (id: string) => t.db.selectFrom('enterprises').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const attemptsOf = (applicationId: string) =>
    t.db.selectFrom('enterprise_amount_attempts').selectAll().where('application_id', '=', applicationId).execute();
  const bankOutbox = () => {
    const dir = path.join(t.dataDir, 'outbox', 'bank');
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Record<string, unknown>);
  };
  const rowCounts = async () => ({
    applications: (await t.db.selectFrom('enterprise_applications').select('id').execute()).length,
    attempts: (await t.db.selectFrom('enterprise_amount_attempts').select('id').execute()).length,
    remittances: (await t.db.selectFrom('bank_remittances').select('id').execute()).length,
  });
  const logsOf = async (p: EnterprisePerson) =>
    JSON.stringify(await t.db.selectFrom('operation_logs').selectAll().where('user_id', '=', p.userId).execute());
  const secrets = [legal.name, legal.idNumber, legal.phone, agent.name, agent.idNumber, corporateAccount];

  describe.each(['bank', 'bankLegal'] as const)('%s mode', (mode) => {
    it('createAuth (form-encoded) → remitted into the sandbox ledger and outbox → a wrong amount → the right one → passed', async () => {
      const p = await enterprisePerson(t);
      const form = applicationFixture(mode);
      const created = await createAuth(p, form);
      expect(created.json(), created.body).toMatchObject({
        code: 0,
        data: { mode, status: 'awaitingAmount', enterpriseName: form.enterpriseName, creditCode: form.creditCode, threeInOne: true },
      });
      const view = created.json().data;
      expect(view.items).toEqual(mode === 'bank' ? [5, 7, 8] : [3, 7, 8]);
      expect(view.remittance).toMatchObject({
        remitDueAt: t.clock.now() + remittanceRules.remitWithinMs,
        remittedAt: t.clock.now(),
        amountDeadlineAt: t.clock.now() + remittanceRules.amountWindowMs,
        attemptsUsed: 0,
        attemptsLeft: 3,
        lastAmount: null,
      });
      expect(view.bankAccount).toBe('6222***********6789');
      expect(view.legalName).toBe('*三');
      expect(await checkStatusOf(p)).toBe(8);

      // The sandbox bank booked it (account sealed) and wrote the statement line with the amount.
      const amount = await remittedAmount(t, view.id);
      const fen = Number(amount.replace('.', ''));
      expect(fen).toBeGreaterThanOrEqual(1);
      expect(fen).toBeLessThanOrEqual(99);
      const ledger = await t.db.selectFrom('bank_remittances').selectAll().where('application_id', '=', view.id).execute();
      expect(ledger).toHaveLength(1);
      expect(JSON.stringify(ledger)).not.toContain(corporateAccount);
      const statement = bankOutbox().find((m) => m.to === corporateAccount);
      expect(statement).toMatchObject({ amount, purpose: 'enterpriseRemittance' });
      expect(String(statement!.text)).toContain(amount);
      // The applicant hears of it by SMS, account masked.
      const sms = (await outbox(t)).find((m) => m.to === p.phone && m.purpose === 'enterpriseRemitted');
      expect(sms?.text).toContain('6222***********6789');
      expect(sms?.text).not.toContain(amount);
      // The amount itself never reaches the enterprise's answers.
      expect(JSON.stringify(await projectInfo(p))).not.toContain(`"${amount}"`);

      const wrong = await submitAmount(p, view.id, wrongAmount(amount));
      expect(wrong.json()).toMatchObject({ code: 1006003, msg: 'Sorry, the amount you entered is wrong!', data: { attemptsLeft: 2 } });
      expect(await projectInfo(p)).toMatchObject({
        status: 'awaitingAmount',
        remittance: { attemptsUsed: 1, attemptsLeft: 2, lastAmount: wrongAmount(amount) },
      });

      const right = await submitAmount(p, view.id, amount);
      expect(right.json()).toMatchObject({ code: 0, data: { status: 'passed', passedAt: t.clock.now() } });
      expect(await checkStatusOf(p)).toBe(2);
      const enterprise = await enterpriseRow(p.enterpriseId);
      expect(enterprise).toMatchObject({
        real_name_status: 2,
        check_status: 2,
        identity_key: `C:${form.creditCode}`,
        name: form.enterpriseName,
        current_application_id: view.id,
      });

      for (const body of [
        created.body,
        right.body,
        JSON.stringify(await projectInfo(p)),
        (await p.get(enterpriseAuthRoutes.history.path)).body,
        await logsOf(p),
      ]) {
        for (const secret of secrets) expect(body).not.toContain(secret);
      }
      // Passed once is enough.
      const again = await createAuth(p, applicationFixture(mode));
      expect(again.json().code).toBe(1006007);
    });
  });

  it('three wrong amounts end it with the upper-limit message; later entries are refused; updateAuth starts over with fresh attempts', async () => {
    const p = await enterprisePerson(t);
    const form = applicationFixture('bank');
    const first = await startApplication(p, 'bank', form);
    const amount = await remittedAmount(t, first.id);
    const wrong = wrongAmount(amount);
    expect((await submitAmount(p, first.id, wrong)).json()).toMatchObject({ code: 1006003, data: { attemptsLeft: 2 } });
    expect((await submitAmount(p, first.id, wrong, newRequestId(), 'zh')).json()).toMatchObject({
      code: 1006003,
      msg: '抱歉，您输入的金额有误！',
      data: { attemptsLeft: 1 },
    });
    const third = await submitAmount(p, first.id, wrong);
    expect(third.json()).toMatchObject({ code: 1006004, msg: 'Sorry, your times of amount entry has reached the upper limit!' });
    expect(await projectInfo(p)).toMatchObject({
      id: first.id,
      status: 'failed',
      reason: 'amountAttemptsExhausted',
      remittance: { attemptsUsed: 3, attemptsLeft: 0 },
    });
    expect(await checkStatusOf(p)).not.toBe(8);
    // Even the right amount is refused now, and nothing more is counted.
    const late = await submitAmount(p, first.id, amount);
    expect(late.json().code).toBe(1006004);
    expect(await attemptsOf(first.id)).toHaveLength(3);

    // Re-entering the bank information is a fresh application with its own remittance.
    const again = await updateAuth(p, first.id, { ...form, bankAccount: '6222020000987654321' });
    expect(again.json(), again.body).toMatchObject({
      code: 0,
      data: { status: 'awaitingAmount', bankAccount: '6222***********4321', remittance: { attemptsUsed: 0, attemptsLeft: 3 } },
    });
    const second = again.json().data;
    expect(second.id).not.toBe(first.id);
    const rows = await applicationsOf(p.enterpriseId);
    expect(rows.map((r) => r.status)).toEqual(['superseded', 'awaitingAmount']);
    expect(rows[0]!.ended_at).toBe(t.clock.now());
    expect(await checkStatusOf(p)).toBe(8);
    // The old one takes nothing any more; the new one passes with its own amount.
    expect((await submitAmount(p, first.id, amount)).json().code).toBe(1006009);
    expect((await submitAmount(p, second.id, await remittedAmount(t, second.id))).json()).toMatchObject({
      code: 0,
      data: { status: 'passed' },
    });
    const history = (await p.get(enterpriseAuthRoutes.history.path)).json().data;
    expect(history).toMatchObject({
      total: 2,
      list: [
        { id: second.id, status: 'passed' },
        { id: first.id, status: 'superseded', reason: 'amountAttemptsExhausted' },
      ],
    });
  });

  it('updateAuth may choose another mode; an id that is no longer current is stale', async () => {
    const p = await enterprisePerson(t);
    const first = await startApplication(p, 'bank');
    const second = await updateAuth(p, first.id, applicationFixture('bankLegal'));
    expect(second.json()).toMatchObject({ code: 0, data: { mode: 'bankLegal', agentName: null, items: [3, 7, 8] } });
    const stale = await updateAuth(p, first.id, applicationFixture('bank'));
    expect(stale.json().code).toBe(1006009);
    expect(await applicationsOf(p.enterpriseId)).toHaveLength(2);
  });

  it('the amount may be entered for 72 hours: then the sweeper ends it and an entry answers that the time is up', async () => {
    const p = await enterprisePerson(t);
    const view = await startApplication(p, 'bankLegal');
    const amount = await remittedAmount(t, view.id);
    await advanceSignedIn(t, remittanceRules.amountWindowMs, p);
    // At the deadline itself it is still open.
    expect((await projectInfo(p)).status).toBe('awaitingAmount');
    await advanceSignedIn(t, 1000, p);
    expect(await sweepEnterpriseApplications(t.app.deps, silentLog)).toEqual({ ended: 1, remitted: 0 });
    expect(await projectInfo(p)).toMatchObject({ status: 'expired', reason: 'amountExpired' });
    const late = await submitAmount(p, view.id, amount);
    expect(late.json()).toMatchObject({ code: 1006005 });
    expect(await attemptsOf(view.id)).toHaveLength(0);
    expect((await enterpriseRow(p.enterpriseId)).real_name_status).toBe(3);
  });

  it('an overdue amount entry ends the application on its own (no sweep needed)', async () => {
    const p = await enterprisePerson(t);
    const view = await startApplication(p, 'bank');
    const amount = await remittedAmount(t, view.id);
    await advanceSignedIn(t, remittanceRules.amountWindowMs + 1, p);
    expect((await submitAmount(p, view.id, amount)).json().code).toBe(1006005);
    expect((await applicationsOf(p.enterpriseId))[0]).toMatchObject({ status: 'expired', reason: 'amountExpired' });
  });

  it('the same requestId sent twice counts once and answers the same', async () => {
    const p = await enterprisePerson(t);
    const view = await startApplication(p, 'bank');
    const amount = await remittedAmount(t, view.id);
    const requestId = newRequestId();
    const once = await submitAmount(p, view.id, wrongAmount(amount), requestId);
    const twice = await submitAmount(p, view.id, wrongAmount(amount), requestId);
    expect(twice.json()).toEqual(once.json());
    expect(twice.json()).toMatchObject({ code: 1006003, data: { attemptsLeft: 2 } });
    expect(await attemptsOf(view.id)).toHaveLength(1);
    expect((await projectInfo(p)).remittance).toMatchObject({ attemptsUsed: 1, attemptsLeft: 2 });
    // A retried correct entry answers the pass again.
    const rightId = newRequestId();
    expect((await submitAmount(p, view.id, amount, rightId)).json()).toMatchObject({ code: 0, data: { status: 'passed' } });
    expect((await submitAmount(p, view.id, amount, rightId)).json()).toMatchObject({ code: 0, data: { status: 'passed' } });
    expect(await attemptsOf(view.id)).toHaveLength(2);
  });

  describe('a bank that does not answer', () => {
    let bank: http.Server;
    let received: { body: Record<string, unknown>; signature: string }[];
    let answers: number[];
    beforeEach(async () => {
      received = [];
      answers = [];
      bank = http.createServer((req, res) => {
        let body = '';
        req.on('data', (c: Buffer) => (body += c.toString()));
        req.on('end', () => {
          received.push({ body: JSON.parse(body) as Record<string, unknown>, signature: String(req.headers['x-signature']) });
          const status = answers.shift() ?? 200;
          res.writeHead(status, { 'content-type': 'application/json' }).end(status === 200 ? '{"result":"sent"}' : '{}');
        });
      });
      await new Promise<void>((resolve) => bank.listen(0, '127.0.0.1', resolve));
      await t.close();
      t = await startTestApp(kind, {
        TRUST_PROXY: 'true',
        BANK_PROVIDER: 'http',
        BANK_HTTP_URL: `http://127.0.0.1:${(bank.address() as AddressInfo).port}`,
        BANK_HTTP_SECRET: 'bank-secret-0123456789',
      });
    });
    afterEach(async () => {
      await new Promise((resolve) => bank.close(resolve));
    });

    it('leaves the application remitting, the sweeper remits later; unremitted after 2 hours it fails', async () => {
      const p = await enterprisePerson(t);
      answers.push(500);
      const view = await startApplication(p, 'bank');
      expect(view).toMatchObject({ status: 'remitting', remittance: { remittedAt: null } });
      expect(received).toHaveLength(1);
      expect(received[0]!.body).toMatchObject({ reference: view.id, account: corporateAccount });
      expect(received[0]!.signature).toMatch(/^[0-9a-f]{64}$/);
      // An amount before the remittance is not counted.
      expect((await submitAmount(p, view.id, '0.50')).json().code).toBe(1006006);
      expect(await attemptsOf(view.id)).toHaveLength(0);

      await advanceSignedIn(t, 10 * 60_000, p);
      expect(await sweepEnterpriseApplications(t.app.deps, silentLog)).toEqual({ ended: 0, remitted: 1 });
      expect(received).toHaveLength(2);
      expect(received[1]!.body.reference).toBe(view.id);
      const amountFen = received[1]!.body.amountFen as number;
      expect(await projectInfo(p)).toMatchObject({ status: 'awaitingAmount', remittance: { remittedAt: t.clock.now() } });
      const typed = `0.${String(amountFen).padStart(2, '0')}`;
      expect((await submitAmount(p, view.id, typed)).json()).toMatchObject({ code: 0, data: { status: 'passed' } });
    });

    it('fails the application with remittanceFailed when 2 hours pass unremitted', async () => {
      const p = await enterprisePerson(t);
      answers.push(503, 503, 503);
      const view = await startApplication(p, 'bankLegal');
      await advanceSignedIn(t, 30 * 60_000, p);
      expect(await sweepEnterpriseApplications(t.app.deps, silentLog)).toEqual({ ended: 0, remitted: 0 });
      await advanceSignedIn(t, remittanceRules.remitWithinMs, p);
      expect(await projectInfo(p)).toMatchObject({ id: view.id, status: 'failed', reason: 'remittanceFailed' });
      expect(await sweepEnterpriseApplications(t.app.deps, silentLog)).toEqual({ ended: 0, remitted: 0 });
      expect((await submitAmount(p, view.id, '0.10')).json().code).toBe(1006020);
      expect(await checkStatusOf(p)).not.toBe(8);
    });
  });

  describe('validation', () => {
    const expectRefused = async (p: EnterprisePerson, form: Record<string, string>, field: string, key: string) => {
      const before = await rowCounts();
      for (const language of ['en', 'zh'] as const) {
        const res = await createAuth(p, form, language);
        expect(res.json(), res.body).toMatchObject({ code: 1000400, data: { fields: [{ field }] } });
        const message = res.json().data.fields[0].message as string;
        if (key !== 'required') expect(message).toBe(translate(language, `validation.${key}` as never));
        else expect(message).toContain(translate(language, `fields.${field}` as never));
        expect(res.json().msg).toContain(translate(language, `fields.${field}` as never));
      }
      expect(await rowCounts()).toEqual(before);
    };

    it("answers 'Wrong parameter format' to data that is not an application at all, and names the mode when it is unknown", async () => {
      const p = await enterprisePerson(t);
      const before = await rowCounts();
      for (const [language, msg] of [
        ['en', 'Wrong parameter format'],
        ['zh', '参数格式错误'],
      ] as const) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/webgate${enterpriseAuthRoutes.createAuth.path}`,
          headers: { ...consoleHeaders, 'Accept-Language': language, cookie: p.cookie, 'content-type': 'application/json' },
          payload: JSON.stringify([applicationFixture('bank')]),
        });
        expect(JSON.parse(res.body)).toMatchObject({ code: 1000400, msg });
      }
      const unknown = await createAuth(p, { ...applicationFixture('bank'), authType: 'cheque' }, 'en');
      expect(unknown.json()).toMatchObject({
        code: 1000400,
        msg: 'Authentication mode: Please enter a valid Authentication mode',
        data: { fields: [{ field: 'authType' }] },
      });
      expect(await rowCounts()).toEqual(before);
    });

    it('checks both codes by their check characters, exactly one of them, and the bank account', async () => {
      const p = await enterprisePerson(t);
      // Published codes: GB 32100-2015's example and a GB 11714 organization code.
      expect(creditCodeFrom('91350100M000100Y4')).toBe('91350100M000100Y43');
      const base = applicationFixture('bank');
      await expectRefused(p, { ...base, creditCode: withWrongCheck(base.creditCode!) }, 'creditCode', 'creditCode');
      await expectRefused(p, { ...base, creditCode: 'I1350100M000100Y43' }, 'creditCode', 'creditCode');
      const org = uniqueOrgCode();
      await expectRefused(p, { ...base, threeInOne: '0', creditCode: '', orgCode: withWrongCheck(org) }, 'orgCode', 'orgCode');
      await expectRefused(p, { ...base, creditCode: '' }, 'creditCode', 'required');
      await expectRefused(p, { ...base, threeInOne: '0', creditCode: '', orgCode: '' }, 'orgCode', 'required');
      await expectRefused(p, { ...base, orgCode: org }, 'orgCode', 'creditOrOrgCode');
      await expectRefused(p, { ...base, threeInOne: '0', orgCode: org }, 'creditCode', 'creditOrOrgCode');
      await expectRefused(p, { ...base, bankAccount: '6222-0200-0012' }, 'bankAccount', 'bankAccount');
      await expectRefused(p, { ...base, bankAccount: '12345' }, 'bankAccount', 'bankAccount');

      // The organization code with its hyphen, and a 15-digit business registration number, pass.
      const withHyphen = `${org.slice(0, 8)}-${org.slice(8)}`;
      const ok = await createAuth(p, { ...base, threeInOne: '0', creditCode: '', orgCode: withHyphen });
      expect(ok.json(), ok.body).toMatchObject({ code: 0, data: { threeInOne: false, creditCode: null, orgCode: withHyphen } });
      const other = await enterprisePerson(t);
      expect(
        (
          await createAuth(other, { ...applicationFixture('bankLegal'), threeInOne: '0', creditCode: '', orgCode: '110108000000016' })
        ).json().code,
      ).toBe(0);
      expect(orgCodeFrom('D2143569')).toMatch(/^D2143569[0-9X]$/);
    });

    it('checks the amount by the money rule before counting it', async () => {
      const p = await enterprisePerson(t);
      const view = await startApplication(p, 'bank');
      for (const amount of ['2', 'abc', '0.123', '']) {
        for (const language of ['en', 'zh'] as const) {
          const res = await submitAmount(p, view.id, amount, newRequestId(), language);
          expect(res.json(), amount).toMatchObject({ code: 1000400, data: { fields: [{ field: 'amount' }] } });
        }
      }
      expect(await attemptsOf(view.id)).toHaveLength(0);
      const right = await remittedAmount(t, view.id);
      // '0.5' and '1.00' are well-formed amounts: counted (and wrong unless they are the amount).
      // (The remitted amount is random: one of these may be it, written another way, e.g. '0.5' for 0.50.)
      for (const amount of ['0.5', '1.00'].filter((a) => Number(a) !== Number(right))) {
        expect((await submitAmount(p, view.id, amount)).json().code).toBe(1006003);
      }
      expect((await attemptsOf(view.id)).length).toBeGreaterThan(0);
    });
  });

  describe('who may apply', () => {
    it('refuses createAuth while an application is in progress, and a code another enterprise passed with', async () => {
      const p = await enterprisePerson(t);
      const view = await startApplication(p, 'bank');
      const before = await rowCounts();
      expect((await createAuth(p, applicationFixture('bankLegal'))).json().code).toBe(1006008);
      expect(await rowCounts()).toEqual(before);
      const form = applicationFixture('bank');
      await submitAmount(p, view.id, await remittedAmount(t, view.id));
      const taken = (await applicationsOf(p.enterpriseId))[0]!.credit_code!;

      const q2 = await enterprisePerson(t, { language: 'zh' });
      const res = await createAuth(q2, { ...form, creditCode: taken }, 'zh');
      expect(res.json()).toMatchObject({
        code: 1006010,
        msg: '已有其他企业使用该代码通过认证',
        data: { fields: [{ field: 'creditCode' }] },
      });
      expect(await applicationsOf(q2.enterpriseId)).toHaveLength(0);
    });

    it("answers 404 for another enterprise's application on updateAuth and on the amount", async () => {
      const a = await enterprisePerson(t);
      const b = await enterprisePerson(t);
      const theirs = await startApplication(a, 'bank');
      const mine = await startApplication(b, 'bank');
      expect((await updateAuth(b, theirs.id, applicationFixture('bank'))).json().code).toBe(1000404);
      expect((await submitAmount(b, theirs.id, await remittedAmount(t, theirs.id))).json().code).toBe(1000404);
      expect(await attemptsOf(theirs.id)).toHaveLength(0);
      expect((await applicationsOf(a.enterpriseId)).map((r) => r.status)).toEqual(['awaitingAmount']);
      expect((await projectInfo(b)).id).toBe(mine.id);
    });

    it('refuses a member without the permission and the personal context', async () => {
      const master = await enterprisePerson(t);
      const member = await enterprisePerson(t, { role: 'member', enterpriseId: master.enterpriseId });
      const before = await rowCounts();
      expect((await createAuth(member, applicationFixture('bank'))).json().code).toBe(401);
      expect((await member.get(enterpriseAuthRoutes.selectProjectInfo.path)).json().code).toBe(401);
      await switchInto(t, master, null);
      expect((await createAuth(master, applicationFixture('bank'))).json().code).toBe(401);
      expect((await master.get(enterpriseAuthRoutes.selectProjectInfo.path)).json().code).toBe(401);
      expect(await rowCounts()).toEqual(before);
    });

    it('accepts JSON too, and answers null before the first application', async () => {
      const p = await enterprisePerson(t);
      expect(await projectInfo(p)).toBeNull();
      expect(await checkStatusOf(p)).toBe(0);
      const res = await p.post(enterpriseAuthRoutes.createAuth.path, { ...applicationFixture('bankLegal'), threeInOne: true });
      expect(res.json(), res.body).toMatchObject({ code: 0, data: { status: 'awaitingAmount', threeInOne: true } });
      expect(await checkStatusOf(p)).toBe(8);
    });
  });
});
