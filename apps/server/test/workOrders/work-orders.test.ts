import fs from 'node:fs';
import nodePath from 'node:path';
import { workOrderRules, workOrdersRoutes as r } from '@console/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { autoCloseResolved } from '../../src/features/workOrders/index.js';
import { writeOperationLog } from '../../src/platform/audit.js';
import { newId } from '../../src/platform/ids.js';
import { outbox } from '../support/auth-helpers.js';
import { addMembership, enterpriseContext } from '../support/enterprise-helpers.js';
import { type TestApp, databases, signedInUser, startTestApp } from '../support/harness.js';
import { jpegImage, pdfBytes, pngImage } from '../support/image-fixtures.js';
import { readyOperator } from '../support/ops-helpers.js';
import { advanceKeepingSessions, newOrder, path, uploadAs } from './support.js';

/**
 * Work orders on both databases — tenant isolation, attachments by content,
 * expedite timing, close once resolved, the 7-day auto-close, notices on every operator reply, the
 * queue's filters and the attached context.
 */
describe.each(databases)('work orders on %s', (kind) => {
  let t: TestApp;
  let person: { userId: string; cookie: string };
  let operator: string;
  beforeEach(async () => {
    t = await startTestApp(kind);
    person = await signedInUser(t);
    operator = (await readyOperator(t, `op${kind}`)).cookie;
  });
  afterEach(async () => {
    await t.close();
  });

  const create = (cookie: string, body: Record<string, unknown> = newOrder()) => t.call('POST', path(r.create), { cookie, body });
  const detail = (cookie: string, id: string) => t.call('GET', path(r.detail, id), { cookie });
  const sealed = () => {
    const dir = nodePath.join(t.dataDir, 'sealed', 'work-orders');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const attachmentRows = async () => (await t.db.selectFrom('work_order_attachments').select('id').execute()).length;

  it('creates a work order with attachments and shows it in the list and details with its progress', async () => {
    const shot = await uploadAs(t, person.cookie, { bytes: pngImage(40, 30), name: 'screen.png', type: 'image/png' });
    const pdf = await uploadAs(t, person.cookie, { bytes: pdfBytes, name: 'report.pdf', type: 'application/pdf' });
    expect(shot.json().data).toMatchObject({ name: 'screen.png', contentType: 'image/png' });
    expect(pdf.json().data.contentType).toBe('application/pdf');
    const res = await create(person.cookie, newOrder({ attachmentIds: [shot.json().data.id, pdf.json().data.id], requestId: 'req-123' }));
    expect(res.json().code, res.body).toBe(0);
    const order = res.json().data;
    expect(order).toMatchObject({ status: 'processing', title: 'Calls fail', context: { requestId: 'req-123', appId: null } });
    expect(order.number).toMatch(/^WO\d{14}$/);
    expect(order.records).toHaveLength(1);
    expect(order.records[0].attachments.map((a: { name: string }) => a.name)).toEqual(['screen.png', 'report.pdf']);
    // Sealed at rest: the stored file is not the PNG.
    const [file] = sealed();
    expect(fs.readFileSync(nodePath.join(t.dataDir, 'sealed', 'work-orders', file!)).includes(Buffer.from('IHDR'))).toBe(false);
    const opened = await t.call('GET', path(r.attachment, shot.json().data.id), { cookie: person.cookie });
    expect(opened.headers['content-type']).toBe('image/png');
    expect(opened.rawPayload.equals(pngImage(40, 30))).toBe(true);

    const list = await t.call('GET', `${path(r.list)}?status=processing`, { cookie: person.cookie });
    expect(list.json().data.list.map((o: { id: string }) => o.id)).toEqual([order.id]);
    const none = await t.call('GET', `${path(r.list)}?status=closed`, { cookie: person.cookie });
    expect(none.json().data.list).toEqual([]);
  });

  it('names the field of bad input in en and zh and writes nothing', async () => {
    const en = await create(person.cookie, newOrder({ title: '' }));
    expect(en.statusCode).toBe(400);
    expect(en.json().data.fields[0]).toMatchObject({ field: 'title', message: 'Title cannot be empty' });
    const zh = await t.call('POST', path(r.create), { cookie: person.cookie, body: newOrder({ category: 'nonsense' }), language: 'zh' });
    expect(zh.json().data.fields[0].field).toBe('category');
    expect(zh.json().data.fields[0].message).toContain('问题分类');
    expect(await t.db.selectFrom('work_orders').select('id').execute()).toEqual([]);
  });

  it('refuses an upload by its content or size and writes nothing', async () => {
    const disguised = await uploadAs(t, person.cookie, { bytes: Buffer.from('MZ not an image at all'), name: 'x.png', type: 'image/png' });
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().data.fields[0]).toMatchObject({ field: 'file', message: 'Only JPG, PNG and PDF files can be attached' });
    const big = pngImage(10, 10, { padTo: workOrderRules.attachmentMaxBytes + 10 });
    const tooBig = await uploadAs(t, person.cookie, { bytes: big, name: 'big.png', type: 'image/png' }, { language: 'zh' });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().msg).toContain('5 MB');
    expect(await attachmentRows()).toBe(0);
    expect(sealed()).toEqual([]);
  });

  it('answers another tenant’s work order and attachment as not found', async () => {
    const file = await uploadAs(t, person.cookie, { bytes: jpegImage(20, 20), name: 'a.jpg', type: 'image/jpeg' });
    const order = (await create(person.cookie, newOrder({ attachmentIds: [file.json().data.id] }))).json().data;
    const stranger = await signedInUser(t);
    expect((await detail(stranger.cookie, order.id)).statusCode).toBe(404);
    expect((await t.call('GET', path(r.attachment, file.json().data.id), { cookie: stranger.cookie })).statusCode).toBe(404);
    expect((await t.call('POST', path(r.reply, order.id), { cookie: stranger.cookie, body: { content: 'hi' } })).statusCode).toBe(404);
    expect((await t.call('POST', path(r.expedite, order.id), { cookie: stranger.cookie })).statusCode).toBe(404);
    expect((await t.call('POST', path(r.close, order.id), { cookie: stranger.cookie, body: { rating: 5 } })).statusCode).toBe(404);
    // The person's own enterprise context is another tenant too.
    await enterpriseContext(t, person.userId);
    expect((await detail(person.cookie, order.id)).statusCode).toBe(404);
    // Someone else's upload cannot be attached.
    const theirs = await uploadAs(t, stranger.cookie, { bytes: jpegImage(20, 20), name: 'b.jpg', type: 'image/jpeg' });
    const claimed = await create(person.cookie, newOrder({ attachmentIds: [theirs.json().data.id] }));
    expect(claimed.json().data.fields[0]).toMatchObject({ field: 'attachmentIds' });
    expect(await t.db.selectFrom('work_orders').select('id').where('enterprise_id', 'is not', null).execute()).toEqual([]);
  });

  it('shows a member only their own orders and an administrator the enterprise’s', async () => {
    const admin = await signedInUser(t);
    const { enterpriseId } = await enterpriseContext(t, admin.userId, { passed: true });
    const member = await signedInUser(t);
    await addMembership(t, member.userId, { enterpriseId, role: 'member' });
    await t.db.updateTable('sessions').set({ enterprise_id: enterpriseId }).where('user_id', '=', member.userId).execute();
    // A member's role needs the pages; grant them through a custom role without viewAll.
    const roleId = newId(t.clock.now());
    await t.db
      .insertInto('roles')
      .values({
        id: roleId,
        enterprise_id: enterpriseId,
        name: 'Helpdesk user',
        description: '',
        created_by: admin.userId,
        created_at: t.clock.now(),
        updated_at: t.clock.now(),
      })
      .execute();
    for (const code of ['myWorkOrder', 'newWorkOrder', 'workOrderDetail'])
      await t.db.insertInto('role_modules').values({ role_id: roleId, enterprise_id: enterpriseId, module_code: code }).execute();
    await t.db.updateTable('members').set({ role_id: roleId }).where('user_id', '=', member.userId).execute();

    const mine = (await create(member.cookie, newOrder({ title: 'member' }))).json().data;
    const theirs = (await create(admin.cookie, newOrder({ title: 'admin' }))).json().data;
    const memberList = await t.call('GET', path(r.list), { cookie: member.cookie });
    expect(memberList.json().data.list.map((o: { id: string }) => o.id)).toEqual([mine.id]);
    expect((await detail(member.cookie, theirs.id)).statusCode).toBe(404);
    const adminList = await t.call('GET', path(r.list), { cookie: admin.cookie });
    expect(
      adminList
        .json()
        .data.list.map((o: { id: string }) => o.id)
        .sort(),
    ).toEqual([mine.id, theirs.id].sort());
  });

  it('expedites only after the wait, at most once per interval, and flags it for the back office', async () => {
    const order = (await create(person.cookie)).json().data;
    expect(order.canExpedite).toBe(false);
    expect(order.expediteFrom).toBe(t.clock.now() + workOrderRules.expediteAfterMs);
    const early = await t.call('POST', path(r.expedite, order.id), { cookie: person.cookie });
    expect(early.statusCode).toBe(409);
    expect(early.json().msg).toMatch(/^You can expedite this work order from \d{4}-\d\d-\d\d \d\d:\d\d/);

    await advanceKeepingSessions(t, workOrderRules.expediteAfterMs);
    const done = await t.call('POST', path(r.expedite, order.id), { cookie: person.cookie });
    expect(done.json().code, done.body).toBe(0);
    expect(done.json().data).toMatchObject({ expedited: true, canExpedite: false });
    const flagged = await t.call('GET', `${path(r.opsQueue)}?expedited=yes`, { cookie: operator });
    expect(flagged.json().data.list.map((o: { id: string }) => o.id)).toEqual([order.id]);

    await advanceKeepingSessions(t, workOrderRules.expediteEveryMs - 60_000);
    expect((await t.call('POST', path(r.expedite, order.id), { cookie: person.cookie })).statusCode).toBe(409);
    await advanceKeepingSessions(t, 60_000);
    expect((await t.call('POST', path(r.expedite, order.id), { cookie: person.cookie })).json().code).toBe(0);

    // An answer ends the wait and the flag: nothing to hurry until the person writes again.
    await t.call('POST', path(r.opsReply, order.id), { cookie: operator, body: { content: 'Looking into it' } });
    const answered = (await detail(person.cookie, order.id)).json().data;
    expect(answered).toMatchObject({ expedited: false, expediteFrom: null, canExpedite: false });
    await advanceKeepingSessions(t, workOrderRules.expediteEveryMs * 3);
    expect((await t.call('POST', path(r.expedite, order.id), { cookie: person.cookie })).statusCode).toBe(409);
    const notFlagged = await t.call('GET', `${path(r.opsQueue)}?expedited=yes`, { cookie: operator });
    expect(notFlagged.json().data.list).toEqual([]);
  });

  it('closes only once resolved, with a rating', async () => {
    const order = (await create(person.cookie)).json().data;
    const early = await t.call('POST', path(r.close, order.id), { cookie: person.cookie, body: { rating: 5 } });
    expect(early.statusCode).toBe(409);
    expect(early.json().msg).toBe('A work order can be closed once it is resolved');
    const resolved = await t.call('POST', path(r.opsStatus, order.id), { cookie: operator, body: { status: 'resolved' } });
    expect(resolved.json().data.status).toBe('resolved');
    const badRating = await t.call('POST', path(r.close, order.id), { cookie: person.cookie, body: { rating: 9 } });
    expect(badRating.json().data.fields[0].field).toBe('rating');
    const closed = await t.call('POST', path(r.close, order.id), { cookie: person.cookie, body: { rating: 4, comment: 'Quick' } });
    expect(closed.json().data).toMatchObject({ status: 'closed', rating: 4, ratingComment: 'Quick', canClose: false });
    expect(closed.json().data.records.map((x: { kind: string }) => x.kind)).toEqual(['created', 'status', 'closed']);
    // Closed is final: no reply, no status, no second close.
    expect((await t.call('POST', path(r.reply, order.id), { cookie: person.cookie, body: { content: 'again' } })).statusCode).toBe(409);
    expect((await t.call('POST', path(r.opsStatus, order.id), { cookie: operator, body: { status: 'processed' } })).statusCode).toBe(409);
    expect((await t.call('POST', path(r.close, order.id), { cookie: person.cookie, body: { rating: 4 } })).statusCode).toBe(409);
  });

  it('counts open and resolved orders on the dashboard from the table', async () => {
    const a = (await create(person.cookie)).json().data;
    await create(person.cookie, newOrder({ title: 'second' }));
    const c = (await create(person.cookie, newOrder({ title: 'third' }))).json().data;
    await t.call('POST', path(r.opsStatus, a.id), { cookie: operator, body: { status: 'resolved' } });
    await t.call('POST', path(r.opsStatus, c.id), { cookie: operator, body: { status: 'resolved' } });
    await t.call('POST', path(r.close, c.id), { cookie: person.cookie, body: { rating: 5 } });
    const summary = await t.call('GET', '/webgate/console/dashboard/summary', { cookie: person.cookie });
    expect(summary.json().data.workOrders).toEqual({ open: 1, resolved: 1 });
  });

  it('closes a resolved order by itself 7 days after resolution', async () => {
    const order = (await create(person.cookie)).json().data;
    const other = (await create(person.cookie, newOrder({ title: 'still open' }))).json().data;
    await t.call('POST', path(r.opsStatus, order.id), { cookie: operator, body: { status: 'resolved' } });
    await advanceKeepingSessions(t, workOrderRules.autoCloseAfterMs - 60_000);
    expect(await autoCloseResolved(t.app.deps)).toBe(0);
    expect((await detail(person.cookie, order.id)).json().data.status).toBe('resolved');
    await advanceKeepingSessions(t, 60_000);
    expect(await autoCloseResolved(t.app.deps)).toBe(1);
    const closed = (await detail(person.cookie, order.id)).json().data;
    expect(closed.status).toBe('closed');
    expect(closed.records.at(-1)).toMatchObject({ kind: 'autoClosed', by: 'system' });
    expect((await detail(person.cookie, other.id)).json().data.status).toBe('processing');
  });

  it('tells the person of every operator reply in their language and shows the reply with its attachment', async () => {
    const order = (await create(person.cookie)).json().data;
    await t.db.updateTable('users').set({ language: 'zh' }).where('id', '=', person.userId).execute();
    const file = await uploadAs(t, operator, { bytes: pdfBytes, name: 'steps.pdf', type: 'application/pdf' }, { ops: true });
    const res = await t.call('POST', path(r.opsReply, order.id), {
      cookie: operator,
      body: { content: 'Please retry with the new key.', attachmentIds: [file.json().data.id] },
    });
    expect(res.json().code, res.body).toBe(0);
    const user = await t.db.selectFrom('users').select('email').where('id', '=', person.userId).executeTakeFirstOrThrow();
    const mails = (await outbox(t)).filter((m) => m.to === user.email && m.purpose === 'work_order_reply');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(order.number);
    expect(mails[0]!.text).toContain('客服已于');
    expect(mails[0]!.text).toContain('Please retry with the new key.');
    await t.call('POST', path(r.opsReply, order.id), { cookie: operator, body: { content: 'Second answer' } });
    expect((await outbox(t)).filter((m) => m.to === user.email && m.purpose === 'work_order_reply')).toHaveLength(2);

    const seen = (await detail(person.cookie, order.id)).json().data;
    const reply = seen.records.find((x: { kind: string; by: string }) => x.kind === 'reply' && x.by === 'operator');
    expect(reply).toMatchObject({ authorName: null, content: 'Please retry with the new key.' });
    expect(reply.attachments[0].name).toBe('steps.pdf');
    const opened = await t.call('GET', path(r.attachment, reply.attachments[0].id), { cookie: person.cookie });
    expect(opened.headers['content-type']).toBe('application/pdf');
  });

  it('runs the back office: filters, distribution, SLA timers and the attached context', async () => {
    const { enterpriseId } = await enterpriseContext(t, person.userId, { passed: true });
    const now = t.clock.now();
    const appRowId = newId(now);
    await t.db
      .insertInto('applications')
      .values({
        id: appRowId,
        enterprise_id: enterpriseId,
        user_id: person.userId,
        app_id: 'sbx_helpme',
        name: 'Help me',
        abbreviation: 'HM',
        environment: 'sandbox',
        ip_whitelist: '',
        ip_restrict: 0,
        android_package: null,
        ios_bundle: null,
        callback_url: null,
        evidence_callback_url: null,
        status: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await t.db
      .insertInto('usage_records')
      .values({
        id: newId(now),
        enterprise_id: enterpriseId,
        user_id: person.userId,
        service_code: 'phone3',
        app_id: appRowId,
        called_at: now,
        count: 1,
        subscription_id: null,
        request_id: 'req-failed-1',
        outcome: 'fail',
        sandbox: 1,
        charge_fen: 0,
      })
      .execute();
    // Written as the platform writes every act: into the tenant's chain.
    await writeOperationLog(t, {
      enterpriseId,
      userId: person.userId,
      service: 'apps',
      action: 'create',
      phrase: { key: 'apps.appCreate', params: { app: 'Help me', appId: 'app', count: 0 } },
      content: 'Help me',
      ip: '10.0.0.1',
    });
    const logId = (
      await t.db
        .selectFrom('operation_logs')
        .select('id')
        .where('content', '=', 'Help me')
        .where('enterprise_id', '=', enterpriseId)
        .executeTakeFirstOrThrow()
    ).id;
    const order = (await create(person.cookie, newOrder({ appId: appRowId, requestId: 'req-failed-1', logId }))).json().data;
    const plain = (await create(person.cookie, newOrder({ title: 'plain', requestId: 'req-of-someone-else' }))).json().data;

    const { cookie: second } = await readyOperator(t, `second${kind}`);
    const operators = (await t.call('GET', path(r.opsOperators), { cookie: operator })).json().data.list as { id: string; name: string }[];
    const secondId = operators.find((o) => o.name === `second${kind}`)!.id;
    const distributed = await t.call('POST', path(r.opsDistribute, order.id), { cookie: operator, body: { operatorId: secondId } });
    expect(distributed.json().data).toMatchObject({ status: 'distributed', assigneeName: `second${kind}` });
    const unknown = await t.call('POST', path(r.opsDistribute, order.id), { cookie: operator, body: { operatorId: 'nobody' } });
    expect(unknown.json().data.fields[0]).toMatchObject({ field: 'operatorId', message: 'This operator does not exist' });

    const byAssignee = await t.call('GET', `${path(r.opsQueue)}?assignee=${secondId}`, { cookie: second });
    expect(byAssignee.json().data.list.map((o: { id: string }) => o.id)).toEqual([order.id]);
    const byStatus = await t.call('GET', `${path(r.opsQueue)}?status=processing`, { cookie: operator });
    expect(byStatus.json().data.list.map((o: { id: string }) => o.id)).toEqual([plain.id]);
    const all = await t.call('GET', path(r.opsQueue), { cookie: operator });
    expect(all.json().data.list.map((o: { id: string }) => o.id)).toEqual([order.id, plain.id]);
    const { account_name } = await t.db
      .selectFrom('users')
      .select('account_name')
      .where('id', '=', person.userId)
      .executeTakeFirstOrThrow();
    expect(all.json().data.list[0]).toMatchObject({ requester: account_name, enterpriseName: expect.stringContaining('Acme') });

    const seen = (await t.call('GET', path(r.opsDetail, order.id), { cookie: operator })).json().data;
    expect(seen.context.app).toMatchObject({ appId: 'sbx_helpme', name: 'Help me' });
    expect(seen).toMatchObject({ requester: account_name, enterpriseName: expect.stringContaining('Acme') });
    expect(seen.records[0]).toMatchObject({ by: 'user', authorName: account_name });
    expect(seen.context.call).toMatchObject({ requestId: 'req-failed-1', outcome: 'fail', serviceCode: 'phone3', appId: 'sbx_helpme' });
    expect(seen.context.log).toMatchObject({ id: logId, service: 'apps', action: 'create' });
    // A request id that is not the requester's shows only as typed.
    const other = (await t.call('GET', path(r.opsDetail, plain.id), { cookie: operator })).json().data;
    expect(other.context).toMatchObject({ call: null, given: { requestId: 'req-of-someone-else' } });

    // SLA: the clock starts at 2026-11-21 02:00 UTC, a Saturday — no business time passes until Monday 09:00 (UTC+8).
    expect(seen.sla).toMatchObject({ firstResponseMs: 0, firstResponseDone: false });
    await advanceKeepingSessions(t, 2 * 24 * 60 * 60_000 + 60 * 60_000); // Monday 03:00 UTC = 11:00 China time
    const timed = (await t.call('GET', path(r.opsDetail, order.id), { cookie: operator })).json().data;
    expect(timed.sla.firstResponseMs).toBe(2 * 60 * 60_000);
    await t.call('POST', path(r.opsReply, order.id), { cookie: second, body: { content: 'On it' } });
    await t.call('POST', path(r.opsStatus, order.id), { cookie: second, body: { status: 'processed' } });
    await advanceKeepingSessions(t, 60 * 60_000);
    const after = (await t.call('GET', path(r.opsDetail, order.id), { cookie: operator })).json().data;
    expect(after.sla).toMatchObject({
      firstResponseMs: 2 * 60 * 60_000,
      firstResponseDone: true,
      resolutionMs: 3 * 60 * 60_000,
      resolutionDone: false,
    });
    expect(after.records.map((x: { kind: string }) => x.kind)).toEqual(['created', 'distributed', 'reply', 'status']);
    expect(after.records[2].authorName).toBe(`second${kind}`);

    expect((await t.call('GET', path(r.opsDetail, 'no-such-order'), { cookie: operator })).statusCode).toBe(404);
    expect((await t.call('GET', path(r.opsQueue), { cookie: person.cookie })).statusCode).not.toBe(200);
  });
});
