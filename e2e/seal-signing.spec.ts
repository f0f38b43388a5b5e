import path from 'node:path';
import { readFileSync } from 'node:fs';
import { requiredHeaders } from '@console/contract';
import { en, zh } from '@console/phrases';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { type APIRequestContext, expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { afterCodeCooldown } from './support/accounts';
import { addressesIn, personContext } from './support/people';
import { baseURL, codeIn, dataDir, latestMessage, screenshot, setLanguage } from './support/server';
import { provenForOperations } from './support/operation-protection';

/**
 * The seal on the signature: an authenticated enterprise's master makes a contract seal and a
 * platform-held enterprise certificate, grants the seal to an administrator (with the SMS code to
 * the master's phone); the grantee picks the seal's card on the signing page, places it (page, x, y,
 * size), signs and downloads the PDF, and the public verification page shows the seal beside the
 * signature; en and zh, desktop and phone.
 */
const ownAddress = addressesIn('203.0.137');

async function contractPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < 2; i++) doc.addPage([595, 842]).drawText(`Purchase contract, page ${i + 1}`, { x: 60, y: 760, size: 18, font });
  return Buffer.from(await doc.save());
}

async function post<T>(request: APIRequestContext, p: string, data: unknown): Promise<T> {
  const res = await request.post(`${baseURL}/webgate${p}`, { data, headers: { ...requiredHeaders, 'Accept-Language': 'en' } });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 0) throw new Error(`POST ${p}: ${body.code} ${body.msg}`);
  return body.data;
}

test('a granted seal is the visible signature: picked, placed, signed, and shown on the verification page (en, zh)', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const master = await personContext(browser, 'en', ownAddress());
  // No digits in the name: the grant's SMS names the enterprise, and the code is read as its only number.
  const name = `杭州${[...Date.now().toString().slice(-6)].map((d) => '零一二三四五六七八九'[Number(d)]).join('')}贸易有限公司`;
  const enterprise = await post<{ id: string }>(master.page.request, '/console/enterprise/create', { name });
  // Enterprise authentication has journeys of its own (enterprise.spec.ts); here it is marked passed in the database.
  const db = new Database(path.join(dataDir, 'console.db'));
  db.prepare('update enterprises set real_name_status = 2, check_status = 2, passed_at = ? where id = ?').run(Date.now(), enterprise.id);
  db.close();
  const seal = await post<{ id: string }>(master.page.request, '/console/seals', { kind: 'contract', sizeMm: 42, alias: 'Contract seal' });
  await post(master.page.request, '/console/certificate/apply', { certType: 1, algorithm: 0, validity: 0, keyOrigin: 'platform' });

  // The grantee: an administrator of the enterprise (membership written directly; organization.spec.ts invites people).
  const grantee = await personContext(browser, 'en', ownAddress());
  const memberId = `e2e-seal-${Date.now()}`;
  const write = new Database(path.join(dataDir, 'console.db'));
  const { id: granteeId } = write.prepare('select id from users where account_name = ?').get(grantee.person.userName) as { id: string };
  write
    .prepare('insert into members (id, enterprise_id, user_id, role, role_id, status, created_at) values (?, ?, ?, ?, null, 1, ?)')
    .run(memberId, enterprise.id, granteeId, 'admin', Date.now());
  write.close();
  await post(grantee.page.request, '/console/enterprise/switch', { enterpriseId: enterprise.id });

  // An administrator sees the enterprise's seals on the signing page (signing with one still needs a grant).
  const pdf = await contractPdf();
  const page = grantee.page;
  await page.goto('/serviceManage/mySigning');
  const sealCard = page.getByTestId('seal-choice').filter({ hasText: 'Contract seal' });
  await expect(sealCard).toBeVisible();
  await expect.poll(() => sealCard.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(400);

  // The master grants it, with the code sent to their own phone.
  await afterCodeCooldown(master.person.phone);
  const since = Date.now();
  await post(master.page.request, '/console/seals/grant-code', {});
  const code = codeIn((await latestMessage('sms', master.person.phone, { after: since })).text);
  await provenForOperations(master.context);
  await post(master.page.request, `/console/seals/${seal.id}/grants`, {
    memberId,
    role: 'user',
    startAt: Date.now() - 60_000,
    endAt: null,
    code,
  });

  await page.reload();
  await page.locator('input[type=file]').setInputFiles({ name: 'purchase.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByTestId('sign-certificate').click();
  await page.locator('.ant-select-item-option').first().click();
  await sealCard.click();
  await expect(page.getByTestId('sign-size')).toBeVisible();
  await expect(page.getByTestId('sign-width')).toHaveCount(0);
  await page.getByTestId('sign-x').fill('400');
  await page.getByTestId('sign-y').fill('80');
  await page.getByTestId('sign-size').fill('130');
  await screenshot(page, 'seal-signing-en');
  const download = page.waitForEvent('download');
  await page.getByTestId('sign-submit').click();
  const signed = readFileSync(await (await download).path());
  expect(signed.toString('latin1')).toContain('/SMask');
  await expect(page.getByTestId('signed-table')).toContainText('purchase.pdf');

  await setLanguage(page, 'zh');
  await page.goto('/serviceManage/mySigning');
  await expect(page.getByTestId('seal-picker')).toContainText(zh.signing.seal.none);
  await page.getByTestId('seal-choice').filter({ hasText: 'Contract seal' }).click();
  await expect(page.getByText(zh.signing.seal.size)).toBeVisible();
  await screenshot(page, 'seal-signing-zh');
  await master.context.close();
  await grantee.context.close();

  // The public verification page shows the seal beside the signature.
  for (const language of ['en', 'zh'] as const) {
    const visitor = await browser.newContext({ extraHTTPHeaders: ownAddress(), locale: language === 'zh' ? 'zh-CN' : 'en-US' });
    const p = await visitor.newPage();
    await setLanguage(p, language);
    await p.goto('/signing/verify');
    const texts = language === 'zh' ? zh : en;
    await p.locator('input[type=file]').setInputFiles({ name: 'purchase-signed.pdf', mimeType: 'application/pdf', buffer: signed });
    await p.getByTestId('verify-submit').click();
    await expect(p.getByTestId('verified-valid')).toHaveText(texts.signing.verify.validity.true);
    const shown = p.getByTestId('verified-seal');
    await expect(shown).toBeVisible();
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(496);
    await expect(p.getByText(texts.signing.verify.seal, { exact: true })).toBeVisible();
    await screenshot(p, `seal-verify-${language}`);
    await visitor.close();
  }
});
