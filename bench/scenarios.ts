import type { FastifyInstance } from 'fastify';
import { storeCaptcha } from '../apps/server/src/features/auth/index.js';
import { newId } from '../apps/server/src/platform/ids.js';
import { hashPassword } from '../apps/server/src/platform/password.js';
import { createUserSession, sessionCookie } from '../apps/server/src/platform/session.js';

/** What autocannon sends, over and over, for one scenario. Plain data: it crosses a process boundary. */
export interface BenchRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /**
   * Requests that cannot be repeated verbatim (a captcha is good for one check): each request takes
   * the next variant's headers and body, in turn.
   */
  variants?: { headers?: Record<string, string>; body: string }[];
}

/**
 * One measured endpoint. `prepare` runs once inside the server process, before measuring, and makes
 * what the requests need (a user, a session, a password); it returns the request to repeat.
 * Add a scenario by appending to `scenarios`; the bare route stays first, as the baseline.
 */
export interface Scenario {
  name: string;
  description: string;
  target: 'bare' | 'app';
  /** Also report requests/s per core (CPU-bound work such as argon2id spreads over the thread pool). */
  perCore?: boolean;
  prepare(app: FastifyInstance): Promise<BenchRequest>;
}

/** The headers the console sends; state-changing calls without them are refused. */
export const consoleHeaders = { platformType: 'company', appCode: 'company', 'Access-Source': 'pc', 'Accept-Language': 'en' };

/** A person and a signed-in session, written straight to the database as the API tests do. */
export async function signedInUser(app: FastifyInstance, name: string): Promise<string> {
  const { db, clock } = app.deps;
  const now = clock.now();
  const userId = newId(now);
  await db
    .insertInto('users')
    .values({
      id: userId,
      account_name: name,
      email: `${name}@example.com`,
      phone: null,
      password_hash: null,
      nickname: null,
      language: 'en',
      real_name_status: 0,
      real_name_at: null,
      check_status: 0,
      status: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const { token } = await createUserSession(app.deps, { userId, loginPath: 'password', ip: '127.0.0.1', userAgent: 'bench' });
  return `${sessionCookie}=${token}`;
}

export const scenarios: Scenario[] = [
  {
    name: 'bare',
    description: 'A bare Fastify route returning a small JSON: the ceiling of this machine',
    target: 'bare',
    prepare: async () => ({ method: 'GET', path: '/bare' }),
  },
  {
    name: 'site-config',
    description: 'GET /webgate/base/site/config: public, envelope, one database read',
    target: 'app',
    prepare: async () => ({ method: 'GET', path: '/webgate/base/site/config', headers: consoleHeaders }),
  },
  {
    name: 'user-info',
    description: 'POST /webgate/base/user/getUserInfo2: header barrier, session lookup, module list',
    target: 'app',
    prepare: async (app) => ({
      method: 'POST',
      path: '/webgate/base/user/getUserInfo2',
      headers: { ...consoleHeaders, 'content-type': 'application/json', cookie: await signedInUser(app, 'bench-user') },
      body: '{}',
    }),
  },
  {
    name: 'password-sign-in',
    description:
      'POST /webgate/user/login: captcha check, account look-up, argon2id verification (m=19 MiB, t=2), new session, operation-log row',
    target: 'app',
    perCore: true,
    prepare: async (app) => {
      const { db, clock } = app.deps;
      const now = clock.now();
      const password = 'bench-pass-1';
      await db
        .insertInto('users')
        .values({
          id: newId(now),
          account_name: 'bench-signer',
          email: 'bench-signer@example.com',
          phone: null,
          password_hash: await hashPassword(password),
          nickname: null,
          language: 'en',
          real_name_status: 0,
          real_name_at: null,
          check_status: 0,
          status: 1,
          created_at: now,
          updated_at: now,
        })
        .execute();
      // One captcha per sign-in, as the console does; more than a run on this machine can spend.
      const variants: NonNullable<BenchRequest['variants']> = [];
      for (let i = 0; i < 8000; i++) {
        const { token } = await storeCaptcha(app.deps, 'BNCH');
        variants.push({ headers: { token }, body: JSON.stringify({ userName: 'bench-signer', password, captcha: 'BNCH' }) });
      }
      return { method: 'POST', path: '/webgate/user/login', headers: { ...consoleHeaders, 'content-type': 'application/json' }, variants };
    },
  },
];
