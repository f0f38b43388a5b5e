import { appsRoutes } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appBody, appPath } from '../support/apps-helpers.js';
import { enterpriseOf } from '../support/enterprise-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { type Person, signedInPerson } from '../support/real-name-helpers.js';

// An application's name is a thing's name: the refusal calls it 名称 in zh, not a person's 姓名.
describe.each(databases)('a refused application name on %s', (kind) => {
  let t: TestApp;
  let p: Person;
  beforeAll(async () => {
    t = await startTestApp(kind);
    p = await signedInPerson(t);
    await enterpriseOf(t, p);
  });
  afterAll(async () => {
    await t.close();
  });

  it('is named 名称 in zh and Name in en, when creating and when changing the settings', async () => {
    const empty = (await p.post(appsRoutes.create.path, appBody(['x'], { name: '' }), 'zh')).json();
    expect(empty.msg).toBe('名称：名称不能为空');
    expect(empty.data.fields[0]).toEqual({ field: 'name', message: '名称不能为空' });
    expect((await p.post(appsRoutes.create.path, appBody(['x'], { name: '' }), 'en')).json().msg).toBe('Name: Name cannot be empty');
    const long = await p.post(appPath(appsRoutes.update.path, { id: 'no-such-app' }), appBody([], { name: 'x'.repeat(65) }), 'zh');
    expect(long.json().data.fields[0].field).toBe('name');
    expect(long.json().msg).toMatch(/^名称/);
  });
});
