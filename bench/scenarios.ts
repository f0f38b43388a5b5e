import { accountRoutes, realNameRoutes, siteRoutes } from '@console/contract';
import { sql } from 'kysely';
import type { Config } from '../apps/server/src/config.js';
import type { Db } from '../apps/server/src/db/database.js';
import { storeCaptcha } from '../apps/server/src/features/auth/index.js';
import { createOperator } from '../apps/server/src/features/ops/index.js';
import { createMemoryLimiter } from '../apps/server/src/platform/limiter.js';
import { reviewOrder } from '../apps/server/src/features/realName/queries.js';
import { systemClock } from '../apps/server/src/platform/clock.js';
import type { FieldCipher } from '../apps/server/src/platform/crypto.js';
import { createFileStore } from '../apps/server/src/platform/file-store.js';
import { newId } from '../apps/server/src/platform/ids.js';
import { encodeCursor } from '../apps/server/src/platform/keyset.js';
import { createOperatorSession, operatorCookie } from '../apps/server/src/platform/operator-session.js';
import { hashPassword } from '../apps/server/src/platform/password.js';
import { createUserSession, sessionCookie } from '../apps/server/src/platform/session.js';
import { withProviders } from '../apps/server/src/providers/providers.js';
import { phone3Body, phone3Path, signedApps, signedHeaders } from './open-api.js';
import { plainUserRow } from './accounts.js';

/** What autocannon sends, over and over, for one scenario. */
export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Requests that cannot be repeated verbatim (a captcha is good for one check): each takes the next. */
  variants?: { headers?: Record<string, string>; body: string }[];
}

/** What preparing a scenario may use: the database the server runs on, written to directly. */
export interface BenchContext {
  db: Db;
  config: Config;
  cipher: FieldCipher;
  /** Rows seeded in the big tables (the review queue). */
  rows: number;
}

export interface Scenario {
  name: string;
  description: string;
  /**
   * Concurrent connections for this scenario and its bare baseline, where the scenario's callers are
   * many by nature (the open API: applications' servers); BENCH_CONNECTIONS otherwise.
   */
  connections?: number;
  /** The load: one request repeated, or a background load beside it (one operator paging while users read). */
  prepare(ctx: BenchContext): Promise<{ request: BenchRequest; background?: BenchRequest }>;
}

/** The headers the console sends; state-changing calls without them are refused. */
export const consoleHeaders = { platformType: 'company', appCode: 'company', 'Access-Source': 'pc', 'Accept-Language': 'en' };

const deps = (ctx: BenchContext) =>
  withProviders({
    db: ctx.db,
    config: ctx.config,
    clock: systemClock,
    cipher: ctx.cipher,
    files: createFileStore(ctx.config.files),
  });

async function signedInCookie(ctx: BenchContext, name: string): Promise<string> {
  const now = Date.now();
  const userId = newId(now);
  await ctx.db
    .insertInto('users')
    .values(plainUserRow(userId, name, `${name}@example.com`, now))
    .execute();
  const { token } = await createUserSession(deps(ctx), { userId, loginPath: 'password', ip: '127.0.0.1', userAgent: 'bench' });
  return `${sessionCookie}=${token}`;
}

let operator: Promise<string> | undefined;
function operatorCookieOf(ctx: BenchContext): Promise<string> {
  operator ??= (async () => {
    const { id } = await createOperator(deps(ctx), { name: 'bench-operator' });
    await ctx.db.updateTable('operators').set({ must_change_password: 0 }).where('id', '=', id).execute();
    const token = await createOperatorSession(deps(ctx), { operatorId: id, ip: '127.0.0.1', userAgent: 'bench' });
    return `${operatorCookie}=${token}`;
  })();
  return operator;
}

/** The cursor of the review queue ("under review") after the row at `fraction` of it: a deep page. */
async function deepCursor(ctx: BenchContext, fraction: number): Promise<string> {
  const offset = Math.floor((ctx.rows / 4) * fraction);
  const row = await sql<{ created_at: number | string; id: string }>`select created_at, id from real_name_applications
    where status = 'underReview' order by created_at, id limit 1 offset ${offset}`.execute(ctx.db);
  const key = row.rows[0]!;
  return encodeCursor(reviewOrder, { status: 'underReview' }, [Number(key.created_at), key.id]);
}

const review = `/webgate${realNameRoutes.reviewApplications.path}`;

