import { personalSignatureLimit, signFlowHostedRoutes as hr, signFlowsRoutes as r } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceSignedIn } from '../support/enterprise-auth-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { type Person, people } from '../support/real-name-helpers.js';
import { uploadPdf } from '../signing/support.js';
import { authenticatedPerson, drawnPng, hosted, hostedCodeFor, initiator, linkTo, onePageContract, proveByCode } from './hosted-support.js';

const day = 86_400_000;
const enterpriseName = '无锡签名保存测试有限公司';

/**
 * A signature drawn on the hosted page kept among the person's own signatures when they tick the
 * box: kept only once the signing went through, offered to pick on the next flow and
 * in the console's list of their signatures; not kept without the box; refused before anything is
 * signed when they already hold as many as they may.
 */
describe.each(databases)('a drawn signature saved from the hosted page on %s', (kind) => {
  let t: TestApp;
  let master: Person & { enterpriseId: string };
  let alice: Person;
  let pdf: Buffer;

  beforeAll(async () => {
    t = await startTestApp(kind);
    t.clock.set(Date.now());
    pdf = await onePageContract('Saved signature contract');
    master = await initiator(t, enterpriseName);
    alice = await authenticatedPerson(t, people.zhang);
  });
  afterAll(async () => {
    await t.close();
  });

  const path = (route: { path: string }, id: string) => route.path.replace(':id', id);
  const signaturesOfAlice = () => t.db.selectFrom('personal_signatures').selectAll().where('user_id', '=', alice.userId).execute();

  /** A started one-signer flow for alice: its link and a proof of her identity. */
  async function flowForAlice(): Promise<{ id: string; token: string; proof: string }> {
    t.clock.advance(61_000);
    const created = (await uploadPdf(t, master, r.create.path, pdf, { title: 'Keep', deadlineAt: t.clock.now() + 7 * day })).json();
    expect(created.code, created.msg).toBe(0);
    const id = created.data.id as string;
    const field = { documentId: created.data.documents[0].id, kind: 'signature', page: 1, x: 60, y: 100, width: 120, height: 60 };
    const who = { kind: 'person', name: people.zhang.name, phone: alice.phone, group: 1, language: 'en', fields: [field] };
    expect((await master.post(path(r.addSigner, id), who)).json().code).toBe(0);
    expect((await master.post(path(r.start, id), {})).json().code).toBe(0);
    const token = await linkTo(t, alice.phone);
    return { id, token, proof: await proveByCode(t, { token, to: alice.phone }) };
  }
  async function sign(o: { token: string; proof: string }, body: Record<string, unknown>, lang: 'en' | 'zh' = 'en') {
    const code = await hostedCodeFor(t, { token: o.token, to: alice.phone, proof: o.proof, step: 'willingness' });
    return hosted(t, r.hostedSign, { token: o.token, proof: o.proof, code, ...body }, lang);
  }

  it('without the box, a drawn signature is used for this signing only', async () => {
    const flow = await flowForAlice();
    const signed = (await sign(flow, { drawn: drawnPng() })).json();
    expect(signed.code, signed.msg).toBe(0);
    expect(await signaturesOfAlice()).toHaveLength(0);
  });

  it('with the box, it is kept as her handwritten signature and offered to pick on the next flow', async () => {
    const flow = await flowForAlice();
    const signed = (await sign(flow, { drawn: drawnPng(), saveSignature: true })).json();
    expect(signed.code, signed.msg).toBe(0);
    const kept = await signaturesOfAlice();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ kind: 'handwritten' });

    // The next flow offers it (her first, so her default), and signing with it works.
    const next = await flowForAlice();
    const choices = (await hosted(t, hr.hostedChoices, { token: next.token, proof: next.proof })).json();
    expect(choices.code, choices.msg).toBe(0);
    expect(choices.data.choices).toEqual([expect.objectContaining({ id: kept[0]!.id, label: 'handwritten', isDefault: true })]);
    const reused = (await sign(next, { sealId: kept[0]!.id })).json();
    expect(reused.code, reused.msg).toBe(0);
    expect(await signaturesOfAlice()).toHaveLength(1);
  });

  it('at the limit, the box is refused in her language before anything is signed, the code unspent', async () => {
    // An hour on: her phone's hourly message budget is fresh again.
    await advanceSignedIn(t, 61 * 60_000, master);
    const now = t.clock.now();
    const have = (await signaturesOfAlice()).length;
    await t.db
      .insertInto('personal_signatures')
      .values(
        Array.from({ length: personalSignatureLimit - have }, (_, i) => ({
          id: `01900000-0000-7000-8000-0000000a${String(i).padStart(4, '0')}`,
          user_id: alice.userId,
          kind: 'handwritten',
          style: null,
          image_path: 'signatures/none.bin',
          width: 10,
          height: 10,
          used_at: null,
          created_at: now,
        })),
      )
      .execute();
    const flow = await flowForAlice();
    const code = await hostedCodeFor(t, { token: flow.token, to: alice.phone, proof: flow.proof, step: 'willingness' });
    const refused = await hosted(t, r.hostedSign, { ...flow, code, drawn: drawnPng(), saveSignature: true }, 'zh');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(1016056);
    expect(refused.json().msg).toMatch(/签名/);
    const signer = await t.db.selectFrom('sign_flow_signers').select('status').where('flow_id', '=', flow.id).executeTakeFirstOrThrow();
    expect(signer.status).toBe('toSign');
    // The same code still signs without the box.
    const signed = (await hosted(t, r.hostedSign, { ...flow, code, drawn: drawnPng() })).json();
    expect(signed.code, signed.msg).toBe(0);
    expect(await signaturesOfAlice()).toHaveLength(personalSignatureLimit);
  });
});
