import fs from 'node:fs';
import { type Endpoint, computeModules } from '@console/contract';
import { translate } from '@console/phrases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '../../src/platform/route.js';
import { type TestApp, consoleHeaders, databases, signedInUser, startTestApp } from '../support/harness.js';
import { enterpriseContext } from '../support/enterprise-helpers.js';
import { readyOperator } from '../support/ops-helpers.js';

/**
 * Unsafe text refused, as a property of the endpoint table: every string input of every endpoint —
 * path and query parameters, declared headers, JSON, form and multipart bodies — holding a NUL, a
 * lone surrogate, a right-to-left override or a C1 control answers 400 naming that field in the
 * caller's language, and nothing is written (no row, no file). On PostgreSQL a NUL that reached the
 * database used to answer 500.
 */

const NUL = 'a\u0000b';
const RLO = 'a\u202Eb';
const C1 = 'a\u0085b';
const LONE_SURROGATE = 'a\uD800b';
/** A lone surrogate cannot be percent-encoded (encodeURIComponent throws): it travels only in JSON. */
const inUrls = [NUL, RLO, C1];
const inJson = [NUL, RLO, C1, LONE_SURROGATE];

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
}
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** The input fields of a schema by dotted path (objects nested in objects included); [''] for a non-object. */
function fieldsOf(schema: z.ZodType, prefix = ''): string[] {
  const def = defOf(schema);
  if (def.type === 'object') {
    return Object.entries(def.shape!).flatMap(([key, inner]) => {
      const nested = fieldsOf(inner, `${prefix}${key}.`);
      return nested.length && !nested.includes(`${prefix}${key}.`) ? [`${prefix}${key}`, ...nested] : [`${prefix}${key}`];
    });
  }
  const inner = def.innerType ?? def.in;
  if (inner) return fieldsOf(inner, prefix);
  if (def.options) return [...new Set(def.options.flatMap((o) => fieldsOf(o, prefix)))];
  return prefix ? [] : [''];
}

/** `{a: {b: value}}` for 'a.b'; the value itself for the root. */
function valueAt(field: string, value: string): unknown {
  if (field === '') return value;
  return field
    .split('.')
    .reverse()
    .reduce<unknown>((inner, key) => ({ [key]: inner }), value);
}

const paramsOf = (endpoint: Endpoint) => [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

function urlOf(endpoint: Endpoint, params: Record<string, string>, query?: Record<string, string>): string {
  const filled = endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? 'x'.repeat(24)));
  const qs = query ? `?${new URLSearchParams(query).toString()}` : '';
  return `/webgate${filled}${qs}`;
}

async function multipartBody(fields: Record<string, string>): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

/** Everything the database holds, minus the "last seen" stamps a session lookup may refresh. */
async function fingerprint(t: TestApp): Promise<string> {
  // On PostgreSQL the introspection sees every schema of the database: only this test's own counts.
  const own = t.config.database.kind === 'postgres' ? t.config.database.schema : undefined;
  const tables = (await t.db.introspection.getTables())
    .filter((table) => own === undefined || table.schema === own)
    .map((table) => table.name)
    .sort();
  const dump: Record<string, unknown[]> = {};
  for (const table of tables) {
    if (table.startsWith('kysely_')) continue;
    const rows = (await t.db
      .selectFrom(table as 'users')
      .selectAll()
      .execute()) as Record<string, unknown>[];
    dump[table] = rows.map(({ last_seen_at: _seen, ...rest }) => JSON.stringify(rest)).sort();
  }
  return JSON.stringify(dump);
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
}

const unsafeMessage = {
  en: translate('en', 'validation.unsafeCharacters', { field: '' }).trim(),
  zh: translate('zh', 'validation.unsafeCharacters', { field: '' }).trim(),
};

