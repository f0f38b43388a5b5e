import { createHash } from 'node:crypto';
import { type LogPhrase, operationLogEndpoints, operationLogRoutes as r } from '@console/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { genesisHash } from '../../src/platform/audit-chain.js';
import { writeOperationLog } from '../../src/platform/audit.js';
import { newId } from '../../src/platform/ids.js';
import { addMembership, enterpriseOf } from '../support/enterprise-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { type Person, signedInPerson } from '../support/real-name-helpers.js';

const day = 86_400_000;

describe.each(databases)('the operation log on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp(kind);
  });
  afterEach(async () => {
    await t.close();
  });

  const log = (entry: { enterpriseId?: string; userId?: string; service: string; action: string; content: string; phrase?: LogPhrase }) =>
    writeOperationLog(
      { db: t.db, clock: t.clock },
      { ip: '203.0.113.7', phrase: { key: 'profile.changeNickname', params: { nickname: entry.content } }, ...entry },
    );
  const list = async (p: Person, query = '', lang: 'en' | 'zh' = 'en') => (await p.get(`${r.list.path}?${query}`, lang)).json();
  const contents = async (p: Person, query = '') => (await list(p, query)).data.list.map((x: { content: string }) => x.content);

  /** An enterprise with its master, an administrator and a member whose custom role grants the log. */
  async function enterpriseTeam() {
    const master = await signedInPerson(t);
    const { enterpriseId } = await enterpriseOf(t, master);
    const admin = await signedInPerson(t);
    await enterpriseOf(t, admin, { enterpriseId, role: 'admin' });
    const member = await signedInPerson(t);
    await enterpriseOf(t, member, { enterpriseId, role: 'member' });
    const roleId = newId(t.clock.now());
    const now = t.clock.now();
    await t.db
      .insertInto('roles')
      .values({
        id: roleId,
        enterprise_id: enterpriseId,
        name: 'Auditor',
        description: 'x',
        created_by: master.userId,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await t.db
      .insertInto('role_modules')
      .values(
        ['dailyManage', 'userDailyList', 'logStatistics'].map((module_code) => ({
          role_id: roleId,
          enterprise_id: enterpriseId,
          module_code,
        })),
      )
      .execute();
    await t.db.updateTable('members').set({ role_id: roleId }).where('user_id', '=', member.userId).execute();
    return { master, admin, member, enterpriseId };
  }

  it('shows a person their own acts in the personal context, and nobody else’s', async () => {
    const alice = await signedInPerson(t);
    const bob = await signedInPerson(t);
    await log({ userId: alice.userId, service: 'profile', action: 'nickname', content: 'alice changed her nickname' });
    await log({ userId: bob.userId, service: 'profile', action: 'nickname', content: 'bob changed his nickname' });
    const mine = await list(alice);
    expect(mine.code).toBe(0);
    expect(mine.data.list.map((x: { content: string }) => x.content)).toContain('alice changed her nickname');
    expect(JSON.stringify(mine.data.list)).not.toContain('bob');
    // Sign-in itself is in the log, newest first, with who and from where.
    expect(mine.data.list[0]).toMatchObject({ content: 'alice changed her nickname', actorName: alice.userName, ip: '203.0.113.7' });
    const bobsRow = (await list(bob)).data.list[0];
    expect((await alice.get(r.detail.path.replace(':id', bobsRow.id))).json().code).toBe(1000404);
    const detail = (await alice.get(r.detail.path.replace(':id', mine.data.list[0].id))).json();
    // The sign-in, written by the platform as it happened, names the device it came from.
    const signIn = mine.data.list.find((x: { service: string; content: string }) => x.content !== 'alice changed her nickname');
    expect((await alice.get(r.detail.path.replace(':id', signIn.id))).json().data.device).toBeTruthy();
    expect(detail.data).toMatchObject({
      content: 'alice changed her nickname',
      seq: expect.any(Number),
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('shows administrators the enterprise’s acts and a member only their own, another enterprise’s row not found', async () => {
    const { master, admin, member, enterpriseId } = await enterpriseTeam();
    await log({ enterpriseId, userId: master.userId, service: 'apps', action: 'create', content: 'master created an app' });
    await log({ enterpriseId, userId: member.userId, service: 'contacts', action: 'create', content: 'member added a contact' });
    const other = await signedInPerson(t);
    const { enterpriseId: otherId } = await enterpriseOf(t, other);
    await log({ enterpriseId: otherId, userId: other.userId, service: 'apps', action: 'create', content: 'another enterprise' });

    expect(await contents(admin)).toEqual(['member added a contact', 'master created an app']);
    expect(await contents(master)).toEqual(['member added a contact', 'master created an app']);
    expect(await contents(member)).toEqual(['member added a contact']);
    // A member cannot widen the view with the actor filter.
    expect(await contents(member, `actor=${master.userId}`)).toEqual(['member added a contact']);
    const mastersRow = (await list(master)).data.list[1];
    expect((await member.get(r.detail.path.replace(':id', mastersRow.id))).json().code).toBe(1000404);
    const foreign = (await list(other)).data.list[0];
    expect((await admin.get(r.detail.path.replace(':id', foreign.id))).json().code).toBe(1000404);
    // The chain is an administrator's to verify and export.
    expect((await member.get(r.verify.path)).json().code).toBe(1009000);
    expect((await member.get(r.export.path)).json().code).toBe(1009000);
    expect((await admin.get(r.verify.path)).json()).toMatchObject({ code: 0, data: { ok: true, checked: 2 } });
  });

  it('filters by range, service, actor and keyword, and pages by key', async () => {
    const { master, admin, enterpriseId } = await enterpriseTeam();
    t.clock.set(Date.UTC(2026, 9, 10, 4)); // 2026-10-10 in the platform's zone
    await log({ enterpriseId, userId: admin.userId, service: 'roles', action: 'create', content: 'October role' });
    t.clock.set(Date.UTC(2026, 10, 3, 4));
    for (let i = 0; i < 5; i++) await log({ enterpriseId, userId: master.userId, service: 'apps', action: 'create', content: `app ${i}` });
    await log({ enterpriseId, userId: admin.userId, service: 'contacts', action: 'create', content: 'contact Zhang' });
    t.clock.set(Date.UTC(2026, 10, 21, 2));

    expect(await contents(master, 'start=2026-10-01&end=2026-10-31')).toEqual(['October role']);
    expect(await contents(master, 'start=2026-11-03&end=2026-11-03&service=contacts')).toEqual(['contact Zhang']);
    expect(await contents(master, `actor=${admin.userId}`)).toEqual(['contact Zhang', 'October role']);
    expect(await contents(master, `actor=${admin.userId}&service=roles`)).toEqual(['October role']);
    expect(await contents(master, 'keyword=zhang')).toEqual(['contact Zhang']);
    expect(await contents(master, 'keyword=100%25')).toEqual([]);

    const first = (await list(master, 'service=apps&pageSize=2')).data;
    expect(first).toMatchObject({ total: 5, totalCapped: false });
    const second = (await list(master, `service=apps&pageSize=2&after=${first.next}`)).data;
    const third = (await list(master, `service=apps&pageSize=2&after=${second.next}`)).data;
    expect([...first.list, ...second.list, ...third.list].map((x: { content: string }) => x.content)).toEqual([
      'app 4',
      'app 3',
      'app 2',
      'app 1',
      'app 0',
    ]);
    expect(third.next).toBeNull();
    // A cursor of another filter is refused naming `after`.
    expect((await list(master, `service=roles&after=${first.next}`)).data.fields[0].field).toBe('after');
  });

  it('refuses ranges against the §5 rules with their messages in en and zh', async () => {
    const p = await signedInPerson(t);
    const reversed = await list(p, 'start=2026-11-10&end=2026-11-09');
    expect(reversed).toMatchObject({
      code: 1000400,
      data: { fields: [{ field: 'start', message: 'The start date must not be after the end date' }] },
    });
    const spans = await list(p, 'start=2026-10-31&end=2026-11-01', 'zh');
    expect(spans.data.fields[0]).toEqual({ field: 'end', message: '日期范围不能跨月，且须在当月或之前' });
    const future = await list(p, 'start=2026-12-01&end=2026-12-05');
    expect(future.data.fields[0]).toEqual({
      field: 'end',
      message: 'The range must stay within one month, in or before the current month',
    });
    // One side alone reaches to its month's edge.
    expect((await list(p, 'start=2026-11-01')).code).toBe(0);
    expect((await list(p, 'end=2026-12-01')).data.fields[0].field).toBe('end');
    expect((await list(p, 'start=2026-02-30&end=2026-02-28')).data.fields[0].field).toBe('start');
    expect((await p.get(`${r.statistics.path}?month=2026-12`)).json().data.fields[0].field).toBe('month');
  });

  it('chains entries written at once, in any script, exactly as an auditor recomputes them', async () => {
    // On PostgreSQL the database computes each row's hash while it moves the head (one statement per
    // entry): the bytes it hashes must be the canonical JSON's, whatever the content holds.
    const { master, enterpriseId } = await enterpriseTeam();
    const texts = ['签署合同 «甲方» 张*三', 'quote " and back\\slash', 'emoji 🙂 and tab-free text', 'plain'];
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        log({ enterpriseId, userId: master.userId, service: 'signing', action: 'sign', content: `${texts[i % texts.length]} #${i}` }),
      ),
    );
    expect((await master.get(r.verify.path)).json().data).toMatchObject({ ok: true, checked: 12, firstSeq: 1, lastSeq: 12, headSeq: 12 });
    const rows = await t.db.selectFrom('operation_logs').selectAll().where('chain_key', '=', `e:${enterpriseId}`).orderBy('seq').execute();
    expect(rows.map((row) => Number(row.seq))).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    let prev = genesisHash;
    for (const row of rows) {
      const canonical = JSON.stringify([
        Number(row.seq),
        row.id,
        row.chain_key,
        row.enterprise_id,
        row.user_id,
        row.operator_id,
        row.service,
        row.action,
        row.content,
        row.ip,
        row.device,
        Number(row.created_at),
        ...(row.phrase == null ? [] : [row.phrase]),
      ]);
      expect(row.prev_hash).toBe(prev);
      expect(row.hash).toBe(createHash('sha256').update(`${prev}\n${canonical}`).digest('hex'));
      prev = row.hash;
    }
    const head = await t.db
      .selectFrom('operation_log_heads')
      .selectAll()
      .where('chain_key', '=', `e:${enterpriseId}`)
      .executeTakeFirstOrThrow();
    expect({ seq: Number(head.seq), hash: head.hash }).toEqual({ seq: 12, hash: prev });
  });

  it('verifies the chain and says where it breaks: an altered, a removed, an inserted row', async () => {
    const { master, enterpriseId } = await enterpriseTeam();
    for (let i = 0; i < 6; i++) await log({ enterpriseId, userId: master.userId, service: 'apps', action: 'edit', content: `edit ${i}` });
    const verify = async (query = '') => (await master.get(`${r.verify.path}?${query}`)).json().data;
    expect(await verify()).toMatchObject({ ok: true, checked: 6, firstSeq: 1, lastSeq: 6, headSeq: 6, break: null });
    expect(await verify('start=2026-11-01&end=2026-11-30')).toMatchObject({ ok: true, checked: 6 });
    expect(await verify('start=2026-10-01&end=2026-10-31')).toMatchObject({ ok: true, checked: 0, firstSeq: null });

    const chainKey = `e:${enterpriseId}`;
    const row = (seq: number) =>
      t.db.selectFrom('operation_logs').selectAll().where('chain_key', '=', chainKey).where('seq', '=', seq).executeTakeFirstOrThrow();
    const third = await row(3);
    await t.db.updateTable('operation_logs').set({ content: 'edit 2 (rewritten)' }).where('id', '=', third.id).execute();
    expect(await verify()).toMatchObject({ ok: false, break: { seq: 3, id: third.id, reason: 'altered' } });
    await t.db.updateTable('operation_logs').set({ content: third.content }).where('id', '=', third.id).execute();
    expect((await verify()).ok).toBe(true);

    const fourth = await row(4);
    await t.db.deleteFrom('operation_logs').where('id', '=', fourth.id).execute();
    expect(await verify()).toMatchObject({ ok: false, break: { seq: 4, id: null, reason: 'missing' } });
    await t.db.insertInto('operation_logs').values(fourth).execute();

    // A forged row at the end, numbered next and linked, but its hash is not computed by the writer.
    await t.db
      .insertInto('operation_logs')
      .values({ ...fourth, id: newId(t.clock.now()), seq: 7, prev_hash: (await row(6)).hash, hash: 'f'.repeat(64) })
      .execute();
    expect(await verify()).toMatchObject({ ok: false, break: { seq: 7, reason: 'unlinked' } });
    // The head says 6: the whole chain verified up to it stays intact when the forged row is gone again.
    await t.db.deleteFrom('operation_logs').where('seq', '=', 7).where('chain_key', '=', chainKey).execute();
    const last = await row(6);
    await t.db.deleteFrom('operation_logs').where('id', '=', last.id).execute();
    expect(await verify()).toMatchObject({ ok: false, break: { seq: 6, reason: 'missing' } });
  });

  it('exports a range as CSV an auditor can re-hash offline from the hash before it', async () => {
    const p = await signedInPerson(t);
    t.clock.set(Date.UTC(2026, 9, 20, 4));
    await log({ userId: p.userId, service: 'profile', action: 'nickname', content: 'October, "quoted", comma' });
    t.clock.set(Date.UTC(2026, 10, 2, 4));
    await log({ userId: p.userId, service: 'profile', action: 'email', content: 'b***@example.com' });
    await log({ userId: p.userId, service: 'profile', action: 'phone', content: '139****5678' });
    t.clock.set(Date.UTC(2026, 10, 21, 2));
    const res = await p.get(`${r.export.path}?start=2026-11-01&end=2026-11-30`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    const anchor = lines.find((l) => l.startsWith('# hash before the first row:'))!.split(': ')[1]!;
    expect(anchor).not.toBe(genesisHash);
    const cells = (line: string) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replace(/""/g, '"'));
    const rows = lines.filter((l) => l.startsWith('"')).map(cells);
    expect(rows.map((c) => c[8])).toEqual(['b***@example.com', '139****5678']);
    let prev = anchor;
    for (const c of rows) {
      const [seq, id, chainKey, ent, user, op, service, action, content, ip, device, createdAt, phrase, prevHash, hash] = c;
      const nul = (v: string | undefined) => (v === '' ? null : v);
      const canonical = JSON.stringify([
        Number(seq),
        id,
        chainKey,
        nul(ent),
        nul(user),
        nul(op),
        service,
        action,
        content,
        ip,
        nul(device),
        Number(createdAt),
        ...(phrase ? [phrase] : []),
      ]);
      expect(prevHash).toBe(prev);
      expect(createHash('sha256').update(`${prev}\n${canonical}`).digest('hex')).toBe(hash);
      prev = hash!;
    }
    expect(lines.find((l) => l.startsWith('# chain head'))).toContain(prev);
  });

  it('counts acts per day and per service within a month', async () => {
    const p = await signedInPerson(t);
    t.clock.set(Date.UTC(2026, 10, 2, 20)); // 2026-11-03 04:00 in the platform's zone
    await log({ userId: p.userId, service: 'profile', action: 'a', content: 'x' });
    await log({ userId: p.userId, service: 'account', action: 'b', content: 'y' });
    t.clock.set(Date.UTC(2026, 10, 5, 4));
    await log({ userId: p.userId, service: 'profile', action: 'c', content: 'z' });
    t.clock.set(Date.UTC(2026, 10, 21, 2));
    const stats = (await p.get(`${r.statistics.path}?month=2026-11`)).json().data;
    expect(stats.days).toHaveLength(30);
    expect(stats.days.find((d: { day: string }) => d.day === '2026-11-03').count).toBe(2);
    expect(stats.days.find((d: { day: string }) => d.day === '2026-11-05').count).toBe(1);
    // The sign-in of the test person happened on the 21st.
    expect(stats.services.find((s: { service: string }) => s.service === 'profile').count).toBe(2);
    expect(stats.total).toBe(stats.days.reduce((sum: number, d: { count: number }) => sum + d.count, 0));
    // The rollup agrees with counting the log itself.
    const counted = await t.db
      .selectFrom('operation_logs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('chain_key', '=', `u:${p.userId}`)
      .where('created_at', '>=', Date.UTC(2026, 9, 31, 16))
      .where('created_at', '<', Date.UTC(2026, 10, 30, 16))
      .executeTakeFirstOrThrow();
    expect(stats.total).toBe(Number(counted.n));
    const october = (await p.get(`${r.statistics.path}?month=2026-10`)).json().data;
    expect(october).toMatchObject({ total: 0, services: [] });
  });

  it('offers no route that changes or deletes a row', () => {
    expect(Object.values(operationLogEndpoints).map((e) => e.method)).toEqual(['GET', 'GET', 'GET', 'GET', 'GET']);
  });

  it('chains concurrent writers of one tenant without a repeated number', async () => {
    const p = await signedInPerson(t);
    await Promise.all(Array.from({ length: 20 }, (_, i) => log({ userId: p.userId, service: 'profile', action: 'x', content: `c${i}` })));
    expect((await p.get(r.verify.path)).json().data).toMatchObject({ ok: true, break: null });
    void addMembership;
    void day;
  });
});
