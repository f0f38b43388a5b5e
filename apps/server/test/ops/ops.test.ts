import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { defaultWebsiteConfig, isValidPassword } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../src/features/ops/index.js';
import { operatorCookie } from '../../src/platform/operator-session.js';
import { type TestApp, cookieFrom, databases, startTestApp } from '../support/harness.js';
import { newPassword, readyOperator, setUpOperatorFactor, signIn } from '../support/ops-helpers.js';
import { client, newIp } from '../support/auth-helpers.js';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const themed = { ...defaultWebsiteConfig, themeColor: '#d4380d', sidebarBgColor: '#1f1f1f' };

describe.each(databases)('operator back office on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // Sources are told apart by X-Forwarded-For here, as behind the proxy a deployment has.
    t = await startTestApp(kind, { TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('signs an operator in with the one-time password and keeps the session in an HttpOnly cookie', async () => {
    const { password } = await createOperator(t, { name: 'olivia' });
    const res = await signIn(t, 'olivia', password);
    expect(res.json()).toMatchObject({ code: 0, data: { name: 'olivia', mustChangePassword: true } });
    const cookie = res.cookies.find((c) => c.name === operatorCookie);
    expect(cookie?.httpOnly).toBe(true);
    const me = await t.call('GET', '/webgate/operation-webapi/me', { cookie: cookieFrom(res, operatorCookie) });
    expect(me.json()).toMatchObject({ code: 0, data: { name: 'olivia', mustChangePassword: true } });
  });

  it('answers 1001003 on every operator route until the one-time password is changed', async () => {
    const { password } = await createOperator(t, { name: 'oscar' });
    const cookie = cookieFrom(await signIn(t, 'oscar', password), operatorCookie);
    const read = await t.call('GET', '/webgate/operation-webapi/site/config', { cookie });
    expect(read.statusCode).toBe(403);
    expect(read.json()).toMatchObject({ code: 1001003, msg: 'Please change your one-time password before continuing' });
    const write = await t.call('PUT', '/webgate/operation-webapi/site/config', { cookie, body: themed });
    expect(write.json().code).toBe(1001003);
    expect((await t.call('GET', '/webgate/base/site/config')).json().data.themeColor).toBe(defaultWebsiteConfig.themeColor);

    const changed = await t.call('POST', '/webgate/operation-webapi/password', {
      cookie,
      body: { oldPass: password, newPass: newPassword },
    });
    expect(changed.json()).toMatchObject({ code: 0, data: { name: 'oscar', mustChangePassword: false, factorSetUpRequired: true } });
    // Then the second factor every operator must have (operator-factors.test.ts), and the page opens.
    expect((await t.call('GET', '/webgate/operation-webapi/site/config', { cookie })).json().code).toBe(1017031);
    await setUpOperatorFactor(t, cookie, newPassword);
    expect((await t.call('GET', '/webgate/operation-webapi/site/config', { cookie })).json().code).toBe(0);
  });

  it('refuses a wrong current password, an unchanged one and one outside the one password rule, naming the field', async () => {
    const { password } = await createOperator(t, { name: 'pia' });
    const cookie = cookieFrom(await signIn(t, 'pia', password), operatorCookie);
    const change = (body: object, language: 'en' | 'zh' = 'en') =>
      t.call('POST', '/webgate/operation-webapi/password', { cookie, body, language });

    const wrong = await change({ oldPass: 'not-the-password', newPass: newPassword });
    expect(wrong.json()).toMatchObject({ code: 1001004, msg: 'The current password is wrong' });
    const same = await change({ oldPass: password, newPass: password });
    expect(same.json()).toMatchObject({ code: 1001005, msg: 'The new password must differ from the current one' });
    const short = await change({ oldPass: password, newPass: 'short1' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: 1000400,
      msg: 'New password: 8-20 characters, with at least two of letters, digits and special characters (!#$%^@&*)',
      data: { fields: [{ field: 'newPass' }] },
    });
    expect((await change({ oldPass: password, newPass: 'short1' }, 'zh')).json().msg).toBe(
      '新密码：8-20个字符，至少包含数字、字母、特殊字符（!#$%^@&*）任意两种组合',
    );
    // Operators follow the one rule: the old 12-64 rule's long phrases are refused, and so are common passwords.
    expect((await change({ oldPass: password, newPass: 'correct horse battery' })).json().data.fields[0].field).toBe('newPass');
    const common = await change({ oldPass: password, newPass: 'Password1' });
    expect(common.json()).toMatchObject({ code: 1002016, data: { fields: [{ field: 'newPass' }] } });

    // None of the refusals changed anything: the one-time password still signs in.
    expect((await signIn(t, 'pia', password)).json().data.mustChangePassword).toBe(true);
  });

  it('after a change only the new password signs in, and other sessions of the operator end', async () => {
    const { password } = await createOperator(t, { name: 'quinn' });
    const elsewhere = cookieFrom(await signIn(t, 'quinn', password), operatorCookie);
    const cookie = cookieFrom(await signIn(t, 'quinn', password), operatorCookie);
    expect(
      (await t.call('POST', '/webgate/operation-webapi/password', { cookie, body: { oldPass: password, newPass: newPassword } })).json()
        .code,
    ).toBe(0);

    expect((await t.call('GET', '/webgate/operation-webapi/me', { cookie })).json().data.mustChangePassword).toBe(false);
    expect((await t.call('GET', '/webgate/operation-webapi/me', { cookie: elsewhere })).json().code).toBe(-1);
    expect((await signIn(t, 'quinn', password)).json().code).toBe(1001001);
    expect((await signIn(t, 'quinn', newPassword)).json()).toMatchObject({ code: 0, data: { mustChangePassword: false } });
  });

  it('ends the session on sign-out', async () => {
    const { cookie } = await readyOperator(t, 'rosa');
    expect((await t.call('POST', '/webgate/operation-webapi/logout', { cookie, body: {} })).json().code).toBe(0);
    const after = await t.call('GET', '/webgate/operation-webapi/site/config', { cookie });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe(-1);
  });

  it('locks an operator at one source for 15 minutes after 5 wrong passwords there, even for the right one; elsewhere it still signs in', async () => {
    const { password } = await readyOperator(t, 'uma');
    const guesser = newIp();
    for (let i = 0; i < 4; i++) expect((await signIn(t, 'uma', 'wrong password', guesser)).json().code).toBe(1001001);
    // The fifth wrong one locks the name at this source, and says so.
    expect((await signIn(t, 'uma', 'wrong password', guesser)).json().code).toBe(1001002);
    const locked = await signIn(t, 'uma', password, guesser);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 1001002, msg: 'Too many failed attempts, please try again in 15 minutes' });
    expect(locked.cookies.find((c) => c.name === operatorCookie)).toBeUndefined();
    // The operator at their own desk is not locked out by someone else's guesses.
    expect((await signIn(t, 'uma', password)).json().code).toBe(0);

    t.clock.advance(14 * 60_000);
    const stillLocked = (await signIn(t, 'uma', password, guesser)).json();
    expect(stillLocked.code).toBe(1001002);
    expect(stillLocked.msg).toMatch(/try again in 1 minute$/);
    t.clock.advance(60_000);
    expect((await signIn(t, 'uma', password, guesser)).json().code).toBe(0);
  });

  it('sits behind the image captcha and its proof of work', async () => {
    const { password } = await readyOperator(t, 'xena');
    const c = client(t);
    const noCaptcha = await c.post('/operation-webapi/login', { name: 'xena', password, captcha: 'ABCD' });
    expect(noCaptcha.json()).toMatchObject({ code: 1002001, msg: 'Wrong image code, please enter the new one' });
    const solved = await c.captcha();
    const noWork = await c.post('/operation-webapi/login', { name: 'xena', password, captcha: solved.answer }, { token: solved.token });
    expect(noWork.json().code).toBe(1002001);
    const missing = await c.post('/operation-webapi/login', { name: 'xena', password }, { language: 'zh' });
    expect(missing.json()).toMatchObject({ code: 1000400, data: { fields: [{ field: 'captcha' }] } });
    expect((await c.withCaptcha('/operation-webapi/login', { name: 'xena', password })).json().code).toBe(0);
  });

  it('prints one-time passwords that follow the one password rule', async () => {
    for (let i = 0; i < 20; i++) {
      const { password } = await createOperator(t, { name: `yves${i}` });
      expect(isValidPassword(password), password).toBe(true);
    }
  });

  it('answers an unknown name exactly like a wrong password, so names cannot be probed', async () => {
    await createOperator(t, { name: 'vera' });
    const unknown = await signIn(t, 'nobody-here', 'some password');
    const wrong = await signIn(t, 'vera', 'some password');
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.json().code).toBe(1001001);
    expect(unknown.statusCode).toBe(wrong.statusCode);
  });
});

