import { costCenterRoutes as r, enterpriseRoutes, errorCatalogue, personalRoutes } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, operatorOf } from '../support/apps-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { type Person, signedInPerson } from '../support/real-name-helpers.js';

const code = (key: keyof typeof errorCatalogue) => errorCatalogue[key].code;
const wg = (path: string) => `/webgate${path}`;

/** Operators name a coupon's owner by what the back office shows them, never by an internal id. */
describe.each(databases)('coupon owners as operators see them on %s', (kind) => {
  let t: TestApp;
  let ops: string;
  const coupon = (owner: Record<string, string>, language: 'en' | 'zh' = 'en') => {
    const now = t.clock.now();
    return t.call('POST', wg(r.opsIssueCoupon.path), {
      cookie: ops,
      language,
      body: { ...owner, name: 'Welcome', kind: 'fixed', value: 500, startsAt: now - 1000, expiresAt: now + 86_400_000 },
    });
  };
  const available = async (p: Person) => (await p.get(`${r.coupons.path}?tab=available`)).json().data.list as { name: string }[];
  const people = async (keyword: string) =>
    (await t.call('GET', wg(`${personalRoutes.opsPeople.path}?keyword=${encodeURIComponent(keyword)}`), { cookie: ops })).json();

  beforeAll(async () => {
    t = await startTestApp(kind);
    ops = await operatorOf(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('issues to an enterprise by the enterprise number the back office lists', async () => {
    const c = await customer(t);
    const info = (await c.get(enterpriseRoutes.info.path)).json().data as { enterpriseNo: string; name: string };
    const row = (await t.call('GET', wg(`${enterpriseRoutes.list.path}?keyword=${encodeURIComponent(info.name)}`), { cookie: ops })).json()
      .data.list[0] as { id: string; enterpriseNo: string };
    expect(row.enterpriseNo).toBe(info.enterpriseNo);
    const res = await coupon({ enterpriseId: row.enterpriseNo });
    expect(res.json().code, res.body).toBe(0);
    expect((await available(c)).map((x) => x.name)).toEqual(['Welcome']);
  });

  it('issues to a person by account name or by phone number', async () => {
    const byName = await signedInPerson(t);
    expect((await coupon({ userId: byName.userName })).json().code).toBe(0);
    expect((await available(byName)).map((x) => x.name)).toEqual(['Welcome']);
    const byPhone = await signedInPerson(t);
    expect((await coupon({ userId: byPhone.phone })).json().code).toBe(0);
    expect((await available(byPhone)).map((x) => x.name)).toEqual(['Welcome']);
  });

  it('refuses a number no one has beside the field, in en and zh, and issues nothing', async () => {
    const en = (await coupon({ enterpriseId: 'E-NOBODY' })).json();
    expect(en).toMatchObject({
      code: code('couponOwnerUnknown'),
      msg: 'No such enterprise or person',
      data: { fields: [{ field: 'enterpriseId' }] },
    });
    const zh = (await coupon({ userId: '19900000000' }, 'zh')).json();
    expect(zh).toMatchObject({ code: code('couponOwnerUnknown'), msg: '该企业或个人不存在', data: { fields: [{ field: 'userId' }] } });
  });

  it('finds people by part of the account name or by the whole phone, phones masked', async () => {
    const p = await signedInPerson(t);
    const part = p.userName.slice(2, -1).toUpperCase();
    const found = await people(part);
    expect(found.code, JSON.stringify(found)).toBe(0);
    expect(found.data.list.map((x: { accountName: string }) => x.accountName)).toContain(p.userName);
    const byPhone = (await people(p.phone)).data.list;
    expect(byPhone).toHaveLength(1);
    expect(byPhone[0]).toMatchObject({ id: p.userId, accountName: p.userName, phone: `${p.phone.slice(0, 3)}****${p.phone.slice(-4)}` });
    // Without a keyword the newest come first, so the picker has something to show before typing.
    expect((await people('')).data.list[0].accountName).toBe(p.userName);
    // A person's own session is not an operator's.
    expect((await p.c.get(personalRoutes.opsPeople.path, { cookie: p.cookie })).json().code).toBe(code('operatorSessionExpired'));
  });
});
