import { contactsRoutes as r } from '@console/contract';
import { contacts } from '../../src/features/contacts/index.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uniqueCreditCode } from '../support/enterprise-auth-helpers.js';
import { addMembership, enterpriseOf, switchInto } from '../support/enterprise-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { sheetsOf, uploadWorkbook, workbookOf, xlsOf } from '../support/import-helpers.js';
import { type Person, operationLogJson, signedInPerson } from '../support/real-name-helpers.js';

const header = ['Type', 'Name', 'Unified social credit code', 'Organization code', 'Phone', 'E-mail'];

describe.each(databases)('contacts import and export on %s', (kind) => {
  let t: TestApp;
  let master: Person;
  let enterpriseId: string;
  beforeEach(async () => {
    t = await startTestApp(kind);
    master = await signedInPerson(t);
    ({ enterpriseId } = await enterpriseOf(t, master));
  });
  afterEach(async () => {
    await t.close();
  });
  const names = async () =>
    (await t.db.selectFrom('contacts').select('name').where('enterprise_id', '=', enterpriseId).orderBy('name').execute()).map(
      (c) => c.name,
    );
  const preview = async (bytes: Buffer, lang: 'en' | 'zh' = 'en') =>
    (await uploadWorkbook(t, master, r.importPreview.path, bytes, lang)).json();
  const confirm = async (id: string) => (await master.post(r.importConfirm.path.replace(':id', id), {})).json();
  const runJob = () => contacts.jobs![0]!.run(t.app.deps, t.app.log);

  it('answers a template with headers in the caller’s language, a sample row and notes', async () => {
    const en = await master.get(r.importTemplate.path, 'en');
    expect(en.headers['content-type']).toContain('spreadsheetml');
    const [data, notes] = await sheetsOf(en.rawPayload);
    expect(data!.rows[0]).toEqual(header);
    expect(data!.rows).toHaveLength(2);
    expect(notes!.rows.flat().join(' ')).toContain('one of the two');
    const [zhData] = await sheetsOf((await master.get(r.importTemplate.path, 'zh')).rawPayload);
    expect(zhData!.rows[0]).toEqual(['类型', '名称', '统一社会信用代码', '组织机构代码', '手机号', '邮箱']);
    // The template imports as it is: its sample row is valid.
    expect((await preview(en.rawPayload)).data).toMatchObject({ total: 1, valid: 1, invalid: 0 });
  });

  it('dry-runs with per-row errors in the user’s language and writes nothing; confirm imports only the good rows, upserting', async () => {
    const credit = uniqueCreditCode();
    await master.post(r.create.path, { kind: 'individual', name: 'Old name', phone: '13700000001' });
    const file = await workbookOf([
      header,
      ['Enterprise', 'Beta Holdings', credit, '', '13912345678', ''],
      ['Individual', 'New name', '', '', '13700000001', ''],
      ['Individual', 'x'.repeat(33), '', '', '13700000002', ''],
      ['Enterprise', 'No code', '', '', '13700000003', ''],
      ['Robot', 'Bad kind', '', '', '13700000004', ''],
      ['Individual', 'Same again', '', '', '13700000001', ''],
    ]);
    const dry = await preview(file);
    expect(dry.code).toBe(0);
    expect(dry.data).toMatchObject({ status: 'preview', total: 6, valid: 2, invalid: 4, done: 0 });
    expect(dry.data.errors).toEqual([
      { row: 4, column: 'Name', message: 'At most 32 characters' },
      { row: 5, column: 'Unified social credit code', message: 'Enter either the unified social credit code or the organization code' },
      { row: 6, column: 'Type', message: 'Individual or Enterprise' },
      { row: 7, column: 'Phone', message: 'The same person or contact is already on an earlier row' },
    ]);
    const zhDry = await preview(file, 'zh');
    expect(zhDry.data.errors[0]).toEqual({ row: 4, column: '名称', message: expect.stringContaining('32') });
    // Nothing written on a dry run.
    expect(await names()).toEqual(['Old name']);

    const done = await confirm(dry.data.id);
    expect(done.data).toMatchObject({ status: 'done', done: 2, failed: 0 });
    expect(await names()).toEqual(['Beta Holdings', 'New name']);
    // A second confirm applies nothing twice.
    expect((await confirm(dry.data.id)).data).toMatchObject({ status: 'done', done: 2 });
    expect(await names()).toEqual(['Beta Holdings', 'New name']);
    expect(await operationLogJson(t, master.userId)).toContain('importConfirm');
    expect(await operationLogJson(t, master.userId)).toContain('importDone');

    // The error report: the invalid rows with an error column.
    const report = await master.get(r.importErrors.path.replace(':id', dry.data.id));
    const [sheet] = await sheetsOf(report.rawPayload);
    expect(sheet!.rows[0]).toEqual(['Row', ...header, 'Errors']);
    expect(sheet!.rows.slice(1).map((row) => row[0])).toEqual(['4', '5', '6', '7']);
    expect(String(sheet!.rows[3]!.at(-1))).toContain('Individual or Enterprise');
  });

  it('never evaluates a formula: the row is refused naming the column', async () => {
    const file = await workbookOf([header, ['Individual', { formula: 'CONCAT("A","B")', result: 'AB' }, '', '', '13700000009', '']]);
    const dry = await preview(file);
    expect(dry.data).toMatchObject({ valid: 0, invalid: 1 });
    expect(dry.data.errors).toEqual([{ row: 2, column: 'Name', message: 'Formulas are not accepted: type the value' }]);
    expect((await confirm(dry.data.id)).data).toMatchObject({ status: 'done', done: 0 });
    expect(await names()).toEqual([]);
  });

  it('refuses a file that is not xlsx, a zip bomb and too many rows with a clear message, writing nothing', async () => {
    const notXlsx = await preview(Buffer.from('name,phone\nA,13700000000\n'));
    expect(notXlsx).toMatchObject({ code: 1007014, msg: 'The file is not a readable xlsx or xls spreadsheet made from the template' });
    // A zip whose one entry claims to inflate 4 GB-ish from a few bytes.
    const bomb = Buffer.from(await workbookOf([header]));
    const directory = bomb.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bomb.writeUInt32LE(0xfffffff0, directory + 24);
    expect(await preview(bomb)).toMatchObject({
      code: 1007020,
      msg: 'The spreadsheet unpacks to more than 32 MB: an import reads at most 32 MB of sheet data, so split the file',
    });
    const many = await workbookOf([
      header,
      ...Array.from({ length: 10_001 }, (_, i) => ['Individual', `P${i}`, '', '', '', `p${i}@x.com`]),
    ]);
    expect(await preview(many)).toMatchObject({ code: 1007015, msg: 'At most 10000 rows can be imported at once' });
    const zh = await preview(Buffer.from('not a zip'), 'zh');
    expect(zh.msg).toBe('文件不是按模板填写的可读 xlsx 或 xls 表格');
    expect(await t.db.selectFrom('import_batches').selectAll().execute()).toEqual([]);
    expect(await names()).toEqual([]);
  });

  it('imports an Excel 97–2003 file (.xls) as it would the xlsx', async () => {
    const file = xlsOf([header, ['Individual', 'Xls Person', '', '', 13711112222, ''], ['Individual', '', '', '', '', 'x@example.com']]);
    const dry = (await uploadWorkbook(t, master, r.importPreview.path, file, 'en', 'contacts.xls')).json();
    expect(dry.data).toMatchObject({ total: 2, valid: 1, invalid: 1 });
    expect(await names()).toEqual([]);
    expect((await confirm(dry.data.id)).data).toMatchObject({ status: 'done', done: 1 });
    expect(await names()).toEqual(['Xls Person']);
  });

  it('runs more than 1,000 rows as a job with progress and the right counts', async () => {
    const rows = Array.from({ length: 1_203 }, (_, i) => ['Individual', `P${i}`, '', '', '', `person${i}@example.com`]);
    rows[10] = ['Individual', '', '', '', '', 'nobody@example.com'];
    const dry = await preview(await workbookOf([header, ...rows]));
    expect(dry.data).toMatchObject({ total: 1203, valid: 1202, invalid: 1 });
    const queued = await confirm(dry.data.id);
    expect(queued.data).toMatchObject({ status: 'queued', done: 0 });
    expect(await names()).toEqual([]);
    await runJob();
    const finished = (await master.get(r.importBatch.path.replace(':id', dry.data.id))).json().data;
    expect(finished).toMatchObject({ status: 'done', total: 1203, done: 1202, failed: 0, invalid: 1 });
    expect((await names()).length).toBe(1202);
    // Run again: nothing is applied twice.
    await runJob();
    expect((await names()).length).toBe(1202);
  });

  it('resumes a crashed import where it stopped, never applying a row twice', async () => {
    const rows = Array.from({ length: 1_001 }, (_, i) => ['Individual', `P${i}`, '', '', `137${String(i).padStart(8, '0')}`, '']);
    const dry = await preview(await workbookOf([header, ...rows]));
    await confirm(dry.data.id);
    // A run that died after 400 rows: its progress was written with each row, its lease still held.
    await t.db
      .updateTable('import_batches')
      .set({ status: 'running', next_row: 400, done: 400, lease_until: t.clock.now() + 60_000 })
      .execute();
    await runJob();
    expect((await master.get(r.importBatch.path.replace(':id', dry.data.id))).json().data.status).toBe('running');
    t.clock.advance(5 * 60_000);
    await runJob();
    const finished = (await master.get(r.importBatch.path.replace(':id', dry.data.id))).json().data;
    expect(finished).toMatchObject({ status: 'done', done: 1001 });
    // Only the rows after the crash point were applied by the resumed run.
    expect((await names()).length).toBe(601);
  });

  it('exports the filtered list as xlsx with formula-like text escaped; logged', async () => {
    await master.post(r.create.path, { kind: 'individual', name: '=HYPERLINK("x")', phone: '13700000001' });
    await master.post(r.create.path, { kind: 'individual', name: '+cmd', phone: '13700000002' });
    await master.post(r.create.path, { kind: 'enterprise', name: 'Gamma', creditCode: uniqueCreditCode(), phone: '13700000003' });
    const res = await master.get(`${r.export.path}?kind=individual`);
    expect(res.headers['content-disposition']).toContain('attachment');
    const [sheet] = await sheetsOf(res.rawPayload);
    expect(sheet!.rows[0]).toEqual(header);
    expect(sheet!.rows.slice(1).map((row) => row[1])).toEqual([`'=HYPERLINK("x")`, "'+cmd"]);
    // No cell of the file is a formula, and phones are masked.
    expect(JSON.stringify(sheet!.rows)).not.toContain('"formula"');
    expect(sheet!.rows[1]![4]).toBe('137****0001');
    expect(await operationLogJson(t, master.userId)).toContain('contactExport');
  });

  it('answers 404 for another enterprise’s import and refuses a member without the permission', async () => {
    const dry = await preview(await workbookOf([header, ['Individual', 'A', '', '', '13700000001', '']]));
    const stranger = await signedInPerson(t);
    await enterpriseOf(t, stranger);
    expect((await stranger.get(r.importBatch.path.replace(':id', dry.data.id))).statusCode).toBe(404);
    expect((await stranger.post(r.importConfirm.path.replace(':id', dry.data.id), {})).statusCode).toBe(404);
    expect((await stranger.get(r.importErrors.path.replace(':id', dry.data.id))).statusCode).toBe(404);
    const member = await signedInPerson(t);
    await addMembership(t, member.userId, { enterpriseId, role: 'member' });
    await switchInto(t, member, enterpriseId);
    expect((await member.get(r.importTemplate.path)).json().code).toBe(401);
    expect((await member.post(r.importConfirm.path.replace(':id', dry.data.id), {})).json().code).toBe(401);
    expect((await member.get(r.export.path)).json().code).toBe(401);
    expect(await names()).toEqual([]);
  });
});
