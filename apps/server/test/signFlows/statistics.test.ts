import { appsRoutes, platformDate, signFlowCreateSample, statisticsRoutes as s } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, appBody, createApp, customer, grant, newSecret, operatorOf, signedCall } from '../support/apps-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { samplePdf } from '../signing/support.js';

const day = 86_400_000;

/**
 * Sign flows in the service and application statistics: flows started through
 * the open API are the `signFlow` service's metered units, so the enterprise's service statistics
 * show them (calls, the remaining package) per day and per service, its application statistics per
 * application, and the back office's application list counts them in the month — all from the
 * usage rollup the metering write keeps, like every other service. A refused start (the package
 * spent) counts nothing anywhere; creating a flow is free and counts nothing.
 */
describe.each(databases)('sign flows in the statistics on %s', (kind) => {
  let t: TestApp;
  let ops: string;
  let owner: Awaited<ReturnType<typeof customer>>;
  let applicationId: string;
  let call: (path: string, body?: unknown) => ReturnType<typeof signedCall>;
  let month: string;
  let today: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    ops = await operatorOf(t);
    const product = await addProduct(t, ops, 'signFlow');
    owner = await customer(t);
    const sub = await grant(t, ops, { enterpriseId: owner.enterpriseId, productId: product.id, totalCount: 2 });
    const app = await createApp(t, owner, appBody([sub.id]));
    applicationId = app.id;
    const { secret } = await newSecret(t, owner, app.id);
    call = (path, body) => signedCall(t, { appId: app.appId, secret, path, body });
    today = platformDate(t.clock.now());
    month = today.slice(0, 7);
    const pdf = (await samplePdf({ xref: 'classic' })).toString('base64');
    const body = {
      ...signFlowCreateSample,
      deadlineAt: t.clock.now() + 7 * day,
      documents: [{ fileName: 'contract.pdf', pdf }],
      signers: [
        {
          ...signFlowCreateSample.signers[0],
          fields: [{ document: 0, kind: 'signature', page: 1, x: 60, y: 100, width: 120, height: 60 }],
        },
      ],
    };
    // Three flows created (free), two started (a unit each), the third refused: the package is spent.
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const created = (await call('signFlow/create', body)).json();
      expect(created.code, created.msg).toBe(0);
      ids.push(created.data.id);
    }
    for (const id of ids.slice(0, 2)) {
      const started = (await call('signFlow/start', { signFlowId: id })).json();
      expect(started.code, started.msg).toBe(0);
    }
    expect((await call('signFlow/start', { signFlowId: ids[2] })).json().code).not.toBe(0);
  });
  afterAll(() => t?.close());

  it('the service statistics show the started flows as the signFlow service’s calls, with what is left of the package', async () => {
    const res = (await owner.get(`${s.services.path}?month=${month}`)).json();
    expect(res.code, res.msg).toBe(0);
    expect(res.data.services).toEqual([{ serviceCode: 'signFlow', calls: 2, successes: 2, failures: 0, remaining: 0 }]);
    expect(res.data.totals).toEqual({ calls: 2, successes: 2, failures: 0 });
    expect(res.data.days.find((d: { day: string }) => d.day === today)).toMatchObject({ calls: 2 });
    // Filtered to the service: the same; to another service: nothing.
    const only = (await owner.get(`${s.services.path}?month=${month}&serviceCode=signFlow`)).json();
    expect(only.data.totals.calls).toBe(2);
    const other = (await owner.get(`${s.services.path}?month=${month}&serviceCode=sign`)).json();
    expect(other.data.totals.calls).toBe(0);
  });

  it('the application statistics show them under the application that started them', async () => {
    const res = (await owner.get(`${s.apps.path}?month=${month}&serviceCode=signFlow`)).json();
    expect(res.code, res.msg).toBe(0);
    expect(res.data.apps).toEqual([{ appId: applicationId, name: 'Order service', calls: 2, successes: 2, failures: 0 }]);
  });

  it('the back office’s application list counts them in the month’s calls', async () => {
    const res = await t.call('GET', `/webgate${appsRoutes.opsList.path}?enterpriseId=${owner.enterpriseId}`, { cookie: ops });
    const body = res.json();
    expect(body.code, body.msg).toBe(0);
    expect(body.data.list.find((a: { id: string }) => a.id === applicationId)).toMatchObject({ callsThisMonth: 2 });
  });
});
