import { enterpriseAuthRoutes } from '@console/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOperator } from '../../src/features/ops/service.js';
import { operatorCookie } from '../../src/platform/operator-session.js';
import {
  type EnterprisePerson,
  agent,
  applicationFixture,
  corporateAccount,
  createAuth,
  enterprisePerson,
  legal,
  remittedAmount,
  startApplication,
} from '../support/enterprise-auth-helpers.js';
import { type TestApp, consoleHeaders, cookieFrom, databases, startTestApp } from '../support/harness.js';
import { jpegImage, pngImage } from '../support/image-fixtures.js';
import { newPassword, setUpOperatorFactor, signIn } from '../support/ops-helpers.js';

/** The operator back office for enterprise authentication: the queue and the ledger. */
describe.each(databases)('enterprise back office on %s', (kind) => {
  let t: TestApp;
  let ops: { cookie: string; operatorId: string };
  beforeEach(async () => {
    t = await startTestApp(kind, { TRUST_PROXY: 'true' });
    const { id: operatorId, password } = await createOperator(t, { name: 'rita' });
    const signedIn = await signIn(t, 'rita', password);
    const cookie = cookieFrom(signedIn, operatorCookie);
    expect(
      (
        await t.call('POST', '/webgate/operation-webapi/password', {
          cookie,
          body: { oldPass: password, newPass: newPassword },
        })
      ).json().code,
    ).toBe(0);
    await setUpOperatorFactor(t, cookie, newPassword);
    ops = { cookie, operatorId };
  });
  afterEach(async () => {
    await t.close();
  });

  const opsGet = (path: string) => t.call('GET', `/webgate${path}`, { cookie: ops.cookie });
  const opsPost = (path: string, body: Record<string, unknown>) => t.call('POST', `/webgate${path}`, { cookie: ops.cookie, body });
  const withId = (path: string, id: string) => path.replace(':id', id);

  async function upload(p: EnterprisePerson, kind: 'licence' | 'letter') {
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', new Blob([new Uint8Array(kind === 'licence' ? jpegImage(16, 16) : pngImage(4, 4))]), `${kind}.img`);
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const res = await t.app.inject({
      method: 'POST',
      url: '/webgate/console/project/authDocument',
      headers: { ...consoleHeaders, 'content-type': request.headers.get('content-type')!, cookie: p.cookie, 'x-forwarded-for': p.c.ip },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    return JSON.parse(res.body).data.fileId as string;
  }
  async function documentsApplication(overrides: Record<string, string> = {}) {
    const p = await enterprisePerson(t);
    const res = await createAuth(
      p,
      applicationFixture('documents', { licenceFileId: await upload(p, 'licence'), letterFileId: await upload(p, 'letter'), ...overrides }),
    );
    expect(res.json().code, res.body).toBe(0);
    return { p, id: res.json().data.id as string, enterpriseName: res.json().data.enterpriseName as string };
  }

  it('lists applications by status and mode without personal data; the detail is unmasked for the operator and the read is logged', async () => {
    const docs = await documentsApplication();
    const bank = await startApplication(await enterprisePerson(t), 'bank');
    const all = (await opsGet(`${enterpriseAuthRoutes.reviewApplications.path}`)).json().data;
    expect(all.total).toBe(2);
    for (const secret of [legal.name, legal.idNumber, legal.phone, agent.idNumber, corporateAccount])
      expect(JSON.stringify(all)).not.toContain(secret);

    const queue = (await opsGet(`${enterpriseAuthRoutes.reviewApplications.path}?status=underReview`)).json().data;
    expect(queue).toMatchObject({
      total: 1,
      list: [
        { id: docs.id, mode: 'documents', status: 'underReview', enterpriseName: docs.enterpriseName, applicantName: docs.p.userName },
      ],
    });
    expect(
      (await opsGet(`${enterpriseAuthRoutes.reviewApplications.path}?mode=bank`)).json().data.list.map((r: { id: string }) => r.id),
    ).toEqual([bank.id]);
    expect((await opsGet(`${enterpriseAuthRoutes.reviewApplications.path}?mode=legalPerson`)).json().data.total).toBe(0);
    expect((await opsGet(`${enterpriseAuthRoutes.reviewApplications.path}?status=sideways`)).json().code).toBe(1000400);

    const detail = (await opsGet(withId(enterpriseAuthRoutes.reviewApplication.path, docs.id))).json().data;
    expect(detail).toMatchObject({
      id: docs.id,
      application: { legalName: legal.name, legalIdNumber: legal.idNumber, legalMobile: legal.phone, agentIdNumber: agent.idNumber },
      history: [],
    });
    const logs = await t.db
      .selectFrom('operation_logs')
      .selectAll()
      .where('operator_id', '=', ops.operatorId)
      .where('service', '=', 'enterpriseAuth')
      .execute();
    expect(logs.map((r) => r.action)).toEqual(['readApplication']);
    expect(logs[0]!.enterprise_id).toBe(docs.p.enterpriseId);
    expect(JSON.stringify(logs)).not.toContain(legal.idNumber);

    expect((await opsGet(withId(enterpriseAuthRoutes.reviewApplication.path, 'nope'))).json().code).toBe(1000404);
    // Persons are not operators.
    expect((await t.call('GET', `/webgate${enterpriseAuthRoutes.reviewApplications.path}`, { cookie: docs.p.cookie })).json().code).toBe(
      -1,
    );
  });

  it('decides only documents applications in review; a pass whose code another enterprise holds is refused', async () => {
    const bank = await startApplication(await enterprisePerson(t), 'bank');
    const refused = await opsPost(withId(enterpriseAuthRoutes.reviewDecision.path, bank.id), { decision: 'pass' });
    expect(refused.json().code).toBe(1006009);
    expect(
      (await t.db.selectFrom('enterprise_applications').select('status').where('id', '=', bank.id).executeTakeFirstOrThrow()).status,
    ).not.toBe('passed');

    const first = await documentsApplication();
    const creditCode = (
      await t.db.selectFrom('enterprise_applications').select('credit_code').where('id', '=', first.id).executeTakeFirstOrThrow()
    ).credit_code!;
    const second = await documentsApplication({ creditCode });
    expect((await opsPost(withId(enterpriseAuthRoutes.reviewDecision.path, first.id), { decision: 'pass' })).json().code).toBe(0);
    const taken = await opsPost(withId(enterpriseAuthRoutes.reviewDecision.path, second.id), { decision: 'pass' });
    expect(taken.json().code).toBe(1006010);
    expect(
      (await t.db.selectFrom('enterprise_applications').select('status').where('id', '=', second.id).executeTakeFirstOrThrow()).status,
    ).toBe('underReview');
    expect(
      (
        await opsPost(withId(enterpriseAuthRoutes.reviewDecision.path, second.id), {
          decision: 'reject',
          reason: 'Code already authenticated',
        })
      ).json().code,
    ).toBe(0);
    const decisions = await t.db
      .selectFrom('operation_logs')
      .select('action')
      .where('operator_id', '=', ops.operatorId)
      .where('action', 'in', ['approve', 'reject'])
      .execute();
    expect(decisions.map((r) => r.action).sort()).toEqual(['approve', 'reject']);
  });

  it('lists the sandbox bank ledger with the account masked and the amount shown', async () => {
    const bank = await startApplication(await enterprisePerson(t), 'bank');
    const ledger = (await opsGet(enterpriseAuthRoutes.remittances.path)).json().data;
    expect(ledger.total).toBe(1);
    expect(ledger.list[0]).toMatchObject({
      applicationId: bank.id,
      amount: await remittedAmount(t, bank.id),
      status: 'sent',
      bankAccount: '6222***********6789',
    });
    expect(JSON.stringify(ledger)).not.toContain(corporateAccount);
  });
});
