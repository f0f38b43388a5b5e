import { endpointList } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { defineCapability } from '../../src/platform/capability.js';
import { personal } from '../../src/features/personal/index.js';
import { type TestApp, startTestApp } from '../support/harness.js';

/** The endpoint table of the contract and the routes the server answers are the same list. */
describe('the endpoint table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('registers every endpoint of the table exactly once, and nothing outside it', () => {
    const registered = t.app.endpoints.map((e) => e.id);
    expect(registered.length).toBe(new Set(registered).size);
    expect([...registered].sort()).toEqual(endpointList.map((e) => e.id).sort());
  });

  it('registers test-only endpoints only in test mode', async () => {
    const testOnly = endpointList.filter((e) => e.testOnly).map((e) => e.id);
    expect(testOnly.length).toBeGreaterThan(0);
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: t.dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST: `${t.dataDir}/no-web`,
      FIELD_ENCRYPTION_KEY: 'a'.repeat(64),
    });
    const production = await buildApp(config, { db: t.db, logger: false, clock: t.clock });
    try {
      const ids = new Set(production.endpoints.map((e) => e.id));
      for (const id of testOnly) expect(ids.has(id), id).toBe(false);
    } finally {
      await production.close();
    }
  });

  it('refuses a capability that registers another capability’s endpoint, or one endpoint twice', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', WEB_DIST: `${t.dataDir}/no-web` });
    const thief = defineCapability({ name: 'site', routes: personal.routes });
    await expect(buildApp(config, { db: t.db, logger: false, capabilities: [thief] })).rejects.toThrow(/another capability/);
    const twice = defineCapability({ name: 'personal', routes: [...personal.routes, personal.routes[0]!] });
    await expect(buildApp(config, { db: t.db, logger: false, capabilities: [twice] })).rejects.toThrow(/registered twice/);
  });
});
