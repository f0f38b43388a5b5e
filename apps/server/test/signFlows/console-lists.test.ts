import { signFlowsRoutes as r } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/platform/ids.js';
import { addMembership, enterpriseOf, switchInto } from '../support/enterprise-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { readyOperator } from '../support/ops-helpers.js';
import { type Person, signedInPerson } from '../support/real-name-helpers.js';
import { samplePdf, uploadPdf } from '../signing/support.js';

const day = 86_400_000;

/**
 * The console's reading of sign flows: the initiator's list as the catalogue
 * allows it (a member its own flows, the master all its enterprise's), the flows waiting for a
 * person's signature and those copied to it (by its account's phone), the detail with its timeline
 * for each of them, a document's download, another tenant's 404, and the back office's support view
 * that never carries a document.
 */
describe.each(databases)('sign flows in the console on %s', (kind) => {
  let t: TestApp;
  let master: Person & { enterpriseId: string };
  let member: Person;
  let alice: Person;
  let bob: Person;
  let stranger: Person;
  let pdf: Buffer;
  let flowA: string;
  let documentA: string;
  let flowB: string;

  const path = (route: { path: string }, id: string) => route.path.replace(':id', id);
  async function draft(p: Person, title: string) {
    const created = (await uploadPdf(t, p, r.create.path, pdf, { title, deadlineAt: t.clock.now() + 7 * day })).json();
    expect(created.code, created.msg).toBe(0);
    return { id: created.data.id as string, documentId: created.data.documents[0].id as string };
  }
  async function addSigner(p: Person, id: string, documentId: string, phone: string) {
    const res = (
      await p.post(path(r.addSigner, id), {
        kind: 'person',
        name: '张三',
        phone,
        group: 1,
        language: 'en',
        fields: [{ documentId, kind: 'signature', page: 1, x: 60, y: 100, width: 120, height: 60 }],
      })
    ).json();
    expect(res.code, res.msg).toBe(0);
  }

  /** A role of the enterprise with these catalogue modules, given to a member (as the roles page does). */
  async function giveRole(enterpriseId: string, userId: string, modules: string[]) {
    const roleId = newId(t.clock.now());
    const now = t.clock.now();
    await t.db
      .insertInto('roles')
      .values({
        id: roleId,
        enterprise_id: enterpriseId,
        name: 'Signer',
        description: '',
        created_by: master.userId,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await t.db
      .insertInto('role_modules')
      .values(modules.map((module_code) => ({ role_id: roleId, enterprise_id: enterpriseId, module_code })))
      .execute();
    await t.db.updateTable('members').set({ role_id: roleId }).where('user_id', '=', userId).execute();
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    pdf = await samplePdf({ xref: 'classic' });
    const p = await signedInPerson(t);
    master = Object.assign(p, await enterpriseOf(t, p, { passed: true, name: '杭州示例网络科技有限公司' }));
    member = await signedInPerson(t);
    await addMembership(t, member.userId, { enterpriseId: master.enterpriseId, role: 'member' });
    await giveRole(master.enterpriseId, member.userId, ['serviceManage', 'mySignFlows']);
    await switchInto(t, member, master.enterpriseId);
    alice = await signedInPerson(t);
    bob = await signedInPerson(t);
    stranger = await signedInPerson(t);
    await enterpriseOf(t, stranger, { passed: true, name: '另一家公司' });

    const a = await draft(master, 'Service agreement');
    flowA = a.id;
    documentA = a.documentId;
    await addSigner(master, flowA, documentA, alice.phone);
    const cc = (await master.post(path(r.addCc, flowA), { name: '李四', phone: bob.phone, language: 'en' })).json();
    expect(cc.code, cc.msg).toBe(0);
    t.clock.advance(1000);
    const started = (await master.post(path(r.start, flowA), {})).json();
    expect(started.code, started.msg).toBe(0);
    t.clock.advance(1000);
    flowB = (await draft(member, 'Member’s own draft')).id;
  });
  afterAll(() => t?.close());

  const ids = (res: { json: () => { code: number; msg: string; data: { list: { id: string }[]; total: number } } }) => {
    const body = res.json();
    expect(body.code, body.msg).toBe(0);
    return body.data.list.map((f) => f.id);
  };

  it('a member lists the flows it started; the master all of the enterprise', async () => {
    expect(ids(await member.get(r.list.path))).toEqual([flowB]);
    expect(ids(await master.get(r.list.path))).toEqual([flowB, flowA]);
    expect(ids(await master.get(`${r.list.path}?status=1`))).toEqual([flowA]);
    expect((await member.get(path(r.detail, flowA))).json().code).not.toBe(0);
    expect((await member.get(path(r.detail, flowA))).statusCode).toBe(404);
    const own = (await member.get(path(r.detail, flowB))).json();
    expect(own.data.viewer).toBe('initiator');
  });

  it('the signer finds the flow waiting for it, reads its timeline and downloads its document', async () => {
    const waiting = (await alice.get(r.waiting.path)).json();
    expect(waiting.code, waiting.msg).toBe(0);
    expect(waiting.data.total).toBe(1);
    expect(waiting.data.list[0]).toMatchObject({
      id: flowA,
      title: 'Service agreement',
      status: 1,
      signerStatus: 'toSign',
      initiator: '杭州示例网络科技有限公司',
    });
    expect(ids(await alice.get(`${r.waiting.path}?signerStatus=signed`))).toEqual([]);
    expect(ids(await bob.get(r.waiting.path))).toEqual([]);

    const detail = (await alice.get(path(r.detail, flowA))).json();
    expect(detail.code, detail.msg).toBe(0);
    expect(detail.data.viewer).toBe('signer');
    const events = (await alice.get(path(r.events, flowA))).json();
    expect(events.code, events.msg).toBe(0);
    expect(events.data.list.map((e: { kind: string }) => e.kind)).toEqual(['created', 'started', 'notified', 'ccNotified']);
    expect(events.data.list[2].signerName).toBe(detail.data.signers[0].name);

    const file = await alice.get(r.document.path.replace(':id', flowA).replace(':documentId', documentA));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('the CC recipient finds the started flow copied to it', async () => {
    const copied = (await bob.get(r.copied.path)).json();
    expect(copied.code, copied.msg).toBe(0);
    expect(copied.data.list.map((f: { id: string }) => f.id)).toEqual([flowA]);
    expect(copied.data.list[0].signerStatus).toBeNull();
    expect((await bob.get(path(r.detail, flowA))).json().data.viewer).toBe('cc');
    expect(ids(await alice.get(r.copied.path))).toEqual([]);
  });

  it('another tenant, and a person with no part in it, get not found for the flow and its document', async () => {
    for (const p of [stranger, alice]) {
      expect((await p.get(path(r.detail, flowB))).statusCode).toBe(404);
      expect((await p.get(path(r.events, flowB))).statusCode).toBe(404);
      expect((await p.get(r.document.path.replace(':id', flowB).replace(':documentId', documentA))).statusCode).toBe(404);
    }
    expect((await stranger.get(path(r.detail, flowA))).statusCode).toBe(404);
    expect((await stranger.get(r.document.path.replace(':id', flowA).replace(':documentId', documentA))).statusCode).toBe(404);
    expect(ids(await stranger.get(r.list.path))).toEqual([]);
  });

  it("a member cannot act on a colleague's flow: revoke, extend, remind and editing answer not found and change nothing", async () => {
    const before = (await master.get(path(r.detail, flowA))).json().data;
    const signerId = before.signers[0].id;
    const acts = [
      await member.post(path(r.revoke, flowA), { reason: 'Not mine to revoke' }),
      await member.post(path(r.extend, flowA), { deadlineAt: Number(before.deadlineAt) + 86_400_000 }),
      await member.post(path(r.remind, flowA), { signerId }),
      await member.post(path(r.addCc, flowA), { name: '王五', phone: stranger.phone, language: 'en' }),
    ];
    expect(acts.map((res) => res.statusCode)).toEqual([404, 404, 404, 404]);
    const after = (await master.get(path(r.detail, flowA))).json().data;
    expect(after.status).toBe(1);
    expect(after.deadlineAt).toBe(before.deadlineAt);
  });

  it('a revoked flow leaves the waiting list and its timeline ends with the reason', async () => {
    t.clock.advance(1000);
    const revoked = (await master.post(path(r.revoke, flowA), { reason: 'Wrong counterparty' })).json();
    expect(revoked.code, revoked.msg).toBe(0);
    expect(ids(await alice.get(r.waiting.path))).toEqual([]);
    const events = (await master.get(path(r.events, flowA))).json();
    expect(events.data.list.at(-1)).toMatchObject({ kind: 'revoked', reason: 'Wrong counterparty', actorKind: 'initiator' });
    expect(ids(await bob.get(r.copied.path))).toEqual([flowA]);
  });

  it('the back office finds a flow by id: its counts and timeline, never a document', async () => {
    const { cookie } = await readyOperator(t, 'support');
    const found = await t.call('GET', `/webgate${path(r.opsFind, flowA)}`, { cookie });
    const body = found.json();
    expect(body.code, body.msg).toBe(0);
    expect(body.data).toMatchObject({ id: flowA, enterpriseName: '杭州示例网络科技有限公司', documents: 1, signers: 1, status: 3 });
    expect(JSON.stringify(body.data)).not.toContain(documentA);
    // Its events view: the events only.
    const events = (await t.call('GET', `/webgate${path(r.opsEvents, flowA)}`, { cookie })).json();
    expect(events.code, events.msg).toBe(0);
    expect(events.data.list.map((e: { kind: string }) => e.kind)).toEqual(['created', 'started', 'notified', 'ccNotified', 'revoked']);
    expect(JSON.stringify(events.data)).not.toContain(documentA);
    expect((await t.call('GET', `/webgate${path(r.opsEvents, 'no-such-flow')}`, { cookie })).statusCode).toBe(404);
    expect((await t.call('GET', `/webgate${path(r.opsFind, 'no-such-flow')}`, { cookie })).statusCode).toBe(404);
    // A console session is no operator.
    expect((await master.get(`${path(r.opsFind, flowA)}`)).statusCode).not.toBe(200);
  });
});
