import { errorCatalogue, signFlowBatchRoutes as br, signFlowsRoutes as r } from '@console/contract';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expiredBatchesQuery } from '../../src/features/signFlows/batch-cleanup-queries.js';
import { waitingOfEmailQuery } from '../../src/features/signFlows/batch-email-queries.js';
import { signFlows } from '../../src/features/signFlows/index.js';
import { runJobOnce } from '../../src/platform/jobs.js';
import { lastCodeTo } from '../support/auth-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { type Person, people } from '../support/real-name-helpers.js';
import { pdfsig, run, uploadPdf } from '../signing/support.js';
import { authenticatedPerson, hosted as call, drawnPng, initiator, onePageContract } from './hosted-support.js';

const day = 86_400_000;
const e = errorCatalogue;
const silent = { info: () => {}, warn: () => {}, error: () => {} } as never;
const cleanupJob = signFlows.jobs!.find((j) => j.name === 'signFlowBatchCleanup')!;

/**
 * Batch signing for signers named only by e-mail, with a signature drawn on the page: the account's e-mail finds its rows (a row naming a phone stays that phone's), the code
 * goes to the e-mail, a bad drawing is refused naming `drawn` before the code is spent, a good one is
 * in every signed flow (pdfimages; pdfsig valid). Old batches are deleted by the leased cleanup job a
 * day after they expired, their views with them, along the expiry index.
 */
