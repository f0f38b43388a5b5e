import { rolesRoutes, servicesRoutes } from '@console/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addProduct, customer, grant, operatorOf } from '../support/apps-helpers.js';
import { enterpriseOf } from '../support/enterprise-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { signedInPerson } from '../support/real-name-helpers.js';

/**
 * §5's special-character filter and §9's 300 characters: one rule for the free text a person writes
 * (`freeText` in the contract), refused on every endpoint that takes such text with the field named,
 * in en and zh, and nothing written. Two of them here: a role's description and a subscription
 * adjustment's reason.
 */
describe.each(databases)('free-text inputs on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(kind);
  });
  afterEach(async () => {
    await t.close();
  });

  const refusals = {
    description: { en: 'Description cannot contain < > ` { } \\ or |', zh: '描述不能包含 < > ` { } \\ 或 | 等特殊字符' },
    reason: { en: 'Reason cannot contain < > ` { } \\ or |', zh: '原因不能包含 < > ` { } \\ 或 | 等特殊字符' },
  };

  it('a role’s description: special characters and more than 300 characters refused, naming the field; prose punctuation kept', async () => {
    const master = await signedInPerson(t);
    await enterpriseOf(t, master);
    const create = (description: string, language: 'en' | 'zh' = 'en') =>
      master.post(rolesRoutes.create.path, { name: 'Finance', description, moduleCodes: ['myInvoiceList'] }, language);

    for (const [description, language] of [
      ['Pays <b>invoices</b>', 'en'],
      ['Pays {{invoices}}', 'zh'],
      ['a | b', 'en'],
      ['C:\\finance', 'zh'],
      ['run `this`', 'en'],
    ] as const) {
      const res = await create(description, language);
      expect(res.statusCode, description).toBe(400);
      expect(res.json().data.fields, description).toEqual([{ field: 'description', message: refusals.description[language] }]);
      expect(res.json().msg, description).toContain(language === 'en' ? 'Description' : '描述');
    }
    const long = await create('x'.repeat(301), 'zh');
    expect(long.json().data.fields).toEqual([{ field: 'description', message: '最多 300 个字符' }]);
    expect(await t.db.selectFrom('roles').selectAll().execute()).toHaveLength(0);

    // A sentence with ordinary punctuation, and exactly 300 characters, are a description.
    expect((await create('Pays the invoices (monthly), checks receipts; “urgent” ones first — 急件优先，按月结算。')).json().code).toBe(0);
    const edge = await master.post(rolesRoutes.create.path, { name: 'Edge', description: 'y'.repeat(300), moduleCodes: ['myInvoiceList'] });
    expect(edge.json().code).toBe(0);
  });

  it('an operator’s reason for adjusting a subscription: refused the same way, and the subscription is unchanged', async () => {
    const ops = await operatorOf(t);
    const product = await addProduct(t, ops, 'phone3', 120);
    const c = await customer(t);
    const sub = await grant(t, ops, { enterpriseId: c.enterpriseId, productId: product.id, totalCount: 5 });
    const adjust = (reason: string, language: 'en' | 'zh') =>
      t.call('POST', `/webgate${servicesRoutes.opsAdjust.path.replace(':id', sub.id)}`, {
        cookie: ops,
        body: { totalCount: 50, reason },
        language,
      });

    for (const language of ['en', 'zh'] as const) {
      const res = await adjust('renewal <script>alert(1)</script>', language);
      expect(res.statusCode).toBe(400);
      expect(res.json().data.fields).toEqual([{ field: 'reason', message: refusals.reason[language] }]);
    }
    expect((await adjust('r'.repeat(301), 'en')).json().data.fields).toEqual([{ field: 'reason', message: 'At most 300 characters' }]);
    const stored = await t.db.selectFrom('service_subscriptions').select('total_count').where('id', '=', sub.id).executeTakeFirstOrThrow();
    expect(stored.total_count).toBe(5);

    const done = await adjust('Contract renewal (No. 7), per the sales team’s e-mail.', 'en');
    expect(done.json()).toMatchObject({ code: 0, data: { totalCount: 50 } });
  });
});
