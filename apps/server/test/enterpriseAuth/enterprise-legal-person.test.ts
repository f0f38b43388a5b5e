import { type ErrorKey, enterpriseAuthRoutes, errorCatalogue, legalPersonLinkValidityMs } from '@console/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lastMessageTo, newIp } from '../support/auth-helpers.js';
import {
  type EnterprisePerson,
  agent,
  checkStatusOf,
  enterprisePerson,
  legal,
  projectInfo,
  startApplication,
} from '../support/enterprise-auth-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { people, upload, videoFixture } from '../support/real-name-helpers.js';

/** The legal representative's SMS link: read from the outbox, opened and answered on "their phone". */
describe.each(databases)('legal person mode on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(kind, { TRUST_PROXY: 'true' });
  });
  afterEach(async () => {
    await t.close();
  });

  const phone = newIp();
  /** The link in the newest SMS to the legal representative's mobile, and its ticket. */
  async function linkTo(mobile = legal.phone) {
    const sms = await lastMessageTo(t, mobile);
    const link = /https?:\/\/\S+\/legalPersonAuth\?ticket=[^\s)]+/.exec(sms?.text ?? '')?.[0];
    if (!link) throw new Error(`no link in ${sms?.text}`);
    return { sms: sms!, link, ticket: new URL(link).searchParams.get('ticket')! };
  }
  const at = (path: string, ticket: string) => `/webgate${path.replace(':ticket', encodeURIComponent(ticket))}`;
  const ticketInfo = (ticket: string, language: 'en' | 'zh' = 'en') =>
    t.call('GET', at(enterpriseAuthRoutes.legalPersonTicket.path, ticket), { headers: { 'x-forwarded-for': phone }, language });
  const elements = (ticket: string, body: Record<string, unknown>, ip = phone) =>
    t.call('POST', at(enterpriseAuthRoutes.legalPersonElements.path, ticket), { body, headers: { 'x-forwarded-for': ip } });
  const face = (ticket: string, fields: Record<string, string>, video = videoFixture('2.6s.webm')) =>
    upload(t, at(enterpriseAuthRoutes.legalPersonFace.path, ticket).replace('/webgate', ''), fields, video, { ip: phone });
  const row = (id: string) => t.db.selectFrom('enterprise_applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  async function applied(overrides: Record<string, string> = {}): Promise<{ p: EnterprisePerson; id: string }> {
    const p = await enterprisePerson(t);
    const app = await startApplication(p, 'legalPerson', overrides);
    expect(app.status).toBe('awaitingLegalPerson');
    return { p, id: app.id };
  }

  it('the SMS link shows masked names; the ID number and authorization pass by 3 elements and the enterprise is authenticated', async () => {
    const { p, id } = await applied();
    const { sms, link, ticket } = await linkTo();
    expect(link.startsWith(`${t.config.publicUrl}/legalPersonAuth?ticket=`)).toBe(true);
    expect(sms.text).toContain('24');
    expect(sms.text).not.toContain(agent.name);
    const stored = await row(id);
    expect(stored.legal_ticket_hash).not.toContain(ticket);
    expect(stored.legal_ticket_expires_at).toBe(t.clock.now() + legalPersonLinkValidityMs);

    const info = await ticketInfo(ticket);
    expect(info.json().data).toMatchObject({
      legalName: '*三',
      agentName: '*四',
      status: 'awaitingLegalPerson',
      expiresAt: t.clock.now() + legalPersonLinkValidityMs,
    });
    expect(info.body).not.toContain(legal.idNumber);
    expect(await checkStatusOf(p)).toBe(8);

    const unauthorized = await elements(ticket, { idNumber: legal.idNumber, authorize: '0' });
    expect(unauthorized.json().code).toBe(1000400);
    expect(unauthorized.json().data.fields[0].field).toBe('authorize');

    const passed = await elements(ticket, { idNumber: legal.idNumber.toLowerCase(), authorize: '1' });
    expect(passed.json()).toMatchObject({ code: 0, data: { status: 'passed' } });
    expect(await row(id)).toMatchObject({
      status: 'passed',
      legal_verified_by: 'elements',
      legal_verified_at: t.clock.now(),
      legal_ticket_hash: null,
    });
    expect(await checkStatusOf(p)).toBe(2);
    expect(await projectInfo(p)).toMatchObject({ id, status: 'passed', legalPerson: { verifiedBy: 'elements' } });

    // Used: the same link answers as invalid, both to read and to answer.
    expect((await ticketInfo(ticket)).json().code).toBe(1006019);
    expect((await elements(ticket, { idNumber: legal.idNumber, authorize: '1' })).json().code).toBe(1006019);
  });

  it('a face video passes too; an invalid video leaves the link usable', async () => {
    const { p, id } = await applied();
    const { ticket } = await linkTo();
    const short = await face(ticket, { idNumber: legal.idNumber, authorize: '1' }, videoFixture('1.0s.webm'));
    expect(short.json().data.fields[0].field).toBe('video');
    expect((await row(id)).status).toBe('awaitingLegalPerson');
    const res = await face(ticket, { idNumber: legal.idNumber, authorize: '1' });
    expect(res.json()).toMatchObject({ code: 0, data: { status: 'passed' } });
    expect(await row(id)).toMatchObject({ status: 'passed', legal_verified_by: 'face' });
    expect(await checkStatusOf(p)).toBe(2);
  });

  it('a legal representative the carrier does not confirm fails the application with that reason', async () => {
    const wang = people.wang;
    const { p, id } = await applied({ legalName: wang.name, legalIdNumber: wang.idNumber, legalMobile: wang.phone });
    const { ticket } = await linkTo(wang.phone);
    const res = await elements(ticket, { idNumber: wang.idNumber, authorize: '1' });
    expect(res.json().code).not.toBe(0);
    const stored = await row(id);
    expect(stored.status).toBe('failed');
    expect(stored.reason).toMatch(/^verification/);
    expect(res.json().code).toBe(errorCatalogue[stored.reason as ErrorKey].code);
    expect(await checkStatusOf(p)).toBe(3);
  });

  it('a wrong ID number is refused beside the field; the third burns the link, and a resend brings a new one', async () => {
    const { p, id } = await applied();
    const { ticket } = await linkTo();
    const other = people.zhao.idNumber;
    for (let i = 0; i < 2; i++) {
      const wrong = await elements(ticket, { idNumber: other, authorize: '1' });
      expect(wrong.json().code).toBe(1006024);
      expect(wrong.json().data.fields[0].field).toBe('idNumber');
    }
    expect((await elements(ticket, { idNumber: other, authorize: '1' })).json().code).toBe(1006019);
    expect((await elements(ticket, { idNumber: legal.idNumber, authorize: '1' })).json().code).toBe(1006019);
    expect((await row(id)).status).toBe('awaitingLegalPerson');

    t.clock.advance(61_000);
    const resent = await p.post(enterpriseAuthRoutes.legalPersonResend.path, { id });
    expect(resent.json().code).toBe(0);
    const fresh = await linkTo();
    expect(fresh.ticket).not.toBe(ticket);
    expect((await elements(fresh.ticket, { idNumber: legal.idNumber, authorize: '1' })).json().data.status).toBe('passed');
  });

  it('a resend makes the old link stop working, waits a minute between sends, and is for the own enterprise only', async () => {
    const { p, id } = await applied();
    const first = await linkTo();
    const tooSoon = await p.post(enterpriseAuthRoutes.legalPersonResend.path, { id });
    expect(tooSoon.json().code).toBe(1002007);
    t.clock.advance(61_000);
    expect((await p.post(enterpriseAuthRoutes.legalPersonResend.path, { id })).json().code).toBe(0);
    const second = await linkTo();
    expect(second.ticket).not.toBe(first.ticket);
    expect((await ticketInfo(first.ticket)).json().code).toBe(1006019);
    expect((await ticketInfo(second.ticket)).json().code).toBe(0);

    const stranger = await enterprisePerson(t);
    expect((await stranger.post(enterpriseAuthRoutes.legalPersonResend.path, { id })).json().code).toBe(1000404);
    expect((await stranger.post(enterpriseAuthRoutes.legalPersonResend.path, { id: 'no-such-application' })).json().code).toBe(1000404);
  });

  it('an expired link is invalid and ends the application as expired', async () => {
    const { p, id } = await applied();
    const { ticket } = await linkTo();
    t.clock.advance(legalPersonLinkValidityMs + 1000);
    const res = await ticketInfo(ticket, 'zh');
    expect(res.json().code).toBe(1006019);
    expect(res.json().msg).toMatch(/[\u4e00-\u9fff]/);
    expect(await row(id)).toMatchObject({ status: 'expired', reason: 'legalPersonLinkExpired' });
    const enterprise = await t.db
      .selectFrom('enterprises')
      .select(['real_name_status', 'check_status'])
      .where('id', '=', p.enterpriseId)
      .executeTakeFirstOrThrow();
    expect(enterprise).toEqual({ real_name_status: 3, check_status: 3 });
  });

  it('two phones answering at once: one passes, the other hears the link is used', async () => {
    const { id } = await applied();
    const { ticket } = await linkTo();
    const [a, b] = await Promise.all([
      elements(ticket, { idNumber: legal.idNumber, authorize: '1' }, newIp()),
      elements(ticket, { idNumber: legal.idNumber, authorize: '1' }, newIp()),
    ]);
    expect([a.json().code, b.json().code].sort()).toEqual([0, 1006019]);
    expect((await row(id)).status).toBe('passed');
  });
});
