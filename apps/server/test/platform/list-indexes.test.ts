import { type Endpoint, endpointList } from '@console/contract';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedAtScale } from '../../src/db/scale-seed.js';
import { signedCall } from '../support/apps-helpers.js';
import { enterpriseContext } from '../support/enterprise-helpers.js';
import { type TestApp, databases, signedInUser, startTestApp } from '../support/harness.js';
import { readyOperator } from '../support/ops-helpers.js';

/**
 * Every list of the endpoint table (an endpoint whose query takes the keyset `after`) is read through
 * an index that matches its filter and sort. The test calls each list as its caller would —
 * every filter alone and all together, the first page and the one after it — records the SQL it runs,
 * and reads each page and count query's plan: on SQLite `EXPLAIN QUERY PLAN` must show no temporary
 * B-tree for the ORDER BY and no full scan of a table; on PostgreSQL `EXPLAIN`, with sequential scans
 * and sorts priced out (so a few hundred rows plan like ten million), must show no Sort and no Seq Scan.
 * A substring keyword (`like '%…%'`) is the one filter no B-tree can narrow: such a query must still
 * walk the sort's index, but may scan it.
 */

const lists = endpointList.filter((e) => e.query instanceof z.ZodObject && 'after' in e.query.shape);

/** Filters that take a shaped value rather than any text. Statistics and the operation log: §5 days. */
const sampleValues: Record<string, string> = { start: '2026-11-01', end: '2026-11-30' };

/** The query variants of a list: no filter, each filter alone (its first value), all of them. */
function variants(endpoint: Endpoint): Record<string, string>[] {
  const shape = (endpoint.query as z.ZodObject).shape as Record<string, z.ZodType>;
  const filters: Record<string, string> = {};
  for (const [key, schema] of Object.entries(shape)) {
    if (key === 'after' || key === 'pageSize') continue;
    let inner: z.ZodType = schema;
    while (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault) inner = inner.unwrap() as z.ZodType;
    filters[key] = inner instanceof z.ZodEnum ? String(inner.options[0]) : (sampleValues[key] ?? 'a');
  }
  const keys = Object.keys(filters);
  return [{}, ...keys.map((k) => ({ [k]: filters[k]! })), ...(keys.length > 1 ? [filters] : [])];
}

