import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, registerPerson } from '../support/auth-helpers.js';
import { type TestApp, cookieFrom, databases, signedInUser, startTestApp } from '../support/harness.js';

const sessionCookie = 'esign_session';

describe.each(databases)('account on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  const whoAmI = (cookie: string) => t.call('POST', '/webgate/base/user/getUserInfo2', { cookie, form: {} });

  it('gives a personal session header info and account info with its moduleList', async () => {
    const { cookie } = await signedInUser(t, 'alice');
    const header = await t.call('GET', '/webgate/base/user/headerInfo', { cookie });
    expect(header.json().data).toEqual({ companyUuid: null, type: 1, userName: 'alice' });
    const info = await t.call('POST', '/webgate/base/user/getUserInfo2', { cookie, form: {} });
    const links = info.json().data.user.moduleList.map((m: { webLink: string }) => m.webLink);
    expect(links).toContain('personalCenter:pCenterInfo:pBasicInfo');
    expect(links.some((l: string) => l.startsWith('enterpriseCenter'))).toBe(false);
  });

  it('answers the silent session probe with 200 either way: signed in, a visitor, a signed-out or a forged cookie', async () => {
    const probe = (cookie?: string) => t.call('GET', '/webgate/base/user/session', cookie ? { cookie } : {});
    const { cookie } = await signedInUser(t);
    for (const [res, signedIn] of [
      [await probe(cookie), true],
      [await probe(), false],
      [await probe(`${sessionCookie}=forged-token`), false],
    ] as const) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 0, data: { signedIn } });
    }
    await t.call('POST', '/webgate/base/user/logout', { cookie });
    expect((await probe(cookie)).json().data.signedIn).toBe(false);
  });

  it('ends the session on sign-out, so the same cookie is refused afterwards', async () => {
    const { cookie } = await signedInUser(t);
    expect((await t.call('POST', '/webgate/base/user/logout', { cookie })).json().code).toBe(0);
    expect((await t.call('GET', '/webgate/base/user/headerInfo', { cookie })).json().code).toBe(-1);
  });

  it('signs out at /base/user/logout, ending the session and clearing the cookie', async () => {
    const p = await registerPerson(t);
    const res = await client(t).signIn(p.userName, p.password);
    expect(res.json().code).toBe(0);
    const cookie = cookieFrom(res, sessionCookie);
    const out = await t.call('POST', '/webgate/base/user/logout', { cookie });
    expect(out.json().code).toBe(0);
    expect(out.cookies.find((x) => x.name === sessionCookie)?.value).toBe('');
    expect((await whoAmI(cookie)).json().code).toBe(-1);
  });

  // Sign-out was a GET: a link or an image on any other site signed the person out.
  it('is not signed out by another site: a GET is refused, and so is a POST from another origin or without the console’s headers', async () => {
    const { cookie } = await signedInUser(t);
    for (const url of ['/webgate/base/user/logout', '/webgate/user/logout']) {
      const link = await t.call('GET', url, { cookie, headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' } });
      expect(link.statusCode, url).toBe(405);
      expect(link.cookies.find((x) => x.name === sessionCookie)).toBeUndefined();
      const image = await t.app.inject({
        method: 'GET',
        url,
        headers: { cookie, 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'image' },
      });
      expect(image.statusCode, url).toBe(405);
      const crossSite = await t.call('POST', url, { cookie, body: {}, headers: { 'sec-fetch-site': 'cross-site' } });
      expect(crossSite.statusCode, url).toBe(403);
      const otherOrigin = await t.call('POST', url, { cookie, body: {}, headers: { origin: 'http://127.0.0.1:9' } });
      expect(otherOrigin.statusCode, url).toBe(403);
      // What a plain form on another page can send: no platformType, appCode or Access-Source.
      const form = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(form.statusCode, url).toBe(400);
    }
    expect((await whoAmI(cookie)).json().code).toBe(0);
    // The console's own sign-out still works.
    expect((await t.call('POST', '/webgate/base/user/logout', { cookie })).json().code).toBe(0);
    expect((await whoAmI(cookie)).json().code).toBe(-1);
  });
});
