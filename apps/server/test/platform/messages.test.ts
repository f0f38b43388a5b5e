import { realNameRoutes } from '@console/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lastMessageTo } from '../support/auth-helpers.js';
import { enterprisePerson, startApplication } from '../support/enterprise-auth-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { readyOperator } from '../support/ops-helpers.js';
import { type Person, people, signedInPerson, videoFixture } from '../support/real-name-helpers.js';

/**
 * E-mails and SMS speak the language of the person's console as they last used
 * it, give times in their time zone (Asia/Shanghai until their console says another) instead of
 * "(UTC)", and never double the full stop after a name that ends in one ("Co., Ltd.").
 */
/** The wall-clock minute at a fixed offset from UTC, as the messages write it ("2026-11-21 10:00"). */
const wallClock = (ms: number, offsetHours: number) => new Date(ms + offsetHours * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

describe.each(databases)('messages to a person on %s', (kind) => {
  let t: TestApp;
  let operatorCookie: string;
  beforeEach(async () => {
    t = await startTestApp(kind, { TRUST_PROXY: 'true' });
    operatorCookie = (await readyOperator(t, 'mia')).cookie;
  });
  afterEach(async () => {
    await t.close();
  });

  /** The person's face (李四's or 孙七's) goes to manual review; the operator decides; the person is told by SMS. */
  async function decidedNotice(
    p: Person,
    body: { decision: 'pass' | 'reject'; reason?: string },
    options: { who?: typeof people.li; language?: 'en' | 'zh' } = {},
  ) {
    const who = options.who ?? people.li;
    const res = await p.upload(
      realNameRoutes.faceSubmit.path,
      { mode: 'face', name: who.name, idNumber: who.idNumber },
      videoFixture('2.6s.webm'),
      options.language,
    );
    expect(res.json().data.status).toBe('underReview');
    const id = res.json().data.id as string;
    const decided = await t.call('POST', `/webgate${realNameRoutes.reviewDecision.path.replace(':id', id)}`, {
      cookie: operatorCookie,
      body,
    });
    expect(decided.json().code).toBe(0);
    return (await lastMessageTo(t, p.phone))!.text;
  }

  it('speaks the console language the person last used, not the one they registered in', async () => {
    const p = await signedInPerson(t, {}, 'en');
    // They switch the console to Chinese and go on using it.
    expect((await p.get(realNameRoutes.state.path, 'zh')).json().code).toBe(0);
    const text = await decidedNotice(p, { decision: 'pass' }, { language: 'zh' });
    expect(text).toContain('实名认证');
    expect(text).not.toMatch(/real-name authentication/i);
  });

  it('gives the time in Asia/Shanghai until the console says its zone, then in that zone; never "(UTC)"', async () => {
    const p = await signedInPerson(t);
    // The test clock stands just after 2026-11-21 02:00 UTC (signing people up moves it on a minute or so).
    expect(new Date(t.clock.now()).toISOString()).toMatch(/^2026-11-21T02:0/);
    const shanghai = await decidedNotice(p, { decision: 'pass' });
    expect(shanghai).toContain(`${wallClock(t.clock.now(), 8)} GMT+8`);
    expect(shanghai).not.toContain('UTC');

    const q = await signedInPerson(t);
    const berlin = { 'Time-Zone': 'Europe/Berlin' };
    expect((await t.call('GET', `/webgate${realNameRoutes.state.path}`, { cookie: q.cookie, headers: berlin })).json().code).toBe(0);
    // A zone that does not exist is not remembered.
    await t.call('GET', `/webgate${realNameRoutes.state.path}`, { cookie: q.cookie, headers: { 'Time-Zone': 'Mars/Olympus' } });
    expect(await decidedNotice(q, { decision: 'pass' }, { who: people.sun })).toContain(`${wallClock(t.clock.now(), 1)} GMT+1`);
  });

  it('does not double the full stop after a note or a company name that ends in one', async () => {
    const p = await signedInPerson(t);
    const rejected = await decidedNotice(p, { decision: 'reject', reason: 'The video is too dark.' });
    expect(rejected).toContain('Reason: The video is too dark. You can apply again');
    expect(rejected).not.toContain('..');

    const e = await enterprisePerson(t);
    await startApplication(e, 'bank', { enterpriseName: 'Acme Trading Co., Ltd.' });
    const remitted = (await lastMessageTo(t, e.phone))!.text;
    expect(remitted).toContain('of Acme Trading Co., Ltd. Enter it in the console');
    expect(remitted).not.toContain('..');
  });
});
