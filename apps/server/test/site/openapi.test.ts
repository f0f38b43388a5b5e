import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Endpoint, endpointList, errorCatalogue, errorsOf, siteEndpoints } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createDatabase } from '../../src/db/database.js';
import { defineRoute } from '../../src/platform/route.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';

type Operation = {
  operationId: string;
  summary: string;
  'x-summary-zh': string;
  security: unknown;
  responses: Record<string, { description: string; content?: Record<string, { schema?: Record<string, any> }> }>;
};

const openApiPath = (endpoint: Endpoint) => `/webgate${endpoint.path}`.replace(/:(\w+)/g, '{$1}');
const securityOf = (endpoint: Endpoint) =>
  endpoint.access === 'public'
    ? []
    : endpoint.access === 'user'
      ? [{ userSession: [] }]
      : endpoint.access === 'app'
        ? [{ appSignature: [] }]
        : [{ operatorSession: [] }];

describe.each(databases)('the OpenAPI document and health on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const document = async () =>
    JSON.parse((await t.call('GET', '/webgate/openapi.json')).body) as {
      openapi: string;
      paths: Record<string, Record<string, Operation>>;
    };

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const doc = JSON.parse((await t.call('GET', '/webgate/openapi.json')).body);
    expect(doc.openapi).toBe('3.1.0');
    const login = doc.paths['/webgate/operation-webapi/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['name', 'password', 'captcha']);
    expect(login['x-summary-zh']).toMatch(/^运营人员登录/);
  });

  it('lists every registered endpoint of the table exactly once, with its method, path, answer, errors and security', async () => {
    const doc = await document();
    const operations = Object.entries(doc.paths).flatMap(([where, item]) =>
      Object.entries(item).map(([method, operation]) => ({ where, method, operation })),
    );
    const registered = new Set(t.app.endpoints.map((e) => e.id));
    const tabled = endpointList.filter((e) => registered.has(e.id));
    // In test mode every entry of the table is served, the test-only ones included.
    expect(endpointList.filter((e) => !registered.has(e.id)).map((e) => e.id)).toEqual([]);
    // What the app registered is the table's, every entry of it (test mode registers the test-only ones too).
    expect(t.app.endpoints.map((e) => e.id).sort()).toEqual(tabled.map((e) => e.id).sort());
    for (const endpoint of tabled) {
      const found = operations.filter((o) => o.operation.operationId === endpoint.id);
      expect(found, endpoint.id).toHaveLength(1);
      const [{ where, method, operation }] = found as [(typeof found)[number]];
      expect([method, where], endpoint.id).toEqual([endpoint.method.toLowerCase(), openApiPath(endpoint)]);
      // The standard summary is the English one; the API reference shows the Chinese one in zh.
      expect([operation.summary, operation['x-summary-zh']], endpoint.id).toEqual([endpoint.summary, endpoint.summaryZh]);
      const content = Object.values(operation.responses['200']?.content ?? {});
      expect(content.length, endpoint.id).toBeGreaterThan(0);
      for (const media of content) expect(media.schema, endpoint.id).toBeTypeOf('object');
      const statuses = [...new Set(errorsOf(endpoint).map((key) => errorCatalogue[key].status))].map(String).sort();
      expect(
        Object.keys(operation.responses)
          .filter((s) => s !== '200')
          .sort(),
        endpoint.id,
      ).toEqual(statuses);
      for (const key of errorsOf(endpoint)) {
        expect(operation.responses[String(errorCatalogue[key].status)]!.description, `${endpoint.id} ${key}`).toContain(
          `${key} (${errorCatalogue[key].code})`,
        );
      }
      expect(operation.security, endpoint.id).toEqual(securityOf(endpoint));
    }
  });

  it('documents an envelope answer by its data schema, and the document itself as JSON', async () => {
    const doc = await document();
    const config = doc.paths['/webgate/base/site/config']!.get!.responses['200']!.content!['application/json']!.schema!;
    expect(config.properties.code).toEqual({ type: 'integer', const: 0 });
    expect(Object.keys(config.properties.data.properties)).toEqual(
      expect.arrayContaining(['themeColor', 'loginEntryPath', 'version', 'outboxEnabled']),
    );
    expect(Object.keys(doc.paths['/webgate/openapi.json']!.get!.responses['200']!.content!)).toEqual(['application/json']);
  });

  it('answers health with the version and the database it reached', async () => {
    const res = await t.call('GET', '/webgate/health');
    expect(res.json()).toMatchObject({ code: 0, data: { status: 'ok', version: '6.7.2', database: kind } });
  });
});

describe('registering an endpoint', () => {
  it('twice is refused when the app is built', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-test-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: path.join(dataDir, 'no-web') });
    const db = createDatabase(config.database);
    try {
      const again = defineRoute(siteEndpoints.health, async () => ({
        status: 'ok' as const,
        version: 'again',
        database: 'sqlite' as const,
      }));
      await expect(buildApp(config, { db, logger: false, extraRoutes: [again] })).rejects.toThrow('endpoint site.health registered twice');
    } finally {
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