describe.each(databases)('control characters, lone surrogates and bidi overrides on %s', (kind) => {
  let t: TestApp;
  let sessionFor: (endpoint: Endpoint) => string | undefined;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const personal = await signedInUser(t);
    const master = await signedInUser(t);
    await enterpriseContext(t, master.userId, { passed: true });
    const operator = await readyOperator(t, 'probe');
    const personalModules = new Set(computeModules({ kind: 'personal' }).map((m) => m.code));
    // The session each endpoint lets in, so that on code without the check a probe reaches the service.
    sessionFor = (endpoint) => {
      if (endpoint.access === 'public') return undefined;
      if (endpoint.access !== 'user') return operator.cookie;
      return !endpoint.permission || personalModules.has(endpoint.permission) ? personal.cookie : master.cookie;
    };
  });
  afterAll(async () => {
    await t.close();
  });

  type Probe = { endpoint: Endpoint; where: 'params' | 'query' | 'headers' | 'body'; field: string; value: string };

  function probesOf(endpoint: Endpoint): Probe[] {
    const probes: Probe[] = [];
    for (const field of paramsOf(endpoint)) for (const value of inUrls) probes.push({ endpoint, where: 'params', field, value });
    if (endpoint.query)
      for (const field of fieldsOf(endpoint.query).filter((f) => !f.includes('.')))
        for (const value of inUrls) probes.push({ endpoint, where: 'query', field, value });
    if (endpoint.headers)
      for (const field of fieldsOf(endpoint.headers))
        for (const value of [NUL, C1]) probes.push({ endpoint, where: 'headers', field, value });
    if (endpoint.body) {
      const flat = endpoint.encoding === 'form' || endpoint.encoding === 'multipart';
      const fields = fieldsOf(endpoint.body).filter((f) => !flat || (f !== '' && !f.includes('.')));
      const values = endpoint.encoding === 'json' || !endpoint.encoding ? inJson : inUrls;
      for (const field of fields) for (const value of values) probes.push({ endpoint, where: 'body', field, value });
    }
    return probes;
  }

  async function send(probe: Probe, language: 'en' | 'zh', cookie?: string) {
    const { endpoint, where, field, value } = probe;
    const headers: Record<string, string> = { ...consoleHeaders, 'Accept-Language': language };
    if (cookie) headers.cookie = cookie;
    const url = urlOf(endpoint, where === 'params' ? { [field]: value } : {}, where === 'query' ? { [field]: value } : undefined);
    if (where === 'headers') headers[field] = value;
    let payload: string | Buffer | undefined;
    if (where === 'body') {
      if (endpoint.encoding === 'multipart') {
        const body = await multipartBody({ [field]: value });
        payload = body.payload;
        headers['content-type'] = body.contentType;
      } else if (endpoint.encoding === 'form') {
        payload = new URLSearchParams({ [field]: value }).toString();
        headers['content-type'] = 'application/x-www-form-urlencoded';
      } else {
        payload = JSON.stringify(valueAt(field, value));
        headers['content-type'] = 'application/json';
      }
    }
    return t.app.inject({ method: endpoint.method, url, headers, payload });
  }

  it('refuses them in every string input of every endpoint, naming the field, in the caller’s language, writing nothing', async () => {
    const before = await fingerprint(t);
    const filesBefore = filesUnder(t.dataDir);
    const probes = t.app.endpoints.flatMap(probesOf);
    // Every endpoint that takes any input is in the property, not only a handful of them.
    const probed = new Set(probes.map((p) => p.endpoint.id));
    // A body of no fields (a multipart upload whose only part is its file) has no text to probe.
    const withInput = t.app.endpoints
      .filter((e) => e.params || e.query || e.headers || (e.body && fieldsOf(e.body).length > 0))
      .map((e) => e.id);
    expect(withInput.filter((id) => !probed.has(id))).toEqual([]);
    expect(probes.length).toBeGreaterThan(300);
    const failures: string[] = [];
    for (const [i, probe] of probes.entries()) {
      const cookie = sessionFor(probe.endpoint);
      // A multipart body is read after the session: a signed-in probe speaks the person's own language
      // (en), since a console in another language is remembered with the account (a write of its own).
      const language = (cookie && probe.endpoint.encoding === 'multipart') || i % 2 === 0 ? 'en' : 'zh';
      const res = await send(probe, language, cookie);
      const body = JSON.parse(res.body) as { code: number; msg: string; data: { fields?: { field: string; message: string }[] } };
      const label = `${probe.endpoint.id} ${probe.where} ${probe.field || '(root)'} ${JSON.stringify(probe.value)}`;
      const named = body.data?.fields?.[0];
      if (
        res.statusCode !== 400 ||
        body.code !== 1000400 ||
        named?.field !== probe.field ||
        !named.message.endsWith(unsafeMessage[language])
      ) {
        failures.push(`${label}: ${res.statusCode} ${res.body.slice(0, 160)}`);
      } else if (!body.msg.endsWith(unsafeMessage[language])) {
        failures.push(`${label}: the message does not say what is wrong: ${body.msg}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await fingerprint(t)).toBe(before);
    expect(filesUnder(t.dataDir)).toEqual(filesBefore);
  });

  it('refuses them at the five endpoints where probing found a 500 or a stored control character, otherwise valid requests', async () => {
    const user = await signedInUser(t);
    const cases: { method: 'GET' | 'POST'; url: string; body?: Record<string, string>; field: string; cookie?: string }[] = [
      { method: 'POST', url: '/webgate/operation-webapi/login', body: { name: 'ops\u0000', password: 'whatever-it-is' }, field: 'name' },
      {
        method: 'POST',
        url: '/webgate/console/personal/sessions/end',
        body: { sessionId: 'x\u0000' },
        field: 'sessionId',
        cookie: user.cookie,
      },
      { method: 'GET', url: '/webgate/console/personal/realName/faceTicket/a%00b', field: 'id', cookie: user.cookie },
      {
        method: 'POST',
        url: '/webgate/console/enterprise/create',
        body: { name: 'Acme \u202Etd Co., Ltd.' },
        field: 'name',
        cookie: user.cookie,
      },
      {
        method: 'POST',
        url: '/webgate/console/enterprise/switch',
        body: { enterpriseId: 'e\u0000' },
        field: 'enterpriseId',
        cookie: user.cookie,
      },
    ];
    const before = await fingerprint(t);
    for (const c of cases) {
      const res = await t.call(c.method, c.url, { body: c.body, cookie: c.cookie, language: 'zh' });
      expect(res.statusCode, c.url).toBe(400);
      expect(res.json().data.fields, c.url).toEqual([
        { field: c.field, message: expect.stringMatching(/包含不允许的控制字符或文字方向字符$/) },
      ]);
    }
    expect(await fingerprint(t)).toBe(before);
  });

  it('refuses a path parameter that is not valid UTF-8 (a lone surrogate in disguise) in the envelope', async () => {
    const res = await t.call('GET', '/webgate/console/public/faceSwiping/%ED%A0%80abcdefghijklmnopqrstuvwxyz', { language: 'zh' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 1000400, msg: '参数格式错误' });
  });

  it('lets line breaks through only where a field spans lines, and never NUL there', async () => {
    const { cookie } = await readyOperator(t, 'lines');
    const entry = {
      name: '张三',
      idNumber: '11010519491231002X',
      phoneCheck: 'pass',
      bankCheck: 'pass',
      faceCheck: 'pass',
    };
    const url = '/webgate/operation-webapi/identityRegistry';
    const nul = await t.call('POST', url, { cookie, body: { ...entry, note: 'first\u0000line' } });
    expect(nul.json().data.fields).toEqual([{ field: 'note', message: expect.stringContaining('control') }]);
    const nameWithBreak = await t.call('POST', url, { cookie, body: { ...entry, name: '张\n三', note: 'x' } });
    expect(nameWithBreak.json().data.fields).toEqual([{ field: 'name', message: expect.stringContaining('control') }]);
    const twoLines = await t.call('POST', url, { cookie, body: { ...entry, note: 'first line\nsecond line' } });
    expect(twoLines.json().data.fields ?? []).not.toContainEqual(expect.objectContaining({ message: expect.stringContaining('control') }));
  });
});

describe.each(databases.filter((d) => d === 'postgres'))('a database encoding error on %s', (kind) => {
  // A probe endpoint that hands its input to the database unchecked, as a future route might.
  const probe = {
    id: 'site.encodingProbe',
    method: 'POST',
    path: '/test/encodingProbe',
    access: 'public',
    summary: 'probe',
    summaryZh: '探针',
    output: z.null(),
  } as const satisfies Endpoint;
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(
      kind,
      {},
      {
        extraRoutes: [
          defineRoute(probe, async ({ deps, req }) => {
            const { sql } = await import('kysely');
            await sql`select ${String((req.body as { text: string }).text)}::text`.execute(deps.db);
            return null;
          }),
        ],
      },
    );
  });
  afterAll(async () => {
    t.app.contractViolations.length = 0;
    await t.close();
  });

  it('answers 400, never 500, when PostgreSQL refuses the bytes', async () => {
    const res = await t.call('POST', '/webgate/test/encodingProbe', { body: { text: 'a\u0000b' }, language: 'zh' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 1000400, msg: '参数格式错误' });
  });
});
