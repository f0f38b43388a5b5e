import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, databases, signedInUser, startTestApp } from '../support/harness.js';

/**
 * Every JSON answer of the API says `Cache-Control: no-store` — a person's data, a list, an error —
 * so no browser cache or shared proxy keeps a copy for the next user of the machine; the console's
 * static files keep their own caching.
 */
describe.each(databases)('JSON answers are never stored (%s)', (kind) => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'console-web-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, 'assets', 'strings-3f9a1c2b.json'), '{"hello":"world"}');
    fs.writeFileSync(path.join(webDist, 'manifest.json'), '{"name":"Console"}');
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head><title>Console</title></head><body></body></html>');
    t = await startTestApp(kind, { WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('marks answers no-store: signed-in data, a form post, a refusal, an unknown path, a wrong method, bad input', async () => {
    const { cookie } = await signedInUser(t);
    const answers = {
      data: await t.call('GET', '/webgate/base/user/headerInfo', { cookie }),
      form: await t.call('POST', '/webgate/base/user/getUserInfo2', { cookie, form: {} }),
      signedOut: await t.call('GET', '/webgate/base/user/headerInfo'),
      unknown: await t.call('GET', '/webgate/no/such/endpoint', { cookie }),
      wrongMethod: await t.call('DELETE', '/webgate/base/user/headerInfo', { cookie }),
      badInput: await t.call('POST', '/webgate/base/user/updatePass', { cookie, form: { oldPass: '' } }),
    };
    for (const [what, res] of Object.entries(answers)) {
      expect(res.headers['content-type'], what).toMatch(/^application\/json/);
      expect(res.headers['cache-control'], what).toBe('no-store');
    }
    expect(answers.data.json().code).toBe(0);
    expect(answers.signedOut.json().code).toBe(-1);
  });

  it('leaves the console’s files their own caching, JSON files among them', async () => {
    const hashed = await t.app.inject({ method: 'GET', url: '/assets/strings-3f9a1c2b.json' });
    expect(hashed.headers['content-type']).toMatch(/^application\/json/);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.json' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const page = await t.app.inject({ method: 'GET', url: '/apps' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
