import { signFlowHostedRoutes as hr, signFlowsRoutes as r } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { type Person, type Video, people, upload, videoFixture } from '../support/real-name-helpers.js';
import { uploadPdf } from '../signing/support.js';
import { authenticatedPerson, hosted, hostedCodeFor, initiator, linkTo, onePageContract, proveByCode } from './hosted-support.js';

const day = 86_400_000;
const enterpriseName = '常州人脸意愿测试有限公司';

/**
 * The willingness check by face on the hosted page: the proven signer's video
 * against the record its account passed, through the real-name capability and the sandbox identity
 * provider (which really reads the video: a 1 s one is refused, 张三's record passes, 赵六's made not to match,
 * 李四's is left to a person). A pass answers a single-use ticket the sign call takes instead of the
 * code, recorded as `face`; a failure, an undecided check and the sixth try in an hour each answer why
 * in the signer's language and sign nothing; the SMS code still works.
 */
describe.each(databases)('face willingness on the hosted page on %s', (kind) => {
  let t: TestApp;
  let master: Person & { enterpriseId: string };
  let alice: Person;
  let wang: Person;
  let pdf: Buffer;

  beforeAll(async () => {
    t = await startTestApp(kind);
    t.clock.set(Date.now());
    pdf = await onePageContract('Face willingness contract');
    master = await initiator(t, enterpriseName);
    alice = await authenticatedPerson(t, people.zhang);
    // 赵六 passes by phone; then the registry (as an operator may edit it) says their face does not match.
    wang = await authenticatedPerson(t, people.zhao);
    const rows = await t.db.selectFrom('identity_registry').select(['id', 'name_cipher']).execute();
    const zhao = rows.find((row) => t.app.deps.cipher.decrypt(row.name_cipher) === people.zhao.name)!;
    await t.db.updateTable('identity_registry').set({ face_check: 'fail' }).where('id', '=', zhao.id).execute();
  });
  afterAll(async () => {
    await t.close();
  });

  const path = (route: { path: string }, id: string) => route.path.replace(':id', id);
  /** A started one-signer flow for a person: its id, link and a proof of identity. */
  async function flowFor(who: { name: string; phone: string }) {
    t.clock.advance(61_000);
    const created = (await uploadPdf(t, master, r.create.path, pdf, { title: 'Face', deadlineAt: t.clock.now() + 7 * day })).json();
    expect(created.code, created.msg).toBe(0);
    const id = created.data.id as string;
    const field = { documentId: created.data.documents[0].id, kind: 'signature', page: 1, x: 60, y: 100, width: 120, height: 60 };
    const signer = { kind: 'person', ...who, group: 1, language: 'en', fields: [field] };
    expect((await master.post(path(r.addSigner, id), signer)).json().code).toBe(0);
    expect((await master.post(path(r.start, id), {})).json().code).toBe(0);
    const token = await linkTo(t, who.phone);
    return { id, token, proof: await proveByCode(t, { token, to: who.phone }) };
  }
  const face = (o: { token: string; proof: string }, video: Video | undefined, lang: 'en' | 'zh' = 'en') =>
    upload(t, hr.hostedFace.path, { token: o.token, proof: o.proof, mode: 'face' }, video, { language: lang });
  const signerOf = (id: string) => t.db.selectFrom('sign_flow_signers').selectAll().where('flow_id', '=', id).executeTakeFirstOrThrow();

  it('a passed face check signs in place of the code, once; recorded as face', async () => {
    const flow = await flowFor({ name: people.zhang.name, phone: alice.phone });
    // Neither a code nor a face ticket: refused naming the code.
    const none = await hosted(t, r.hostedSign, { token: flow.token, proof: flow.proof });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 1018074, data: { fields: [{ field: 'code' }] } });
    // Without a proof: nothing is checked.
    expect((await face({ token: flow.token, proof: 'x'.repeat(43) }, videoFixture('2.6s.webm'))).json().code).toBe(1018060);
    // A video too short is refused by content, naming the video.
    const short = await face(flow, videoFixture('1.0s.webm'));
    expect(short.statusCode).toBe(400);
    expect(short.json().data.fields[0].field).toBe('video');

    const passed = await face(flow, videoFixture('2.6s.webm'));
    expect(passed.json().code, passed.json().msg).toBe(0);
    const { faceTicket } = passed.json().data;
    expect(faceTicket).toEqual(expect.any(String));
    // A forged ticket signs nothing.
    const forged = await hosted(t, r.hostedSign, { token: flow.token, proof: flow.proof, faceTicket: 'f'.repeat(43) });
    expect(forged.json()).toMatchObject({ code: 1018074, data: { fields: [{ field: 'faceTicket' }] } });
    expect((await signerOf(flow.id)).status).toBe('toSign');

    const signed = (await hosted(t, r.hostedSign, { token: flow.token, proof: flow.proof, faceTicket })).json();
    expect(signed.code, signed.msg).toBe(0);
    expect(signed.data.flowStatus).toBe(2);
    const how = await t.db.selectFrom('sign_flow_signatures').selectAll().where('flow_id', '=', flow.id).executeTakeFirstOrThrow();
    expect(how.willingness).toBe('face');
    const events = await t.db
      .selectFrom('sign_flow_events')
      .select('kind')
      .where('flow_id', '=', flow.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.kind)).toContain('willingnessPassed');
  });

  it('a face that does not match the record is refused in the signer’s language; the code still signs', async () => {
    const flow = await flowFor({ name: people.zhao.name, phone: wang.phone });
    const failed = await face(flow, videoFixture('2.6s.webm'), 'zh');
    expect(failed.statusCode).toBe(400);
    expect(failed.json()).toMatchObject({ code: 1018071, data: { fields: [{ field: 'video' }] } });
    expect(failed.json().msg).toContain('短信验证码');
    expect((await signerOf(flow.id)).status).toBe('toSign');
    // Five tries an hour per signer: the sixth is refused before the provider is asked.
    for (let i = 0; i < 4; i++) expect((await face(flow, videoFixture('2.6s.webm'))).json().code).toBe(1018071);
    const tooMany = await face(flow, videoFixture('2.6s.webm'));
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json().code).toBe(1018073);
    const code = await hostedCodeFor(t, { token: flow.token, to: wang.phone, proof: flow.proof, step: 'willingness' });
    const signed = (await hosted(t, r.hostedSign, { token: flow.token, proof: flow.proof, code })).json();
    expect(signed.code, signed.msg).toBe(0);
    const how = await t.db.selectFrom('sign_flow_signatures').selectAll().where('flow_id', '=', flow.id).executeTakeFirstOrThrow();
    expect(how.willingness).toBe('code');
  });

  it('a check the provider leaves to a person cannot confirm a signature', async () => {
    // 李四's record (the master's) is one the sandbox sends to manual review.
    const flow = await flowFor({ name: people.li.name, phone: master.phone });
    const undecided = await face(flow, videoFixture('2.6s.webm'));
    expect(undecided.statusCode).toBe(409);
    expect(undecided.json().code).toBe(1018072);
    expect((await signerOf(flow.id)).status).toBe('toSign');
  });
});
