import { operationLogRoutes as r, organizationRoutes, rolesRoutes } from '@console/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chainHash } from '../../src/platform/audit-chain.js';
import { chainKeyOf } from '../../src/platform/audit-chain.js';
import { insertChainedLog, takeChainNumber } from '../../src/platform/audit-queries.js';
import { platformDay } from '../../src/platform/audit.js';
import { newId } from '../../src/platform/ids.js';
import { addMembership, enterpriseOf } from '../support/enterprise-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { type Person, signedInPerson } from '../support/real-name-helpers.js';

/**
 * Entries are written as a phrase and its parameters (names, not ids) and read in the
 * reader's language; rows written before (no phrase) keep showing their stored content, and the
 * chain verifies over both.
 */
describe.each(databases)('operation-log entries in the reader’s language on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(kind);
  });
  afterEach(async () => {
    await t.close();
  });

  /** A row as the writer before 0040 wrote it: no phrase, hashed over the twelve fields. */
  async function legacyRow(o: { enterpriseId: string; userId: string; service: string; action: string; content: string }) {
    const now = t.clock.now();
    const base = {
      id: newId(now),
      enterprise_id: o.enterpriseId,
      user_id: o.userId,
      operator_id: null,
      service: o.service,
      action: o.action,
      content: o.content,
      ip: '203.0.113.7',
      device: null,
      created_at: now,
    };
    const row = { ...base, chain_key: chainKeyOf(base) };
    await t.db.transaction().execute(async (trx) => {
      const { seq, prevHash } = await takeChainNumber(trx, row.chain_key);
      await insertChainedLog(trx, { ...row, seq, prev_hash: prevHash, hash: chainHash(prevHash, { ...row, seq }) }, platformDay(now));
    });
  }

  const exportRows = async (p: Person, lang: 'en' | 'zh') => {
    const res = await p.get(r.export.path, lang);
    expect(res.statusCode).toBe(200);
    const cells = (line: string) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replace(/""/g, '"'));
    const lines = res.body.trim().split('\r\n');
    const header = lines.find((l) => l.startsWith('seq,'))!.split(',');
    return lines
      .filter((l) => l.startsWith('"'))
      .map(cells)
      .map((c) => Object.fromEntries(header.map((h, i) => [h, c[i]!])));
  };

  it('writes a role’s creation and a member’s role by name, shown in zh and en, beside older rows that keep their text', async () => {
    const master = await signedInPerson(t);
    const { enterpriseId } = await enterpriseOf(t, master);
    // A row from before phrases, in the same chain.
    await legacyRow({
      enterpriseId,
      userId: master.userId,
      service: 'costCenter',
      action: 'orderCreate',
      content: 'P-SIGN mode:1 count:500',
    });
    const created = (
      await master.post(rolesRoutes.create.path, {
        name: '审计员',
        description: 'x',
        moduleCodes: ['myInvoiceList', 'exContacts:list:add'],
      })
    ).json();
    expect(created.code).toBe(0);
    const roleId = created.data.id as string;
    const colleague = await signedInPerson(t);
    await addMembership(t, colleague.userId, { enterpriseId, role: 'member' });
    const member = await t.db.selectFrom('members').select('id').where('user_id', '=', colleague.userId).executeTakeFirstOrThrow();
    const edited = await master.post(organizationRoutes.editMember.path.replace(':id', member.id), { name: '李雷', roleId });
    expect(edited.json().code).toBe(0);

    // The list carries the phrase with names; no id of the role anywhere in it.
    const list = (await master.get(r.list.path, 'zh')).json().data.list as {
      action: string;
      content: string;
      phrase: { key: string; params: Record<string, unknown> } | null;
    }[];
    const roleRow = list.find((x) => x.action === 'roleCreate')!;
    expect(roleRow.phrase).toEqual({ key: 'roles.roleCreate', params: { role: '审计员', count: 3 } });
    const memberRow = list.find((x) => x.action === 'memberEdit')!;
    expect(memberRow.phrase).toEqual({ key: 'organization.memberEdit', params: { member: '李雷', role: '审计员' } });
    expect(JSON.stringify(memberRow.phrase)).not.toContain(roleId);
    expect(list.find((x) => x.action === 'orderCreate')!.phrase).toBeNull();

    // The export renders each row in the caller's language, the service by its name.
    const zh = await exportRows(master, 'zh');
    const byAction = (rows: Record<string, string>[], action: string) => rows.find((x) => x.action === action)!;
    expect(byAction(zh, 'roleCreate')).toMatchObject({ service_name: '角色', text: '创建角色「审计员」（3 项权限）' });
    expect(byAction(zh, 'memberEdit')).toMatchObject({ service_name: '组织架构', text: '编辑成员「李雷」（角色：审计员）' });
    expect(byAction(zh, 'orderCreate')).toMatchObject({ service_name: '费用中心', text: 'P-SIGN mode:1 count:500' });
    const en = await exportRows(master, 'en');
    expect(byAction(en, 'roleCreate')).toMatchObject({ service_name: 'Roles', text: 'Created the role 审计员 (3 permissions)' });
    expect(byAction(en, 'memberEdit').text).toBe('Edited the member 李雷 (role: 审计员)');
    expect(byAction(en, 'orderCreate')).toMatchObject({ service_name: 'Cost center', text: 'P-SIGN mode:1 count:500' });

    // A built-in role is named in the reader's language.
    await master.post(organizationRoutes.editMember.path.replace(':id', member.id), { name: '李雷', roleId: 'admin' });
    const again = await exportRows(master, 'zh');
    expect(again.filter((x) => x.action === 'memberEdit').map((x) => x.text)).toContain('编辑成员「李雷」（角色：管理员）');
  });

  it('verifies the chain over older and newer rows, and sees a newer row’s phrase changed', async () => {
    const master = await signedInPerson(t);
    const { enterpriseId } = await enterpriseOf(t, master);
    await legacyRow({ enterpriseId, userId: master.userId, service: 'roles', action: 'roleCreate', content: 'Old: a, b' });
    await master.post(rolesRoutes.create.path, { name: 'Finance', description: 'x', moduleCodes: ['myInvoiceList'] });
    await legacyRow({ enterpriseId, userId: master.userId, service: 'roles', action: 'roleDelete', content: 'Old' });
    await master.post(rolesRoutes.create.path, { name: 'Sales', description: 'x', moduleCodes: ['myInvoiceList'] });
    const rows = await t.db.selectFrom('operation_logs').selectAll().where('chain_key', '=', `e:${enterpriseId}`).orderBy('seq').execute();
    // Each role created is a protected act, logged as such after its own entry (decision 36).
    expect(rows.map((x) => (x.action === 'protectedAct' ? 'protected' : x.phrase === null))).toEqual([
      true,
      false,
      'protected',
      true,
      false,
      'protected',
    ]);
    expect((await master.get(r.verify.path)).json().data).toMatchObject({ ok: true, checked: 6, headSeq: 6 });

    // The phrase is covered by the row's hash: naming another role afterwards breaks the chain there.
    const tampered = rows[1]!;
    await t.db
      .updateTable('operation_logs')
      .set({ phrase: tampered.phrase!.replace('Finance', 'Payroll') })
      .where('id', '=', tampered.id)
      .execute();
    expect((await master.get(r.verify.path)).json().data).toMatchObject({ ok: false, break: { seq: 2, reason: 'altered' } });
  });
});
