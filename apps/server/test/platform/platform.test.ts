import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, databases, signedInUser, startTestApp } from '../support/harness.js';

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
    expect(res.json()).toMatchObject({ code: 0, data: { version: '6.7.2', themeColor: '#1668dc', loginEntryPath: '/login' } });
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
    const en = await t.call('POST', '/webgate/operation-webapi/login', { body: { name: 'ops', captcha: 'ABCD' } });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      code: 1000400,
      msg: 'Password: Password cannot be empty',
      data: { fields: [{ field: 'password' }] },
    });
    const zh = await t.call('POST', '/webgate/operation-webapi/login', { form: { name: 'ops', captcha: 'ABCD' }, language: 'zh' });
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
      headers: {
        platformType: 'company',
        appCode: 'company',
        'Access-Source': 'pc',
        'Accept-Language': 'en',
        'content-type': 'application/json',
      },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 1000402, msg: 'The request body could not be read' });
  });

  it('expires a session after 30 idle minutes', async () => {
    const { cookie } = await signedInUser(t);
    t.clock.advance(29 * 60_000);
    expect((await t.call('GET', '/webgate/base/user/headerInfo', { cookie })).json().code).toBe(0);
    t.clock.advance(31 * 60_000);
    expect((await t.call('GET', '/webgate/base/user/headerInfo', { cookie })).json().code).toBe(-1);
  });
});
