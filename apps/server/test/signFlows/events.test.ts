import { signFlowsRoutes as r } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newId } from '../../src/platform/ids.js';
import * as q from '../../src/features/signFlows/queries.js';
import { lastMessageTo } from '../support/auth-helpers.js';
import { advanceSignedIn } from '../support/enterprise-auth-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { readyOperator } from '../support/ops-helpers.js';
import { type Person, people, signedInPerson } from '../support/real-name-helpers.js';
import { run, uploadPdf } from '../signing/support.js';
import { finishCompletions } from '../../src/features/signFlows/index.js';
import { authenticatedPerson, hosted, initiator, linkTo, onePageContract, proveByCode, signOnHostedPage } from './hosted-support.js';

const silent = { info() {}, warn() {}, error() {}, debug() {}, child: () => silent } as unknown as FastifyInstance['log'];
const day = 86_400_000;
const hour = 60 * 60_000;
const enterpriseName = '苏州事件记录测试有限公司';
const ccPhone = '13912340001';

interface Event {
  kind: string;
  at: number;
  signerName: string | null;
  actorKind: string;
  actor: string | null;
  address: string | null;
  reason: string | null;
  deadlineAt: number | null;
}

/**
 * A flow's events table (migration 0060): every event of a flow in the order it happened, with who
 * acted (masked) and from where, read keyset-paged by the detail's timeline and the back office, and
 * printed in the completion certificate; each written in the transaction of its change (a change
 * refused writes none, an event that cannot be written takes its change back with it).
 */
// The first certificate of the file starts the certificate's thread, which from sources loads pdf-lib
// and fontkit through tsx's loader: ~15 s at load 26 on two cores (the built server's takes well under one).
vi.setConfig({ testTimeout: 120_000 });