describe.each(databases)('batch signing by e-mail, drawn, and old batches cleaned, on %s', (kind) => {
  let t: TestApp;
  let master: Person & { enterpriseId: string };
  let signer: Person;
  let other: Person;

  beforeAll(async () => {
    t = await startTestApp(kind);
    // pdfsig judges the one-day event certificates at the computer's time.
    t.clock.set(Date.now());
    master = await initiator(t, '杭州邮件批量签署有限公司');
    signer = await authenticatedPerson(t, people.zhao);
    other = await authenticatedPerson(t, people.zhang);
  });
  afterAll(() => t?.close());

  const hosted = (route: { path: string }, body: Record<string, unknown>, lang: 'en' | 'zh' = 'en', cookie?: string) =>
    call(t, route, body, lang, cookie);

  /** A started flow naming its one signer by e-mail only. */
  async function flowByEmail(title: string, name: string, email: string) {
    const created = (
      await uploadPdf(t, master, r.create.path, await onePageContract(title), { title, deadlineAt: t.clock.now() + 7 * day })
    ).json();
    expect(created.code, created.msg).toBe(0);
    const id = created.data.id as string;
    const documentId = created.data.documents[0].id as string;
    const field = { documentId, kind: 'signature', page: 1, x: 60, y: 100, width: 120, height: 60 };
    const added = (
      await master.post(r.addSigner.path.replace(':id', id), { kind: 'person', name, email, group: 1, language: 'en', fields: [field] })
    ).json();
    expect(added.code, added.msg).toBe(0);
    expect((await master.post(r.start.path.replace(':id', id), {})).json().code).toBe(0);
    t.clock.advance(1_000);
    return { id, documentId };
  }

  const rowCount = async (table: 'sign_flow_batches' | 'sign_flow_batch_views') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('a signer named only by e-mail batches its flows and signs them with a drawn signature', async () => {
    // Named in another case than the account's: e-mails match case-blind. A third flow is another person's.
    const a = await flowByEmail('NDA A', people.zhao.name, signer.email.toUpperCase());
    const b = await flowByEmail('NDA B', people.zhao.name, signer.email);
    await flowByEmail('NDA C', people.zhang.name, other.email);

    const opened = (await hosted(br.batchOpenSignedIn, {}, 'en', signer.cookie)).json();
    expect(opened.code, opened.msg).toBe(0);
    const { batch } = opened.data;
    const flows = opened.data.flows as { signerId: string; flowId: string; documents: { id: string }[] }[];
    // Newest first; the other person's flow not among them.
    expect(flows.map((f) => f.flowId)).toEqual([b.id, a.id]);
    for (const f of flows)
      for (const d of f.documents)
        expect((await hosted(br.batchDocument, { batch, signerId: f.signerId, documentId: d.id })).statusCode).toBe(200);
    t.clock.advance(61_000);
    const sent = (await hosted(br.batchCode, { batch, signerIds: flows.map((f) => f.signerId) })).json();
    expect(sent.code, sent.msg).toBe(0);
    // The code goes to the e-mail the flows name.
    const code = await lastCodeTo(t, signer.email);

    // A drawing that is no PNG is refused naming `drawn`, in the caller's language; nothing signed, the code kept.
    const bad = await hosted(br.batchSign, { batch, code, drawn: Buffer.from('not a picture').toString('base64') }, 'zh');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe(e.signatureImageType.code);
    expect(bad.json().data.fields[0].field).toBe('drawn');
    const revisions = async () =>
      (await t.db.selectFrom('sign_flow_documents').select('revision').where('id', 'in', [a.documentId, b.documentId]).execute()).map(
        (d) => d.revision,
      );
    expect(await revisions()).toEqual([0, 0]);

    const signed = (await hosted(br.batchSign, { batch, code, drawn: drawnPng() })).json();
    expect(signed.code, signed.msg).toBe(0);
    expect(signed.data.results.map((x: { flowId: string; status: string }) => [x.flowId, x.status])).toEqual([
      [b.id, 'signed'],
      [a.id, 'signed'],
    ]);
    expect(await revisions()).toEqual([1, 1]);
    const detail = (await master.get(r.detail.path.replace(':id', a.id))).json().data;
    const doc = await master.get(r.document.path.replace(':id', a.id).replace(':documentId', detail.documents[0].id));
    const sigs = await pdfsig(t, doc.rawPayload);
    expect(sigs).toHaveLength(1);
    expect(sigs[0]).toContain('Signature is Valid');
    // The drawn signature is an image in the signature's appearance (the name in text would draw none).
    const images = run('pdfimages', { 's.pdf': doc.rawPayload }, () => ['-list', 's.pdf'])
      .out.trim()
      .split('\n')
      .slice(2);
    expect(images.length).toBeGreaterThanOrEqual(1);

    // The other person's e-mail batch lists only its own flow.
    const theirs = (await hosted(br.batchOpenSignedIn, {}, 'en', other.cookie)).json();
    expect(theirs.data.flows.map((f: { title: string }) => f.title)).toEqual(['NDA C']);
  });

  it('lists by e-mail over its index, newest first, without a sort', async () => {
    const q = waitingOfEmailQuery(t.db, 'h'.repeat(64), Date.now(), 101).compile();
    expect((await planOf(q)).join('\n')).toContain('sign_flow_signers_email_status_created');
    expect((await planOf(q)).filter((l) => /TEMP B-TREE|\bSort\b|Seq Scan|^SCAN s$/.test(l.trim()))).toEqual([]);
  });

  it('old batches are deleted by the leased cleanup job a day after they expired, with their views', async () => {
    const before = await rowCount('sign_flow_batches');
    expect(before).toBeGreaterThanOrEqual(2);
    expect(await rowCount('sign_flow_batch_views')).toBeGreaterThanOrEqual(2);
    // A batch opened twenty minutes later (the signer still signed in: sessions idle out after 30 minutes).
    t.clock.advance(20 * 60_000);
    const fresh = (await hosted(br.batchOpenSignedIn, {}, 'en', signer.cookie)).json();
    expect(fresh.code, fresh.msg).toBe(0);
    // The first ones expired (two hours) but are not yet a day past it: kept.
    t.clock.advance(2 * 60 * 60_000 - 10 * 60_000);
    expect(await runJobOnce(t.app.deps, silent, cleanupJob)).toBe('ran');
    expect(await rowCount('sign_flow_batches')).toBe(before + 1);
    // A day past their expiry they go, with their views; the later one, not yet a day past its own, stays.
    t.clock.advance(day);
    expect(await runJobOnce(t.app.deps, silent, cleanupJob)).toBe('ran');
    expect(await rowCount('sign_flow_batches')).toBe(1);
    expect(await rowCount('sign_flow_batch_views')).toBe(0);
    const q = expiredBatchesQuery(t.db, Date.now(), 500).compile();
    expect((await planOf(q)).join('\n')).toContain('sign_flow_batches_expires');
    expect((await planOf(q)).filter((l) => /TEMP B-TREE|\bSort\b|Seq Scan|^SCAN sign_flow_batches$/.test(l.trim()))).toEqual([]);
  });

  /** The plan of a query; on PostgreSQL with sequential scans and sorts priced out (a few rows plan like millions). */
  async function planOf(q: { sql: string; parameters: readonly unknown[] }): Promise<string[]> {
    if (kind === 'sqlite')
      return (await t.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${q.sql}`, [...q.parameters]))).rows.map(
        (row) => row.detail,
      );
    return t.db.connection().execute(async (conn) => {
      await sql`set enable_seqscan = off`.execute(conn);
      await sql`set enable_sort = off`.execute(conn);
      try {
        const rows = await conn.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${q.sql}`, [...q.parameters]));
        return rows.rows.map((row) => row['QUERY PLAN']);
      } finally {
        await sql`reset all`.execute(conn);
      }
    });
  }
});