export const scenarios: Scenario[] = [
  {
    name: 'site-config',
    description: 'GET /webgate/base/site/config: public, envelope, one database read',
    prepare: async () => ({ request: { method: 'GET', path: `/webgate${siteRoutes.config.path}`, headers: consoleHeaders } }),
  },
  {
    name: 'header-info',
    description: 'GET /webgate/base/user/headerInfo: a session-authenticated read (session, person and context in one query)',
    prepare: async (ctx) => ({
      request: {
        method: 'GET',
        path: `/webgate${accountRoutes.headerInfo.path}`,
        headers: { ...consoleHeaders, cookie: await signedInCookie(ctx, 'bench-reader') },
      },
    }),
  },
  {
    name: 'review-page-1',
    description: 'The operators\u2019 review queue ("under review"), first page of 10, with its capped count, at scale',
    prepare: async (ctx) => ({
      request: {
        method: 'GET',
        path: `${review}?status=underReview&pageSize=10`,
        headers: { ...consoleHeaders, cookie: await operatorCookieOf(ctx) },
      },
    }),
  },
  {
    name: 'review-page-deep',
    description: 'The same queue 90 % deep, by its keyset cursor',
    prepare: async (ctx) => ({
      request: {
        method: 'GET',
        path: `${review}?status=underReview&pageSize=10&after=${await deepCursor(ctx, 0.9)}`,
        headers: { ...consoleHeaders, cookie: await operatorCookieOf(ctx) },
      },
    }),
  },
  {
    name: 'reads-while-paging',
    description:
      'header-info while one operator pages deep in the queue on one more connection (users\u2019 p99 against the quiet header-info)',
    prepare: async (ctx) => ({
      request: {
        method: 'GET',
        path: `/webgate${accountRoutes.headerInfo.path}`,
        headers: { ...consoleHeaders, cookie: await signedInCookie(ctx, 'bench-reader-2') },
      },
      background: {
        method: 'GET',
        path: `${review}?pageSize=50&after=${await deepCursor(ctx, 0.5)}`,
        headers: { ...consoleHeaders, cookie: await operatorCookieOf(ctx) },
      },
    }),
  },
  {
    name: 'password-sign-in',
    description: 'POST /webgate/user/login: captcha check, account look-up, argon2id verification (m=19 MiB, t=2), new session, log row',
    prepare: async (ctx) => {
      const now = Date.now();
      const password = 'bench-pass-1';
      await ctx.db
        .insertInto('users')
        .values({
          ...plainUserRow(newId(now), 'bench-signer', 'bench-signer@example.com', now),
          password_hash: await hashPassword(password),
        })
        .execute();
      const variants: NonNullable<BenchRequest['variants']> = [];
      // One captcha per sign-in, as the console does; more than the runs can spend. No proof of work:
      // the bench measures the server's sign-in, not a client's hashing.
      for (let i = 0; i < 4000; i++) {
        const { token } = await storeCaptcha(deps(ctx), 'BNCH', 0);
        variants.push({ headers: { token }, body: JSON.stringify({ userName: 'bench-signer', password, captcha: 'BNCH' }) });
      }
      return {
        request: {
          method: 'POST',
          path: '/webgate/user/login',
          headers: { ...consoleHeaders, 'content-type': 'application/json' },
          variants,
        },
      };
    },
  },
  {
    name: 'open-api-phone3',
    description:
      'POST /webgate/platform-api/v1/verify/phone3 from 64 concurrent callers (applications’ servers; the bare baseline gets as many): signature (HMAC-SHA256 over the canonical string), nonce, rate limit, authorization, the sandbox identity provider, and one unit taken with its usage row in one transaction',
    connections: 64,
    prepare: async (ctx) => {
      // Eight applications on one package, so the per-application rate limit (set high here) spreads.
      const { callers } = await signedApps({ ...deps(ctx), limiter: createMemoryLimiter() }, { apps: 8, units: 100_000_000 });
      // Signed now: valid for the 5-minute window the run takes; one nonce per request.
      const variants = Array.from({ length: 400_000 }, (_, i) => ({
        headers: signedHeaders(callers[i % callers.length]!, phone3Body),
        body: phone3Body,
      }));
      return { request: { method: 'POST', path: phone3Path, variants } };
    },
  },
];

// ---- the organization at scale: 10,000 departments and 100,000 members ----------------

const orgSize = { tops: 100, perTop: 99, members: 100_000 } as const;

/** An enterprise with 100 top-level departments of 99 sub-departments each and 100,000 members, and its master's session. */
let benchOrg: Promise<{ cookie: string; deepCode: string }> | undefined;
function largeOrganization(ctx: BenchContext): Promise<{ cookie: string; deepCode: string }> {
  benchOrg ??= seedOrganization(ctx);
  return benchOrg;
}

