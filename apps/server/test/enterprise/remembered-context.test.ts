import { enterpriseRoutes } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, cookieFrom, databases, startTestApp } from '../support/harness.js';
import { type Person, signedInPerson } from '../support/real-name-helpers.js';

/**
 * A sign-in opens in the space the person last worked in: an enterprise administrator who left off in
 * their enterprise is back in it after signing in again; one who switched to the personal space is
 * there; a membership that has ended since opens the personal space.
 */
describe.each(databases)('the space a sign-in opens in on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A new session of the same person, as from signing in on the sign-in page again. */
  async function signInAgain(p: Person) {
    const res = await p.c.signIn(p.userName, p.password);
    expect(res.json().code, res.body).toBe(0);
    const cookie = cookieFrom(res, 'esign_session');
    const header = (await p.c.get('/base/user/headerInfo', { cookie })).json().data as { type: number; companyUuid: string | null };
    const mine = (await p.c.get(enterpriseRoutes.mine.path, { cookie })).json().data as { activeEnterpriseId: string | null };
    return { type: header.type, companyUuid: header.companyUuid, activeEnterpriseId: mine.activeEnterpriseId };
  }

  it('opens the enterprise last switched to, the personal space after switching back, and the enterprise again', async () => {
    const p = await signedInPerson(t);
    expect(await signInAgain(p)).toEqual({ type: 1, companyUuid: null, activeEnterpriseId: null });

    const id = (await p.post(enterpriseRoutes.create.path, { name: 'Remembered Co., Ltd.' })).json().data.id as string;
    expect(await signInAgain(p)).toEqual({ type: 2, companyUuid: id, activeEnterpriseId: id });

    expect((await p.post(enterpriseRoutes.switchContext.path, { enterpriseId: '' })).json().code).toBe(0);
    expect(await signInAgain(p)).toEqual({ type: 1, companyUuid: null, activeEnterpriseId: null });

    expect((await p.post(enterpriseRoutes.switchContext.path, { enterpriseId: id })).json().code).toBe(0);
    expect(await signInAgain(p)).toEqual({ type: 2, companyUuid: id, activeEnterpriseId: id });
  });

  it('opens the personal space once the membership there has ended, and another person’s choice is not theirs', async () => {
    const p = await signedInPerson(t);
    const other = await signedInPerson(t);
    const id = (await p.post(enterpriseRoutes.create.path, { name: 'Left Behind Co., Ltd.' })).json().data.id as string;
    expect(await signInAgain(other)).toEqual({ type: 1, companyUuid: null, activeEnterpriseId: null });
    // The membership ends (as a separation does).
    await t.db.updateTable('members').set({ status: 2 }).where('enterprise_id', '=', id).where('user_id', '=', p.userId).execute();
    expect(await signInAgain(p)).toEqual({ type: 1, companyUuid: null, activeEnterpriseId: null });
  });
});
