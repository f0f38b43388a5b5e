import { servicesRoutes as r } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, grant, operatorOf } from '../support/apps-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import type { Person } from '../support/real-name-helpers.js';

// A product is named in Chinese and in English; the console shows each reader their language.
describe.each(databases)('product names in en and zh on %s', (kind) => {
  let t: TestApp;
  let ops: string;
  let p: Person & { enterpriseId: string };
  beforeAll(async () => {
    t = await startTestApp(kind);
    ops = await operatorOf(t);
    p = await customer(t);
  });
  afterAll(async () => {
    await t.close();
  });
  const addProduct = (body: Record<string, unknown>, lang: 'en' | 'zh' = 'en') =>
    t.call('POST', `/webgate${r.opsAddProduct.path}`, {
      cookie: ops,
      body: { serviceCode: 'phone3', unitPriceFen: 10, ...body },
      language: lang,
    });

  it('keeps both names, and the service hall and the enterprise’s services name the product in the reader’s language', async () => {
    const added = (await addProduct({ productNo: 'P-NAMES-1', name: '手机号三要素核验', nameEn: 'Phone number check' })).json();
    expect(added.data).toMatchObject({ name: '手机号三要素核验', nameEn: 'Phone number check' });
    // Without an English name the product keeps its one name in both languages.
    expect((await addProduct({ productNo: 'P-NAMES-2', name: '银行卡四要素' })).json().data.nameEn).toBe('');

    const hall = async (lang: 'en' | 'zh') => (await p.get(r.hall.path, lang)).json().data.list.map((x: { name: string }) => x.name);
    expect(await hall('en')).toEqual(expect.arrayContaining(['Phone number check', '银行卡四要素']));
    expect(await hall('zh')).toEqual(expect.arrayContaining(['手机号三要素核验', '银行卡四要素']));
    expect(await hall('zh')).not.toContain('Phone number check');

    await grant(t, ops, { enterpriseId: p.enterpriseId, productId: added.data.id, totalCount: 100 });
    const mine = async (lang: 'en' | 'zh') => (await p.get(r.list.path, lang)).json().data.list[0].productName;
    expect(await mine('en')).toBe('Phone number check');
    expect(await mine('zh')).toBe('手机号三要素核验');
  });

  it('refuses an English name over 64 characters, naming the field in the operator’s language', async () => {
    const long = (await addProduct({ productNo: 'P-NAMES-3', name: '名', nameEn: 'x'.repeat(65) }, 'zh')).json();
    expect(long.data.fields[0].field).toBe('nameEn');
    expect(long.msg).toMatch(/^英文名称/);
    // The product's own name is a thing's name: 产品名称, not a person's 姓名.
    const empty = (await addProduct({ productNo: 'P-NAMES-4', name: ' ' }, 'zh')).json();
    expect(empty.msg).toBe('产品名称：产品名称不能为空');
  });
});
