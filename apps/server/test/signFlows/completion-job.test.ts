import { signFlowsRoutes as r } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { finishCompletions } from '../../src/features/signFlows/index.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { type Person, people } from '../support/real-name-helpers.js';
import { pdfsig, uploadPdf } from '../signing/support.js';
import { authenticatedPerson, initiator, linkTo, onePageContract, signOnHostedPage } from './hosted-support.js';

const silent = { info() {}, warn() {}, error() {}, debug() {}, child: () => silent } as unknown as FastifyInstance['log'];
const day = 86_400_000;
const enterpriseName = '宁波报告生成测试有限公司';

/**
 * The completion after the answer: the last signature answers at once with the flow
 * completed; the completion job (leased, run here by hand on the test's clock) deposits the evidence,
 * makes the signed certificate and sends the flow-end callback. A download before then is 409 "being
 * prepared" in the caller's language, the console says preparing; a try that fails (the file store
 * down, a process gone mid-way) waits a minute and is taken again, nothing lost; two runs at once
 * finish a flow once.
 */
// The first certificate of the file starts the certificate's thread, which from sources loads pdf-lib
// and fontkit through tsx's loader: ~15 s at load 26 on two cores (the built server's takes well under one).
vi.setConfig({ testTimeout: 120_000 });

describe.each(databases)('sign flow completion job on %s', (kind) => {
  let t: TestApp;
  let master: Person & { enterpriseId: string };
  let alice: Person;
  let pdf: Buffer;

  beforeAll(async () => {
    t = await startTestApp(kind);
    t.clock.set(Date.now());
    pdf = await onePageContract('Completion job contract');
    master = await initiator(t, enterpriseName);
    alice = await authenticatedPerson(t, people.zhang);
  });
  afterAll(async () => {
    await t.close();
  });

  const path = (route: { path: string }, id: string) => route.path.replace(':id', id);
  const flowRow = (id: string) => t.db.selectFrom('sign_flows').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  /** A one-signer flow signed on the hosted page: answers its id once the signature answered "completed". */
  async function signedFlow(title: string): Promise<string> {
    t.clock.advance(61_000);
    const created = (await uploadPdf(t, master, r.create.path, pdf, { title, deadlineAt: t.clock.now() + 7 * day })).json();
    expect(created.code, created.msg).toBe(0);
    const id = created.data.id as string;
    const field = { documentId: created.data.documents[0].id, kind: 'signature', page: 1, x: 60, y: 100, width: 120, height: 60 };
    const who = { kind: 'person', name: people.zhang.name, phone: alice.phone, group: 1, language: 'en', fields: [field] };
    expect((await master.post(path(r.addSigner, id), who)).json().code).toBe(0);
    expect((await master.post(path(r.start, id), {})).json().code).toBe(0);
    const signed = (await signOnHostedPage(t, { token: await linkTo(t, alice.phone), to: alice.phone })).json();
    expect(signed.code, signed.msg).toBe(0);
    expect(signed.data.flowStatus).toBe(2);
    return id;
  }

  it('answers completed at once; the download is "being prepared" (409, en and zh) until the job made the certificate', async () => {
    const id = await signedFlow('Prepared later');
    expect((await master.get(path(r.detail, id))).json().data).toMatchObject({ status: 2, certificate: 'preparing', evidenceCode: null });
    const en = await master.get(path(r.certificate, id));
    expect(en.statusCode).toBe(409);
    expect(en.json()).toMatchObject({ code: 1018070, msg: expect.stringContaining('being prepared') });
    const zh = await t.call('GET', `/webgate${path(r.certificate, id)}`, { cookie: master.cookie, language: 'zh' });
    expect(zh.statusCode).toBe(409);
    expect(zh.json().msg).toContain('正在生成');
    // The signer reads the same.
    expect((await alice.get(path(r.certificate, id))).statusCode).toBe(409);

    expect(await finishCompletions(t.app.deps, silent)).toBe(1);
    const done = (await master.get(path(r.detail, id))).json().data;
    expect(done).toMatchObject({ certificate: 'ready', evidenceCode: expect.any(String) });
    const file = await master.get(path(r.certificate, id));
    expect(file.statusCode).toBe(200);
    expect((await pdfsig(t, file.rawPayload))[0]).toContain('Signature is Valid');
    expect((await flowRow(id)).completion_due_at).toBeNull();
    // Nothing left to do.
    expect(await finishCompletions(t.app.deps, silent)).toBe(0);
  });

  it('a try that fails waits a minute and is taken again: nothing lost, the evidence deposited once', async () => {
    const id = await signedFlow('Store down');
    const files = t.app.deps.files;
    const put = files.put.bind(files);
    // The file store refuses the certificate's file (as a process dying mid-way would leave it unmade).
    files.put = () => Promise.reject(new Error('file store down'));
    try {
      expect(await finishCompletions(t.app.deps, silent)).toBe(0);
    } finally {
      files.put = put;
    }
    const failed = await flowRow(id);
    expect(failed.completion_tries).toBe(1);
    expect(Number(failed.completion_due_at)).toBe(t.clock.now() + 60_000);
    const code = failed.evidence_code;
    expect(code).toBeTruthy();
    expect((await master.get(path(r.detail, id))).json().data.certificate).toBe('preparing');
    // Not due again before its minute.
    expect(await finishCompletions(t.app.deps, silent)).toBe(0);
    t.clock.advance(60_000);
    expect(await finishCompletions(t.app.deps, silent)).toBe(1);
    const done = await flowRow(id);
    expect(done).toMatchObject({ completion_due_at: null, evidence_code: code });
    expect((await master.get(path(r.certificate, id))).statusCode).toBe(200);
  });

  it('two runs at once finish a flow once', async () => {
    const id = await signedFlow('Raced');
    const [a, b] = await Promise.all([finishCompletions(t.app.deps, silent), finishCompletions(t.app.deps, silent)]);
    expect(a + b).toBe(1);
    const reports = await t.db.selectFrom('sign_flow_reports').select('flow_id').where('flow_id', '=', id).execute();
    expect(reports).toHaveLength(1);
    expect((await flowRow(id)).completion_tries).toBe(1);
  });
});
