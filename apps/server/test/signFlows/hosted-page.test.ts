import { signFlowHostedRoutes as hr, signFlowsRoutes as r } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { type Person, people, phoneAuth, signedInPerson } from '../support/real-name-helpers.js';
import { uploadPdf } from '../signing/support.js';
import {
  authenticatedPerson,
  hosted as call,
  contractSeal,
  drawnPng,
  grantToSelf,
  hostedCodeFor,
  initiator,
  linkTo,
  onePageContract,
  proveByCode,
  signOnHostedPage,
} from './hosted-support.js';

const day = 86_400_000;
const enterpriseName = '上海托管签署测试有限公司';

/**
 * The hosted signing page's server rules: the proof of identity (an SMS code, or
 * signed in as the signer's account), real-name authentication required to sign, the willingness
 * code (wrong, expired, the identity code, spent), the seals and signatures a signer may pick.
 */
describe.each(databases)('hosted signing page on %s', (kind) => {
  let t: TestApp;
  let master: Person & { enterpriseId: string };
  let alice: Person;
  let bob: Person;
  let carol: Person;
  let dave: Person;
  let pdf: Buffer;
  let grantedSeal: string;
  let otherSeal: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    t.clock.set(Date.now());
    pdf = await onePageContract('Hosted page contract');
    master = await initiator(t, enterpriseName);
    alice = await authenticatedPerson(t, people.zhang);
    // Each test's signer has its own phone, so no phone's hourly code budget runs out.
    carol = await authenticatedPerson(t, people.zhao);
    dave = await authenticatedPerson(t, people.chen);
    // Bob has an account but no real-name authentication.
    bob = await signedInPerson(t);
    grantedSeal = await contractSeal(master, 'Contract seal');
    otherSeal = await contractSeal(master, 'Finance seal');
    await grantToSelf(t, master, grantedSeal);
  });
  afterAll(async () => {
    await t.close();
  });

  const path = (route: { path: string }, id: string) => route.path.replace(':id', id);
  const hosted = (route: { path: string }, body: Record<string, unknown>, lang: 'en' | 'zh' = 'en', cookie?: string) =>
    call(t, route, body, lang, cookie);

  /** A started flow with one signer: a person (by phone) or the master's enterprise. */
  async function flowFor(signer: { kind: 'person'; name: string; phone: string } | { kind: 'enterprise' }) {
    const created = (await uploadPdf(t, master, r.create.path, pdf, { title: 'Lease', deadlineAt: t.clock.now() + 7 * day }, 'en')).json();
    expect(created.code, created.msg).toBe(0);
    const id = created.data.id as string;
    const documentId = created.data.documents[0].id as string;
    const who =
      signer.kind === 'person'
        ? { kind: 'person', name: signer.name, phone: signer.phone }
        : { kind: 'enterprise', name: people.li.name, enterpriseName, phone: master.phone };
    const field = { documentId, kind: signer.kind === 'person' ? 'signature' : 'seal', page: 1, x: 60, y: 100, width: 120, height: 60 };
    const added = (await master.post(path(r.addSigner, id), { ...who, group: 1, language: 'en', fields: [field] })).json();
    expect(added.code, added.msg).toBe(0);
    const started = (await master.post(path(r.start, id), {})).json();
    expect(started.code, started.msg).toBe(0);
    return { id, documentId, token: await linkTo(t, signer.kind === 'person' ? signer.phone : master.phone) };
  }

  it('the identity code: wrong refused naming the code, right answers a proof; without a live proof no document, no code for willingness', async () => {
    const { token, documentId } = await flowFor({ kind: 'person', name: people.zhang.name, phone: alice.phone });
    const before = (await hosted(r.hostedView, { token })).json();
    expect(before.data.standing).toBeNull();
    await hostedCodeFor(t, { token, to: alice.phone });
    const wrong = await hosted(hr.hostedProve, { token, code: '000000' }, 'zh');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 1002003, data: { fields: [{ field: 'code', message: expect.stringMatching(/验证码/) }] } });
    const forged = await hosted(r.hostedDocument, { token, proof: 'x'.repeat(43), documentId });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe(1018060);
    expect((await hosted(r.hostedCode, { token, proof: 'x'.repeat(43), step: 'willingness' })).json().code).toBe(1018060);

    const proof = await proveByCode(t, { token, to: alice.phone });
    const view = (await hosted(r.hostedView, { token, proof })).json();
    expect(view.data.standing).toEqual({ by: 'code', realName: 'passed' });
    const doc = await hosted(r.hostedDocument, { token, proof, documentId });
    expect(doc.statusCode).toBe(200);
    expect(doc.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    proofOfFirst = { token, proof, documentId };
  });
  let proofOfFirst: { token: string; proof: string; documentId: string };

  it('signed in as the signer proves it without a code; another account is refused', async () => {
    const { token } = await flowFor({ kind: 'person', name: people.zhang.name, phone: alice.phone });
    const other = await hosted(hr.hostedProveSignedIn, { token }, 'en', bob.cookie);
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe(1018062);
    expect((await hosted(hr.hostedProveSignedIn, { token })).json().code).toBe(-1);
    const proved = (await hosted(hr.hostedProveSignedIn, { token }, 'en', alice.cookie)).json();
    expect(proved.code, proved.msg).toBe(0);
    expect(proved.data.by).toBe('session');
    const view = (await hosted(r.hostedView, { token, proof: proved.data.proof })).json();
    expect(view.data.standing).toEqual({ by: 'session', realName: 'passed' });
    const signed = (await signOnHostedPage(t, { token, to: alice.phone, proof: proved.data.proof })).json();
    expect(signed.code, signed.msg).toBe(0);
    expect(signed.data.flowStatus).toBe(2);
  });

  it('real-name authentication is required to sign: refused while not passed, signs once it passed', async () => {
    // A phone without an account: proven by code, but nothing to sign as.
    const stranger = (await flowFor({ kind: 'person', name: people.sun.name, phone: '13912345678' })).token;
    const strangerProof = await proveByCode(t, { token: stranger, to: '13912345678' });
    expect((await hosted(r.hostedView, { token: stranger, proof: strangerProof })).json().data.standing.realName).toBe('required');

    const { id, token } = await flowFor({ kind: 'person', name: people.sun.name, phone: bob.phone });
    const proof = await proveByCode(t, { token, to: bob.phone });
    expect((await hosted(r.hostedView, { token, proof })).json().data.standing.realName).toBe('required');
    const refused = await signOnHostedPage(t, { token, to: bob.phone, proof, lang: 'zh' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 1018061, msg: expect.stringMatching(/实名认证/) });
    expect((await master.get(path(r.detail, id))).json().data.signers[0].status).toBe('toSign');

    // Bob passes real-name authentication under the signer's name and comes back with the same proof.
    expect((await phoneAuth(t, bob, people.sun)).json().code).toBe(0);
    expect((await hosted(r.hostedView, { token, proof })).json().data.standing.realName).toBe('passed');
    const signed = (await signOnHostedPage(t, { token, to: bob.phone, proof, drawn: drawnPng() })).json();
    expect(signed.code, signed.msg).toBe(0);
  });

  it('the willingness code: wrong, the identity code, expired and spent codes are refused naming the code; two submits sign once', async () => {
    const { id, token } = await flowFor({ kind: 'person', name: people.zhao.name, phone: carol.phone });
    const identity = await hostedCodeFor(t, { token, to: carol.phone });
    const proved = (await hosted(hr.hostedProve, { token, code: identity })).json();
    const proof = proved.data.proof as string;
    // The identity code, once spent, is no willingness code.
    const asWill = await hosted(r.hostedSign, { token, proof, code: identity });
    expect(asWill.json()).toMatchObject({ code: 1002003, data: { fields: [{ field: 'code' }] } });
    // A fresh identity code is not a willingness code either (its own purpose).
    const fresh = await hostedCodeFor(t, { token, to: carol.phone });
    expect((await hosted(r.hostedSign, { token, proof, code: fresh })).json().code).toBe(1002003);

    const expired = await hostedCodeFor(t, { token, to: carol.phone, proof, step: 'willingness' });
    t.clock.advance(6 * 60_000);
    expect((await hosted(r.hostedSign, { token, proof, code: expired })).json().code).toBe(1002003);

    const will = await hostedCodeFor(t, { token, to: carol.phone, proof, step: 'willingness' });
    const wrong = String((Number(will) + 1) % 1_000_000).padStart(6, '0');
    expect((await hosted(r.hostedSign, { token, proof, code: wrong }, 'zh')).json()).toMatchObject({
      code: 1002003,
      data: { fields: [{ field: 'code' }] },
    });
    const [a, b] = await Promise.all([
      hosted(r.hostedSign, { token, proof, code: will }),
      hosted(r.hostedSign, { token, proof, code: will }),
    ]);
    const codes = [a.json().code, b.json().code].sort();
    expect(codes[0]).toBe(0);
    expect([1002003, 1018012]).toContain(codes[1]);
    const doc = await t.db.selectFrom('sign_flow_documents').select('revision').where('flow_id', '=', id).executeTakeFirstOrThrow();
    expect(doc.revision).toBe(1);
    // Spent with the signing: the link is gone, and the code with it.
    expect((await hosted(r.hostedSign, { token, proof, code: will })).json().code).toBe(1018012);
  });

  it('an enterprise signer is offered only the seals it holds a live grant of, and signs with one; a person its own signatures', async () => {
    const { token } = await flowFor({ kind: 'enterprise' });
    const proof = await proveByCode(t, { token, to: master.phone });
    const listed = (await hosted(hr.hostedChoices, { token, proof })).json();
    expect(listed.code, listed.msg).toBe(0);
    expect(listed.data.choices.map((c: { id: string }) => c.id)).toEqual([grantedSeal]);
    expect(listed.data.choices[0]).toMatchObject({ kind: 'enterprise', label: 'Contract seal' });
    expect(Buffer.from(listed.data.choices[0].pngBase64, 'base64').subarray(1, 4).toString()).toBe('PNG');
    const refused = (await signOnHostedPage(t, { token, to: master.phone, proof, sealId: otherSeal })).json();
    expect(refused).toMatchObject({ code: expect.any(Number), data: { fields: [{ field: 'sealId' }] } });
    const signed = (await signOnHostedPage(t, { token, to: master.phone, proof, sealId: grantedSeal })).json();
    expect(signed.code, signed.msg).toBe(0);

    const person = await flowFor({ kind: 'person', name: people.chen.name, phone: dave.phone });
    const personProof = await proveByCode(t, { token: person.token, to: dave.phone });
    const mine = (await hosted(hr.hostedChoices, { token: person.token, proof: personProof })).json();
    expect(mine.code, mine.msg).toBe(0);
    expect(mine.data.choices).toEqual([]);
  });

  it('reject needs the proof; a used or ended link answers the link error in the caller’s language', async () => {
    const { id, token } = await flowFor({ kind: 'person', name: people.chen.name, phone: dave.phone });
    expect((await hosted(r.hostedReject, { token, proof: 'y'.repeat(43), reason: 'No' })).json().code).toBe(1018060);
    const proof = await proveByCode(t, { token, to: dave.phone });
    expect((await hosted(r.hostedReject, { token, proof, reason: 'Wrong rent' })).json().code).toBe(0);
    expect((await master.get(path(r.detail, id))).json().data).toMatchObject({ status: 7, endReason: 'Wrong rent' });
    const used = (await hosted(r.hostedView, { token }, 'zh')).json();
    expect(used).toMatchObject({ code: 1018012, msg: expect.stringMatching(/签署链接已失效/) });
  });

  it('a proof lasts two hours (last: the clock leaves every session behind)', async () => {
    expect((await hosted(r.hostedDocument, proofOfFirst)).statusCode).toBe(200);
    t.clock.advance(2 * 60 * 60_000);
    const stale = await hosted(r.hostedDocument, proofOfFirst);
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe(1018060);
  });
});
