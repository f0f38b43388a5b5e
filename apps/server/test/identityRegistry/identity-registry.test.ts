import fs from 'node:fs';
import path from 'node:path';
import { identityRegistryRoutes, type RegistryEntryView } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../src/features/ops/service.js';
import { operatorCookie } from '../../src/platform/operator-session.js';
import { ensureSandboxSeed, identityProviderOf } from '../../src/providers/identity/index.js';
import { seedIdentities } from '../../src/providers/identity/seed.js';
import { type TestApp, cookieFrom, databases, signedInUser, startTestApp } from '../support/harness.js';
import { newPassword, setUpOperatorFactor, signIn } from '../support/ops-helpers.js';

const registry = `/webgate${identityRegistryRoutes.list.path}`;
const video = (name: string) => fs.readFileSync(path.join(import.meta.dirname, '../support/fixtures/video', name));

/** An operator past the one-time password, with a live session cookie. */
async function operatorCookieFor(t: TestApp, name: string): Promise<string> {
  const { password } = await createOperator(t, { name });
  const cookie = cookieFrom(await signIn(t, name, password), operatorCookie);
  const changed = await t.call('POST', '/webgate/operation-webapi/password', {
    cookie,
    body: { oldPass: password, newPass: newPassword },
  });
  expect(changed.json().code).toBe(0);
  await setUpOperatorFactor(t, cookie, newPassword);
  return cookie;
}

const newcomer = {
  name: 'Li Lei',
  idNumber: '11010519491231002x',
  phone: '13900000009',
  bankCard: '6222020000000000099',
  phoneCheck: 'pass',
  bankCheck: 'fail',
  faceCheck: 'manual',
  note: 'Bank check fails',
};

