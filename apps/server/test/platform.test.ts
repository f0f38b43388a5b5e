import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, databases, signedInUser, startTestApp } from './harness.js';

describe.each(databases)('platform contract on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the envelope with code 0 and data', async () => {
    const res = await t.call('GET', '/webgate/base/site/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, data: { version: '6.7.2', themeColor: '#1677ff', loginEntryPath: '/login' } });
  });

  it('refuses a state-changing call without the console headers, naming the header', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/webgate/operation-webapi/login', payload: { name: 'a', password: 'b' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(1000401);
    expect(body.msg).toContain('platformType');
  });

  it('refuses a call without Accept-Language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/webgate/operation-webapi/login',
      headers: { platformType: 'company', appCode: 'company', 'Access-Source': 'pc' },
      payload: { name: 'a', password: 'b' },
    });
    expect(res.json().msg).toContain('Accept-Language');
  });

  it('validates with a localized message naming the field, for JSON and form bodies alike', async () => {
    const en = await t.call('POST', '/webgate/operation-webapi/login', { body: { name: 'ops' } });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ code: 1000400, msg: 'Password: Password cannot be empty', data: { fields: [{ field: 'password' }] } });
    const zh = await t.call('POST', '/webgate/operation-webapi/login', { form: { name: 'ops' }, language: 'zh' });
    expect(zh.json().msg).toBe('密码：密码不能为空');
  });

  it('answers -1 to a call that needs a session when there is none', async () => {
    const res = await t.call('GET', '/webgate/base/user/headerInfo');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(-1);
  });

  it('answers an unknown API with a catalogued 404, not the console page', async () => {
    const res = await t.call('GET', '/webgate/no/such/thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 1000405 });
  });

  it('never leaks internals on a malformed JSON body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/webgate/operation-webapi/login',
      headers: { platformType: 'company', appCode: 'company', 'Access-Source': 'pc', 'Accept-Language': 'en', 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 1000402, msg: 'The request body could not be read' });
  });

  it('gives a personal session header info, account info with its moduleList, and a dashboard of true zeros', async () => {
    const { cookie } = await signedInUser(t, 'alice');
    const header = await t.call('GET', '/webgate/base/user/headerInfo', { cookie });
    expect(header.json().data).toEqual({ companyUuid: null, type: 1, userName: 'alice' });
    const info = await t.call('POST', '/webgate/base/user/getUserInfo2', { cookie, form: {} });
    const links = info.json().data.user.moduleList.map((m: { webLink: string }) => m.webLink);
    expect(links).toContain('personalCenter:pCenterInfo:pBasicInfo');
    expect(links.some((l: string) => l.startsWith('enterpriseCenter'))).toBe(false);
    const summary = await t.call('GET', '/webgate/console/dashboard/summary', { cookie });
    expect(summary.json().data).toMatchObject({ realName: { status: 0 }, ordersToPay: { count: 0, amountFen: 0 }, workOrders: { open: 0 } });
  });

  it('counts the dashboard from rows of the session owner only', async () => {
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    const now = t.clock.now();
    const order = (id: string, userId: string, status: number, amount: number) => ({ id, user_id: userId, enterprise_id: null, order_no: id, status, amount_fen: amount, invoiced: 0, created_at: now, updated_at: now });
    await t.db.insertInto('orders').values([order('o1', me.userId, 4, 1200), order('o2', me.userId, 4, 300), order('o3', other.userId, 4, 999), order('o4', me.userId, 1, 5000)]).execute();
    const summary = (await t.call('GET', '/webgate/console/dashboard/summary', { cookie: me.cookie })).json().data;
    expect(summary.ordersToPay).toEqual({ count: 2, amountFen: 1500 });
    expect(summary.invoices.invoiceableFen).toBe(5000);
  });

  it('ends the session on sign-out, so the same cookie is refused afterwards', async () => {
    const { cookie } = await signedInUser(t);
    expect((await t.call('GET', '/webgate/base/user/logout', { cookie })).json().code).toBe(0);
    expect((await t.call('GET', '/webgate/base/user/headerInfo', { cookie })).json().code).toBe(-1);
  });

  it('expires a session after 30 idle minutes', async () => {
    const { cookie } = await signedInUser(t);
    t.clock.advance(29 * 60_000);
    expect((await t.call('GET', '/webgate/base/user/headerInfo', { cookie })).json().code).toBe(0);
    t.clock.advance(31 * 60_000);
    expect((await t.call('GET', '/webgate/base/user/headerInfo', { cookie })).json().code).toBe(-1);
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const doc = JSON.parse((await t.call('GET', '/webgate/openapi.json')).body);
    expect(doc.openapi).toBe('3.1.0');
    const login = doc.paths['/webgate/operation-webapi/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['name', 'password']);
  });
});