describe('npm run ops -- create-operator', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-cli-'));
  const run = (...args: string[]) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/server/src/cli.ts', ...args], {
      cwd: repoRoot,
      // The CLI must write to this folder's SQLite file, not to a database the shell happens to point at.
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' },
    }).then(
      (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
    );
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('prints a one-time password that signs in to a server on the same data folder', async () => {
    const created = await run('create-operator', 'walter');
    expect(created.code).toBe(0);
    const password = /One-time password: (\S+)/.exec(created.stdout)?.[1];
    expect(password).toBeTruthy();

    const t = await startTestApp('sqlite', { DATA_DIR: dataDir });
    try {
      expect(t.config.database).toEqual({ kind: 'sqlite', file: path.join(dataDir, 'console.db') });
      const res = await signIn(t, 'walter', password!);
      expect(res.json()).toMatchObject({ code: 0, data: { name: 'walter', mustChangePassword: true } });
    } finally {
      await t.close();
    }

    const again = await run('create-operator', 'walter');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already exists');
    expect((await run('create-operator', 'no spaces allowed')).code).toBe(2);
    // Three CLI processes, each loading the server's TypeScript through tsx (~5 s each on a quiet machine):
    // past the API project's 30 s when CI's other workers share the cores.
  }, 120_000);
});
