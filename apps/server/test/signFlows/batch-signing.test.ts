import { errorCatalogue, signFlowBatchRoutes as br, signFlowsRoutes as r } from '@console/contract';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitingOfPhoneQuery } from '../../src/features/signFlows/batch-queries.js';
import { lastCodeTo, lastMessageTo } from '../support/auth-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { type Person, people } from '../support/real-name-helpers.js';
import { pdfsig, uploadPdf } from '../signing/support.js';
import {
  authenticatedPerson,
  hosted as call,
  contractSeal,
  grantToSelf,
  initiator,
  linkTo,
  onePageContract,
  proveByCode,
} from './hosted-support.js';

const day = 86_400_000;
const enterpriseName = '上海批量签署测试有限公司';
const e = errorCatalogue;

/**
 * Batch signing: the proven signer's own waiting flows together, each document
 * opened before it is chosen, one willingness code bound to the batch, each flow signed on its own
 * (a flow revoked in between fails alone), a second submit answering the same results, at most 50.
 */
describe.each(databases)('batch signing on %s', (kind) => {
  let t: TestApp;
  let master: Person & { enterpriseId: string };
  let alice: Person;
  let mallory: Person;
  let seal: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    // pdfsig judges the one-day event certificates at the computer's time.
    t.clock.set(Date.now());
    master = await initiator(t, enterpriseName);
    alice = await authenticatedPerson(t, people.zhang);
    mallory = await authenticatedPerson(t, people.zhao);
    seal = await contractSeal(master, 'Contract seal');
    await grantToSelf(t, master, seal);
  });
  afterAll(async () => {
    await t.close();
  });

  const path = (route: { path: string }, id: string) => route.path.replace(':id', id);
  const hosted = (route: { path: string }, body: Record<string, unknown>, lang: 'en' | 'zh' = 'en', cookie?: string) =>
    call(t, route, body, lang, cookie);

  /** A started flow with one signer: alice (a person) or the master's enterprise. */
  async function flowFor(title: string, who: 'alice' | 'enterprise') {
    const created = (
      await uploadPdf(t, master, r.create.path, await onePageContract(title), { title, deadlineAt: t.clock.now() + 7 * day }, 'en')
    ).json();
    expect(created.code, created.msg).toBe(0);
    const id = created.data.id as string;
    const documentId = created.data.documents[0].id as string;
    const signer =
      who === 'alice'
        ? { kind: 'person', name: people.zhang.name, phone: alice.phone }
        : { kind: 'enterprise', name: people.li.name, enterpriseName, phone: master.phone };
    const field = { documentId, kind: who === 'alice' ? 'signature' : 'seal', page: 1, x: 60, y: 100, width: 120, height: 60 };
    expect((await master.post(path(r.addSigner, id), { ...signer, group: 1, language: 'en', fields: [field] })).json().code).toBe(0);
    expect((await master.post(path(r.start, id), {})).json().code).toBe(0);
    return { id, documentId };
  }

  const open = async (cookie: string) => {
    const opened = (await hosted(br.batchOpenSignedIn, {}, 'en', cookie)).json();
    expect(opened.code, opened.msg).toBe(0);
    return opened.data as { batch: string; flows: { signerId: string; flowId: string; documents: { id: string }[] }[] };
  };
  const readAll = async (batch: string, flows: { signerId: string; documents: { id: string }[] }[]) => {
    for (const f of flows)
      for (const d of f.documents)
        expect((await hosted(br.batchDocument, { batch, signerId: f.signerId, documentId: d.id })).statusCode).toBe(200);
  };
  const codeFor = async (batch: string, signerIds: string[], to: string) => {
    t.clock.advance(61_000);
    const sent = (await hosted(br.batchCode, { batch, signerIds })).json();
    expect(sent.code, sent.msg).toBe(0);
    return lastCodeTo(t, to);
  };

  it('three flows from a proven link, one revoked in between: the other two signed (pdfsig), the revoked one reported; a second submit signs nothing more', async () => {
    const flows = [await flowFor('Lease A', 'alice'), await flowFor('Lease B', 'alice'), await flowFor('Lease C', 'alice')];
    const token = await linkTo(t, alice.phone);
    const proof = await proveByCode(t, { token, to: alice.phone });
    const opened = (await hosted(br.batchOpen, { token, proof })).json();
    expect(opened.code, opened.msg).toBe(0);
    const { batch } = opened.data;
    expect(opened.data.signerName).not.toBe(people.zhang.name);
    expect(opened.data.flows.map((f: { flowId: string }) => f.flowId).sort()).toEqual(flows.map((f) => f.id).sort());
    expect(opened.data.parties).toEqual([{ enterpriseId: null, enterpriseName: null, choices: [] }]);
    const signerIds = flows.map((f) => opened.data.flows.find((x: { flowId: string }) => x.flowId === f.id).signerId as string);

    // A flow is chosen only once its documents were opened in this batch.
    const unread = await hosted(br.batchCode, { batch, signerIds }, 'zh');
    expect(unread.statusCode).toBe(400);
    expect(unread.json()).toMatchObject({
      code: e.signFlowBatchNotViewed.code,
      data: { fields: [{ field: 'signerIds', message: expect.stringMatching(/请先打开“Lease/) }] },
    });
    await readAll(batch, opened.data.flows);
    const code = await codeFor(batch, signerIds, alice.phone);
    expect((await lastMessageTo(t, alice.phone))?.text).toMatch(/sign 3 contracts at once/);

    // The initiator revokes Lease B after the code was sent.
    expect((await master.post(path(r.revoke, flows[1]!.id), { reason: 'Terms changed' })).json().code).toBe(0);

    const [a, b] = await Promise.all([hosted(br.batchSign, { batch, code }), hosted(br.batchSign, { batch, code })]);
    const answers = [a.json(), b.json()];
    const ok = answers.filter((x) => x.code === 0);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const x of answers.filter((y) => y.code !== 0)) expect(x.code).toBe(e.signFlowBatchBusy.code);
    const results = ok[0].data.results as { flowId: string; status: string; flowStatus: number | null; error: string | null }[];
    expect(results.map((x) => [x.flowId, x.status])).toEqual(flows.map((f, i) => [f.id, i === 1 ? 'failed' : 'signed']));
    expect(results[1]!.error).toMatch(/no longer waiting for you/);
    expect(results[0]!.flowStatus).toBe(2);

    // A third submit answers the same results; each signed flow has exactly one revision.
    const again = (await hosted(br.batchSign, { batch, code })).json();
    expect(again.data.results).toEqual(results);
    for (const [i, f] of flows.entries()) {
      const doc = await t.db.selectFrom('sign_flow_documents').select('revision').where('id', '=', f.documentId).executeTakeFirstOrThrow();
      expect(doc.revision).toBe(i === 1 ? 0 : 1);
      const detail = (await master.get(path(r.detail, f.id))).json().data;
      expect(detail.status).toBe(i === 1 ? 3 : 2);
    }
    // Each signed flow its own signature, checked by pdfsig; how it signed is recorded per flow.
    for (const f of [flows[0]!, flows[2]!]) {
      const file = await master.get(r.document.path.replace(':id', f.id).replace(':documentId', f.documentId));
      const sigs = await pdfsig(t, file.rawPayload);
      expect(sigs).toHaveLength(1);
      expect(sigs[0]).toContain('Signature is Valid');
      const how = await t.db
        .selectFrom('sign_flow_signatures')
        .select(['auth_method', 'willingness'])
        .where('flow_id', '=', f.id)
        .execute();
      expect(how).toEqual([{ auth_method: 'code', willingness: 'code' }]);
    }
  });

  it('one willingness code per batch: another batch’s code is refused, a spent one too; at most 50 flows', async () => {
    const [f1, f2] = [await flowFor('Loan 1', 'alice'), await flowFor('Loan 2', 'alice')];
    const one = await open(alice.cookie);
    const two = await open(alice.cookie);
    await readAll(one.batch, one.flows);
    await readAll(two.batch, two.flows);
    const sid = (o: typeof one, id: string) => o.flows.find((f) => f.flowId === id)!.signerId;
    const codeOne = await codeFor(one.batch, [sid(one, f1.id)], alice.phone);
    const codeTwo = await codeFor(two.batch, [sid(two, f2.id)], alice.phone);
    // Batch two's code does not pass batch one (it is bound to its batch).
    const foreign = await hosted(br.batchSign, { batch: one.batch, code: codeTwo });
    expect(foreign.json()).toMatchObject({ code: 1002003, data: { fields: [{ field: 'code' }] } });
    // Batch one's code was replaced by batch two's send: it passes nothing.
    expect((await hosted(br.batchSign, { batch: one.batch, code: codeOne })).json().code).toBe(1002003);
    const signed = (await hosted(br.batchSign, { batch: two.batch, code: codeTwo })).json();
    expect(signed.data.results.map((x: { status: string }) => x.status)).toEqual(['signed']);
    // Spent: a fresh choice in batch one with the spent code signs nothing.
    await codeFor(one.batch, [sid(one, f1.id)], alice.phone);
    expect((await hosted(br.batchSign, { batch: one.batch, code: codeTwo })).json().code).toBe(1002003);

    const tooMany = await hosted(br.batchCode, { batch: one.batch, signerIds: Array.from({ length: 51 }, (_, i) => `s${i}`) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      code: e.signFlowBatchTooLarge.code,
      data: { fields: [{ field: 'signerIds', message: expect.stringMatching(/at most 50 flows/) }] },
    });
  });

  it('only the signer’s own flows: another person sees none of them, and their ids answer 404', async () => {
    const f = await flowFor('Private', 'alice');
    const mine = await open(alice.cookie);
    const signerId = mine.flows.find((x) => x.flowId === f.id)!.signerId;
    const theirs = await open(mallory.cookie);
    expect(theirs.flows).toEqual([]);
    const doc = await hosted(br.batchDocument, { batch: theirs.batch, signerId, documentId: f.documentId });
    expect(doc.statusCode).toBe(404);
    const code = await hosted(br.batchCode, { batch: theirs.batch, signerIds: [signerId] });
    expect(code.statusCode).toBe(404);
    expect((await hosted(br.batchSign, { batch: 'x'.repeat(43), code: '123456' })).json().code).toBe(e.signFlowBatchInvalid.code);
    // Signed out, there is no batch to open.
    expect((await hosted(br.batchOpenSignedIn, {})).json().code).toBe(-1);
  });

  it('an enterprise member signs its enterprise’s flows with the seal it holds a grant of', async () => {
    const f = await flowFor('Supply', 'enterprise');
    const opened = await open(master.cookie);
    const party = (opened as unknown as { parties: { enterpriseId: string; choices: { id: string }[] }[] }).parties;
    expect(party).toEqual([expect.objectContaining({ enterpriseId: master.enterpriseId, enterpriseName })]);
    expect(party[0]!.choices.map((c) => c.id)).toEqual([seal]);
    await readAll(opened.batch, opened.flows);
    const code = await codeFor(opened.batch, [opened.flows[0]!.signerId], master.phone);
    const signed = (
      await hosted(br.batchSign, { batch: opened.batch, code, seals: [{ enterpriseId: master.enterpriseId, sealId: seal }] })
    ).json();
    expect(signed.code, signed.msg).toBe(0);
    expect(signed.data.results).toEqual([expect.objectContaining({ flowId: f.id, status: 'signed', flowStatus: 2 })]);
  });

  it('lists the waiting flows over the waiting list’s index, newest first, without a sort', async () => {
    const q = waitingOfPhoneQuery(t.db, 'h'.repeat(64), Date.now(), 101).compile();
    const plan =
      kind === 'sqlite'
        ? (await t.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${q.sql}`, [...q.parameters]))).rows.map(
            (r) => r.detail,
          )
        : await t.db.connection().execute(async (conn) => {
            // Sequential scans and sorts priced out: a few rows plan like ten million.
            await sql`set enable_seqscan = off`.execute(conn);
            await sql`set enable_sort = off`.execute(conn);
            try {
              const rows = await conn.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${q.sql}`, [...q.parameters]));
              return rows.rows.map((r) => r['QUERY PLAN']);
            } finally {
              await sql`reset all`.execute(conn);
            }
          });
    expect(plan.join('\n')).toContain('sign_flow_signers_phone_status_created');
    expect(plan.filter((l) => /TEMP B-TREE|\bSort\b|Seq Scan|^SCAN s$/.test(l.trim()))).toEqual([]);
  });
});
