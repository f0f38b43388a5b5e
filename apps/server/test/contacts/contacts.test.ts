import { contactsRoutes as r } from '@console/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uniqueCreditCode, uniqueOrgCode, withWrongCheck } from '../support/enterprise-auth-helpers.js';
import { addMembership, enterpriseOf, switchInto } from '../support/enterprise-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { type Person, operationLogJson, signedInPerson } from '../support/real-name-helpers.js';

describe.each(databases)('external contacts on %s', (kind) => {
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
  const create = async (body: Record<string, unknown>, lang: 'en' | 'zh' = 'en') => (await master.post(r.create.path, body, lang)).json();
  const list = async (query = '') => (await master.get(`${r.list.path}?${query}`)).json().data;

  it('keeps enterprises with a credit code or an organization code and individuals with a phone or e-mail, masked on the way out', async () => {
    const credit = uniqueCreditCode();
    const a = await create({ kind: 'enterprise', name: 'Beta Holdings', creditCode: credit, phone: '13912345678' });
    expect(a).toMatchObject({ code: 0, data: { kind: 'enterprise', creditCode: credit, orgCode: '', phone: '139****5678' } });
    expect((await create({ kind: 'enterprise', name: 'Gamma', orgCode: uniqueOrgCode(), email: 'buyer@gamma.com' })).code).toBe(0);
    const person = await create({ kind: 'individual', name: '王五', email: 'wang.wu@example.com' });
    expect(person.data.email).not.toContain('wang.wu');
    // Sealed at rest.
    const row = await t.db.selectFrom('contacts').selectAll().where('id', '=', a.data.id).executeTakeFirstOrThrow();
    expect(row.phone_cipher).not.toContain('13912345678');
    expect((await list()).list.map((c: { name: string }) => c.name)).toEqual(['Beta Holdings', 'Gamma', '王五']);
    expect((await list('kind=individual')).list.map((c: { name: string }) => c.name)).toEqual(['王五']);
    expect((await list('keyword=beta')).list).toHaveLength(1);
    expect((await list(`keyword=${credit}`)).list).toHaveLength(1);
    expect((await list('keyword=13912345678')).list).toHaveLength(1);
    expect(await operationLogJson(t, master.userId)).toContain('contactCreate');
    expect(await operationLogJson(t, master.userId)).not.toContain('13912345678');
  });

  it('refuses bad contacts naming the field in en and zh, writing nothing', async () => {
    const both = await create({
      kind: 'enterprise',
      name: 'X',
      creditCode: uniqueCreditCode(),
      orgCode: uniqueOrgCode(),
      phone: '13912345678',
    });
    expect(both.data.fields[0]).toEqual({
      field: 'orgCode',
      message: 'Enter either the unified social credit code or the organization code',
    });
    const neither = await create({ kind: 'enterprise', name: 'X', phone: '13912345678' });
    expect(neither.data.fields[0].field).toBe('creditCode');
    const wrongCheck = await create(
      { kind: 'enterprise', name: 'X', creditCode: withWrongCheck(uniqueCreditCode()), phone: '13912345678' },
      'zh',
    );
    expect(wrongCheck.data.fields[0]).toMatchObject({ field: 'creditCode', message: '请输入正确的统一社会信用代码' });
    const longName = await create({ kind: 'individual', name: 'x'.repeat(33), phone: '13912345678' });
    expect(longName.data.fields[0]).toMatchObject({ field: 'name', message: 'At most 32 characters' });
    const unreachable = await create({ kind: 'individual', name: 'Nobody' });
    expect(unreachable.data.fields[0].field).toBe('phone');
    expect(await t.db.selectFrom('contacts').selectAll().execute()).toHaveLength(0);
  });

  it('keeps a contact unique in the enterprise (said beside the field that makes it the same), not across enterprises', async () => {
    const credit = uniqueCreditCode();
    await create({ kind: 'enterprise', name: 'Beta', creditCode: credit, phone: '13912345678' });
    const again = await create({ kind: 'enterprise', name: 'Beta again', creditCode: credit, phone: '13912345679' });
    expect(again).toMatchObject({ code: 1007013, data: { fields: [{ field: 'creditCode' }] } });
    await create({ kind: 'individual', name: 'Zhao', phone: '13700000000' });
    expect((await create({ kind: 'individual', name: 'Zhao 2', phone: '13700000000' })).code).toBe(1007013);
    const other = await signedInPerson(t);
    await enterpriseOf(t, other);
    expect(
      (await other.post(r.create.path, { kind: 'enterprise', name: 'Beta', creditCode: credit, phone: '13912345678' })).json().code,
    ).toBe(0);
  });

  it('edits and deletes; another enterprise’s contact is not found; a member without the permission is refused', async () => {
    const c = (await create({ kind: 'individual', name: 'Zhao', phone: '13700000000' })).data;
    const edited = (
      await master.post(r.edit.path.replace(':id', c.id), { kind: 'individual', name: 'Zhao Liu', phone: '13700000001' })
    ).json();
    expect(edited.data).toMatchObject({ name: 'Zhao Liu', phone: '137****0001' });
    const stranger = await signedInPerson(t);
    await enterpriseOf(t, stranger);
    expect(
      (await stranger.post(r.edit.path.replace(':id', c.id), { kind: 'individual', name: 'Mine', phone: '13700000001' })).statusCode,
    ).toBe(404);
    expect((await stranger.post(r.remove.path.replace(':id', c.id), {})).statusCode).toBe(404);
    const member = await signedInPerson(t);
    await addMembership(t, member.userId, { enterpriseId, role: 'member' });
    await switchInto(t, member, enterpriseId);
    expect((await member.get(r.list.path)).json().code).toBe(401);
    expect((await master.post(r.remove.path.replace(':id', c.id), {})).json().code).toBe(0);
    expect((await list()).list).toEqual([]);
  });

  it('pages by key: every contact once', async () => {
    for (let i = 0; i < 23; i++) await create({ kind: 'individual', name: `P${i}`, phone: `137000000${String(i).padStart(2, '0')}` });
    const first = await list();
    const second = await list(`after=${first.next}`);
    expect(first.list).toHaveLength(20);
    expect(second.list).toHaveLength(3);
    expect(second.next).toBeNull();
  });
});
