import path from 'node:path';
import { en, zh } from '@console/phrases';
import { type Page, expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { authenticatedEnterprise } from './support/enterprises';
import { addressesIn, personContext } from './support/people';
import { realNamePerson } from './support/real-name';
import { codeIn, latestMessage, phone, screenshot, screenshotsDir, setLanguage } from './support/server';
import { enabledTemplate } from './support/templates';

/**
 * Bulk send (templates' spreadsheet send): an enterprise's administrator sends an enabled template by a
 * spreadsheet — the version's xlsx downloaded from the dialog and filled in, the dry run showing a
 * bad phone, a formula and a buyer too wide for its box refused per row, confirm — so that one
 * person gets two flows and another one; the first signs both in one batch on a phone (/signFlow/batch, the code from the outbox); the
 * batch's page then counts them signed and the third waiting. en and zh, desktop and phone.
 */
const ownAddress = addressesIn('203.0.164');

type Cell = string | { formula: string };

/** The template's xlsx as the dialog downloads it, its sample row replaced by these rows (cells named by their headers). */
async function filledSheet(page: Page, rows: Record<string, Cell>[]): Promise<Buffer> {
  const download = page.waitForEvent('download');
  await page.getByTestId('import-template').click();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await (await download).path());
  const sheet = book.worksheets[0]!;
  const columns = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, column) => columns.set(String(cell.value), column));
  sheet.spliceRows(2, Math.max(sheet.rowCount - 1, 0));
  rows.forEach((row, i) =>
    Object.entries(row).forEach(([header, value]) => {
      const column = columns.get(header);
      if (!column) throw new Error(`no column ${header} in ${[...columns.keys()].join(', ')}`);
      sheet.getCell(i + 2, column).value = value;
    }),
  );
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** At 390 × 844 the dry run's error table fits the dialog, which fits the screen: nothing to scroll sideways. */
async function fitsPhone(page: Page, name: string) {
  const desktop = page.viewportSize();
  await page.setViewportSize(phone);
  try {
    const table = page.getByTestId('import-errors');
    await table.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(screenshotsDir, `${name}.png`) });
    const box = await table.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= phone.width, `${name}: the table ends inside the screen`).toBe(true);
    const sideways = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.ant-modal-wrap, .ant-modal-body, [data-testid="import-errors"] .ant-table-content')).map(
        (el) => el.scrollWidth - el.clientWidth,
      ),
    );
    expect(Math.max(...sideways), `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  } finally {
    if (desktop) await page.setViewportSize(desktop);
  }
}

test('bulk send: a template to two people by file, one signs both in a batch on a phone, the batch counts them (en, zh)', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const admin = await personContext(browser, 'en', ownAddress());
  const signer = await realNamePerson(browser, {
    name: 'Zhou Lan',
    idPrefix: '3301061993',
    phonePrefix: '138',
    note: 'bulk send journey',
    headers: ownAddress(),
  });
  const other = await personContext(browser, 'en', ownAddress());
  await authenticatedEnterprise(admin.page.request, '贸易有限公司');
  const template = await enabledTemplate(admin.page.request, {
    name: 'Supply agreement',
    roles: ['Party A'],
    fields: [
      { key: 'buyer', label: 'Buyer', kind: 'text', role: null, page: 1, x: 110, y: 694, width: 300, height: 20, maxLength: 60 },
      { key: 'sa', label: 'Signature', kind: 'signature', role: 'Party A', page: 1, x: 360, y: 120, width: 160, height: 70 },
    ],
  });

  // No bulk send yet: the empty list leads to the templates.
  const page = admin.page;
  await page.goto('/serviceManage/myTemplates?view=batches');
  await expect(page.getByText(en.templates.bulk.list.empty)).toBeVisible();
  await screenshot(page, 'bulk-send-batches-empty-en');
  await page.getByTestId('bulk-to-templates').click();
  await page.getByTestId(`template-bulk-${template.id}`).click();
  await expect(page.getByText(en.templates.bulk.dialog.title)).toBeVisible();
  await screenshot(page, 'bulk-send-dialog-en');

  // Rows 2–7: two flows for the signer, one for the other person, a bad phone, a formula, a buyer wider than its box.
  const row = (buyer: Cell, name: string, contact: string) => ({
    Buyer: buyer,
    'Party A · Name': name,
    'Party A · Phone or e-mail': contact,
  });
  const xlsx = await filledSheet(page, [
    row('Acme Trading 1', signer.identity.name, signer.person.phone),
    row('Acme Trading 2', signer.identity.name, signer.person.phone),
    row('Beta Supplies', 'Wu Fang', other.person.phone),
    row('Gamma Ltd', 'Xu Ming', '12345'),
    row({ formula: 'B2&"!"' }, 'Xu Ming', other.person.phone),
    row('W'.repeat(50), 'Xu Ming', other.person.phone),
  ]);
  const upload = page
    .getByTestId('import-upload')
    .locator('xpath=ancestor::*[contains(@class,"ant-upload")][1]')
    .locator('input[type=file]');
  await upload.setInputFiles({
    name: 'rows.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: xlsx,
  });
  await expect(page.getByTestId('import-summary')).toHaveText('6 rows: 3 ready to send, 3 with errors');
  const errors = page.getByTestId('import-errors');
  await expect(errors.getByRole('columnheader', { name: en.imports.ui.column })).toBeVisible();
  await expect(errors.getByRole('row', { name: /^5 / })).toContainText('Party A');
  await expect(errors.getByRole('row', { name: /^6 / })).toContainText('Buyer');
  await expect(errors.getByRole('row', { name: /^7 / })).toContainText(`Buyer${en.imports.templateBulk.problem.overflow}`);
  await screenshot(page, 'bulk-send-preview-en');
  await fitsPhone(page, 'bulk-send-preview-phone-en');
  await page.getByTestId('import-confirm').click();
  await expect(page.getByTestId('import-result')).toContainText('Sent: 3 flows started, 3 rows not sent', { timeout: 60_000 });
  await page.getByTestId('bulk-open-batch').click();
  await expect(page.getByTestId('bulk-count-waiting')).toContainText('3');
  await expect(page.getByTestId('bulk-flow-link')).toHaveCount(3);

  // The person with two flows signs both in one batch, on a phone.
  const signing = signer.page;
  await signing.setViewportSize(phone);
  await signing.goto('/signFlow/batch');
  await expect(signing.getByTestId('batch-flow')).toHaveCount(2);
  for (const i of [0, 1]) {
    await signing.getByTestId('batch-flow-read').nth(i).click();
    await expect(signing.locator('.hosted-page[data-drawn]')).toHaveCount(1, { timeout: 20_000 });
    await signing.locator('.hosted-page').last().scrollIntoViewIfNeeded();
    await signing.getByTestId('batch-done-reading').click();
  }
  await signing.getByTestId('batch-choose-all').click();
  const since = Date.now();
  await signing.getByTestId('batch-send').click();
  const message = await latestMessage('sms', signer.person.phone, { after: since - 1000, purpose: 'signFlowCode' });
  await signing.getByTestId('batch-code').fill(codeIn(message.text));
  await signing.getByTestId('batch-confirm').click();
  await expect(signing.getByTestId('batch-result-signed')).toHaveCount(2, { timeout: 60_000 });

  // The batch's page counts them: two signed, one waiting; two rows not sent, with their report.
  await page.getByTestId('bulk-refresh').click();
  await expect(page.getByTestId('bulk-count-signed')).toContainText('2');
  await expect(page.getByTestId('bulk-count-waiting')).toContainText('1');
  await expect(page.getByTestId('bulk-count-notSent')).toContainText('3');
  await expect(page.getByTestId('bulk-error-report')).toBeVisible();
  await screenshot(page, 'bulk-send-batch-en');
  await page.getByTestId('bulk-back').click();
  await expect(page.getByTestId('bulk-table')).toContainText('Supply agreement (v2)');
  await screenshot(page, 'bulk-send-batches-en');

  // zh: the list, the batch and the dialog, desktop and phone.
  await setLanguage(page, 'zh');
  await page.reload();
  await expect(page.getByTestId('bulk-table')).toContainText(`${zh.templates.bulk.batch.signed} 2`);
  await screenshot(page, 'bulk-send-batches-zh');
  await page.getByTestId('bulk-table').getByRole('button', { name: 'Supply agreement (v2)' }).click();
  await expect(page.getByTestId('bulk-count-signed')).toContainText('2');
  await screenshot(page, 'bulk-send-batch-zh');
  await page.getByTestId('bulk-flow-link').first().click();
  await expect(page.getByTestId('detail-title')).toHaveText('Supply agreement');
  await page.goto('/serviceManage/myTemplates');
  await page.getByTestId(`template-bulk-${template.id}`).click();
  await expect(page.getByText(zh.templates.bulk.dialog.title)).toBeVisible();
  await expect(page.getByTestId('import-template')).toHaveText(zh.imports.ui.template);
  await screenshot(page, 'bulk-send-dialog-zh');
  // The same file's dry run in zh (headers are matched in either language), its errors read on a phone.
  await upload.setInputFiles({
    name: 'rows.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: xlsx,
  });
  await expect(errors.getByRole('row', { name: /^7 / })).toContainText(`Buyer${zh.imports.templateBulk.problem.overflow}`);
  await fitsPhone(page, 'bulk-send-preview-phone-zh');
  for (const c of [admin, signer, other]) await c.context.close();
});
