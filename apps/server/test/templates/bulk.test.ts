import { errorCatalogue, signFlowsRoutes as sf, templateBulkRoutes as b, templatesRoutes as r } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendDueNotices, templateBulkJob } from '../../src/features/templates/index.js';
import { customer } from '../support/apps-helpers.js';
import { outbox } from '../support/auth-helpers.js';
import { type TestApp, consoleHeaders, databases, startTestApp } from '../support/harness.js';
import { manyRowsXlsx } from '../support/hostile-xlsx.js';
import { type Cell, sheetsOf, workbookOf } from '../support/import-helpers.js';
import { type Person, signedInPerson } from '../support/real-name-helpers.js';
import { uploadPdf } from '../signing/support.js';
import { blankContract, enabledTemplate } from './support.js';

const day = 86_400_000;
const at = (route: { path: string }, id: string) => route.path.replace(':id', id);

const roleColumns = (role: string) => [`${role} · Signs as`, `${role} · Name`, `${role} · Enterprise name`, `${role} · Phone or e-mail`];
const header = ['Buyer', 'Notes', 'Amount', 'Contact phone', 'Agreed', ...roleColumns('Party A'), ...roleColumns('Party B')];

/**
 * Bulk send over the spreadsheet import: the version's xlsx, the dry run with
 * per-row errors naming the column and the rule (nothing sent), confirm (each row's flow whole or
 * the row reported), a job beyond 1,000 rows resumed after a crash without a row made twice, the
 * CSV error report, the counts by a query, notices within the per-recipient budget (a deferred one
 * sent later by the notice job), refusals (formulas, caps, a disabled template), another
 * enterprise's batch not found.
 */
