import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../../scripts/lib/precompress.mjs';
import { type TestApp, startTestApp } from '../support/harness.js';

/**
 * What goes over the wire: built assets in the encoding the browser accepts, from the
 * copies the build wrote, byte-identical once decoded; large JSON compressed per request, small JSON
 * not; the document policy (CSP and friends) on HTML only, nosniff everywhere.
 */

const asset = 'assets/index-3f9a1c2b.js';
// Source-like text: compressible, and long enough to be worth it.
const script = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${JSON.stringify(`line ${i} of the console`)};`).join('\n');

describe('compression and document headers', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'console-web-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(path.join(webDist, asset), script);
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      `<!doctype html><html><head><title>Console</title></head><body>${'<!-- - -->'.repeat(200)}</body></html>`,
    );
    expect(precompressDir(webDist)).toBe(2);
    t = await startTestApp('sqlite', { WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('answers a hashed asset in Brotli when asked, identical once decoded, immutable and varying by encoding', async () => {
    const res = await get(`/${asset}`, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.rawPayload.length).toBeLessThan(script.length / 3);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('answers gzip to a client without Brotli, and the plain file to one that asks for neither', async () => {
    const gz = await get(`/${asset}`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get(`/${asset}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses a large JSON answer per request and leaves a small one alone', async () => {
    const big = await get('/webgate/openapi.json', 'br');
    expect(big.headers['content-encoding']).toBe('br');
    expect(String(big.headers.vary)).toMatch(/accept-encoding/i);
    const document = JSON.parse(zlib.brotliDecompressSync(big.rawPayload).toString());
    expect(document.openapi).toMatch(/^3\./);
    const small = await t.app.inject({
      method: 'GET',
      url: '/webgate/base/site/config',
      headers: { 'accept-encoding': 'br', platformType: 'company', appCode: 'company', 'Access-Source': 'pc', 'Accept-Language': 'en' },
    });
    expect(small.json().code).toBe(0);
    if (small.rawPayload.length < 1024) expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('sends the content security policy with HTML only; JSON keeps nosniff and no document policy', async () => {
    const page = await get('/login', 'br');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain('<title>Console</title>');

    const json = await get('/webgate/openapi.json');
    expect(json.headers['x-content-type-options']).toBe('nosniff');
    expect(json.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(json.headers['content-security-policy']).toBeUndefined();
    expect(json.headers['x-frame-options']).toBeUndefined();
  });
});
