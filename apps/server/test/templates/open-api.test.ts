import { errorCatalogue } from '@console/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addProduct, appBody, createApp, customer, grant, newSecret, operatorOf, signedCall } from '../support/apps-helpers.js';
import { lastMessageTo } from '../support/auth-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { type Person, signedInPerson } from '../support/real-name-helpers.js';
import { blankContract, enabledTemplate } from './support.js';

const day = 86_400_000;

/**
 * Templates in the open API: `template/list`, `template/get` and
 * `signFlow/createByTemplate` signed like every call; a flow from a template costs one unit of
 * `signFlow` like any started flow, a refused call none and leaves no flow; another enterprise's
 * template is not found; bad values are named in the caller's language.
 */
describe.each(databases)('templates in the open API on %s', (kind) => {
  let t: TestApp;
  let ops: string;
  let product: { id: string };
  let pdf: Buffer;

  beforeAll(async () => {
    t = await startTestApp(kind);
    pdf = await blankContract();
    ops = await operatorOf(t);
    product = await addProduct(t, ops, 'signFlow');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    ops = await operatorOf(t);
  });

  /** An enterprise with an enabled template and an application on the signFlow service with `units`. */
  async function setUp(units: number) {
    const c = await customer(t);
    const template = await enabledTemplate(t, c, pdf);
    const sub = await grant(t, ops, { enterpriseId: c.enterpriseId, productId: product.id, totalCount: units });
    const app = await createApp(t, c, appBody([sub.id]));
    const { secret } = await newSecret(t, c, app.id);
    const call = (path: string, o: { body?: unknown; query?: [string, string][]; language?: 'en' | 'zh' } = {}) =>
      signedCall(t, { appId: app.appId, secret, path, ...o });
    const flows = async () =>
      (await t.db.selectFrom('sign_flows').select('id').where('enterprise_id', '=', c.enterpriseId).execute()).length;
    const used = async () =>
      (await t.db.selectFrom('usage_records').select('id').where('app_id', '=', app.id).where('service_code', '=', 'signFlow').execute())
        .length;
    return { c, template, call, flows, used };
  }

  const body = (templateId: string, b: Person, values: Record<string, string> = { buyer: '深圳某某科技 ACME', amount: '99.90' }) => ({
    templateId,
    title: 'Supply by API',
    deadlineAt: t.clock.now() + 7 * day,
    values,
    parties: [
      { role: 'Party A', kind: 'enterprise', name: '王五', enterpriseName: 'ACME', phone: b.phone },
      { role: 'Party B', kind: 'person', name: 'Li Si', email: 'li.si@example.com', language: 'en' },
    ],
  });

  it('lists and reads templates, creates a started flow for one unit; a refused call costs nothing and leaves no flow', async () => {
    const b = await signedInPerson(t);
    const s = await setUp(1);
    const list = (await s.call('template/list', { query: [['keyword', 'supply']] })).json();
    expect(list.code, list.msg).toBe(0);
    expect(list.data.list.map((x: { id: string; enabled: boolean }) => [x.id, x.enabled])).toEqual([[s.template.id, true]]);
    expect(list.data.requestId).toBeTruthy();
    const got = (await s.call('template/get', { query: [['templateId', s.template.id]] })).json();
    expect(got.data).toMatchObject({ roles: ['Party A', 'Party B'], version: 2 });
    expect(got.data.fields.find((f: { key: string }) => f.key === 'phone')).toMatchObject({
      kind: 'phone',
      role: null,
      required: false,
      maxLength: 11,
    });

    const bad = (
      await s.call('signFlow/createByTemplate', { body: body(s.template.id, b, { buyer: 'ACME', amount: 'ten' }), language: 'zh' })
    ).json();
    expect(bad.code).toBe(errorCatalogue.templateValueInvalid.code);
    expect(bad.data.fields[0]).toEqual({ field: 'values.amount', message: 'Amount：请输入最多两位小数的金额' });
    expect(await s.used()).toBe(0);
    expect(await s.flows()).toBe(0);

    const created = (await s.call('signFlow/createByTemplate', { body: body(s.template.id, b) })).json();
    expect(created.code, created.msg).toBe(0);
    expect(created.data).toMatchObject({ status: 1, title: 'Supply by API', templateId: s.template.id, templateVersion: 2 });
    expect(created.data.signers.map((x: { kind: string; group: number }) => [x.kind, x.group])).toEqual([
      ['enterprise', 1],
      ['person', 2],
    ]);
    expect(await s.used()).toBe(1);
    expect((await lastMessageTo(t, b.phone))?.text).toMatch(/\/signFlow#/);
    const row = await t.db.selectFrom('sign_flows').select(['application_id']).where('id', '=', created.data.id).executeTakeFirstOrThrow();
    expect(row.application_id).toBeTruthy();

    // The package is spent: refused before anything is written.
    const spent = (await s.call('signFlow/createByTemplate', { body: body(s.template.id, b) })).json();
    expect(spent.code).toBe(errorCatalogue.apiQuotaExhausted.code);
    expect(await s.flows()).toBe(1);
    expect(await s.used()).toBe(1);
  });

  it('a disabled template starts nothing; another enterprise’s template is not found', async () => {
    const b = await signedInPerson(t);
    const s = await setUp(5);
    const other = await setUp(5);
    expect((await other.call('template/get', { query: [['templateId', s.template.id]] })).statusCode).toBe(404);
    expect((await other.call('signFlow/createByTemplate', { body: body(s.template.id, b) })).statusCode).toBe(404);
    expect((await other.call('template/list')).json().data.list.map((x: { id: string }) => x.id)).toEqual([other.template.id]);

    expect((await s.c.post(`/console/templates/${s.template.id}/disable`, {})).json().code).toBe(0);
    const off = (await s.call('signFlow/createByTemplate', { body: body(s.template.id, b) })).json();
    expect(off.code).toBe(errorCatalogue.templateDisabled.code);
    expect(await s.used()).toBe(0);
    expect(await s.flows()).toBe(0);
  });
});