describe.each(databases)('bulk send on %s', (kind) => {
  let t: TestApp;
  let pdf: Buffer;
  let owner: Person & { enterpriseId: string };
  let template: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    pdf = await blankContract();
    owner = await customer(t);
    template = (await enabledTemplate(t, owner, pdf)).id;
  });
  afterAll(() => t.close());

  /** The dry run: multipart fields (title, deadline) and the file. */
  async function preview(id: string, bytes: Buffer, o: { lang?: 'en' | 'zh'; who?: Person; deadlineAt?: number } = {}) {
    const form = new FormData();
    form.append('title', 'Supply 2026');
    form.append('deadlineAt', String(o.deadlineAt ?? t.clock.now() + 7 * day));
    form.append(
      'file',
      new Blob([new Uint8Array(bytes)], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
      'bulk.xlsx',
    );
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const res = await t.app.inject({
      method: 'POST',
      url: `/webgate${at(b.bulkPreview, id)}`,
      headers: {
        ...consoleHeaders,
        'Accept-Language': o.lang ?? 'en',
        'content-type': request.headers.get('content-type')!,
        cookie: (o.who ?? owner).cookie,
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    return Object.assign(res, { json: () => JSON.parse(res.body) as { code: number; msg: string; data: any } });
  }
  const confirm = async (id: string, who: Person = owner) => (await who.post(at(b.bulkConfirm, id), {})).json();
  const detail = async (id: string, who: Person = owner) => (await who.get(at(b.bulkDetail, id))).json();
  const flowsOfBulk = (id: string) => t.db.selectFrom('template_bulk_flows').selectAll().where('bulk_id', '=', id).orderBy('row').execute();
  const person = (name: string, contact: string) => ['', name, '', contact];
  const good = (i: number): Cell[] => [
    `Buyer ${i}`,
    '',
    '100.50',
    '',
    '',
    ...person('张三', owner.phone),
    ...person(`Li ${i}`, `li${i}@example.com`),
  ];

  it('downloads the version’s xlsx (columns per field and role, headers in the reader’s language) whose sample previews as valid', async () => {
    const en = await owner.get(at(b.bulkTemplate, template));
    expect(en.statusCode).toBe(200);
    const [data, notes] = await sheetsOf(en.rawPayload);
    expect(data!.rows[0]).toEqual(header);
    expect(notes!.rows.flat().join(' ')).toContain('Every role needs its signer');
    const [zh] = await sheetsOf((await owner.get(at(b.bulkTemplate, template), 'zh')).rawPayload);
    expect(zh!.rows[0]!.slice(5, 9)).toEqual(['Party A · 签署方类型', 'Party A · 姓名', 'Party A · 企业名称', 'Party A · 手机号或邮箱']);
    const dry = (await preview(template, en.rawPayload)).json();
    expect(dry.code, dry.msg).toBe(0);
    expect(dry.data).toMatchObject({ status: 'preview', total: 1, valid: 1, invalid: 0, templateVersion: 2, title: 'Supply 2026' });
  });

  it('previews per-row errors naming the column and the rule (en, zh), sends nothing, then sends each valid row as a whole flow', async () => {
    const flowsBefore = (await t.db.selectFrom('sign_flows').select('id').execute()).length;
    const rows: Cell[][] = [
      header,
      // Forty CJK characters in the multi-line notes: wrapped within the box, they fit.
      ['Buyer 1', '交货'.repeat(20), '100.50', '', '', ...person('张三', owner.phone), ...person('Li 1', 'li1@example.com')],
      ['Buyer 2', '', '12.345', '', '', ...person('张三', owner.phone), ...person('Li 2', 'li2@example.com')],
      ['Buyer 3', '', '10', '', '', ...person('张三', owner.phone), ...person('', '')],
      ['Buyer 4', '', { formula: 'SUM(1,2)', result: 3 }, '', '', ...person('张三', owner.phone), ...person('Li 4', 'li4@example.com')],
      ['Buyer 5', '', '10', '', 'maybe', ...person('张三', owner.phone), ...person('Li 5', '1391234')],
      // Within their maximum lengths, but wider (Latin, one line) or taller (CJK wrapped in the multi-line box) than
      // their boxes as the drawing lays them out: the dry run reports them, as a flow from the template refuses them.
      ['W'.repeat(40), '', '10', '', '', ...person('张三', owner.phone), ...person('Li 6', 'li6@example.com')],
      ['Buyer 7', '交货'.repeat(60), '10', '', '', ...person('张三', owner.phone), ...person('Li 7', 'li7@example.com')],
    ];
    const file = await workbookOf(rows);
    const dry = (await preview(template, file)).json();
    expect(dry.code, dry.msg).toBe(0);
    expect(dry.data).toMatchObject({ total: 7, valid: 1, invalid: 6, done: 0 });
    expect(dry.data.errors).toEqual([
      { row: 3, column: 'Amount', message: 'enter an amount with at most two decimals' },
      { row: 4, column: 'Party B · Phone or e-mail', message: 'a mobile number or an e-mail address is required' },
      { row: 4, column: 'Party B · Name', message: 'nobody signs as Party B in this row' },
      { row: 5, column: 'Amount', message: 'Formulas are not accepted: type the value' },
      { row: 6, column: 'Party B · Phone or e-mail', message: 'enter an 11-digit mobile number or a correct e-mail address' },
      { row: 6, column: 'Agreed', message: 'true or false' },
      { row: 7, column: 'Buyer', message: 'the text does not fit in its box; shorten it' },
      { row: 8, column: 'Notes', message: 'the text does not fit in its box; shorten it' },
    ]);
    const zh = (await owner.get(at(b.bulkDetail, dry.data.id), 'zh')).json();
    expect(zh.data.errors[0]).toEqual({ row: 3, column: 'Amount', message: '请输入最多两位小数的金额' });
    expect(zh.data.errors[2]).toEqual({ row: 4, column: 'Party B · 姓名', message: '本行没有Party B的签署方' });
    expect(zh.data.errors.slice(-2)).toEqual([
      { row: 7, column: 'Buyer', message: '内容超出控件范围，请缩短' },
      { row: 8, column: 'Notes', message: '内容超出控件范围，请缩短' },
    ]);
    // The dry run sends nothing.
    expect(await t.db.selectFrom('sign_flows').select('id').execute()).toHaveLength(flowsBefore);

    const sent = await confirm(dry.data.id);
    expect(sent.code, sent.msg).toBe(0);
    expect(sent.data).toMatchObject({ status: 'done', done: 1, failed: 0, counts: { waiting: 1, signed: 0, rejected: 0, ended: 0 } });
    expect(sent.data.errors).toContainEqual({ row: 7, column: 'Buyer', message: 'the text does not fit in its box; shorten it' });
    const made = await flowsOfBulk(dry.data.id);
    expect(made.map((f) => f.row)).toEqual([2]);
    // The rows the dry run reported left no flow, document, signer nor template record behind: only row 2's.
    expect(await t.db.selectFrom('sign_flows').select('id').execute()).toHaveLength(flowsBefore + 1);
    const flowId = made[0]!.flow_id;
    expect(await t.db.selectFrom('template_flows').select('flow_id').where('flow_id', '=', flowId).execute()).toHaveLength(1);
    // Started: Party A (group 1) has its turn and was told with its link; Party B waits for A.
    const signers = await t.db
      .selectFrom('sign_flow_signers')
      .select(['status', 'link_hash'])
      .where('flow_id', '=', flowId)
      .orderBy('group_no')
      .execute();
    expect(signers.map((s) => [s.status, s.link_hash !== null])).toEqual([
      ['toSign', true],
      ['waiting', false],
    ]);
    await vi.waitFor(async () =>
      expect((await outbox(t)).some((m) => m.to === owner.phone && m.purpose === 'signFlowInvite' && m.text.includes('Supply 2026'))).toBe(
        true,
      ),
    );

    // Confirming again changes nothing: still one flow for the row.
    expect((await confirm(dry.data.id)).data).toMatchObject({ status: 'done', done: 1 });
    expect(await flowsOfBulk(dry.data.id)).toHaveLength(1);

    // The error report: CSV with a BOM, the rows as uploaded with their problems, a formula shown, never run.
    const report = await owner.get(at(b.bulkErrors, dry.data.id));
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toContain('text/csv');
    const csv = report.body;
    expect(csv.startsWith('\uFEFFRow,Buyer,Notes,Amount')).toBe(true);
    expect(csv).toContain('3,Buyer 2,,12.345');
    expect(csv).toContain("'=SUM(1,2)"); // the formula cell, guarded
    expect(csv).toContain('the text does not fit in its box');
    expect(csv).not.toContain('Buyer 1,');

    // Its flows by row, and the batch in the list with its counts.
    const flows = (await owner.get(`${at(b.bulkFlows, dry.data.id)}?pageSize=5`)).json().data;
    expect(flows.list).toMatchObject([{ row: 2, id: flowId, status: 1, title: 'Supply 2026' }]);
    const list = (await owner.get(`${b.bulkList.path}?templateId=${template}`)).json().data;
    expect(list.list[0]).toMatchObject({ id: dry.data.id, done: 1, failed: 0, counts: { waiting: 1 } });
    // The operation log records the confirm and the end (typed phrases).
    const acts = await t.db
      .selectFrom('operation_logs')
      .select('action')
      .where('service', '=', 'templates')
      .where('user_id', '=', owner.userId)
      .execute();
    expect(acts.map((a) => a.action)).toEqual(expect.arrayContaining(['importConfirm', 'importDone']));
  });

  it('keeps the per-recipient limit: a second flow’s notice to the same phone waits, and the notice job sends it later', async () => {
    const b1 = await signedInPerson(t);
    // b1 signs first (Party A, group 1) in both rows: the first signers are the ones told at once.
    const file = await workbookOf(
      [header, good(11), good(12)].map((row, i) => (i ? [...row.slice(0, 5), ...person('B', b1.phone), ...row.slice(9)] : row)),
    );
    const before = (await outbox(t)).filter((m) => m.to === b1.phone).length;
    const dry = (await preview(template, file)).json();
    const sent = (await confirm(dry.data.id)).data;
    expect(sent).toMatchObject({ done: 2, counts: { waiting: 2, noticesPending: 1 } });
    const toB = async () => (await outbox(t)).filter((m) => m.to === b1.phone).length - before;
    await vi.waitFor(async () => expect(await toB()).toBe(1));
    const flows = (await owner.get(at(b.bulkFlows, dry.data.id))).json().data.list as { noticePending: boolean }[];
    expect(flows.map((f) => f.noticePending)).toEqual([false, true]);
    // Too soon: nothing goes yet; a minute later the job sends it.
    await sendDueNotices(t.app.deps, t.app.log);
    expect(await toB()).toBe(1);
    t.clock.advance(61_000);
    await sendDueNotices(t.app.deps, t.app.log);
    await vi.waitFor(async () => expect(await toB()).toBe(2));
    expect((await detail(dry.data.id)).data.counts.noticesPending).toBe(0);
  });

  it('counts a deferred notice only while its flow is in progress: once the flow is over, the batch no longer says its signers were not told', async () => {
    const b2 = await signedInPerson(t);
    const file = await workbookOf(
      [header, good(13), good(14)].map((row, i) => (i ? [...row.slice(0, 5), ...person('B', b2.phone), ...row.slice(9)] : row)),
    );
    const dry = (await preview(template, file)).json();
    expect((await confirm(dry.data.id)).data.counts).toMatchObject({ waiting: 2, noticesPending: 1 });
    const listed = async () => (await owner.get(at(b.bulkFlows, dry.data.id))).json().data.list as { id: string; noticePending: boolean }[];
    const deferred = (await listed()).find((f) => f.noticePending)!;
    // Its notice is still due (the budget's minute has not passed) when the initiator ends the flow.
    expect((await owner.post(at(sf.revoke, deferred.id), { reason: 'Sent twice' })).json().code).toBe(0);
    expect((await flowsOfBulk(dry.data.id)).filter((f) => f.notice_due_at !== null)).toHaveLength(1);
    expect((await detail(dry.data.id)).data.counts).toMatchObject({ waiting: 1, ended: 1, noticesPending: 0 });
    expect((await listed()).map((f) => f.noticePending)).toEqual([false, false]);
  });

  it('refuses before anything is sent: a disabled template, a past deadline, over 10,000 rows, over 2 MB', async () => {
    const other = (await enabledTemplate(t, owner, pdf, 'Lease')).id;
    const file = await workbookOf([header, good(21)]);
    const dry = (await preview(other, file)).json();
    expect((await owner.post(at(r.disable, other), {})).json().code).toBe(0);
    const refused = await confirm(dry.data.id);
    expect(refused.code).toBe(errorCatalogue.templateDisabled.code);
    expect(await flowsOfBulk(dry.data.id)).toEqual([]);
    expect((await preview(other, file)).json().code).toBe(errorCatalogue.templateDisabled.code);
    const past = (await preview(template, file, { deadlineAt: t.clock.now() - 1 })).json();
    expect(past.code).toBe(errorCatalogue.signFlowDeadlineInvalid.code);
    const many = await preview(template, await manyRowsXlsx(10_001));
    expect(many.json().code).toBe(errorCatalogue.importTooManyRows.code);
    const big = await preview(template, Buffer.alloc(2 * 1024 * 1024 + 1, 1));
    expect(big.json().code).toBe(errorCatalogue.importFileTooLarge.code);
  }, 60_000);

  it('answers another enterprise’s template and batch as not found', async () => {
    const stranger = await customer(t);
    const dry = (await preview(template, await workbookOf([header, good(31)]))).json();
    expect((await preview(template, await workbookOf([header, good(31)]), { who: stranger })).json().code).toBe(
      errorCatalogue.notFound.code,
    );
    expect((await stranger.get(at(b.bulkTemplate, template))).json().code).toBe(errorCatalogue.notFound.code);
    for (const route of [b.bulkDetail, b.bulkFlows, b.bulkErrors])
      expect((await stranger.get(at(route, dry.data.id))).json().code, route.path).toBe(errorCatalogue.notFound.code);
    expect((await confirm(dry.data.id, stranger)).code).toBe(errorCatalogue.notFound.code);
    expect(await flowsOfBulk(dry.data.id)).toEqual([]);
    expect((await stranger.get(b.bulkList.path)).json().data.total).toBe(0);
  });

  it('sends more than 1,000 rows as a job that resumes after a crash without making any row’s flow twice', async () => {
    // A one-role template without fill-in fields keeps the 1,001 rows quick.
    const created = (await uploadPdf(t, owner, r.create.path, pdf, { name: 'Receipt' })).json();
    const id = created.data.id as string;
    const sig = { key: 's', label: 'Sign', kind: 'signature', role: 'Party A', page: 1, x: 60, y: 100, width: 120, height: 60 };
    expect((await owner.post(at(r.save, id), { name: 'Receipt', baseVersion: 1, roles: ['Party A'], fields: [sig] })).json().code).toBe(0);
    expect((await owner.post(at(r.enable, id), {})).json().code).toBe(0);
    const total = 1_001;
    const rows = Array.from({ length: total }, (_, i) => ['', `P${i}`, '', `p${i}@example.com`]);
    const dry = (await preview(id, await workbookOf([roleColumns('Party A'), ...rows]))).json();
    expect(dry.data).toMatchObject({ total, valid: total });
    expect((await confirm(dry.data.id)).data).toMatchObject({ status: 'queued', done: 0 });
    expect(await flowsOfBulk(dry.data.id)).toEqual([]);

    // The process dies after some rows: its database stops answering mid-run.
    let transactions = 0;
    const dying = new Proxy(t.app.deps.db, {
      get(target, prop) {
        if (prop === 'transaction' && ++transactions > 300) throw new Error('process died');
        const value = Reflect.get(target, prop, target) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    await expect(templateBulkJob.run({ ...t.app.deps, db: dying }, t.app.log)).rejects.toThrow('process died');
    const partial = (await detail(dry.data.id)).data;
    expect(partial.status).toBe('running');
    expect(partial.done).toBeGreaterThan(0);
    expect(partial.done).toBeLessThan(total);
    expect(await flowsOfBulk(dry.data.id)).toHaveLength(partial.done);

    // Within its lease nobody takes it; after, the job resumes at the next row.
    await templateBulkJob.run(t.app.deps, t.app.log);
    expect((await detail(dry.data.id)).data.done).toBe(partial.done);
    t.clock.advance(6 * 60_000);
    await templateBulkJob.run(t.app.deps, t.app.log);
    const finished = (await detail(dry.data.id)).data;
    expect(finished).toMatchObject({ status: 'done', done: total, failed: 0, counts: { waiting: total } });
    const made = await flowsOfBulk(dry.data.id);
    expect(new Set(made.map((f) => f.row)).size).toBe(total);
    expect(new Set(made.map((f) => f.flow_id)).size).toBe(total);
    // Every row's flow, exactly once, each with its template record.
    const recorded = await t.db
      .selectFrom('template_flows')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('template_id', '=', id)
      .executeTakeFirst();
    expect(Number(recorded?.n)).toBe(total);
    // Keyset pages of its flows in row order.
    const first = (await owner.get(`${at(b.bulkFlows, dry.data.id)}?pageSize=50`)).json().data;
    expect(first.list.map((f: { row: number }) => f.row)).toEqual(Array.from({ length: 50 }, (_, i) => i + 2));
    const second = (await owner.get(`${at(b.bulkFlows, dry.data.id)}?pageSize=50&after=${first.next}`)).json().data;
    expect(second.list[0].row).toBe(52);
  }, 240_000);
});
