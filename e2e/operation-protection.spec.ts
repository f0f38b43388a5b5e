import { createHmac } from 'node:crypto';
import path from 'node:path';
import { requiredHeaders, unlimitedDueAt } from '@console/contract';
import { en, zh } from '@console/phrases';
import { type APIRequestContext, expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { afterCodeCooldown } from './support/accounts';
import { operatorContext } from './support/operators';
import { addressesIn, personContext } from './support/people';
import { baseURL, codeIn, dataDir, latestMessage, screenshot } from './support/server';

/**
 * Operation protection: a person with an authenticator app creates an application secret;
 * after the SMS willingness code, the server asks for a fresh second factor, the console's dialog
 * asks for it, and once the app's code (computed here, RFC 6238) is entered the secret is shown.
 * In en and zh; the dialog at desktop size and on a 390 × 844 phone.
 */
const ownAddress = addressesIn('198.51.102');

function base32(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/\s/g, '')) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
}

function totp(key: string, step = Math.floor(Date.now() / 30_000)): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32(key)).update(counter).digest();
  const offset = mac[19]! & 15;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

async function api<T>(request: APIRequestContext, method: 'GET' | 'POST', p: string, data?: unknown): Promise<T> {
  const res = await request.fetch(`${baseURL}/webgate${p}`, { method, data, headers: { ...requiredHeaders, 'Accept-Language': 'en' } });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 0) throw new Error(`${method} ${p}: ${body.code} ${body.msg}`);
  return body.data;
}

for (const language of ['en', 'zh'] as const) {
  const p = language === 'en' ? en : zh;

  test(`a new application secret asks for a fresh second factor and proceeds (${language})`, async ({ browser }) => {
    // The journey waits out the one-a-minute SMS cooldown after registration.
    test.setTimeout(240_000);
    const { person, context, page } = await personContext(browser, language, ownAddress());
    // The authenticator app, set up through the API (its own journey is mfa.spec.ts).
    const { key } = await api<{ key: string }>(page.request, 'POST', '/console/mfa/totp/start', {});
    await api(page.request, 'POST', '/console/mfa/totp/confirm', { code: totp(key), password: person.password });
    const usedStep = Math.floor(Date.now() / 30_000);

    const name = `Protected Co ${Date.now().toString(36)}`;
    const enterprise = await api<{ id: string }>(page.request, 'POST', '/console/enterprise/create', { name });
    const db = new Database(path.join(dataDir, 'console.db'));
    db.prepare('update enterprises set real_name_status = 2, check_status = 2, passed_at = ? where id = ?').run(Date.now(), enterprise.id);
    db.close();
    const ops = await operatorContext(browser);
    const product = await api<{ id: string }>(ops.request, 'POST', '/operation-webapi/services/products', {
      productNo: `OP-${Date.now().toString(36).toUpperCase()}`,
      name: 'Phone 3 elements',
      serviceCode: 'phone3',
      unitPriceFen: 0,
    });
    const sub = await api<{ id: string }>(ops.request, 'POST', '/operation-webapi/services/subscriptions', {
      enterpriseId: enterprise.id,
      productId: product.id,
      totalCount: 100,
      issuingMode: 1,
      startsAt: Date.now() - 1000,
      dueAt: unlimitedDueAt,
      cycle: 'month',
    });
    await ops.close();
    const appName = `Protected app ${language}`;
    await api(page.request, 'POST', '/console/app/create', {
      name: appName,
      appAbbreviation: 'PRT',
      environment: 'production',
      ipWhitelist: '',
      ipRestrict: 0,
      serviceIds: [sub.id],
    });

    await page.goto('/serviceManage/myApp/myAppList');
    await page.getByRole('link', { name: appName }).click();
    await page.getByTestId('secret-new').click();
    const secretDialog = page.getByRole('dialog');
    await afterCodeCooldown(person.phone);
    const sentAfter = Date.now();
    await secretDialog.getByRole('button', { name: p.auth.countdown.send }).click();
    const sms = await latestMessage('sms', person.phone, { after: sentAfter - 1000, purpose: 'appSecret' });
    await secretDialog.getByLabel(p.fields.code).fill(codeIn(sms.text));
    await secretDialog.getByRole('button', { name: p.apps.secrets.reveal }).click();

    // The server refuses without a fresh factor: the console asks for one.
    const proof = page.getByTestId('operation-protection');
    await expect(proof.getByText(p.mfa.operation.introCode)).toBeVisible();
    await screenshot(page, `operation-protection-${language}`, { fullPage: false });
    // A code of a later step than the one the set-up used (each code works once).
    while (Math.floor(Date.now() / 30_000) <= usedStep) await page.waitForTimeout(1000);
    await proof.getByTestId('operation-protection-code').fill(totp(key));
    await page.getByTestId('operation-protection-ok').click();

    // The act is sent again and proceeds: the secret shown once.
    const secret = page.getByTestId('new-secret');
    await expect(secret).toHaveText(/^sk_/);
    await screenshot(page, `operation-protection-proceeded-${language}`, { fullPage: false });
    await context.close();
  });
}
