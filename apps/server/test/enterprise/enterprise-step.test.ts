import { dashboardRoutes, enterpriseRoutes } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type EnterprisePerson,
  enterprisePerson,
  remittedAmount,
  startApplication,
  submitAmount,
} from '../support/enterprise-auth-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';

/**
 * An enterprise whose bank authentication waits for the applicant's amount is
 * "under review" by §3's status alone; the header's context switch and the dashboard are told what
 * it waits for instead, so the console does not call it a review.
 */
describe.each(databases)('what an enterprise authentication in progress waits for, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  const stepOf = async (p: EnterprisePerson) => {
    const mine = (await p.get(enterpriseRoutes.mine.path)).json().data as {
      enterprises: { id: string; realNameStatus: number; realNameStep: string | null }[];
    };
    const summary = (await p.get(dashboardRoutes.summary.path)).json().data as { realName: { status: number; step: string | null } };
    const own = mine.enterprises.find((e) => e.id === p.enterpriseId)!;
    return { switch: [own.realNameStatus, own.realNameStep], dashboard: [summary.realName.status, summary.realName.step] };
  };

  it('says "waiting for the amount" while a remittance waits for it, and nothing once it passed', async () => {
    const p = await enterprisePerson(t);
    expect(await stepOf(p)).toEqual({ switch: [0, null], dashboard: [0, null] });
    const application = await startApplication(p, 'bank');
    expect(application.status).toBe('awaitingAmount');
    // Still §3's "under review" (1), with the step that says whose move it is.
    expect(await stepOf(p)).toEqual({ switch: [1, 'awaitingAmount'], dashboard: [1, 'awaitingAmount'] });
    const right = await submitAmount(p, application.id, await remittedAmount(t, application.id));
    expect(right.json().code).toBe(0);
    expect(await stepOf(p)).toEqual({ switch: [2, null], dashboard: [2, null] });
  });

  it('says "waiting for the legal representative" while the SMS link is out', async () => {
    const p = await enterprisePerson(t);
    await startApplication(p, 'legalPerson');
    expect(await stepOf(p)).toEqual({ switch: [1, 'awaitingLegalPerson'], dashboard: [1, 'awaitingLegalPerson'] });
  });

  it('gives a personal session no step', async () => {
    const p = await enterprisePerson(t);
    await p.post(enterpriseRoutes.switchContext.path, { enterpriseId: '' });
    const summary = (await p.get(dashboardRoutes.summary.path)).json().data;
    expect(summary.realName).toEqual({ status: 0, checkedAt: null, step: null });
  });
});
