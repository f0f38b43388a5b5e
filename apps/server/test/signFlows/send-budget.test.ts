import { PDFDocument } from '@cantoo/pdf-lib';
import { signFlowRules, signFlowsRoutes as r } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, uniquePhone } from '../support/auth-helpers.js';
import { enterpriseOf } from '../support/enterprise-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { type Person, signedInPerson } from '../support/real-name-helpers.js';
import { uploadPdf } from '../signing/support.js';

const day = 86_400_000;
const path = (route: { path: string }, id: string) => route.path.replace(':id', id);

/**
 * Every sign flow message to a recipient takes the per-recipient send budget codes and invitations
 * take (decision 30), the initiating enterprise as its source: one enterprise starting many flows to
 * one phone is capped; a signer the budget refuses gets its turn unnotified and is reminded later.
 * An enterprise that has not passed authentication sends a limited number of messages a day.
 */
describe.each(databases)('sign flow send budget on %s', (kind) => {
  let t: TestApp;
  let pdf: Buffer;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const doc = await PDFDocument.create();
    doc.addPage([595, 842]);
    pdf = Buffer.from(await doc.save());
  });
  afterAll(async () => {
    await t.close();
  });

  /** Creates a flow of `owner` with one signer per phone in group 1 and starts it: the start's answer. */
  async function start(owner: Person, phones: string[]) {
    const created = (await uploadPdf(t, owner, r.create.path, pdf, { title: 'Agreement', deadlineAt: t.clock.now() + 7 * day })).json();
    expect(created.code, created.msg).toBe(0);
    const id = created.data.id as string;
    const documentId = created.data.documents[0].id as string;
    for (const phone of phones) {
      const added = (
        await owner.post(path(r.addSigner, id), {
          kind: 'person',
          name: '王小明',
          phone,
          group: 1,
          language: 'en',
          fields: [{ documentId, kind: 'signature', page: 1, x: 60, y: 100, width: 120, height: 60 }],
        })
      ).json();
      expect(added.code, added.msg).toBe(0);
    }
    const started = (await owner.post(path(r.start, id), {})).json();
    expect(started.code, started.msg).toBe(0);
    return { id, detail: started.data as { status: number; signers: { id: string; unnotified: boolean }[] } };
  }
  const linksTo = async (phone: string) => (await outbox(t)).filter((m) => m.to === phone && /\/signFlow#/.test(m.text)).length;

  it('one phone, many flows of one enterprise: 5 notices an hour, then unnotified; the reminder answers 429 naming the signer, later goes', async () => {
    const owner = await signedInPerson(t);
    await enterpriseOf(t, owner, { passed: true });
    const phone = uniquePhone();
    const flows = [];
    for (let i = 0; i < 7; i++) {
      t.clock.advance(61_000);
      flows.push(await start(owner, [phone]));
    }
    // The flows all start; the first five notify, the rest wait unnotified (no link, no message).
    expect(flows.map((f) => f.detail.status)).toEqual(Array(7).fill(1));
    expect(flows.map((f) => f.detail.signers[0]!.unnotified)).toEqual([false, false, false, false, false, true, true]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await linksTo(phone)).toBe(5);

    // The initiator reminds the unnotified signer: refused while the budget is spent, in the caller's language.
    const last = flows[6]!;
    const refused = await owner.post(path(r.remind, last.id), { signerId: last.detail.signers[0]!.id });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toMatch(/^Too many messages have been sent to \S+, please try again in \d+ minutes?$/);
    expect(await linksTo(phone)).toBe(5);

    // An hour on (the session kept alive by looking at the flow), the budget is back: the reminder sends the link.
    for (let i = 0; i < 6; i++) {
      t.clock.advance(10 * 60_000);
      expect((await owner.get(path(r.detail, last.id))).json().code).toBe(0);
    }
    const reminded = (await owner.post(path(r.remind, last.id), { signerId: last.detail.signers[0]!.id })).json();
    expect(reminded.code, reminded.msg).toBe(0);
    expect(reminded.data.signers[0].unnotified).toBe(false);
    expect(await linksTo(phone)).toBe(6);
  });

  it('an enterprise not authenticated sends at most its day’s messages; the rest of its signers wait unnotified', async () => {
    const owner = await signedInPerson(t);
    await enterpriseOf(t, owner, { passed: false });
    const limit = signFlowRules.unverifiedMessagesPerDay;
    const phones = Array.from({ length: limit }, () => uniquePhone());
    const first = await start(owner, phones);
    expect(first.detail.signers.every((s) => !s.unnotified)).toBe(true);
    const extra = await start(owner, [uniquePhone()]);
    expect(extra.detail.signers[0]!.unnotified).toBe(true);
    const refused = await owner.post(path(r.remind, extra.id), { signerId: extra.detail.signers[0]!.id });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toMatch(new RegExp(`at most ${limit} signing messages a day`));
  });
});
