import { organizationRoutes as r, rolesRoutes } from '@console/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { organization } from '../../src/features/organization/index.js';
import { addMembership, enterpriseOf, switchInto } from '../support/enterprise-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { lyingBombXlsx, manyRowsXlsx } from '../support/hostile-xlsx.js';
import { sheetsOf, uploadWorkbook, workbookOf, xlsOf } from '../support/import-helpers.js';
import { type Person, operationLogJson, signedInPerson } from '../support/real-name-helpers.js';
import { createDepartment } from '../support/organization-helpers.js';

const header = ['Name', 'Phone or e-mail', 'Employee number', 'Role', 'Departments'];

describe.each(databases)('members import and export on %s', (kind) => {
  let t: TestApp;
  let master: Person;
  let enterpriseId: string;
  beforeEach(async () => {
    t = await startTestApp(kind);
    master = await signedInPerson(t);
    ({ enterpriseId } = await enterpriseOf(t, master, { name: 'Acme Trading' }));
  });
  afterEach(async () => {
    await t.close();
  });
  const preview = async (bytes: Buffer, lang: 'en' | 'zh' = 'en') =>
    (await uploadWorkbook(t, master, r.memberImportPreview.path, bytes, lang)).json();
  const confirm = async (id: string) => (await master.post(r.memberImportConfirm.path.replace(':id', id), {})).json();
  const invitations = async () =>
    (
      await t.db
        .selectFrom('member_invitations')
        .select(['display_name', 'employee_no', 'role', 'role_id', 'department_ids'])
        .where('enterprise_id', '=', enterpriseId)
        .orderBy('display_name')
        .execute()
    ).map((i) => ({ ...i, department_ids: JSON.parse(i.department_ids) as string[] }));
  const memberRow = (userId: string) =>
    t.db
      .selectFrom('members')
      .selectAll()
      .where('enterprise_id', '=', enterpriseId)
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();

  it('downloads a template in the caller’s language that imports as it is', async () => {
    await createDepartment(t, master, { name: 'Sales' });
    const res = await master.get(r.memberImportTemplate.path);
    const [data, notes] = await sheetsOf(res.rawPayload);
    expect(data!.rows[0]).toEqual(header);
    expect(notes!.rows.flat().join(' ')).toContain('employee number');
    const [zh] = await sheetsOf((await master.get(r.memberImportTemplate.path, 'zh')).rawPayload);
    expect(zh!.rows[0]).toEqual(['姓名', '手机号或邮箱', '工号', '角色', '部门']);
    expect((await preview(res.rawPayload)).data).toMatchObject({ total: 1, valid: 1, invalid: 0 });
  });

  it('writes only the good rows (nothing on the dry run), upserting by phone or employee number and inviting the others', async () => {
    const sales = (await createDepartment(t, master, { name: 'Sales' })).data;
    const east = (await createDepartment(t, master, { name: 'East', parentCode: sales.nodeCode })).data;
    await createDepartment(t, master, { name: 'East' });
    const keeper = (
      await master.post(rolesRoutes.create.path, { name: 'Org keeper', description: 'Keeps the tree', moduleCodes: ['organizationList'] })
    ).json().data;
    // Two members already in: one found by phone, one by employee number.
    const byPhone = await signedInPerson(t);
    await addMembership(t, byPhone.userId, { enterpriseId, role: 'member' });
    const byNumber = await signedInPerson(t);
    await addMembership(t, byNumber.userId, { enterpriseId, role: 'member' });
    await t.db.updateTable('members').set({ employee_no: 'E-200' }).where('user_id', '=', byNumber.userId).execute();

    const file = await workbookOf([
      header,
      ['Phone Match', byPhone.phone, 'E-100', 'Administrator', 'Sales'],
      ['Number Match', 'nobody.new@example.com', 'E-200', 'Org keeper', 'Sales/East'],
      ['New Person', '13911112222', 'E-300', '', ''],
      ['', '13911113333', '', '', ''],
      ['Bad Phone', '1391111', '', '', ''],
      ['Bad Role', '13911114444', '', 'Emperor', ''],
      ['Ambiguous', '13911115555', '', '', 'East'],
      ['Bad Number', '13911116666', 'E 1', '', ''],
    ]);
    const dry = await preview(file);
    expect(dry.data).toMatchObject({ total: 8, valid: 3, invalid: 5 });
    expect(dry.data.errors.map((e: { row: number; column: string }) => [e.row, e.column])).toEqual([
      [5, 'Name'],
      [6, 'Phone or e-mail'],
      [7, 'Role'],
      [8, 'Departments'],
      [9, 'Employee number'],
    ]);
    expect(dry.data.errors[2].message).toBe('No such role: Administrator, Member or a custom role name');
    expect(dry.data.errors[3].message).toContain('Sales/East');
    // Nothing written by the dry run.
    expect(await invitations()).toEqual([]);
    expect((await memberRow(byPhone.userId)).display_name).not.toBe('Phone Match');

    const done = await confirm(dry.data.id);
    expect(done.data).toMatchObject({ status: 'done', done: 3, failed: 0 });
    const a = await memberRow(byPhone.userId);
    expect(a).toMatchObject({ display_name: 'Phone Match', employee_no: 'E-100', role: 'admin' });
    const b = await memberRow(byNumber.userId);
    expect(b).toMatchObject({ display_name: 'Number Match', employee_no: 'E-200', role: 'member', role_id: keeper.id });
    const departmentsOf = async (memberId: string) =>
      (await t.db.selectFrom('department_members').select('department_id').where('member_id', '=', memberId).execute()).map(
        (d) => d.department_id,
      );
    expect(await departmentsOf(a.id)).toEqual([sales.nodeCode]);
    expect(await departmentsOf(b.id)).toEqual([east.nodeCode]);
    // The one not yet in is invited, as the invite form would.
    expect(await invitations()).toEqual([
      { display_name: 'New Person', employee_no: 'E-300', role: 'member', role_id: null, department_ids: [] },
    ]);
    expect(await operationLogJson(t, master.userId)).toContain('importDone');
    expect(await operationLogJson(t, master.userId)).not.toContain('13911112222');

    const [report] = await sheetsOf((await master.get(r.memberImportErrors.path.replace(':id', dry.data.id))).rawPayload);
    expect(report!.rows.map((row) => row[0])).toEqual(['Row', '5', '6', '7', '8', '9']);
  });

  it('keeps the master’s role and refuses an expired preview', async () => {
    const file = await workbookOf([header, ['The Boss', master.phone, 'E-1', 'Member', '']]);
    const dry = await preview(file);
    expect((await confirm(dry.data.id)).data).toMatchObject({ done: 1 });
    expect(await memberRow(master.userId)).toMatchObject({ display_name: 'The Boss', role: 'master' });
    const late = await preview(file);
    // An hour later (set on the row: the session would end too if the clock moved that far).
    await t.db
      .updateTable('import_batches')
      .set({ expires_at: t.clock.now() - 1 })
      .where('id', '=', late.data.id)
      .execute();
    expect(await confirm(late.data.id)).toMatchObject({ code: 1007017, msg: 'This preview has expired: upload the file again' });
  });

  it('exports the filtered members with masked phones and escaped formula-like names; logged', async () => {
    const other = await signedInPerson(t);
    await addMembership(t, other.userId, { enterpriseId, role: 'member' });
    await t.db.updateTable('members').set({ display_name: '@SUM(A1)', employee_no: 'E-9' }).where('user_id', '=', other.userId).execute();
    const res = await master.get(`${r.memberExport.path}?keyword=E-9`);
    const [sheet] = await sheetsOf(res.rawPayload);
    expect(sheet!.rows[0]).toEqual([...header, 'Status']);
    expect(sheet!.rows.slice(1)).toEqual([
      ["'@SUM(A1)", `${other.phone.slice(0, 3)}****${other.phone.slice(-4)}`, 'E-9', 'Member', '', 'On the job'],
    ]);
    expect(await operationLogJson(t, master.userId)).toContain('memberExport');
  });

  it('answers 404 for another enterprise’s import and refuses a member without the permission', async () => {
    const dry = await preview(await workbookOf([header, ['A', '13911112222', '', '', '']]));
    const stranger = await signedInPerson(t);
    await enterpriseOf(t, stranger);
    expect((await stranger.get(r.memberImport.path.replace(':id', dry.data.id))).statusCode).toBe(404);
    expect((await stranger.post(r.memberImportConfirm.path.replace(':id', dry.data.id), {})).statusCode).toBe(404);
    const member = await signedInPerson(t);
    await addMembership(t, member.userId, { enterpriseId, role: 'member' });
    await switchInto(t, member, enterpriseId);
    expect((await uploadWorkbook(t, member, r.memberImportPreview.path, await workbookOf([header]))).json().code).toBe(401);
    expect((await member.post(r.memberImportConfirm.path.replace(':id', dry.data.id), {})).json().code).toBe(401);
    expect((await member.get(r.memberExport.path)).json().code).toBe(401);
    expect(await invitations()).toEqual([]);
  });

  it('imports an Excel 97–2003 file (.xls) as it would the xlsx, with the same row limit', async () => {
    await createDepartment(t, master, { name: 'Sales' });
    const file = xlsOf([header, ['Xls Person', 13911117777, 'E-700', 'Member', 'Sales'], [], ['Bad Phone', '1391111', '', '', '']]);
    expect(file.subarray(0, 8).toString('hex')).toBe('d0cf11e0a1b11ae1');
    const dry = (await uploadWorkbook(t, master, r.memberImportPreview.path, file, 'en', 'members.xls')).json();
    expect(dry.data).toMatchObject({ total: 2, valid: 1, invalid: 1 });
    expect(dry.data.errors.map((e: { row: number; column: string }) => [e.row, e.column])).toEqual([[4, 'Phone or e-mail']]);
    expect((await confirm(dry.data.id)).data).toMatchObject({ status: 'done', done: 1 });
    expect(await invitations()).toMatchObject([{ display_name: 'Xls Person', employee_no: 'E-700', role: 'member' }]);
    const [report] = await sheetsOf((await master.get(r.memberImportErrors.path.replace(':id', dry.data.id))).rawPayload);
    expect(report!.rows.map((row) => row[0])).toEqual(['Row', '4']);

    const many = xlsOf([header, ...Array.from({ length: 10_001 }, (_, i) => [`P${i}`, `p${i}@example.com`, '', '', ''])]);
    const refused = await uploadWorkbook(t, master, r.memberImportPreview.path, many, 'zh', 'members.xls');
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({ code: 1007015, msg: '一次最多导入 10000 行' });
    const broken = await uploadWorkbook(t, master, r.memberImportPreview.path, file.subarray(0, 1024), 'en', 'members.xls');
    expect(broken.json()).toMatchObject({
      code: 1007014,
      msg: 'The file is not a readable xlsx or xls spreadsheet made from the template',
    });
    expect(await t.db.selectFrom('import_batches').select('id').execute()).toHaveLength(1);
  }, 60_000);

  it('refuses a 1 MB file inflating to 1 GiB and 1.2 million tiny rows naming the rule, in en and zh; nothing imported', async () => {
    const bomb = (await lyingBombXlsx()).bytes;
    const en = await uploadWorkbook(t, master, r.memberImportPreview.path, bomb);
    expect(en.statusCode).toBe(413);
    expect(en.json()).toMatchObject({
      code: 1007020,
      msg: 'The spreadsheet unpacks to more than 32 MB: an import reads at most 32 MB of sheet data, so split the file',
    });
    const zh = await uploadWorkbook(t, master, r.memberImportPreview.path, bomb, 'zh');
    expect(zh.json().msg).toBe('表格解压后超过 32 MB：一次导入最多读取 32 MB 的表格数据，请拆分文件');
    const rows = await uploadWorkbook(t, master, r.memberImportPreview.path, await manyRowsXlsx(1_200_000));
    expect(rows.statusCode).toBe(413);
    expect(rows.json()).toMatchObject({ code: 1007015, msg: 'At most 10000 rows can be imported at once' });
    expect(await t.db.selectFrom('import_batches').selectAll().execute()).toEqual([]);
    expect(await invitations()).toEqual([]);
  }, 60_000);

  it('imports more than 1,000 rows as a job, by hand with the test clock', async () => {
    // An authenticated enterprise: before authentication an enterprise invites five people a day.
    await t.db.updateTable('enterprises').set({ real_name_status: 2, check_status: 2 }).where('id', '=', enterpriseId).execute();
    const rows = Array.from({ length: 1_050 }, (_, i) => [`P${i}`, `p${i}@example.com`, `N${i}`, '', '']);
    const dry = await preview(await workbookOf([header, ...rows]));
    expect((await confirm(dry.data.id)).data).toMatchObject({ status: 'queued', total: 1050, valid: 1050 });
    await organization.jobs![0]!.run(t.app.deps, t.app.log);
    expect((await master.get(r.memberImport.path.replace(':id', dry.data.id))).json().data).toMatchObject({ status: 'done', done: 1050 });
    expect(await invitations()).toHaveLength(1050);
  });
});
