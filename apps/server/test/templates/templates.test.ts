import { errorCatalogue, templatesRoutes as r, signFlowsRoutes as sr } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMessageTo } from '../support/auth-helpers.js';
import { customer } from '../support/apps-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { type Person, signedInPerson } from '../support/real-name-helpers.js';
import { run, uploadPdf } from '../signing/support.js';
import { blankContract, contractFields, enabledTemplate } from './support.js';

const day = 86_400_000;
const path = (route: { path: string }, id: string) => route.path.replace(':id', id);

/**
 * Templates in the console: upload, fields and roles saved as versions,
 * enable only with a signature field for every role, the keyset list with its name search; a flow
 * from a template with the values drawn into the PDF (pdffonts: the CJK font embedded and subset;
 * pdftotext: the values read back), bad values refused naming the field and its rule in en and zh,
 * the flow keeping its version after an edit, another tenant's template not found.
 */
describe.each(databases)('templates on %s', (kind) => {
  let t: TestApp;
  let pdf: Buffer;
  let owner: Person & { enterpriseId: string };

  beforeAll(async () => {
    t = await startTestApp(kind);
    pdf = await blankContract();
    owner = await customer(t);
  });
  afterAll(() => t.close());

  const start = (id: string, body: Record<string, unknown>, lang: 'en' | 'zh' = 'en') =>
    owner.post(path(r.start, id), { title: 'Supply 2026', deadlineAt: t.clock.now() + 7 * day, ...body }, lang);
  const parties = (b: Person) => [
    { role: 'Party A', kind: 'person', name: '张三', phone: owner.phone },
    { role: 'Party B', kind: 'person', name: 'Li Si', phone: b.phone, language: 'en' },
  ];

  it('creates from a PDF, refuses fields that do not fit, saves versions, enables only with every role signing', async () => {
    const broken = await uploadPdf(t, owner, r.create.path, Buffer.from('not a pdf at all'), { name: 'X' });
    expect(broken.json().code).toBe(errorCatalogue.signFlowPdfInvalid.code);
    expect(broken.json().data.fields[0].field).toBe('file');

    const created = (await uploadPdf(t, owner, r.create.path, pdf, { name: '采购合同 Supply', description: 'Standard' })).json();
    expect(created.code, created.msg).toBe(0);
    const id = created.data.id as string;
    expect(created.data).toMatchObject({ version: 1, enabled: false, roles: [], fields: [], pages: [{ width: 595, height: 842 }] });
    // Nothing to sign yet: cannot be enabled.
    expect((await owner.post(path(r.enable, id), {})).json().code).toBe(errorCatalogue.templateNotEnableable.code);

    // A field past the page's edge, a field of an unknown role, a signature field without a role: each named.
    const bad = async (field: Record<string, unknown>, lang: 'en' | 'zh' = 'en') =>
      (await owner.post(path(r.save, id), { name: 'S', baseVersion: 1, roles: ['Party A'], fields: [field] }, lang)).json();
    const sig = { key: 's', label: 'Sign', kind: 'seal', role: 'Party A', page: 1, x: 500, y: 100, width: 120, height: 60 };
    const past = await bad(sig);
    expect(past.code).toBe(errorCatalogue.templateFieldInvalid.code);
    expect(past.data.fields[0]).toEqual({ field: 'fields.0.x', message: 'The field cannot be placed: the box goes past the page’s edge' });
    const stranger = await bad({ ...sig, x: 60, role: 'Party Z' }, 'zh');
    expect(stranger.data.fields[0]).toEqual({ field: 'fields.0.role', message: '无法放置该控件：模板中没有该角色' });
    expect((await bad({ ...sig, x: 60, role: null })).data.fields[0].field).toBe('fields.0.role');
    expect((await bad({ ...sig, x: 60, page: 2 })).data.fields[0].field).toBe('fields.0.page');

    // Roles without a signature field: saved, but enabling names them.
    const v2 = (
      await owner.post(path(r.save, id), {
        name: 'Supply',
        baseVersion: 1,
        roles: ['Party A', 'Party B'],
        fields: contractFields.slice(0, 7),
      })
    ).json();
    expect(v2.code, v2.msg).toBe(0);
    expect(v2.data).toMatchObject({ version: 2, unsignedRoles: ['Party B'] });
    const refused = (await owner.post(path(r.enable, id), {})).json();
    expect(refused.code).toBe(errorCatalogue.templateNotEnableable.code);
    expect(refused.msg).toContain('Party B');

    // An edit from version 1 again: another edit saved first.
    const stale = (await owner.post(path(r.save, id), { name: 'Supply', baseVersion: 1, roles: ['Party A'], fields: [] })).json();
    expect(stale.code).toBe(errorCatalogue.templateVersionStale.code);
    const v3 = (
      await owner.post(path(r.save, id), { name: 'Supply', baseVersion: 2, roles: ['Party A', 'Party B'], fields: contractFields })
    ).json();
    expect(v3.data).toMatchObject({ version: 3, unsignedRoles: [] });
    const on = (await owner.post(path(r.enable, id), {})).json();
    expect(on.data.enabled).toBe(true);
    // An enabled template keeps a signature field for every role.
    const drop = (
      await owner.post(path(r.save, id), {
        name: 'Supply',
        baseVersion: 3,
        roles: ['Party A', 'Party B'],
        fields: contractFields.slice(0, 7),
      })
    ).json();
    expect(drop.code).toBe(errorCatalogue.templateNotEnableable.code);
    // Every version's PDF stays readable.
    const file = await owner.get(r.file.path.replace(':id', id).replace(':versionId', v2.data.versionId as string));
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);

    const acts = await t.db
      .selectFrom('operation_logs')
      .select('action')
      .where('service', '=', 'templates')
      .where('user_id', '=', owner.userId)
      .execute();
    expect(acts.map((a) => a.action).sort()).toEqual(['create', 'enable', 'save', 'save']);
  });

  it('lists newest first, keyset-paged, searching a part of the name', async () => {
    const p = await customer(t);
    for (const name of ['Lease A', 'Supply B', 'Lease C'])
      expect((await uploadPdf(t, p, r.create.path, pdf, { name })).json().code).toBe(0);
    const first = (await p.get(`${r.list.path}?pageSize=2`)).json().data;
    expect(first.list.map((x: { name: string }) => x.name)).toEqual(['Lease C', 'Supply B']);
    expect(first.total).toBe(3);
    const second = (await p.get(`${r.list.path}?pageSize=2&after=${first.next}`)).json().data;
    expect(second.list.map((x: { name: string }) => x.name)).toEqual(['Lease A']);
    const lease = (await p.get(`${r.list.path}?keyword=lease`)).json().data;
    expect(lease.list.map((x: { name: string }) => x.name)).toEqual(['Lease C', 'Lease A']);
    // Another enterprise lists none of them.
    expect((await owner.get(`${r.list.path}?keyword=lease`)).json().data.total).toBe(0);
  });

  it('starts a flow: values drawn (embedded CJK subset, read back by pdftotext), signers told, the version kept after an edit', async () => {
    const b = await signedInPerson(t);
    const { id, versionId } = await enabledTemplate(t, owner, pdf);
    const started = (
      await start(id, {
        values: {
          buyer: '上海示例贸易有限公司 Shanghai Example Trading',
          amount: '12800.50',
          notes: '分两批交货\nDelivered in two lots',
          agree: 'true',
        },
        parties: parties(b),
      })
    ).json();
    expect(started.code, started.msg).toBe(0);
    const flowId = started.data.signFlowId as string;
    expect(started.data.templateVersion).toBe(2);

    const detail = (await owner.get(sr.detail.path.replace(':id', flowId))).json().data;
    expect(detail.status).toBe(1);
    expect(detail.signers.map((s: { group: number; status: string }) => [s.group, s.status])).toEqual([
      [1, 'toSign'],
      [2, 'waiting'],
    ]);
    expect(detail.signers[0].fields).toEqual([expect.objectContaining({ kind: 'signature', page: 1, x: 60, y: 100 })]);
    expect((await lastMessageTo(t, owner.phone))?.text).toMatch(/\/signFlow#/);

    const doc = await owner.get(sr.document.path.replace(':id', flowId).replace(':documentId', detail.documents[0].id));
    expect(doc.statusCode).toBe(200);
    const fonts = run('pdffonts', { 'f.pdf': doc.rawPayload }, () => ['f.pdf']).out;
    expect(fonts).toMatch(/[A-Z]{6}\+NotoSansCJKsc-Regular\s+CID Type 0C\s+Identity-H\s+yes yes yes/);
    const text = run('pdftotext', { 'f.pdf': doc.rawPayload }, () => ['-layout', 'f.pdf', '-']).out;
    expect(text).toContain('上海示例贸易有限公司 Shanghai Example Trading');
    expect(text).toContain('12800.50');
    expect(text).toContain('分两批交货');
    expect(text).toContain('Delivered in two lots');
    // The original's text is still there; Party B's own field is left for Party B.
    expect(text).toContain('Supply contract');

    // An edit makes version 3; the flow keeps version 2.
    const v3 = (
      await owner.post(path(r.save, id), { name: 'Supply v3', baseVersion: 2, roles: ['Party A', 'Party B'], fields: contractFields })
    ).json();
    expect(v3.data.version).toBe(3);
    const kept = await t.db
      .selectFrom('template_flows')
      .select(['version_id', 'template_id'])
      .where('flow_id', '=', flowId)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ version_id: versionId, template_id: id });
  });

  it('refuses bad values naming the field and its rule (en, zh), missing parties, overflowing text, a disabled template; nothing is created', async () => {
    const b = await signedInPerson(t);
    const { id } = await enabledTemplate(t, owner, pdf, 'Checks');
    const flows = async () =>
      (await t.db.selectFrom('sign_flows').select('id').where('enterprise_id', '=', owner.enterpriseId).execute()).length;
    const before = await flows();
    const refusal = async (body: Record<string, unknown>, lang: 'en' | 'zh' = 'en') =>
      (await start(id, { parties: parties(b), ...body }, lang)).json();

    const phone = await refusal({ values: { buyer: 'ACME', amount: '1', phone: '12345' } });
    expect(phone.code).toBe(errorCatalogue.templateValueInvalid.code);
    expect(phone.data.fields[0]).toEqual({ field: 'values.phone', message: 'Contact phone: enter an 11-digit mobile number' });
    const amount = await refusal({ values: { buyer: 'ACME', amount: '1.234' } }, 'zh');
    expect(amount.data.fields[0]).toEqual({ field: 'values.amount', message: 'Amount：请输入最多两位小数的金额' });
    const required = await refusal({ values: { amount: '5' } });
    expect(required.data.fields[0]).toEqual({ field: 'values.buyer', message: 'Buyer: required' });
    const long = await refusal({ values: { buyer: 'x'.repeat(41), amount: '5' } });
    expect(long.data.fields[0].message).toBe('Buyer: longer than its maximum length');
    const oneLine = await refusal({ values: { buyer: 'two\nlines', amount: '5' } });
    expect(oneLine.data.fields[0].message).toBe('Buyer: one line only');
    // A signer's own field is not the initiator's to fill.
    expect((await refusal({ values: { buyer: 'ACME', amount: '5', bDate: '2026-01-01' } })).data.fields[0].field).toBe('values.bDate');
    // 40 characters fit the length rule but not the 300-point box.
    const wide = await refusal({ values: { buyer: '宽'.repeat(40), amount: '5' } }, 'zh');
    expect(wide.code).toBe(errorCatalogue.templateTextOverflow.code);
    expect(wide.data.fields[0]).toEqual({ field: 'values.buyer', message: 'Buyer：内容超出控件范围，请缩短' });
    const missing = await refusal({ values: { buyer: 'ACME', amount: '5' }, parties: parties(b).slice(0, 1) });
    expect(missing.code).toBe(errorCatalogue.templatePartyMissing.code);
    expect(missing.msg).toBe('Name who signs as Party B');
    const noContact = await refusal({
      values: { buyer: 'ACME', amount: '5' },
      parties: [parties(b)[0], { role: 'Party B', kind: 'person', name: 'B' }],
    });
    expect(noContact.data.fields[0].field).toBe('parties.1.phone');

    expect((await owner.post(path(r.disable, id), {})).json().data.enabled).toBe(false);
    const off = await refusal({ values: { buyer: 'ACME', amount: '5' } });
    expect(off.code).toBe(errorCatalogue.templateDisabled.code);
    expect(await flows()).toBe(before);
  });

  it('another tenant’s template is not found, for every act', async () => {
    const { id, versionId } = await enabledTemplate(t, owner, pdf, 'Private');
    const other = await customer(t);
    expect((await other.get(path(r.detail, id))).statusCode).toBe(404);
    expect((await other.get(r.file.path.replace(':id', id).replace(':versionId', versionId))).statusCode).toBe(404);
    expect((await other.post(path(r.save, id), { name: 'Mine', baseVersion: 2, roles: [], fields: [] })).statusCode).toBe(404);
    expect((await other.post(path(r.disable, id), {})).statusCode).toBe(404);
    const b = await signedInPerson(t);
    expect(
      (await other.post(path(r.start, id), { title: 'T', deadlineAt: t.clock.now() + day, parties: parties(b), values: {} })).statusCode,
    ).toBe(404);
    // A person in its own space sees no enterprise's template either.
    const single = await signedInPerson(t);
    expect((await single.get(path(r.detail, id))).statusCode).toBe(404);
  });
});
