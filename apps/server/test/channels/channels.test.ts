import { channelsRoutes as r, enterpriseRoutes } from '@console/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '../../src/platform/ids.js';
import { enterpriseContext } from '../support/enterprise-helpers.js';
import { type TestApp, databases, signedInUser, startTestApp } from '../support/harness.js';
import { pdfBytes, pngImage } from '../support/image-fixtures.js';
import { readyOperator } from '../support/ops-helpers.js';

/**
 * On both databases: partners kept by the back office (colours readable, logos by
 * content, codes without markup), their branding, the association (first wins, once and only once),
 * unknown and disabled partners, and what each partner brought with its paid orders and the CSV.
 */
const path = (route: { path: string }, id = '') => `/webgate${route.path.replace(':id', id)}`;
const partner = (extra: Record<string, unknown> = {}) => ({
  code: 'jdf',
  name: 'JDF Supply',
  themeColor: '#1f4e8c',
  textColor: '#203040',
  contactName: 'Li Lei',
  contactPhone: '13800000001',
  status: 'enabled',
  ...extra,
});

describe.each(databases)('channel partners on %s', (kind) => {
  let t: TestApp;
  let ops: string;
  beforeEach(async () => {
    t = await startTestApp(kind);
    ops = (await readyOperator(t, `op${kind}`)).cookie;
  });
  afterEach(async () => {
    await t.close();
  });

  const create = async (extra: Record<string, unknown> = {}, language: 'en' | 'zh' = 'en') =>
    t.call('POST', path(r.opsCreate), { cookie: ops, body: partner(extra), language });
  const channelRows = async () => (await t.db.selectFrom('channels').select('id').execute()).length;
  const associate = (cookie: string, channel: string) => t.call('POST', path(r.associate), { cookie, body: { channel } });

  it('creates a partner with a logo judged by content, masks the contact and lists it', async () => {
    const logo = `data:image/png;base64,${pngImage(32, 32).toString('base64')}`;
    const res = await create({ logo, entryPath: '/jdfLogin' });
    expect(res.json().code, res.body).toBe(0);
    const item = res.json().data;
    expect(item).toMatchObject({ code: 'jdf', status: 'enabled', entryPath: '/jdfLogin', contactPhone: '138****0001', logo });
    const stored = await t.db.selectFrom('channels').select('contact_phone').executeTakeFirstOrThrow();
    expect(stored.contact_phone).not.toContain('13800000001');
    const list = await t.call('GET', `${path(r.opsList)}?status=enabled`, { cookie: ops });
    expect(list.json().data.list.map((c: { id: string }) => c.id)).toEqual([item.id]);
    const disabled = await t.call('GET', `${path(r.opsList)}?status=disabled`, { cookie: ops });
    expect(disabled.json().data.list).toEqual([]);
    // The entry page finds it, by the back office's configuration only.
    const byEntry = await t.call('GET', `${path(r.branding)}?entry=${encodeURIComponent('/jdfLogin')}`);
    expect(byEntry.json().data).toMatchObject({ code: 'jdf', entryKind: 'login', themeColor: '#1f4e8c' });
    const otherEntry = await t.call('GET', `${path(r.branding)}?entry=${encodeURIComponent('/jdfGys')}`);
    expect(otherEntry.json().data).toBeNull();
  });

  it('refuses unreadable colours, a fake logo, markup in the code and a taken code or entry, naming the field, writing nothing', async () => {
    const pale = await create({ themeColor: '#ffee00' });
    expect(pale.statusCode).toBe(400);
    expect(pale.json().data.fields[0].field).toBe('themeColor');
    const paleZh = await create({ textColor: '#eeeeee' }, 'zh');
    expect(paleZh.json().data.fields[0].field).toBe('textColor');
    expect(paleZh.json().data.fields[0].message).toMatch(/[\u4e00-\u9fff]/);
    const fake = await create({ logo: `data:image/png;base64,${pdfBytes.toString('base64')}` });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().data.fields[0]).toMatchObject({ field: 'logo' });
    const markup = await create({ code: '<b>x</b>' });
    expect(markup.json().data.fields[0].field).toBe('code');
    const control = await create({ name: 'JDF\u0007' });
    expect(control.statusCode).toBe(400);
    expect(await channelRows()).toBe(0);

    expect((await create({ entryPath: '/jdfGys' })).json().code).toBe(0);
    const taken = await create({ name: 'Again' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().data.fields[0].field).toBe('code');
    const entryTaken = await create({ code: 'other', entryPath: '/jdfGys' });
    expect(entryTaken.json().data.fields[0].field).toBe('entryPath');
    expect(await channelRows()).toBe(1);
  });

  it('associates an account once and only once: the first partner wins, and the enterprise follows', async () => {
    const a = (await create()).json().data;
    await create({ code: 'second', name: 'Second' });
    const person = await signedInUser(t);
    const first = await associate(person.cookie, 'jdf');
    expect(first.json().data).toMatchObject({ account: { code: 'jdf', name: 'JDF Supply' }, enterprise: null });
    const again = await associate(person.cookie, 'second');
    expect(again.json().data.account.code).toBe('jdf');
    const twice = await associate(person.cookie, 'jdf');
    expect(twice.json().code).toBe(0);
    expect(await t.db.selectFrom('channel_accounts').selectAll().execute()).toHaveLength(1);

    // An enterprise the person creates is brought by the person's partner.
    const created = await t.call('POST', path(enterpriseRoutes.create), { cookie: person.cookie, body: { name: 'Acme Supplies' } });
    expect(created.json().code, created.body).toBe(0);
    const mine = await t.call('GET', path(r.mine), { cookie: person.cookie });
    expect(mine.json().data).toMatchObject({ account: { code: 'jdf' }, enterprise: { code: 'jdf' } });

    // A master in an enterprise with no partner yet brings it with the link; a member does not.
    const other = await signedInUser(t);
    const { enterpriseId } = await enterpriseContext(t, other.userId);
    expect((await associate(other.cookie, 'second')).json().data).toMatchObject({
      account: { code: 'second' },
      enterprise: { code: 'second' },
    });
    const member = await signedInUser(t);
    await enterpriseContext(t, member.userId, { enterpriseId, role: 'member' });
    expect((await associate(member.cookie, 'jdf')).json().data).toMatchObject({ account: { code: 'jdf' }, enterprise: { code: 'second' } });

    const accounts = await t.call('GET', `${path(r.opsAccounts, a.id)}?pageSize=1`, { cookie: ops });
    expect(accounts.json().data.total).toBe(2);
    expect(accounts.json().data.list).toHaveLength(1);
    const next = await t.call('GET', `${path(r.opsAccounts, a.id)}?pageSize=1&after=${accounts.json().data.next}`, { cookie: ops });
    expect(next.json().data.list).toHaveLength(1);
    expect(next.json().data.next).toBeNull();
  });

  it('refuses an unknown or disabled partner and changes nothing; their branding is null', async () => {
    const a = (await create()).json().data;
    const person = await signedInUser(t);
    const unknown = await associate(person.cookie, 'nobody');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toMatch(/unknown or no longer active/);
    const off = await t.call('POST', path(r.opsUpdate, a.id), { cookie: ops, body: partner({ status: 'disabled' }) });
    expect(off.json().data).toMatchObject({ status: 'disabled', contactPhone: '138****0001' });
    const disabled = await t.call('POST', path(r.associate), { cookie: person.cookie, body: { channel: 'jdf' }, language: 'zh' });
    expect(disabled.statusCode).toBe(404);
    expect(disabled.json().msg).toBe('该渠道链接不存在或已停用');
    expect(await t.db.selectFrom('channel_accounts').selectAll().execute()).toEqual([]);
    expect((await t.call('GET', `${path(r.branding)}?channel=jdf`)).json().data).toBeNull();
    expect((await t.call('GET', `${path(r.branding)}?channel=${encodeURIComponent('<script>')}`)).json().data).toBeNull();
    expect((await t.call('GET', path(r.mine), { cookie: person.cookie })).json().data).toEqual({ account: null, enterprise: null });
  });

  it('lists the enterprises a partner brought with their paid orders, and exports them as CSV', async () => {
    const a = (await create()).json().data;
    const person = await signedInUser(t);
    const { enterpriseId } = await enterpriseContext(t, person.userId, { name: '=cmd|Acme' });
    await associate(person.cookie, 'jdf');
    const now = t.clock.now();
    const order = (status: number, amount: number) => ({
      id: newId(now),
      enterprise_id: enterpriseId,
      user_id: person.userId,
      order_no: `O${newId(now).slice(-12)}`,
      status,
      amount_fen: amount,
      invoiced: 0,
      created_at: now,
      updated_at: now,
    });
    await t.db
      .insertInto('orders')
      .values([order(5, 10000), order(1, 2550), order(4, 99999)])
      .execute();
    const list = await t.call('GET', path(r.opsEnterprises, a.id), { cookie: ops });
    expect(list.json().data.list).toEqual([expect.objectContaining({ enterpriseId, paidOrders: 2, paidFen: 12550 })]);
    const csv = await t.call('GET', `${path(r.opsExport, a.id)}?kind=enterprises`, { cookie: ops });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("'=cmd|Acme");
    expect(lines[1]).toContain('125.50');
    const accounts = await t.call('GET', `${path(r.opsExport, a.id)}?kind=accounts`, { cookie: ops });
    expect(accounts.body).toContain(person.userId);
    // Each enterprise of a page reads its own paid orders: a second one with only an unpaid order reads none.
    const other = await signedInUser(t);
    const second = await enterpriseContext(t, other.userId, { name: 'Beta' });
    await associate(other.cookie, 'jdf');
    await t.db
      .insertInto('orders')
      .values({ ...order(4, 500), enterprise_id: second.enterpriseId, user_id: other.userId })
      .execute();
    const both = (await t.call('GET', path(r.opsEnterprises, a.id), { cookie: ops })).json().data.list;
    expect(both).toHaveLength(2);
    expect(both).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ enterpriseId, paidOrders: 2, paidFen: 12550 }),
        expect.objectContaining({ enterpriseId: second.enterpriseId, paidOrders: 0, paidFen: 0 }),
      ]),
    );
    // Another partner's id, and a person instead of an operator, see nothing.
    expect((await t.call('GET', path(r.opsEnterprises, 'nope'), { cookie: ops })).statusCode).toBe(404);
    expect((await t.call('GET', path(r.opsList), { cookie: person.cookie })).statusCode).toBe(401);
  });
});
