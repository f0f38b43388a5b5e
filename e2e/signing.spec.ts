import { requiredHeaders } from '@console/contract';
import { en, zh } from '@console/phrases';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { operatorContext } from './support/operators';
import { addressesIn, personContext } from './support/people';
import { baseURL, codeIn, latestMessage, screenshot, setLanguage } from './support/server';

/**
 * Issue 16's signing journey: a person with passed real-name authentication and a platform-held
 * certificate uploads a PDF, places the signature, signs, downloads the signed file, and checks it
 * on the public verification page (no sign-in); pages in en and zh on a desktop and a phone.
 */
const ownAddress = addressesIn('198.51.117');

function idNumber(): string {
  const base =
    `1101082002${String(Date.now() % 100000).padStart(5, '0')}${Math.floor(Math.random() * 10)}${Math.floor(Math.random() * 10)}`.slice(
      0,
      17,
    );
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...base].reduce((s, d, i) => s + Number(d) * weights[i]!, 0);
  return base + '10X98765432'[sum % 11]!;
}

async function api(request: APIRequestContext, path: string, data: unknown) {
  const res = await request.post(`${baseURL}/webgate${path}`, { data, headers: { ...requiredHeaders, 'Accept-Language': 'en' } });
  const body = (await res.json()) as { code: number; msg: string };
  if (body.code !== 0) throw new Error(`${path}: ${body.code} ${body.msg}`);
}

async function contractPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < 2; i++) doc.addPage([595, 842]).drawText(`Service contract, page ${i + 1}`, { x: 60, y: 760, size: 18, font });
  return Buffer.from(await doc.save());
}

test('sign a PDF with a platform-held certificate, download it, verify it on the public page (en, zh)', async ({ browser }) => {
  test.setTimeout(150_000);
  const identity = { name: '孙十', idNumber: idNumber(), phone: `137${String(Date.now()).slice(-8)}` };
  const ops = await operatorContext(browser);
  await api(ops.request, '/operation-webapi/identityRegistry', {
    ...identity,
    phoneCheck: 'pass',
    bankCheck: 'pass',
    faceCheck: 'pass',
    note: 'signing journey',
  });
  await ops.close();

  const { context, page } = await personContext(browser, 'en', ownAddress());
  const since = Date.now();
  await api(page.request, '/console/personal/realName/phone/code', identity);
  const code = codeIn((await latestMessage('sms', identity.phone, { after: since - 1000 })).text);
  await api(page.request, '/console/personal/realName/phone', { ...identity, code });
  await api(page.request, '/console/certificate/apply', { certType: 3, algorithm: 0, validity: 0, keyOrigin: 'platform' });

  await page.goto('/serviceManage/mySigning');
  await expect(page.getByTestId('signed-table')).toContainText(en.signing.empty);
  await page.locator('input[type=file]').setInputFiles({ name: 'contract.pdf', mimeType: 'application/pdf', buffer: await contractPdf() });
  await page.getByTestId('sign-certificate').click();
  await page.locator('.ant-select-item-option').first().click();
  await screenshot(page, 'signing-en');
  const download = page.waitForEvent('download');
  await page.getByTestId('sign-submit').click();
  const signed = readFileSync(await (await download).path());
  expect(signed.toString('latin1')).toContain('/SubFilter /ETSI.CAdES.detached');
  await expect(page.getByTestId('signed-table')).toContainText('contract.pdf');

  await setLanguage(page, 'zh');
  await page.goto('/serviceManage/mySigning');
  await expect(page.getByTestId('signed-table')).toContainText(zh.signing.channels.console);
  await screenshot(page, 'signing-zh');
  await context.close();

  // The public page: a visitor without a session.
  for (const language of ['en', 'zh'] as const) {
    const visitor = await browser.newContext({ extraHTTPHeaders: ownAddress(), locale: language === 'zh' ? 'zh-CN' : 'en-US' });
    const p = await visitor.newPage();
    await setLanguage(p, language);
    await p.goto('/signing/verify');
    const texts = language === 'zh' ? zh : en;
    await expect(p.getByRole('heading', { level: 2, name: texts.signing.verify.title })).toBeVisible();
    await p.locator('input[type=file]').setInputFiles({ name: 'contract-signed.pdf', mimeType: 'application/pdf', buffer: signed });
    await p.getByTestId('verify-submit').click();
    await expect(p.getByTestId('verified-valid')).toHaveText(texts.signing.verify.validity.true);
    await expect(p.getByTestId('verified-chain')).toHaveText(texts.signing.verify.chains.ours);
    await expect(p.getByTestId('verified-coverage')).toHaveText(texts.signing.verify.coverages.whole);
    await screenshot(p, `signature-verify-${language}`);
    await visitor.close();
  }
});
