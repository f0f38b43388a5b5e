import { templatesRoutes as r, signFlowsRoutes as sr } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer } from '../support/apps-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { people, phoneAuth, signedInPerson } from '../support/real-name-helpers.js';
import { pdfsig, run } from '../signing/support.js';
import { linkTo, signOnHostedPage } from '../signFlows/hosted-support.js';
import { blankContract, enabledTemplate } from './support.js';

/**
 * A flow made from a template signed by both parties on the hosted page, checked by tools
 * nobody here wrote: the filled values are signed over — pdfsig finds both signatures valid, and
 * pdftotext still reads the values in the signed file.
 */
describe.each(databases)('a flow from a template, signed by both parties, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    // pdfsig judges the one-day event certificates at the computer's time.
    t.clock.set(Date.now());
  });
  afterAll(() => t.close());

  it('both sign; pdfsig: two valid signatures over the filled PDF', async () => {
    const owner = await customer(t);
    const alice = await signedInPerson(t);
    expect((await phoneAuth(t, alice, people.zhang)).json().code).toBe(0);
    const bob = await signedInPerson(t);
    expect((await phoneAuth(t, bob, people.li)).json().code).toBe(0);
    const { id } = await enabledTemplate(t, owner, await blankContract());
    const started = (
      await owner.post(r.start.path.replace(':id', id), {
        title: '采购合同',
        deadlineAt: t.clock.now() + 7 * 86_400_000,
        values: { buyer: '杭州示例科技有限公司', amount: '3600.00' },
        parties: [
          { role: 'Party A', kind: 'person', name: people.zhang.name, phone: alice.phone },
          { role: 'Party B', kind: 'person', name: people.li.name, phone: bob.phone },
        ],
      })
    ).json();
    expect(started.code, started.msg).toBe(0);
    const flowId = started.data.signFlowId as string;

    for (const p of [alice, bob]) {
      const signed = (await signOnHostedPage(t, { token: await linkTo(t, p.phone), to: p.phone })).json();
      expect(signed.code, signed.msg).toBe(0);
    }
    const detail = (await owner.get(sr.detail.path.replace(':id', flowId))).json().data;
    expect(detail.status).toBe(2);
    const doc = await owner.get(sr.document.path.replace(':id', flowId).replace(':documentId', detail.documents[0].id));
    const sigs = await pdfsig(t, doc.rawPayload);
    expect(sigs).toHaveLength(2);
    for (const s of sigs) expect(s).toContain('Signature is Valid');
    const text = run('pdftotext', { 's.pdf': doc.rawPayload }, () => ['s.pdf', '-']).out;
    expect(text).toContain('杭州示例科技有限公司');
    expect(text).toContain('3600.00');
  });
});
