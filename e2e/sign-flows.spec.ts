import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { en, zh } from '@console/phrases';
import { expect, test } from '@playwright/test';
import { addressesIn, personContext } from './support/people';
import { screenshot, setLanguage } from './support/server';

/**
 * The sign flows page (issue 31, first slice): a person creates a draft from a title, a deadline and
 * a PDF, finds it in the list as a draft, filters by status; a PDF that is not one is refused beside
 * its field; en and zh, on a desktop and a phone (390 × 844, no sideways scrolling, axe).
 */
const ownAddress = addressesIn('203.0.151');

async function contractPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText('Lease agreement', { x: 60, y: 760, size: 18, font });
  return Buffer.from(await doc.save());
}

test('sign flows: create a draft, list it, filter by status (en, zh, desktop and phone)', async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page } = await personContext(browser, 'en', ownAddress());
  await page.goto('/serviceManage/mySignFlows');
  await expect(page.getByTestId('flow-table')).toContainText(en.signFlows.list.empty);

  // Not a PDF: refused by content, nothing created.
  await page.getByTestId('flow-title').fill('Lease agreement');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('plain text') });
  await page.getByTestId('flow-submit').click();
  await expect(page.getByText(en.errors.signFlowPdfInvalid.replace('{{problem}}', en.signFlows.pdfProblem.notPdf))).toBeVisible();
  await expect(page.getByTestId('flow-table')).toContainText(en.signFlows.list.empty);

  await page.locator('input[type=file]').setInputFiles({ name: 'lease.pdf', mimeType: 'application/pdf', buffer: await contractPdf() });
  await page.getByTestId('flow-submit').click();
  await expect(page.getByText(en.signFlows.create.created)).toBeVisible();
  await expect(page.getByTestId('flow-table')).toContainText('Lease agreement');
  await expect(page.getByTestId('flow-table')).toContainText(en.signFlows.status.draft);
  await screenshot(page, 'sign-flows-en');

  await page.getByTestId('flow-status').click();
  await page.locator('.ant-select-item-option').filter({ hasText: en.signFlows.status.completed }).click();
  await expect(page.getByTestId('flow-table')).toContainText(en.signFlows.list.empty);

  await setLanguage(page, 'zh');
  await page.goto('/serviceManage/mySignFlows');
  await expect(page.getByTestId('flow-table')).toContainText(zh.signFlows.status.draft);
  await screenshot(page, 'sign-flows-zh');
  await context.close();
});