describe.each(databases)('sandbox identity registry on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    cookie = await operatorCookieFor(t, 'rita');
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the documented test people, masked, oldest first', async () => {
    const res = await t.call('GET', `${registry}?pageSize=50`, { cookie });
    const page = res.json().data as { list: RegistryEntryView[]; total: number };
    expect(page.total).toBe(seedIdentities.length);
    expect(page.list[0]).toMatchObject({
      name: '*三',
      idNumber: '110***********7651',
      phone: '138****0001',
      bankCard: '6222***********0011',
      faceCheck: 'pass',
      createdBy: 'seed',
    });
    expect(page.list.find((e) => e.idNumber.endsWith('0080'))?.name).toBe('***i');
    for (const seed of seedIdentities) {
      expect(res.body).not.toContain(seed.idNumber);
      expect(res.body).not.toContain(seed.phone);
      expect(res.body).not.toContain(seed.bankCard);
    }
  });

  it('pages the list by cursor', async () => {
    const first = (await t.call('GET', `${registry}?pageSize=4`, { cookie })).json().data;
    expect(first).toMatchObject({ total: seedIdentities.length, totalCapped: false });
    expect(first.next).toEqual(expect.any(String));
    const second = (await t.call('GET', `${registry}?pageSize=4&after=${first.next}`, { cookie })).json().data;
    expect(second.list).toHaveLength(seedIdentities.length - 4);
    expect(second.next).toBeNull();
    expect(second.list.map((e: { id: string }) => e.id)).not.toContain(first.list[0].id);
  });

  it('seeds only once: a restart does not duplicate the test people', async () => {
    expect(await ensureSandboxSeed(t.app.deps)).toBe(0);
    expect((await t.call('GET', registry, { cookie })).json().data.total).toBe(seedIdentities.length);
  });

  it('adds an identity, answers it masked, stores it encrypted and logs it masked', async () => {
    const res = await t.call('POST', registry, { cookie, body: newcomer });
    expect(res.json()).toMatchObject({
      code: 0,
      data: {
        name: '***i',
        idNumber: '110***********002X',
        phone: '139****0009',
        phoneCheck: 'pass',
        bankCheck: 'fail',
        faceCheck: 'manual',
        note: 'Bank check fails',
      },
    });
    const listed = (await t.call('GET', `${registry}?pageSize=50`, { cookie })).json().data;
    expect(listed.total).toBe(seedIdentities.length + 1);
    expect(listed.list.at(-1)).toMatchObject({ name: '***i', createdBy: 'rita' });

    const stored = JSON.stringify(await t.db.selectFrom('identity_registry').selectAll().execute());
    expect(stored).not.toContain('11010519491231002');
    expect(stored).not.toContain('Li Lei');
    const logs = await t.db.selectFrom('operation_logs').selectAll().where('action', '=', 'registryAdd').execute();
    expect(logs).toHaveLength(1);
    expect(logs[0]!.operator_id).not.toBeNull();
    expect(logs[0]!.content).toContain('110***********002X');
    expect(logs[0]!.content).not.toContain('11010519491231002');
  });

  it('refuses a second entry for the same ID number, naming the field, in the caller’s language', async () => {
    const again = await t.call('POST', registry, { cookie, body: { ...newcomer, name: 'Someone Else', idNumber: '11010519491231002X' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 1003019, data: { fields: [{ field: 'idNumber' }] } });
    const zh = await t.call('POST', registry, { cookie, body: { ...newcomer, idNumber: seedIdentities[0]!.idNumber }, language: 'zh' });
    expect(zh.json().code).toBe(1003019);
    expect(zh.json().data.fields[0].message).toBe(zh.json().msg);
    expect((await t.call('GET', `${registry}?pageSize=50`, { cookie })).json().data.total).toBe(seedIdentities.length + 1);
  });

  it('refuses an invalid entry field by field', async () => {
    const res = await t.call('POST', registry, { cookie, body: { ...newcomer, idNumber: '110101199003077650', faceCheck: 'maybe' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields.map((f: { field: string }) => f.field)).toContain('idNumber');
  });

  it('is for operators only: a signed-in person and an anonymous caller are refused', async () => {
    const person = await signedInUser(t);
    for (const caller of [person.cookie, undefined]) {
      const list = await t.call('GET', registry, { cookie: caller });
      expect(list.statusCode).toBe(401);
      const add = await t.call('POST', registry, { cookie: caller, body: { ...newcomer, idNumber: '110101199003077651' } });
      expect(add.json().code).not.toBe(0);
    }
  });
});

describe.each(databases)('sandbox identity provider on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });
  const provider = () => identityProviderOf(t.app.deps);
  const zhang = { name: '张三', idNumber: '110101199003077651' };
  const good = video('2.6s.webm');

  it('passes a person whose every check passes, by each method', async () => {
    expect(await provider().checkPhone({ ...zhang, phone: '13800000001' })).toEqual({ result: 'pass' });
    expect(await provider().checkBankCard({ ...zhang, bankCard: '6222020000000000011', phone: '13800000001' })).toEqual({ result: 'pass' });
    expect(await provider().checkFace({ ...zhang, mode: 'face', video: good, videoType: 'video/webm' })).toEqual({ result: 'pass' });
    expect(await provider().checkPhone({ name: ' chen MEI ', idNumber: '330106199502140080', phone: '13800000005' })).toEqual({
      result: 'pass',
    });
  });

  it('says why a check fails: unknown ID number, other name, other phone, other card', async () => {
    expect(await provider().checkPhone({ name: '张三', idNumber: '11010519491231002X', phone: '13800000001' })).toEqual({
      result: 'fail',
      reason: 'verificationNoRecord',
    });
    expect(await provider().checkPhone({ ...zhang, name: '张四', phone: '13800000001' })).toEqual({
      result: 'fail',
      reason: 'verificationNameMismatch',
    });
    expect(await provider().checkPhone({ ...zhang, phone: '13800000004' })).toEqual({
      result: 'fail',
      reason: 'verificationPhoneMismatch',
    });
    expect(await provider().checkBankCard({ ...zhang, bankCard: '6222020000000000044', phone: '13800000001' })).toEqual({
      result: 'fail',
      reason: 'verificationBankCardMismatch',
    });
    expect(await provider().checkBankCard({ ...zhang, bankCard: '6222020000000000011', phone: '13800000004' })).toEqual({
      result: 'fail',
      reason: 'verificationBankCardMismatch',
    });
  });

  it('follows each entry’s outcomes: 王五 fails everything, 李四’s face goes to manual review', async () => {
    const wang = { name: '王五', idNumber: '440305199206157814' };
    expect(await provider().checkPhone({ ...wang, phone: '13800000003' })).toEqual({ result: 'fail', reason: 'verificationPhoneMismatch' });
    expect(await provider().checkBankCard({ ...wang, bankCard: '6222020000000000033', phone: '13800000003' })).toEqual({
      result: 'fail',
      reason: 'verificationBankCardMismatch',
    });
    expect(await provider().checkFace({ ...wang, mode: 'blink', video: good, videoType: 'video/webm' })).toEqual({
      result: 'fail',
      reason: 'verificationFaceMismatch',
    });
    expect(
      await provider().checkFace({ name: '李四', idNumber: '310104198511224322', mode: 'face', video: good, videoType: 'video/webm' }),
    ).toEqual({ result: 'manual' });
  });

  it('fails liveness for a video of the right length with too few frames to show a live face', async () => {
    // Recorded at 3 frames per second: 2.6 s long, 8 frames.
    const sparse = video('2.6s-3fps.webm');
    expect(await provider().checkFace({ ...zhang, mode: 'face', video: sparse, videoType: 'video/webm' })).toEqual({
      result: 'fail',
      reason: 'verificationLivenessFailed',
    });
    expect(await provider().checkFace({ ...zhang, mode: 'face', video: good.subarray(0, 300), videoType: 'video/webm' })).toEqual({
      result: 'fail',
      reason: 'verificationLivenessFailed',
    });
  });
});
