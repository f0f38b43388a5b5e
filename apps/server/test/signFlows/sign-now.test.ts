import {
  certificatesRoutes as cr,
  operationLogRoutes as lr,
  renderLogPhrase,
  signFlowHostedRoutes as hr,
  signFlowsRoutes as r,
} from '@console/contract';
import { hasPhrase, translate } from '@console/phrases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastCodeTo } from '../support/auth-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { type Person, people, signedInPerson } from '../support/real-name-helpers.js';
import { samplePdf, uploadPdf } from '../signing/support.js';
import { authenticatedPerson, hosted, initiator } from './hosted-support.js';

const day = 86_400_000;

/**
 * Recipients named by e-mail and "sign now": a signer and a CC recipient named only by
 * their e-mail find the flow in their waiting and copied lists once signed in; the signer opens the
 * hosted page from its waiting list with a link made for its own row (its session proves it, no
 * message), signs, and its certificate list does not show the one-day event certificate the
 * signature was made with; the act is in its operation log, and the flow's detail offers "sign now"
 * while its turn lasts. Another person's or another row's "sign now" answers not found.
 */
describe.each(databases)('sign now and recipients by e-mail on %s', (kind) => {
  let t: TestApp;
  let master: Person & { enterpriseId: string };
  let signer: Person;
  let cc: Person;
  let stranger: Person;
  let flowId: string;
  let signerId: string;

  const path = (route: { path: string }, id: string) => route.path.replace(':id', id);

  beforeAll(async () => {
    t = await startTestApp(kind);
    t.clock.set(Date.now());
    master = await initiator(t, '杭州邮件签署科技有限公司');
    signer = await authenticatedPerson(t, people.zhao);
    cc = await signedInPerson(t);
    stranger = await signedInPerson(t);
    const pdf = await samplePdf({ xref: 'classic' });
    const created = (
      await uploadPdf(t, master, r.create.path, pdf, { title: 'Consulting agreement', deadlineAt: t.clock.now() + 7 * day })
    ).json();
    expect(created.code, created.msg).toBe(0);
    flowId = created.data.id;
    const documentId = created.data.documents[0].id;
    const field = { documentId, kind: 'signature', page: 1, x: 60, y: 100, width: 120, height: 60 };
    // Named by e-mail only, in another case than the account's: e-mails match case-blind.
    const added = (
      await master.post(path(r.addSigner, flowId), {
        kind: 'person',
        name: people.zhao.name,
        email: signer.email.toUpperCase(),
        group: 1,
        language: 'en',
        fields: [field],
      })
    ).json();
    expect(added.code, added.msg).toBe(0);
    expect((await master.post(path(r.addCc, flowId), { name: '赵六', email: cc.email, language: 'en' })).json().code).toBe(0);
    const started = (await master.post(path(r.start, flowId), {})).json();
    expect(started.code, started.msg).toBe(0);
  });
  afterAll(() => t?.close());

  it('a signer and a CC recipient named by e-mail find the flow in their lists and read it', async () => {
    const waiting = (await signer.get(r.waiting.path)).json();
    expect(waiting.code, waiting.msg).toBe(0);
    expect(waiting.data.total).toBe(1);
    expect(waiting.data.list[0]).toMatchObject({ id: flowId, signerStatus: 'toSign', initiator: '杭州邮件签署科技有限公司' });
    signerId = waiting.data.list[0].signerId;
    expect((await signer.get(path(r.detail, flowId))).json().data.viewer).toBe('signer');

    const copied = (await cc.get(r.copied.path)).json();
    expect(copied.data.list.map((f: { id: string }) => f.id)).toEqual([flowId]);
    expect((await cc.get(path(r.detail, flowId))).json().data.viewer).toBe('cc');

    for (const p of [cc, stranger]) expect((await p.get(r.waiting.path)).json().data.total).toBe(0);
    expect((await stranger.get(r.copied.path)).json().data.total).toBe(0);
    expect((await stranger.get(path(r.detail, flowId))).statusCode).toBe(404);
  });

  it('sign now is only for the signed-in signer’s own row: anyone else, and another flow, answer not found', async () => {
    for (const p of [stranger, cc, master]) {
      const res = await p.post(path(r.signNow, flowId), { signerId });
      expect(res.statusCode).toBe(404);
    }
    expect((await signer.post(path(r.signNow, flowId), { signerId: 'not-a-signer' })).statusCode).toBe(404);
    expect((await signer.post(path(r.signNow, 'no-such-flow'), { signerId })).statusCode).toBe(404);
  });

  it('the detail offers sign now to the signer whose turn it is, to nobody else', async () => {
    expect((await signer.get(path(r.detail, flowId))).json().data.signNowSignerId).toBe(signerId);
    for (const p of [master, cc]) expect((await p.get(path(r.detail, flowId))).json().data.signNowSignerId).toBeNull();
  });

  it('sign now opens the hosted page proven by the session; the signature’s event certificate is not in the certificate list', async () => {
    const before = (await signer.get(cr.list.path)).json();
    expect(before.code, before.msg).toBe(0);
    const now = (await signer.post(path(r.signNow, flowId), { signerId })).json();
    expect(now.code, now.msg).toBe(0);
    // Logged in the signer's own operation log, once, read in either language.
    const log = (await signer.get(lr.list.path)).json();
    expect(log.code, log.msg).toBe(0);
    const entries = log.data.list.filter((x: { action: string }) => x.action === 'signNow');
    expect(entries).toHaveLength(1);
    expect(entries[0].phrase).toEqual({ key: 'signFlows.signNow', params: { title: 'Consulting agreement' } });
    const text = (lang: 'en' | 'zh') =>
      renderLogPhrase(entries[0].phrase, { lang, translate: (k, p) => translate(lang, k, p), has: hasPhrase, fallback: '' });
    expect(text('en')).toBe('Opened the sign flow “Consulting agreement” to sign it now (the signing link sent earlier stops working)');
    expect(text('zh')).toBe('立即签署签署流程《Consulting agreement》（此前发送的签署链接随之失效）');
    const token = now.data.token as string;
    expect(now.data.expiresAt).toBeGreaterThan(t.clock.now());
    // The session proves the signer without a code; a stranger's session does not.
    expect((await hosted(t, hr.hostedProveSignedIn, { token }, 'en', stranger.cookie)).statusCode).toBe(403);
    const proved = (await hosted(t, hr.hostedProveSignedIn, { token }, 'en', signer.cookie)).json();
    expect(proved.code, proved.msg).toBe(0);
    const proof = proved.data.proof as string;
    t.clock.advance(61_000);
    const sent = (await hosted(t, r.hostedCode, { token, proof, step: 'willingness' })).json();
    expect(sent.code, sent.msg).toBe(0);
    const code = await lastCodeTo(t, signer.email.toUpperCase());
    const signed = (await hosted(t, r.hostedSign, { token, proof, code })).json();
    expect(signed.code, signed.msg).toBe(0);
    expect(signed.data.flowStatus).toBe(2);

    // The event certificate is the signer's (its account), stored for verification by serial ...
    const events = await t.db
      .selectFrom('certificates')
      .select(['id', 'serial'])
      .where('user_id', '=', signer.userId)
      .where('service_type', '=', 3)
      .execute();
    expect(events).toHaveLength(1);
    // ... but not listed among its certificates, nor readable by id there.
    const after = (await signer.get(cr.list.path)).json();
    expect(after.data.total).toBe(before.data.total);
    expect(after.data.list.map((c: { id: string }) => c.id)).not.toContain(events[0]!.id);
    expect((await signer.get(cr.detail.path.replace(':id', events[0]!.id))).statusCode).toBe(404);

    // The flow left the waiting list; a second "sign now" is refused: the turn is over.
    expect((await signer.get(r.waiting.path)).json().data.total).toBe(0);
    expect((await signer.get(path(r.detail, flowId))).json().data.signNowSignerId).toBeNull();
    const again = await signer.post(path(r.signNow, flowId), { signerId });
    expect(again.statusCode).toBe(409);
  });
});
