import { organizationRoutes as r } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseOf } from '../support/enterprise-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { type Person, signedInPerson } from '../support/real-name-helpers.js';

// A department's name is a thing's name: the refusal calls it 名称 in zh, not a person's 姓名.
describe.each(databases)('a refused department name on %s', (kind) => {
  let t: TestApp;
  let master: Person;
  beforeAll(async () => {
    t = await startTestApp(kind);
    master = await signedInPerson(t);
    await enterpriseOf(t, master);
  });
  afterAll(async () => {
    await t.close();
  });
  const nameError = (body: { data: { fields: { field: string; message: string }[] } }) =>
    body.data.fields.find((f) => f.field === 'name')!.message;

  it('is named 名称 in zh and Name in en, when creating and when renaming', async () => {
    const empty = (await master.post(r.createDepartment.path, { name: ' ' }, 'zh')).json();
    expect(empty.code).not.toBe(0);
    expect(empty.msg).toBe('名称：名称不能为空');
    expect(nameError(empty)).toBe('名称不能为空');
    expect((await master.post(r.createDepartment.path, { name: '' }, 'en')).json().msg).toBe('Name: Name cannot be empty');
    const renamed = (await master.post(r.editDepartment.path.replace(':id', 'no-such-department'), { name: '' }, 'zh')).json();
    expect(nameError(renamed)).toBe('名称不能为空');
    expect(renamed.msg).not.toContain('姓名');
  });
});
