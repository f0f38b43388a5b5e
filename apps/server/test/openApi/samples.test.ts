import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { openApiSamples } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, appBody, createApp, customer, grant, newSecret, operatorOf } from '../support/apps-helpers.js';
import { type TestApp, startTestApp } from '../support/harness.js';

const run = promisify(execFile);

/**
 * The API reference's code samples, run as published against a listening server: a sample that no
 * longer signs the way the server checks fails here. (Java is not installed on the test machines.)
 */
describe('the published open-API samples', () => {
  let t: TestApp;
  let origin: string;
  let env: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
    // The samples sign with the real clock; the server's must be within minutes of it (the helpers move it on a little).
    t.clock.set(Date.now());
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = address;
    const ops = await operatorOf(t);
    const product = await addProduct(t, ops, 'phone3');
    const c = await customer(t);
    const sub = await grant(t, ops, { enterpriseId: c.enterpriseId, productId: product.id, totalCount: 10 });
    const app = await createApp(t, c, appBody([sub.id]));
    const { secret } = await newSecret(t, c, app.id);
    env = { ...process.env, APP_ID: app.appId, APP_SECRET: secret } as Record<string, string>;
  });
  afterAll(async () => {
    await t.close();
  });

  const answerOf = (stdout: string) => JSON.parse(stdout.trim().split('\n').at(-1)!) as { code: number; data: { result: string } };

  it.each(['node', 'python', 'curl'] as const)('%s', async (language) => {
    const code = openApiSamples(origin)[language];
    const dir = fs.mkdtempSync(path.join(t.dataDir, 'sample-'));
    const file = path.join(dir, { node: 'verify.mjs', python: 'verify.py', curl: 'verify.sh' }[language]);
    // The shell sample's first line sets placeholders; the environment given here wins.
    fs.writeFileSync(file, language === 'curl' ? code.replace(/^APP_ID=.*\n/, '') : code);
    const command = { node: process.execPath, python: 'python3', curl: 'bash' }[language];
    const { stdout } = await run(command, [file], { env, timeout: 20_000 });
    expect(answerOf(stdout)).toMatchObject({ code: 0, data: { result: 'pass' } });
  });
});
