import { createHash, createHmac, randomBytes } from 'node:crypto';
import { canonicalString, channelsRoutes, ssoRoutes as r } from '@console/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cookieFrom, type TestApp, databases, signedInUser, startTestApp } from '../support/harness.js';
import { enterpriseContext } from '../support/enterprise-helpers.js';
import { readyOperator } from '../support/ops-helpers.js';

/**
 * On both databases: ssorand codes (single use, 60 s on the injected clock,
 * redeemed only with a trusted system's signature) and /synchronization tokens (forged, replayed,
 * expired: nobody signed in, nothing changed, every use in the operation log).
 */
const path = (route: { path: string }, id = '') => `/webgate${route.path.replace(':id', id)}`;
const system = (extra: Record<string, unknown> = {}) => ({ code: 'openplat', name: 'Open platform', status: 'enabled', ...extra });
const nonce = () => randomBytes(12).toString('hex');

describe.each(databases)('single sign-on on %s', (kind) => {
  let t: TestApp;
  let ops: string;
  beforeEach(async () => {
    t = await startTestApp(kind);
    ops = (await readyOperator(t, `op${kind}`)).cookie;
  });
  afterEach(async () => {
    await t.close();
  });

  const createSystem = async (extra: Record<string, unknown> = {}) => {
    const res = await t.call('POST', path(r.opsCreate), { cookie: ops, body: system(extra) });
    expect(res.json().code, res.body).toBe(0);
    return res.json().data as { system: { id: string; secretHint: string }; secret: string };
  };

  /** A redeem call as a target server makes it: the exact body, its SHA-256, the open API's signature. */
  const redeem = (input: { code: string; secret: string; systemCode?: string; nonce?: string; timestamp?: number }) => {
    const body = JSON.stringify({ code: input.code });
    const parts = {
      method: 'POST',
      path: path(r.redeem),
      query: [],
      timestamp: String(input.timestamp ?? t.clock.now()),
      nonce: input.nonce ?? nonce(),
      contentSha256: createHash('sha256').update(body).digest('hex'),
    };
    const signature = createHmac('sha256', input.secret).update(canonicalString(parts)).digest('base64');
    return t.app
      .inject({
        method: 'POST',
        url: parts.path,
        headers: {
          'content-type': 'application/json',
          'accept-language': 'en',
          'x-app-id': input.systemCode ?? 'openplat',
          'x-timestamp': parts.timestamp,
          'x-nonce': parts.nonce,
          'x-content-sha256': parts.contentSha256,
          'x-signature': signature,
        },
        payload: body,
      })
      .then((res) => Object.assign(res, { json: () => JSON.parse(res.body) as { code: number; msg: string; data: any } }));
  };

  it('answers a single-use code and the default target; the signed redeem says who it was, once', async () => {
    const { secret, system: made } = await createSystem();
    expect(secret).toMatch(/^sso_/);
    expect(made.secretHint).toBe(secret.slice(-4));
    const stored = await t.db.selectFrom('sso_systems').select('secret').executeTakeFirstOrThrow();
    expect(stored.secret).not.toContain(secret);
    const list = await t.call('GET', path(r.opsList), { cookie: ops });
    expect(JSON.stringify(list.json().data)).not.toContain(secret);

    const person = await signedInUser(t);
    const { enterpriseId } = await enterpriseContext(t, person.userId, { name: 'Acme', passed: true });
    const res = await t.call('GET', `${path(r.ssorand)}?uiSign=apiopen&cloudCode=cloud-1`, { cookie: person.cookie });
    expect(res.json().code, res.body).toBe(0);
    const { code, url, expiresAt } = res.json().data;
    expect(expiresAt - t.clock.now()).toBe(60_000);
    expect(new URL(url).pathname).toBe('/apiReference');
    expect(new URL(url).searchParams.get('ssorand')).toBe(code);
    const row = await t.db.selectFrom('sso_codes').select('code_hash').executeTakeFirstOrThrow();
    expect(row.code_hash).not.toBe(code);

    const first = await redeem({ code, secret });
    expect(first.json().code, first.body).toBe(0);
    expect(first.json().data).toMatchObject({
      userId: person.userId,
      realNameStatus: 0,
      enterprise: { id: enterpriseId, name: 'Acme', realNameStatus: 2 },
      uiSign: 'apiopen',
      cloudCode: 'cloud-1',
    });
    const second = await redeem({ code, secret });
    expect(second.statusCode).toBe(409);
    expect(second.json().msg).toBe('This sign-on code was already used');
  });

  it('refuses an expired code (injected clock), a wrong signature, a stale timestamp and a replayed nonce', async () => {
    const { secret } = await createSystem();
    const person = await signedInUser(t);
    const issue = async () =>
      (await t.call('GET', `${path(r.ssorand)}?uiSign=sdkopen`, { cookie: person.cookie })).json().data.code as string;
    const code = await issue();
    // A forged signature and a stale clock are refused before the code is looked at: it stays usable.
    expect((await redeem({ code, secret: 'sso_wrong' })).statusCode).toBe(401);
    expect((await redeem({ code, secret, systemCode: 'nobody' })).statusCode).toBe(401);
    expect((await redeem({ code, secret, timestamp: t.clock.now() - 6 * 60_000 })).statusCode).toBe(401);
    const used = await t.db.selectFrom('sso_codes').select('used_at').executeTakeFirstOrThrow();
    expect(used.used_at).toBeNull();
    const n = nonce();
    expect((await redeem({ code: 'unknown-code', secret, nonce: n })).json().msg).toBe('This sign-on code is unknown');
    expect((await redeem({ code, secret, nonce: n })).statusCode).toBe(409);

    t.clock.advance(60_001);
    const late = await redeem({ code, secret });
    expect(late.statusCode).toBe(400);
    expect(late.json().msg).toBe('This sign-on code has expired');
    const fresh = await issue();
    expect((await redeem({ code: fresh, secret })).json().code).toBe(0);
  });

  it('sends the entry to the trusted system configured for it, and validates its URL', async () => {
    const bad = await t.call('POST', path(r.opsCreate), {
      cookie: ops,
      body: system({ outSign: 'apiopen', targetUrl: 'javascript:alert(1)' }),
    });
    expect(bad.json().data.fields[0].field).toBe('targetUrl');
    await createSystem({ outSign: 'apiopen', targetUrl: 'https://open.example.com/sso' });
    const taken = await t.call('POST', path(r.opsCreate), { cookie: ops, body: system({ code: 'other', outSign: 'apiopen' }) });
    expect(taken.json().data.fields[0].field).toBe('outSign');
    const person = await signedInUser(t);
    const res = await t.call('GET', `${path(r.ssorand)}?uiSign=apiopen`, { cookie: person.cookie });
    expect(res.json().data.url).toMatch(/^https:\/\/open\.example\.com\/sso\?ssorand=/);
    const refused = await t.call('GET', `${path(r.ssorand)}?uiSign=other`, { cookie: person.cookie, language: 'zh' });
    expect(refused.json().data.fields[0].field).toBe('uiSign');
  });

  describe('synchronization', () => {
    const tokenFor = (secret: string, claims: Record<string, unknown>) => {
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`;
    };
    const claims = (account: string, extra: Record<string, unknown> = {}) => ({
      account,
      iat: t.clock.now(),
      exp: t.clock.now() + 120_000,
      nonce: nonce(),
      ...extra,
    });
    const sync = (token: string, systemCode = 'openplat') => t.call('POST', path(r.synchronize), { body: { system: systemCode, token } });
    const sessions = async () => (await t.db.selectFrom('sessions').select('id').execute()).length;
    const logged = async (action: string) =>
      (await t.db.selectFrom('operation_logs').select('content').where('action', '=', action).execute()).map((l) => l.content);

    it('signs the named account in once; a replay, a forgery and an expired token sign nobody in', async () => {
      const { secret } = await createSystem();
      const person = await signedInUser(t, 'syncperson');
      const before = await sessions();
      const token = tokenFor(secret, claims('syncperson'));
      const ok = await sync(token);
      expect(ok.json().code, ok.body).toBe(0);
      expect(ok.json().data).toMatchObject({ userId: person.userId, userName: 'syncperson' });
      const cookie = cookieFrom(ok, 'esign_session');
      expect((await t.call('GET', path(channelsRoutes.mine), { cookie })).json().code).toBe(0);
      const viaSso = await t.db
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', person.userId)
        .where('login_path', '=', 'sso')
        .execute();
      expect(viaSso).toHaveLength(1);
      expect(await sessions()).toBe(before + 1);

      const replay = await sync(token);
      expect(replay.statusCode).toBe(409);
      expect(replay.cookies.find((c) => c.name === 'esign_session')).toBeUndefined();
      const forged = await sync(tokenFor('sso_not-the-secret', claims('syncperson')));
      expect(forged.statusCode).toBe(401);
      expect(forged.json().msg).toMatch(/signature does not match/);
      const tampered = token.replace(/^[^.]+/, Buffer.from(JSON.stringify(claims('someoneelse'))).toString('base64url'));
      expect((await sync(tampered)).statusCode).toBe(401);
      const expiring = tokenFor(secret, claims('syncperson'));
      t.clock.advance(120_001);
      const expired = await sync(expiring);
      expect(expired.json().msg).toBe('The sign-on token has expired: go back and try again');
      const tooLong = await sync(tokenFor(secret, claims('syncperson', { exp: t.clock.now() + 10 * 60_000 })));
      expect(tooLong.statusCode).toBe(401);
      expect(await sessions()).toBe(before + 1);

      expect(await logged('ssoSignIn')).toEqual(['Open platform (openplat)']);
      expect((await logged('ssoSignInRefused')).sort()).toEqual(
        [
          'openplat: ssoTokenExpired',
          'openplat: ssoTokenInvalid',
          'openplat: ssoTokenInvalid',
          'openplat: ssoTokenInvalid',
          'openplat: ssoTokenReplayed',
        ].sort(),
      );
    });

    it('refuses an unknown or disabled system and an unknown account, in en and zh', async () => {
      const { secret, system: made } = await createSystem();
      const unknownAccount = await sync(tokenFor(secret, claims('ghost')));
      expect(unknownAccount.statusCode).toBe(404);
      const zh = await t.call('POST', path(r.synchronize), {
        body: { system: 'nobody', token: tokenFor(secret, claims('ghost')) },
        language: 'zh',
      });
      expect(zh.json().msg).toBe('跳转来源系统不受本控制台信任');
      await t.call('POST', path(r.opsUpdate, made.id), { cookie: ops, body: system({ status: 'disabled' }) });
      await signedInUser(t, 'realperson');
      const off = await sync(tokenFor(secret, claims('realperson')));
      expect(off.statusCode).toBe(400);
      // A new secret replaces the old one at once.
      await t.call('POST', path(r.opsUpdate, made.id), { cookie: ops, body: system() });
      const rotated = (await t.call('POST', path(r.opsRotate, made.id), { cookie: ops })).json().data;
      expect((await sync(tokenFor(secret, claims('realperson')))).statusCode).toBe(401);
      expect((await sync(tokenFor(rotated.secret, claims('realperson')))).json().code).toBe(0);
    });
  });
});