describe.each(databases)('every list reads a matching index (%s)', (kind) => {
  let t: TestApp;
  const seen: { sql: string; parameters: readonly unknown[] }[] = [];
  let recording = false;
  const cookies: Record<'operator' | 'person' | 'enterprise', string> = { operator: '', person: '', enterprise: '' };
  const appOfEnterprise = '01900000-0000-7000-8000-00000000a990';
  // The open API's lists are called signed, as that application.
  const plannerSecret = 'sk_planner_list_indexes';

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { onQuery: (text, parameters) => recording && seen.push({ sql: text, parameters }) });
    await seedAtScale(t.db, t.app.deps.cipher, kind === 'postgres', {
      users: 50,
      realNameApplications: 400,
      enterprises: 60,
      enterpriseApplications: 300,
      remittances: 300,
      registryEntries: 200,
    });
    cookies.operator = (await readyOperator(t, 'planner')).cookie;
    const person = await signedInUser(t);
    cookies.person = person.cookie;
    await sql`update real_name_applications set user_id = ${person.userId} where id in
      (select id from real_name_applications order by id limit 5)`.execute(t.db);
    const member = await signedInUser(t);
    const { enterpriseId } = await enterpriseContext(t, member.userId);
    cookies.enterprise = member.cookie;
    await sql`update enterprise_applications set enterprise_id = ${enterpriseId} where id in
      (select id from enterprise_applications order by id limit 5)`.execute(t.db);
    // Lists under one record (an application's calls and callbacks) are read for one of the enterprise's.
    const now = t.clock.now();
    await t.db
      .insertInto('applications')
      .values({
        id: appOfEnterprise,
        enterprise_id: enterpriseId,
        user_id: member.userId,
        app_id: 'sbx_planner',
        name: 'Planner',
        abbreviation: 'PL',
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
      .insertInto('app_secrets')
      .values({
        id: appOfEnterprise,
        application_id: appOfEnterprise,
        enterprise_id: enterpriseId,
        secret_cipher: t.app.deps.cipher.encrypt(plannerSecret),
        hint: 'exes',
        created_at: now,
        revoked_at: null,
        last_used_at: null,
        last_used_ip: null,
      })
      .execute();
    // The service-authorization page's list (apps15) is read under one of the enterprise's subscriptions, same id.
    await t.db
      .insertInto('service_products')
      .values({
        id: 'planner-product',
        product_no: 'P-PLAN',
        name: 'Plan',
        service_code: 'id2',
        unit_price_fen: 0,
        created_by: 'op',
        created_at: now,
      })
      .execute();
    await t.db
      .insertInto('service_subscriptions')
      .values({
        id: appOfEnterprise,
        enterprise_id: enterpriseId,
        user_id: member.userId,
        service_code: 'id2',
        status: 2,
        total_count: 10,
        used_count: 0,
        due_at: now + 86_400_000,
        created_at: now,
        product_id: 'planner-product',
        issuing_mode: 1,
        starts_at: now - 1000,
        cycle: 'month',
        unit_price_fen: 0,
        charges_fen: 0,
        updated_at: now,
      })
      .execute();
    // A seal's history (seals.uses) is read under one of the enterprise's seals, same id, with three uses (two pages of two).
    await t.db
      .insertInto('seals')
      .values({
        id: appOfEnterprise,
        enterprise_id: enterpriseId,
        kind: 'contract',
        alias: 'Planner seal',
        size_mm: 40,
        style: null,
        code: null,
        status: 1,
        reject_reason: null,
        image_path: 'seals/planner.png',
        width: 472,
        height: 472,
        created_by: member.userId,
        reviewed_by: null,
        reviewed_at: null,
        used_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    // Sign flows waiting for the person and copied to it (matched by its account's phone hash), so
    // the waiting and copied lists have a second page to read.
    const personPhone =
      (await t.db.selectFrom('users').select('phone_hash').where('id', '=', person.userId).executeTakeFirst())?.phone_hash ??
      'list-indexes-phone';
    await t.db.updateTable('users').set({ phone_hash: personPhone }).where('id', '=', person.userId).execute();
    for (const i of [1, 2, 3]) {
      const flowId = `01900000-0000-7000-8000-00000000c99${i}`;
      await t.db
        .insertInto('sign_flows')
        .values({
          id: flowId,
          enterprise_id: enterpriseId,
          user_id: member.userId,
          application_id: null,
          title: `Flow ${i}`,
          message: null,
          status: 1,
          current_group: 1,
          deadline_at: now + 86_400_000,
          started_at: now,
          finished_at: null,
          end_reason: null,
          evidence_code: null,
          created_at: now + i,
          updated_at: now + i,
        })
        .execute();
      const contact = {
        enterprise_id: enterpriseId,
        user_id: member.userId,
        name_cipher: 'x',
        phone_cipher: null,
        phone_hash: personPhone,
      };
      await t.db
        .insertInto('sign_flow_signers')
        .values({
          id: `01900000-0000-7000-8000-00000000d99${i}`,
          flow_id: flowId,
          ...contact,
          kind: 'person',
          enterprise_name: null,
          email_cipher: null,
          language: 'en',
          group_no: 1,
          status: 'toSign',
          link_hash: null,
          reminded_at: null,
          signed_at: null,
          reject_reason: null,
          signer_user_id: null,
          certificate_serial: null,
          created_at: now + i,
        })
        .execute();
      await t.db
        .insertInto('sign_flow_ccs')
        .values({
          id: `01900000-0000-7000-8000-00000000e99${i}`,
          flow_id: flowId,
          ...contact,
          email_cipher: null,
          language: 'en',
          created_at: now + i,
        })
        .execute();
    }
    // A flow of the enterprise under the id the lists with a path id read, with events to page (0060).
    await t.db
      .insertInto('sign_flows')
      .values({
        id: appOfEnterprise,
        enterprise_id: enterpriseId,
        user_id: member.userId,
        application_id: null,
        title: 'Flow with events',
        message: null,
        status: 1,
        current_group: 1,
        deadline_at: now + 86_400_000,
        started_at: now,
        finished_at: null,
        end_reason: null,
        evidence_code: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await t.db
      .insertInto('sign_flow_events')
      .values(
        [1, 2, 3].map((i) => ({
          id: `01900000-0000-7000-8000-00000000f99${i}`,
          flow_id: appOfEnterprise,
          enterprise_id: enterpriseId,
          user_id: member.userId,
          kind: 'created',
          party_id: null,
          actor_kind: 'system' as const,
          actor: null,
          ip: null,
          reason: null,
          deadline_at: null,
          created_at: now + i,
        })),
      )
      .execute();
    // A bulk send of the enterprise under that id (0065), its template and version, and the flow above as its row 1.
    const templateId = '01900000-0000-7000-8000-00000000c991';
    const versionId = '01900000-0000-7000-8000-00000000c992';
    await t.db
      .insertInto('templates')
      .values({
        id: templateId,
        enterprise_id: enterpriseId,
        user_id: member.userId,
        name: 'Bulk template',
        description: null,
        enabled: 1,
        version: 1,
        version_id: versionId,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await t.db
      .insertInto('template_versions')
      .values({
        id: versionId,
        template_id: templateId,
        enterprise_id: enterpriseId,
        user_id: member.userId,
        version: 1,
        file_name: 'contract.pdf',
        file_path: 'templates/none.pdf',
        sha256: '0'.repeat(64),
        size: 1,
        pages: '[]',
        roles: '[]',
        fields: '[]',
        created_at: now,
      })
      .execute();
    await t.db
      .insertInto('import_batches')
      .values({
        id: appOfEnterprise,
        enterprise_id: enterpriseId,
        kind: 'templateBulk',
        status: 'done',
        file_path: null,
        total: 1,
        valid: 1,
        invalid: 0,
        next_row: 1,
        done: 1,
        failed: 0,
        created_by: member.userId,
        ip: '127.0.0.1',
        lang: 'en',
        created_at: now,
        expires_at: now + 86_400_000,
        lease_until: null,
        finished_at: now,
      })
      .execute();
    await t.db
      .insertInto('template_bulks')
      .values({
        id: appOfEnterprise,
        enterprise_id: enterpriseId,
        user_id: member.userId,
        template_id: templateId,
        version_id: versionId,
        version: 1,
        title: 'Bulk',
        message: null,
        deadline_at: now + 86_400_000,
        lang: 'en',
        created_at: now,
      })
      .execute();
    await t.db
      .insertInto('template_bulk_flows')
      .values({
        bulk_id: appOfEnterprise,
        row: 1,
        flow_id: appOfEnterprise,
        enterprise_id: enterpriseId,
        notice_due_at: null,
        created_at: now,
      })
      .execute();
    await t.db
      .insertInto('seal_uses')
      .values(
        [1, 2, 3].map((i) => ({
          id: `01900000-0000-7000-8000-00000000b99${i}`,
          enterprise_id: enterpriseId,
          seal_id: appOfEnterprise,
          applier: 'member' as const,
          user_id: member.userId,
          application_id: null,
          document_name: `doc-${i}.pdf`,
          document_sha256: '0'.repeat(64),
          channel: 'console' as const,
          created_at: now + i,
        })),
      )
      .execute();
    // A partner's brought accounts and enterprises are read under one partner, same id.
    await t.db
      .insertInto('channels')
      .values({
        id: appOfEnterprise,
        code: 'planner',
        name: 'Planner',
        logo: null,
        theme_color: '#1f4e8c',
        text_color: '#203040',
        contact_name: 'P',
        contact_phone: '',
        status: 1,
        entry_path: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await t.db.insertInto('channel_accounts').values({ user_id: member.userId, channel_id: appOfEnterprise, created_at: now }).execute();
    await t.db
      .insertInto('channel_enterprises')
      .values({ enterprise_id: enterpriseId, channel_id: appOfEnterprise, created_at: now })
      .execute();
  });
  afterAll(() => t?.close());

  async function planOf(text: string, parameters: readonly unknown[]): Promise<string[]> {
    if (kind === 'sqlite') {
      const rows = await t.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${text}`, [...parameters]));
      return rows.rows.map((r) => r.detail);
    }
    return t.db.connection().execute(async (conn) => {
      await sql`set enable_seqscan = off`.execute(conn);
      await sql`set enable_sort = off`.execute(conn);
      try {
        const rows = await conn.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${text}`, [...parameters]));
        return rows.rows.map((r) => r['QUERY PLAN']);
      } finally {
        await sql`reset all`.execute(conn);
      }
    });
  }

  function faults(plan: string[], substring: boolean): string[] {
    return plan.filter((line) => {
      if (kind === 'sqlite') {
        if (/USE TEMP B-TREE FOR (RIGHT PART OF )?ORDER BY/.test(line)) return true;
        return !substring && /^SCAN (?!capped\b)(?!CONSTANT ROW)\S+$/.test(line.trim());
      }
      // A Merge Append's "Sort Key" names the order it keeps while merging each month's index scan
      // (the partitioned operation log and usage ledger): no rows are sorted there.
      if (/\bSort\b/.test(line) && !/^\s*Sort Key:/.test(line)) return true;
      return !substring && /Seq Scan/.test(line);
    });
  }

  it('finds the lists of the endpoint table', () => {
    expect(lists.map((e) => e.id).sort()).toEqual(expect.arrayContaining(['realName.reviewApplications', 'enterpriseAuth.history']));
  });

  it.each(lists.map((e) => [e.id, e] as const))('%s', async (_, endpoint) => {
    const callers = endpoint.access === 'user' ? [cookies.person, cookies.enterprise] : [cookies.operator];
    const checked: string[] = [];
    const path = endpoint.path.replace(':id', appOfEnterprise);
    const get = (query: URLSearchParams, cookie: string) =>
      endpoint.access === 'app'
        ? signedCall(t, { appId: 'sbx_planner', secret: plannerSecret, path: path.slice('/platform-api/v1/'.length), query: [...query] })
        : t.call('GET', `/webgate${path}?${query}`, { cookie });
    for (const filter of variants(endpoint)) {
      const query = new URLSearchParams({ ...filter, pageSize: '2' });
      let cookie = callers[0]!;
      let first = await get(query, cookie);
      if (first.json().code !== 0 && callers[1]) {
        cookie = callers[1];
        first = await get(query, cookie);
      }
      expect(first.json().code, first.body).toBe(0);
      const next = first.json().data.next as string | null;
      seen.length = 0;
      recording = true;
      await get(query, cookie);
      if (next) await get(new URLSearchParams([...query, ['after', next]]), cookie);
      recording = false;
      const queries = seen.filter(
        (q) => /^select/i.test(q.sql) && (/ order by /i.test(q.sql) || /"capped"/.test(q.sql)) && / limit /i.test(q.sql),
      );
      expect(queries.length, `${endpoint.id} ${query}: no list query recorded`).toBeGreaterThan(0);
      for (const q of queries) {
        const plan = await planOf(q.sql, q.parameters);
        expect(faults(plan, / like /i.test(q.sql)), `${endpoint.id} ${query}\n${q.sql}\n${plan.join('\n')}`).toEqual([]);
        checked.push(q.sql);
      }
    }
    expect(checked.some((s) => / order by /i.test(s))).toBe(true);
  });
});
