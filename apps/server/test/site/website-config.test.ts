import { defaultWebsiteConfig } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorCookie } from '../../src/platform/operator-session.js';
import { type TestApp, databases, signedInUser, startTestApp } from '../support/harness.js';
import { readyOperator } from '../support/ops-helpers.js';

const themed = { ...defaultWebsiteConfig, themeColor: '#d4380d', sidebarBgColor: '#1f1f1f' };

describe.each(databases)('website config on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a config change without an operator session, and a console user session is not one', async () => {
    const res = await t.call('PUT', '/webgate/operation-webapi/site/config', { body: themed });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(-1);
    const forged = await t.call('PUT', '/webgate/operation-webapi/site/config', {
      body: themed,
      cookie: `${operatorCookie}=not-a-session`,
    });
    expect(forged.json().code).toBe(-1);
    const { cookie: userCookie } = await signedInUser(t);
    expect((await t.call('PUT', '/webgate/operation-webapi/site/config', { body: themed, cookie: userCookie })).json().code).toBe(-1);
    expect((await t.call('GET', '/webgate/base/site/config')).json().data.themeColor).toBe(defaultWebsiteConfig.themeColor);
  });

  it('refuses a bad colour naming the field, and changes nothing', async () => {
    const { cookie } = await readyOperator(t, 'sam');
    const before = (await t.call('GET', '/webgate/operation-webapi/site/config', { cookie })).json().data;
    const res = await t.call('PUT', '/webgate/operation-webapi/site/config', { cookie, body: { ...themed, themeColor: 'red' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 1000400,
      msg: 'Theme colour: Enter a colour as #RRGGBB',
      data: { fields: [{ field: 'themeColor' }] },
    });
    const zh = await t.call('PUT', '/webgate/operation-webapi/site/config', {
      cookie,
      language: 'zh',
      body: { ...themed, loginEntryPath: 'login' },
    });
    expect(zh.json().data.fields).toEqual([{ field: 'loginEntryPath', message: expect.any(String) }]);
    expect(zh.json().msg).toBe('登录入口页路径：请输入以单个 / 开头的控制台路径');
    expect((await t.call('GET', '/webgate/operation-webapi/site/config', { cookie })).json().data).toEqual(before);
    expect((await t.call('GET', '/webgate/base/site/config')).json().data.themeColor).toBe(defaultWebsiteConfig.themeColor);
  });

  it('refuses an entry path that is no sign-in page, in en and zh, on save and on use', async () => {
    const { cookie } = await readyOperator(t, 'yusuf');
    const before = (await t.call('GET', '/webgate/operation-webapi/site/config', { cookie })).json().data;
    for (const loginEntryPath of ['/noSuchPage', '/signIn', '/dashboard/home']) {
      const res = await t.call('PUT', '/webgate/operation-webapi/site/config', { cookie, body: { ...themed, loginEntryPath } });
      expect(res.statusCode, loginEntryPath).toBe(400);
      expect(res.json().data.fields, loginEntryPath).toEqual([
        { field: 'loginEntryPath', message: 'Choose one of the console’s sign-in pages: /login, /jdfLogin or /cerlogin' },
      ]);
    }
    const zh = await t.call('PUT', '/webgate/operation-webapi/site/config', {
      cookie,
      language: 'zh',
      body: { ...themed, loginEntryPath: '/noSuchPage' },
    });
    expect(zh.json().msg).toBe('登录入口页路径：请选择控制台的登录页：/login、/jdfLogin 或 /cerlogin');
    expect((await t.call('GET', '/webgate/operation-webapi/site/config', { cookie })).json().data).toEqual(before);
    // One stored before the rule sends people to the sign-in page instead.
    await t.db.updateTable('website_config').set({ login_entry_path: '/noSuchPage' }).execute();
    expect((await t.call('GET', '/webgate/base/site/config')).json().data.loginEntryPath).toBe('/login');
    await t.call('PUT', '/webgate/operation-webapi/site/config', { cookie, body: defaultWebsiteConfig });
  });

  it('refuses an entry path that would leave the site (//host), on save and on use', async () => {
    const { cookie } = await readyOperator(t, 'ursula');
    for (const loginEntryPath of ['//evil.example/x', '/a//b', 'https://evil.example']) {
      const res = await t.call('PUT', '/webgate/operation-webapi/site/config', { cookie, body: { ...themed, loginEntryPath } });
      expect(res.statusCode, loginEntryPath).toBe(400);
      expect(res.json().data.fields, loginEntryPath).toEqual([
        { field: 'loginEntryPath', message: 'Enter a console path starting with one /' },
      ]);
    }
    // A path stored before the rule existed is answered as the sign-in page, never followed.
    expect(
      (await t.call('PUT', '/webgate/operation-webapi/site/config', { cookie, body: { ...themed, loginEntryPath: '/jdfLogin' } })).json()
        .code,
    ).toBe(0);
    await t.db.updateTable('website_config').set({ login_entry_path: '//evil.example/x' }).execute();
    expect((await t.call('GET', '/webgate/base/site/config')).json().data.loginEntryPath).toBe('/login');
    await t.call('PUT', '/webgate/operation-webapi/site/config', { cookie, body: defaultWebsiteConfig });
  });

  it('refuses colours too close to read (WCAG AA 4.5:1), naming each field in en and zh, and changes nothing', async () => {
    const { cookie } = await readyOperator(t, 'victor');
    const before = (await t.call('GET', '/webgate/operation-webapi/site/config', { cookie })).json().data;
    const unreadable = {
      ...themed,
      sidebarBgColor: '#f0f0f0',
      sidebarTextColor: '#eeeeee',
      sidebarActiveTextColor: '#ffffff',
      themeColor: '#69b1ff',
    };
    const res = await t.call('PUT', '/webgate/operation-webapi/site/config', { cookie, body: unreadable });
    expect(res.statusCode).toBe(400);
    const fields = res.json().data.fields as { field: string; message: string }[];
    expect(fields.map((f) => f.field).sort()).toEqual(
      ['sidebarActiveTextColor', 'sidebarActiveTextColor', 'sidebarTextColor', 'themeColor'].sort(),
    );
    expect(fields.find((f) => f.field === 'sidebarTextColor')!.message).toContain('4.5:1');
    const zh = await t.call('PUT', '/webgate/operation-webapi/site/config', {
      cookie,
      language: 'zh',
      body: { ...themed, sidebarTextColor: '#2a2a2a' },
    });
    expect(zh.json().data.fields).toEqual([{ field: 'sidebarTextColor', message: expect.stringContaining('对比度') }]);
    expect((await t.call('GET', '/webgate/operation-webapi/site/config', { cookie })).json().data).toEqual(before);
  });

  it('does not hand visitors colours saved before the contrast rule that nobody can read: the built-in ones stand in', async () => {
    const { cookie } = await readyOperator(t, 'wendy');
    expect((await t.call('PUT', '/webgate/operation-webapi/site/config', { cookie, body: themed })).json().code).toBe(0);
    // As an older console could have stored it: light grey text on a light grey menu.
    await t.db.updateTable('website_config').set({ sidebar_bg_color: '#f0f0f0', sidebar_text_color: '#eeeeee' }).execute();
    const pub = (await t.call('GET', '/webgate/base/site/config')).json().data;
    expect(pub).toMatchObject({
      themeColor: defaultWebsiteConfig.themeColor,
      sidebarBgColor: defaultWebsiteConfig.sidebarBgColor,
      sidebarTextColor: defaultWebsiteConfig.sidebarTextColor,
      sidebarActiveTextColor: defaultWebsiteConfig.sidebarActiveTextColor,
    });
    // The back office still shows what is stored, so an operator can see it and save readable colours.
    expect((await t.call('GET', '/webgate/operation-webapi/site/config', { cookie })).json().data).toMatchObject({
      sidebarBgColor: '#f0f0f0',
      sidebarTextColor: '#eeeeee',
    });
    expect((await t.call('PUT', '/webgate/operation-webapi/site/config', { cookie, body: themed })).json().code).toBe(0);
    expect((await t.call('GET', '/webgate/base/site/config')).json().data).toMatchObject({
      themeColor: '#d4380d',
      sidebarBgColor: '#1f1f1f',
    });
    await t.call('PUT', '/webgate/operation-webapi/site/config', { cookie, body: defaultWebsiteConfig });
  });

  it('applies a good config on the public endpoint, says who changed it, and records it in the operation log', async () => {
    const { cookie } = await readyOperator(t, 'tara');
    const saved = await t.call('PUT', '/webgate/operation-webapi/site/config', {
      cookie,
      body: { ...themed, defaultLanguage: 'zh', loginEntryPath: '/cerlogin' },
    });
    expect(saved.json()).toMatchObject({ code: 0, data: { themeColor: '#d4380d', updatedBy: 'tara', updatedAt: t.clock.now() } });

    const pub = (await t.call('GET', '/webgate/base/site/config')).json().data;
    expect(pub).toMatchObject({
      themeColor: '#d4380d',
      sidebarBgColor: '#1f1f1f',
      loginEntryPath: '/cerlogin',
      defaultLanguage: 'zh',
      version: '6.7.2',
    });
    expect(pub).not.toHaveProperty('updatedBy');
    expect((await t.call('GET', '/webgate/operation-webapi/site/config', { cookie })).json().data).toMatchObject({
      updatedBy: 'tara',
      themeColor: '#d4380d',
    });

    const operator = await t.db.selectFrom('operators').select('id').where('name', '=', 'tara').executeTakeFirstOrThrow();
    const logs = await t.db
      .selectFrom('operation_logs')
      .selectAll()
      .where('operator_id', '=', operator.id)
      .where('service', '=', 'site')
      .execute();
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ action: 'updateWebsiteConfig' });
    expect(logs[0]!.content).toContain(`themeColor: ${defaultWebsiteConfig.themeColor} → #d4380d`);
    expect(logs[0]!.content).toContain('loginEntryPath: /login → /cerlogin');

    // Restoring the defaults is an ordinary save, so later tests and the public page see them again.
    expect((await t.call('PUT', '/webgate/operation-webapi/site/config', { cookie, body: defaultWebsiteConfig })).json().code).toBe(0);
    expect((await t.call('GET', '/webgate/base/site/config')).json().data.themeColor).toBe(defaultWebsiteConfig.themeColor);
  });
});