async function seedOrganization(ctx: BenchContext): Promise<{ cookie: string; deepCode: string }> {
  const { db } = ctx;
  const now = systemClock.now();
  const cookie = await signedInCookie(ctx, 'bench-org-master');
  const master = await db.selectFrom('users').select('id').where('account_name', '=', 'bench-org-master').executeTakeFirstOrThrow();
  const enterpriseId = newId(now);
  await db
    .insertInto('enterprises')
    .values({
      id: enterpriseId,
      name: 'Bench Org Co., Ltd.',
      master_user_id: master.id,
      real_name_status: 0,
      check_status: 0,
      enterprise_no: 'E000000000001',
      passed_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('members')
    .values({ id: newId(now), enterprise_id: enterpriseId, user_id: master.id, role: 'master', role_id: null, status: 1, created_at: now })
    .execute();
  await db.updateTable('sessions').set({ enterprise_id: enterpriseId }).where('user_id', '=', master.id).execute();

  const departments: { id: string; parent: string; path: string; depth: number; name: string }[] = [];
  for (let i = 0; i < orgSize.tops; i++) {
    const top = { id: newId(now), parent: enterpriseId, path: '', depth: 1, name: `Division ${String(i).padStart(3, '0')}` };
    top.path = `/${top.id}/`;
    departments.push(top);
    for (let j = 0; j < orgSize.perTop; j++) {
      const id = newId(now);
      departments.push({ id, parent: top.id, path: `${top.path}${id}/`, depth: 2, name: `Team ${i}-${String(j).padStart(2, '0')}` });
    }
  }
  for (let i = 0; i < departments.length; i += 500)
    await db
      .insertInto('departments')
      .values(
        departments.slice(i, i + 500).map((d) => ({
          id: d.id,
          enterprise_id: enterpriseId,
          parent_id: d.parent,
          name: d.name,
          path: d.path,
          depth: d.depth,
          head_member_id: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  const teams = departments.filter((d) => d.depth === 2);
  for (let i = 0; i < orgSize.members; i += 500) {
    const batch = Array.from({ length: Math.min(500, orgSize.members - i) }, (_, k) => ({
      user: newId(now),
      member: newId(now),
      n: i + k,
    }));
    await db
      .insertInto('users')
      .values(batch.map((b) => plainUserRow(b.user, `bench-member-${b.n}`, null, now)))
      .execute();
    await db
      .insertInto('members')
      .values(
        batch.map((b) => ({
          id: b.member,
          enterprise_id: enterpriseId,
          user_id: b.user,
          role: 'member',
          role_id: null,
          status: 1,
          created_at: now,
        })),
      )
      .execute();
    await db
      .insertInto('department_members')
      .values(batch.map((b) => ({ department_id: teams[b.n % teams.length]!.id, member_id: b.member, enterprise_id: enterpriseId })))
      .execute();
  }
  return { cookie, deepCode: departments[50 * (orgSize.perTop + 1)]!.id };
}

scenarios.push(
  {
    name: 'org-tree-root',
    description:
      'GET organization children of the root (first page of 50 of 100 top departments, with hasChildren): 10,000 departments, 100,000 members',
    prepare: async (ctx) => ({
      request: {
        method: 'GET',
        path: '/webgate/console/organization/department/children?parentCode=root',
        headers: { ...consoleHeaders, cookie: (await largeOrganization(ctx)).cookie },
      },
    }),
  },
  {
    name: 'org-tree-level',
    description: 'GET organization children of one top department (first 50 of its 99 teams)',
    prepare: async (ctx) => {
      const org = await largeOrganization(ctx);
      return {
        request: {
          method: 'GET',
          path: `/webgate/console/organization/department/children?parentCode=${org.deepCode}`,
          headers: { ...consoleHeaders, cookie: org.cookie },
        },
      };
    },
  },
  {
    name: 'org-tree-search',
    description: 'GET department search "team 42-" (99 hits, first 50, each with its full path) over 10,000 departments',
    prepare: async (ctx) => ({
      request: {
        method: 'GET',
        path: '/webgate/console/organization/department/search?keyword=team%2042-',
        headers: { ...consoleHeaders, cookie: (await largeOrganization(ctx)).cookie },
      },
    }),
  },
  {
    name: 'org-members-department',
    description: 'GET members of one team (about 10 of 100,000), masked, with departments and roles',
    prepare: async (ctx) => {
      const org = await largeOrganization(ctx);
      const team = await ctx.db
        .selectFrom('departments')
        .select('id')
        .where('parent_id', '=', org.deepCode)
        .orderBy('name')
        .executeTakeFirstOrThrow();
      return {
        request: {
          method: 'GET',
          path: `/webgate/console/organization/member/list?departmentCode=${team.id}`,
          headers: { ...consoleHeaders, cookie: org.cookie },
        },
      };
    },
  },
  // Workbook building runs in the worker pool, not on the event loop.
  {
    name: 'reads-while-exporting',
    description:
      'header-info while one operator exports the 100,000-member organization as xlsx (50,000 rows, the cap) in a loop on one more connection (users\u2019 p99 against the quiet header-info)',
    prepare: async (ctx) => ({
      request: {
        method: 'GET',
        path: `/webgate${accountRoutes.headerInfo.path}`,
        headers: { ...consoleHeaders, cookie: await signedInCookie(ctx, 'bench-reader-3') },
      },
      background: {
        method: 'GET',
        path: '/webgate/console/organization/member/export?status=onTheJob',
        headers: { ...consoleHeaders, cookie: (await largeOrganization(ctx)).cookie },
      },
    }),
  },
);
