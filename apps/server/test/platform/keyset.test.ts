import { enterpriseAuthRoutes, identityRegistryRoutes, realNameRoutes } from '@console/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAtScale } from '../../src/db/scale-seed.js';
import { type TestApp, databases, signedInUser, startTestApp } from '../support/harness.js';
import { readyOperator } from '../support/ops-helpers.js';

/**
 * Keyset paging as callers see it: walking a list by its `next` cursors returns exactly the
 * rows of the ordered scan, ties included; a cursor that is not this list's, filter's or tenant's is
 * refused naming `after`; the page size is capped.
 */

const queue = `/webgate${realNameRoutes.reviewApplications.path}`;
const history = `/webgate${realNameRoutes.history.path}`;
const registry = `/webgate${identityRegistryRoutes.list.path}`;
const enterpriseQueue = `/webgate${enterpriseAuthRoutes.reviewApplications.path}`;

describe.each(databases)('keyset paging (%s)', (kind) => {
  let t: TestApp;
  let operator: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    operator = (await readyOperator(t, 'pager')).cookie;
    // 30 people, 311 personal and 157 enterprise applications, their times repeating in threes.
    await seedAtScale(t.db, t.app.deps.cipher, kind === 'postgres', {
      users: 30,
      realNameApplications: 311,
      enterprises: 7,
      enterpriseApplications: 157,
      remittances: 0,
      registryEntries: 0,
    });
  });
  afterAll(() => t?.close());

  async function walk(url: string, cookie: string, pageSize: number): Promise<string[]> {
    const ids: string[] = [];
    let after: string | null = '';
    for (let guard = 0; after !== null && guard < 500; guard++) {
      const sep = url.includes('?') ? '&' : '?';
      const res = await t.call('GET', `${url}${sep}pageSize=${pageSize}${after ? `&after=${after}` : ''}`, { cookie });
      const body = res.json();
      expect(body.code, body.msg).toBe(0);
      expect(body.data.list.length).toBeLessThanOrEqual(pageSize);
      ids.push(...body.data.list.map((row: { id: string }) => row.id));
      after = body.data.next;
    }
    return ids;
  }

  it('a walk to the last page returns the rows of the ordered scan, each once, ties included', async () => {
    const scan = await t.db.selectFrom('real_name_applications').select('id').orderBy('created_at', 'asc').orderBy('id', 'asc').execute();
    expect(await walk(queue, operator, 7)).toEqual(scan.map((r) => r.id));

    const underReview = await t.db
      .selectFrom('real_name_applications')
      .select('id')
      .where('status', '=', 'underReview')
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .execute();
    expect(await walk(`${queue}?status=underReview`, operator, 9)).toEqual(underReview.map((r) => r.id));

    const byModeAndStatus = await t.db
      .selectFrom('enterprise_applications')
      .select('id')
      .where('status', '=', 'failed')
      .where('mode', '=', 'bank')
      .orderBy('submitted_at', 'asc')
      .orderBy('id', 'asc')
      .execute();
    expect(byModeAndStatus.length).toBeGreaterThan(5);
    expect(await walk(`${enterpriseQueue}?status=failed&mode=bank`, operator, 4)).toEqual(byModeAndStatus.map((r) => r.id));
  });

  it('a person pages their own history newest first and never sees another person’s rows', async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    // 12 of A's applications in the seeded shape, 2 of B's.
    for (const [user, count] of [
      [a.userId, 12],
      [b.userId, 2],
    ] as const) {
      await sql`update real_name_applications set user_id = ${user}
        where id in (select id from real_name_applications where user_id like 'seed-u-%' order by id limit ${count})`.execute(t.db);
    }
    const mine = await t.db
      .selectFrom('real_name_applications')
      .select('id')
      .where('user_id', '=', a.userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(await walk(history, a.cookie, 5)).toEqual(mine.map((r) => r.id));

    // A's cursor in B's hands: refused, naming the field, and nothing of A's answered.
    const first = (await t.call('GET', `${history}?pageSize=5`, { cookie: a.cookie })).json().data;
    const foreign = await t.call('GET', `${history}?pageSize=5&after=${first.next}`, { cookie: b.cookie });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ code: 1000701, data: { fields: [{ field: 'after' }] } });
    expect(foreign.body).not.toContain(mine[5]!.id);
  });

  it('refuses a cursor of another list or filter, and a malformed one, naming it in en and zh', async () => {
    const underReview = (await t.call('GET', `${queue}?status=underReview&pageSize=3`, { cookie: operator })).json().data;
    expect(underReview.next).toEqual(expect.any(String));
    const otherFilter = await t.call('GET', `${queue}?status=failed&pageSize=3&after=${underReview.next}`, { cookie: operator });
    expect(otherFilter.statusCode).toBe(400);
    expect(otherFilter.json()).toMatchObject({ code: 1000701, data: { fields: [{ field: 'after' }] } });
    const otherList = await t.call('GET', `${registry}?after=${underReview.next}`, { cookie: operator });
    expect(otherList.json()).toMatchObject({ code: 1000701, data: { fields: [{ field: 'after' }] } });

    for (const bad of ['bm90IGpzb24', Buffer.from('[1,2,3]').toString('base64url'), 'x'.repeat(600), 'a.b']) {
      const en = await t.call('GET', `${queue}?after=${bad}`, { cookie: operator });
      expect(en.statusCode, bad).toBe(400);
      expect(en.json().data.fields[0].field).toBe('after');
    }
    const zh = (await t.call('GET', `${queue}?after=bm90IGpzb24`, { cookie: operator, language: 'zh' })).json();
    const en = (await t.call('GET', `${queue}?after=bm90IGpzb24`, { cookie: operator })).json();
    expect(zh.msg).toMatch(/[\u4e00-\u9fff]/);
    expect(en.msg).toMatch(/first page/);
  });

  it('caps the page size with a message naming it', async () => {
    const res = await t.call('GET', `${queue}?pageSize=51`, { cookie: operator });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields[0].field).toBe('pageSize');
    expect((await t.call('GET', `${queue}?pageSize=50`, { cookie: operator })).json().data.list).toHaveLength(50);
  });
});