describe.each(databases)('sign flow events on %s', (kind) => {
  let t: TestApp;
  let master: Person & { enterpriseId: string };
  let alice: Person;
  let carol: Person;
  let pdf: Buffer;
  let flowId: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    t.clock.set(Date.now());
    pdf = await onePageContract('Events contract');
    master = await initiator(t, enterpriseName);
    alice = await authenticatedPerson(t, people.zhang);
    carol = await authenticatedPerson(t, people.zhao);
  });
  afterAll(async () => {
    await t.close();
  });

  const path = (route: { path: string }, id: string) => route.path.replace(':id', id);
  async function allEvents(p: Person, id: string, pageSize = 50): Promise<Event[]> {
    const list: Event[] = [];
    let after: string | null = null;
    do {
      const page: { code: number; msg: string; data: { list: Event[]; next: string | null } } = (
        await p.get(`${path(r.events, id)}?pageSize=${pageSize}${after ? `&after=${encodeURIComponent(after)}` : ''}`)
      ).json();
      expect(page.code, page.msg).toBe(0);
      list.push(...page.data.list);
      after = page.data.next;
    } while (after);
    return list;
  }

  it('every event of a two-group flow in order: who acted (masked), from where; the link opened once; paged by key', async () => {
    const created = (await uploadPdf(t, master, r.create.path, pdf, { title: 'Events', deadlineAt: t.clock.now() + 7 * day })).json();
    expect(created.code, created.msg).toBe(0);
    flowId = created.data.id;
    const documentId = created.data.documents[0].id;
    const field = { documentId, kind: 'signature', page: 1, x: 60, y: 100, width: 120, height: 60 };
    for (const [group, who] of [
      [1, { name: people.zhang.name, phone: alice.phone }],
      [2, { name: people.zhao.name, phone: carol.phone }],
    ] as const) {
      const added = (
        await master.post(path(r.addSigner, flowId), { kind: 'person', ...who, group, language: 'en', fields: [field] })
      ).json();
      expect(added.code, added.msg).toBe(0);
    }
    expect((await master.post(path(r.addCc, flowId), { name: '王五', phone: ccPhone, language: 'en' })).json().code).toBe(0);
    expect((await master.post(path(r.start, flowId), {})).json().code).toBe(0);
    const detail = (await master.get(path(r.detail, flowId))).json().data;
    const [aliceRow, carolRow] = detail.signers;

    // A reminder too soon is refused and records nothing; an hour on it is an event.
    expect((await master.post(path(r.remind, flowId), { signerId: aliceRow.id })).statusCode).toBe(429);
    await advanceSignedIn(t, hour + 1000, master, alice, carol);
    expect((await master.post(path(r.remind, flowId), { signerId: aliceRow.id })).json().code).toBe(0);
    const deadlineAt = t.clock.now() + 10 * day;
    expect((await master.post(path(r.extend, flowId), { deadlineAt })).json().code).toBe(0);

    // Opening the link twice is one event; then the willingness check and the signature.
    const token = await linkTo(t, alice.phone);
    expect((await hosted(t, r.hostedView, { token })).json().code).toBe(0);
    expect((await hosted(t, r.hostedView, { token })).json().code).toBe(0);
    const signed = (await signOnHostedPage(t, { token, to: alice.phone })).json();
    expect(signed.code, signed.msg).toBe(0);

    // The second group: carol rejects with a reason.
    const carolToken = await linkTo(t, carol.phone);
    expect((await hosted(t, r.hostedView, { token: carolToken })).json().code).toBe(0);
    const proof = await proveByCode(t, { token: carolToken, to: carol.phone });
    expect((await hosted(t, r.hostedReject, { token: carolToken, proof, reason: 'Wrong amount' })).json().code).toBe(0);

    const events = await allEvents(master, flowId);
    expect(events.map((e) => e.kind)).toEqual([
      'created',
      'started',
      'notified',
      'ccNotified',
      'urged',
      'extended',
      'opened',
      'willingnessPassed',
      'signed',
      'notified',
      'opened',
      'rejected',
    ]);
    // Oldest first, never going back in time.
    expect(events.map((e) => e.at)).toEqual([...events.map((e) => e.at)].sort((a, b) => a - b));
    const by = (k: string, i = 0) => events.filter((e) => e.kind === k)[i]!;
    // The initiator's acts: its account masked, from its address.
    expect(by('started')).toMatchObject({ actorKind: 'initiator', address: '127.0.0.1' });
    expect(by('started').actor).toMatch(/\*{3}|\*{4}/);
    expect(by('started').actor).not.toContain(master.phone);
    expect(by('urged')).toMatchObject({ actorKind: 'initiator', signerName: aliceRow.name });
    expect(by('extended')).toMatchObject({ deadlineAt });
    // The platform's own acts: no actor, no address.
    expect(by('notified')).toMatchObject({ actorKind: 'system', actor: null, address: null, signerName: aliceRow.name });
    expect(by('notified', 1).signerName).toBe(carolRow.name);
    expect(by('ccNotified').signerName).toBe('*五');
    // The signer's acts: its masked name, from its address.
    for (const k of ['opened', 'willingnessPassed', 'signed'])
      expect(by(k)).toMatchObject({ actorKind: 'signer', actor: '*三', address: '127.0.0.1', signerName: '*三' });
    expect(by('rejected')).toMatchObject({ actorKind: 'signer', actor: '*六', reason: 'Wrong amount' });
    expect(JSON.stringify(events)).not.toContain(people.zhang.name);

    // Keyset pages of three give the same events; a cursor of another flow's list is refused.
    expect(await allEvents(master, flowId, 3)).toEqual(events);
    const first = (await master.get(`${path(r.events, flowId)}?pageSize=3`)).json().data;
    expect(first.total).toBe(events.length);
    // The back office reads the same events.
    const { cookie } = await readyOperator(t, 'support');
    const ops = (await t.call('GET', `/webgate${path(r.opsEvents, flowId)}?pageSize=50`, { cookie })).json();
    expect(ops.data.list.map((e: Event) => e.kind)).toEqual(events.map((e) => e.kind));
    // A person who is no party of it: not found, its events too.
    expect((await carol.get(path(r.events, flowId))).statusCode).toBe(200);
    const other = await signedInPerson(t);
    expect((await other.get(path(r.events, flowId))).statusCode).toBe(404);
    const tampered = await master.get(`${path(r.events, flowId)}?pageSize=3&after=${encodeURIComponent(`${first.next}x`)}`);
    expect(tampered.statusCode).toBe(400);
  });

  it('a refused change records nothing; an event that cannot be written takes its change back', async () => {
    const before = (await allEvents(master, flowId)).length;
    // The flow ended (rejected): revoking and extending are refused, and no event is written.
    expect((await master.post(path(r.revoke, flowId), { reason: 'Too late' })).statusCode).toBe(409);
    expect((await master.post(path(r.extend, flowId), { deadlineAt: t.clock.now() + 20 * day })).statusCode).toBe(409);
    expect((await allEvents(master, flowId)).length).toBe(before);

    // A started flow whose revocation's event collides with an existing event's id: the insert fails
    // inside the change's transaction, so the flow is still in progress, and no second event appears.
    const created = (await uploadPdf(t, master, r.create.path, pdf, { title: 'Atomic', deadlineAt: t.clock.now() + 7 * day })).json();
    const id = created.data.id as string;
    const field = { documentId: created.data.documents[0].id, kind: 'signature', page: 1, x: 60, y: 100, width: 120, height: 60 };
    const added = await master.post(path(r.addSigner, id), {
      kind: 'person',
      name: people.zhang.name,
      phone: alice.phone,
      group: 1,
      language: 'en',
      fields: [field],
    });
    expect(added.json().code).toBe(0);
    expect((await master.post(path(r.start, id), {})).json().code).toBe(0);
    const existing = await t.db.selectFrom('sign_flow_events').select('id').where('flow_id', '=', id).executeTakeFirstOrThrow();
    const flow = (await q.findFlow(t.db, id))!;
    const now = t.clock.now();
    const event = {
      id: existing.id,
      flow_id: id,
      enterprise_id: flow.enterprise_id,
      user_id: flow.user_id,
      kind: 'revoked',
      party_id: null,
      actor_kind: 'system' as const,
      actor: null,
      ip: null,
      reason: 'x',
      deadline_at: null,
      created_at: now,
    };
    await expect(q.moveFlow(t.db, id, [1], { status: 3, finished_at: now, updated_at: now }, [event])).rejects.toThrow();
    expect((await q.findFlow(t.db, id))!.status).toBe(1);
    // The same change with a fresh event id: both kept.
    expect(await q.moveFlow(t.db, id, [1], { status: 3, finished_at: now, updated_at: now }, [{ ...event, id: newId(now) }])).toBe(true);
    expect((await q.findFlow(t.db, id))!.status).toBe(3);
    expect((await allEvents(master, id)).map((e) => e.kind)).toEqual(['created', 'started', 'notified', 'revoked']);
  });

  it("the completion certificate's event history is the events table's", async () => {
    const created = (await uploadPdf(t, master, r.create.path, pdf, { title: 'History', deadlineAt: t.clock.now() + 7 * day })).json();
    const id = created.data.id as string;
    const field = { documentId: created.data.documents[0].id, kind: 'signature', page: 1, x: 60, y: 100, width: 120, height: 60 };
    const added = await master.post(path(r.addSigner, id), {
      kind: 'person',
      name: people.zhang.name,
      phone: alice.phone,
      group: 1,
      language: 'en',
      fields: [field],
    });
    expect(added.json().code).toBe(0);
    // A minute on: the enterprise's last notice to this phone is a minute old (the send budget).
    t.clock.advance(61_000);
    expect((await master.post(path(r.start, id), {})).json().code).toBe(0);
    const token = await linkTo(t, alice.phone);
    expect((await hosted(t, r.hostedView, { token })).json().code).toBe(0);
    expect((await signOnHostedPage(t, { token, to: alice.phone })).json().data.flowStatus).toBe(2);
    expect(await finishCompletions(t.app.deps, silent)).toBeGreaterThanOrEqual(1);
    const file = await master.get(path(r.certificate, id));
    expect(file.statusCode).toBe(200);
    const text = run('pdftotext', { 'c.pdf': file.rawPayload }, () => ['-layout', 'c.pdf', '-']).out;
    for (const line of ['Link opened by *三', 'Willingness check passed by *三', 'Signed by *三', 'Flow completed', '127.0.0.1'])
      expect(text).toContain(line);
    expect(text).toContain('通过意愿认证');
    expect(await lastMessageTo(t, alice.phone)).toBeTruthy();
  });
});
