import { en, zh } from '@console/phrases';
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { addressesIn } from './support/people';
import { screenshot, setLanguage } from './support/server';
import { consoleCall, realNamePerson } from './support/real-name';

/**
 * The signing journey: a person with passed real-name authentication and a platform-held
 * certificate uploads a PDF, places the signature, signs, downloads the signed file, and checks it
 * on the public verification page (no sign-in); pages in en and zh on a desktop and a phone.
 */
const ownAddress = addressesIn('198.51.117');

async function contractPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < 2; i++) doc.addPage([595, 842]).drawText(`Service contract, page ${i + 1}`, { x: 60, y: 760, size: 18, font });
  return Buffer.from(await doc.save());
}

test('sign a PDF with a platform-held certificate, download it, verify it on the public page (en, zh)', async ({ browser }) => {
  test.setTimeout(150_000);
  const { context, page } = await realNamePerson(browser, {
    name: '孙十',
    idPrefix: '1101082002',
    phonePrefix: '137',
    note: 'signing journey',
    headers: ownAddress(),
  });
  await consoleCall(page.request, '/console/certificate/apply', { certType: 3, algorithm: 0, validity: 0, keyOrigin: 'platform' });

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
