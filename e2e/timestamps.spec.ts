import { readFileSync } from 'node:fs';
import { evidenceRoutes, requiredHeaders } from '@console/contract';
import { en, zh } from '@console/phrases';
import { expect, test } from '@playwright/test';
import { addressesIn, personContext } from './support/people';
import { baseURL, screenshot, setLanguage } from './support/server';

/**
 * The time-stamp journey: a person time-stamps a file (hashed in the browser) and verifies the
 * token against it; deposits the file as evidence, waits for the minute's batch to anchor it,
 * downloads the deposit certificate (a PDF), and verifies the deposit by its code on the public
 * page with the file re-hashed there; the pages in en and zh, on a desktop and a phone.
 */
const ownAddress = addressesIn('198.51.117');
const contract = { name: 'contract.txt', mimeType: 'text/plain', buffer: Buffer.from(`A contract made at ${new Date().toISOString()}\n`) };

test('time-stamp and verify a file, deposit it as evidence, download its certificate, verify it by code (en, zh)', async ({ browser }) => {
  test.setTimeout(150_000);
  const { context, page } = await personContext(browser, 'en', ownAddress());

  await page.goto('/serviceManage/myTimestamp');
  await page.getByTestId('timestamp-file').setInputFiles(contract);
  await page.getByTestId('timestamp-issue').click();
  await expect(page.getByTestId('timestamp-issued')).toBeVisible();
  await page.getByTestId('timestamp-verify-file').setInputFiles(contract);
  await page.getByTestId('timestamp-verify').click();
  await expect(page.getByTestId('timestamp-check')).toContainText(en.timestamps.validFor);
  await screenshot(page, 'timestamps-en');

  // The SM2 track: SM3 computed in the browser.
  await page.getByTestId('timestamp-algorithm').getByText(en.timestamps.algorithms['2']).click();
  const rsaToken = await page.getByTestId('timestamp-token').inputValue();
  await page.getByTestId('timestamp-issue').click();
  await expect(page.getByTestId('timestamp-token')).not.toHaveValue(rsaToken);
  await page.getByTestId('timestamp-verify').click();
  await expect(page.getByTestId('timestamp-check')).toContainText(en.timestamps.validFor);
  await expect(page.getByTestId('timestamp-check')).toContainText('SM2 Time-Stamping Authority');

  await page.goto('/serviceManage/myEvidence');
  await expect(page.getByTestId('evidence-table')).toContainText(en.evidence.empty);
  await page.getByTestId('evidence-deposit').click();
  await page.getByTestId('evidence-file').setInputFiles(contract);
  await expect(page.getByTestId('evidence-hash')).toContainText(/[0-9a-f]{64}/);
  await screenshot(page, 'evidence-deposit-en', { fullPage: false });
  await page.getByTestId('evidence-submit').click();
  await expect(page.getByTestId('evidence-status')).toHaveText(en.evidence.status.pending);
  // The batching job runs every minute in a live server; the e2e server (test mode) runs no jobs, so it is run now.
  const anchored = await page.request.post(`${baseURL}/webgate${evidenceRoutes.testAnchor.path}`, {
    headers: { ...requiredHeaders, 'Accept-Language': 'en' },
  });
  expect(((await anchored.json()) as { data: { anchored: number } }).data.anchored).toBeGreaterThan(0);
  await page.getByTestId('evidence-refresh').click();
  await expect(page.getByTestId('evidence-status')).toHaveText(en.evidence.status.anchored);
  await screenshot(page, 'evidence-en');
  const code = (await page.getByTestId('evidence-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z0-9]{16}$/);

  const download = page.waitForEvent('download');
  await page.getByTestId('evidence-certificate').click();
  const pdf = readFileSync(await (await download).path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.toString('latin1')).toContain(code);

  // The public page, signed out: the code, and the file re-hashed in this browser.
  const visitor = await browser.newContext({ extraHTTPHeaders: ownAddress() });
  const open = await visitor.newPage();
  await setLanguage(open, 'en');
  await open.goto(`/evidence/verify?code=${code}`);
  await open.getByTestId('evidence-verify-file').setInputFiles(contract);
  await open.getByTestId('evidence-verify').click();
  await expect(open.getByTestId('evidence-proof')).toHaveText(en.evidence.checks.proofValid);
  await expect(open.getByTestId('evidence-timestamp')).toHaveText(en.evidence.checks.timestampValid);
  await expect(open.getByTestId('evidence-file-match')).toHaveText(en.evidence.checks.fileMatches);
  await screenshot(open, 'evidence-verify-en');

  await open.getByTestId('evidence-verify-file').setInputFiles({ ...contract, buffer: Buffer.from('another file') });
  await open.getByTestId('evidence-verify').click();
  await expect(open.getByTestId('evidence-file-match')).toHaveText(en.evidence.checks.fileDiffers);

  await setLanguage(open, 'zh');
  await open.goto(`/evidence/verify?code=${code}`);
  await open.getByTestId('evidence-verify').click();
  await expect(open.getByTestId('evidence-proof')).toHaveText(zh.evidence.checks.proofValid);
  await screenshot(open, 'evidence-verify-zh');
  await visitor.close();

  await setLanguage(page, 'zh');
  await page.goto('/serviceManage/myEvidence');
  await expect(page.getByTestId('evidence-status')).toHaveText(zh.evidence.status.anchored);
  await screenshot(page, 'evidence-zh');
  await page.goto('/serviceManage/myTimestamp');
  await page.getByTestId('timestamp-file').setInputFiles(contract);
  await page.getByTestId('timestamp-issue').click();
  await expect(page.getByTestId('timestamp-issued')).toBeVisible();
  await page.getByTestId('timestamp-verify').click();
  await expect(page.getByTestId('timestamp-check')).toContainText(zh.timestamps.valid);
  await screenshot(page, 'timestamps-zh');
  await context.close();
});
