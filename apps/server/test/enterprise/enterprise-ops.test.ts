import { enterpriseRoutes } from '@console/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOperator } from '../../src/features/ops/service.js';
import { operatorCookie } from '../../src/platform/operator-session.js';
import { enterprisePerson } from '../support/enterprise-auth-helpers.js';
import { type TestApp, cookieFrom, databases, startTestApp } from '../support/harness.js';
import { newPassword, setUpOperatorFactor, signIn } from '../support/ops-helpers.js';

/** The operator back office's enterprise list: companies by name or number, and the company tree. */
describe.each(databases)('enterprise list of the back office on %s', (kind) => {
  let t: TestApp;
  let ops: { cookie: string; operatorId: string };
  beforeEach(async () => {
    t = await startTestApp(kind, { TRUST_PROXY: 'true' });
    const { id: operatorId, password } = await createOperator(t, { name: 'rita' });
    const signedIn = await signIn(t, 'rita', password);
    const cookie = cookieFrom(signedIn, operatorCookie);
    expect(
      (
        await t.call('POST', '/webgate/operation-webapi/password', {
          cookie,
          body: { oldPass: password, newPass: newPassword },
        })
      ).json().code,
    ).toBe(0);
    await setUpOperatorFactor(t, cookie, newPassword);
    ops = { cookie, operatorId };
  });
  afterEach(async () => {
    await t.close();
  });

  const opsGet = (path: string) => t.call('GET', `/webgate${path}`, { cookie: ops.cookie });
  const opsPost = (path: string, body: Record<string, unknown>) => t.call('POST', `/webgate${path}`, { cookie: ops.cookie, body });
  const withId = (path: string, id: string) => path.replace(':id', id);

  it('finds enterprises by name or number and links a superior company, refusing itself, a subordinate and unknown ids', async () => {
    const company = async (name: string, enterpriseNo: string) => {
      const master = await enterprisePerson(t);
      await t.db.updateTable('enterprises').set({ name, enterprise_no: enterpriseNo }).where('id', '=', master.enterpriseId).execute();
      return master.enterpriseId;
    };
    const ids = {
      group: await company('Globex Group', 'E100005group'),
      east: await company('Globex East', 'E10004east'),
      shop: await company('Initech Shop', 'E10004shop'),
    };
    const found = (await opsGet(`${enterpriseRoutes.list.path}?keyword=globex`)).json().data;
    expect(found.list.map((e: { name: string }) => e.name).sort()).toEqual(['Globex East', 'Globex Group']);
    expect(
      (await opsGet(`${enterpriseRoutes.list.path}?keyword=E10004shop`)).json().data.list.map((e: { name: string }) => e.name),
    ).toEqual(['Initech Shop']);
    expect((await opsGet(`${enterpriseRoutes.list.path}?keyword=%25`)).json().data.total).toBe(0);

    const link = (id: string, superiorId: string) => opsPost(withId(enterpriseRoutes.superior.path, id), { superiorId });
    expect((await link(ids.east, ids.group)).json().code).toBe(0);
    expect((await link(ids.shop, ids.east)).json().code).toBe(0);
    const list = (await opsGet(`${enterpriseRoutes.list.path}?keyword=globex`)).json().data.list;
    expect(list.find((e: { id: string }) => e.id === ids.group)).toMatchObject({ subordinateCount: 1, superior: null });
    expect(list.find((e: { id: string }) => e.id === ids.east)).toMatchObject({
      subordinateCount: 1,
      superior: { id: ids.group, name: 'Globex Group' },
    });

    expect((await link(ids.group, ids.group)).json().code).toBe(1006023);
    expect((await link(ids.group, ids.shop)).json().code).toBe(1006023);
    expect((await link(ids.group, 'no-such-company')).json().code).toBe(1000404);
    expect((await link('no-such-company', ids.group)).json().code).toBe(1000404);
    const group = await t.db.selectFrom('enterprises').select('superior_id').where('id', '=', ids.group).executeTakeFirstOrThrow();
    expect(group.superior_id).toBeNull();

    expect((await link(ids.shop, '')).json().code).toBe(0);
    expect(
      (await t.db.selectFrom('enterprises').select('superior_id').where('id', '=', ids.shop).executeTakeFirstOrThrow()).superior_id,
    ).toBeNull();
    const logged = await t.db
      .selectFrom('operation_logs')
      .select(['action', 'content'])
      .where('operator_id', '=', ops.operatorId)
      .where('action', '=', 'setSuperior')
      .execute();
    expect(logged.map((r) => r.content)).toContain('Initech Shop: Globex East → -');
  });
});
