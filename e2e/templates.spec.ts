import { en, zh } from '@console/phrases';
import { type Page, expect, test } from '@playwright/test';
import { authenticatedEnterprise } from './support/enterprises';
import { addressesIn, personContext } from './support/people';
import { latestMessage, phone, screenshot, setLanguage } from './support/server';
import { contractPdf } from './support/templates';

/**
 * Templates: an enterprise's administrator uploads a PDF as a template, adds
 * two roles, drags a fill-in field for the initiator and a signature field for each role onto the
 * page drawn by pdf.js, saves version 2 and enables it; then starts a flow from it with the form
 * generated from the template — a bad phone refused beside its field, a value too long for its box
 * refused by the server beside it — and the flow starts with the signers told. en and zh, desktop and phone.
 */
const ownAddress = addressesIn('203.0.152');

/** Drags a palette chip onto the page at a fraction of its width and height. */
async function dragOnto(page: Page, kind: string, at: { x: number; y: number }) {
  // The palette at the top of the window, so the page below it is in view for the drop.
  await page.getByTestId(`palette-${kind}`).evaluate((el) => el.scrollIntoView({ block: 'start' }));
  const sheet = page.locator('[data-page="1"][data-drawn]');
  const chip = (await page.getByTestId(`palette-${kind}`).boundingBox())!;
  const box = (await sheet.boundingBox())!;
  await page.mouse.move(chip.x + chip.width / 2, chip.y + chip.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * at.x, box.y + box.height * at.y, { steps: 10 });
  await page.mouse.up();
}

test('templates: upload, roles and fields on the PDF, versions, enable, a flow from the template (en, zh)', async ({ browser }) => {
  test.setTimeout(300_000);
  const admin = await personContext(browser, 'en', ownAddress());
  const partyB = await personContext(browser, 'en', ownAddress());
  await authenticatedEnterprise(admin.page.request, '贸易有限公司');

  const page = admin.page;
  await page.goto('/serviceManage/myTemplates');
  await expect(page.getByText(en.templates.list.empty)).toBeVisible();
  await screenshot(page, 'templates-empty-en');
  await page.getByText(en.templates.list.empty).click();
  await page.getByTestId('template-name').fill('Purchase agreement');
  await page.locator('input[type=file]').setInputFiles({ name: 'purchase.pdf', mimeType: 'application/pdf', buffer: await contractPdf() });
  await page.getByTestId('template-create-ok').click();

  // The editor: two roles, the initiator's text field and a signature field for each role.
  await expect(page.locator('[data-page="1"][data-drawn]')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('template-add-role').click();
  await page.getByTestId('template-add-role').click();
  await expect(page.getByTestId('template-role-1')).toHaveValue('Party B');
  await dragOnto(page, 'text', { x: 0.4, y: 0.17 });
  await page.getByTestId('template-filler').getByText('Party A').click();
  await dragOnto(page, 'signature', { x: 0.25, y: 0.5 });
  await expect(page.getByTestId('template-unsigned')).toContainText('Party B');
  await page.getByTestId('template-filler').getByText('Party B').click();
  await dragOnto(page, 'seal', { x: 0.7, y: 0.45 });
  await expect(page.getByTestId('placed-field')).toHaveCount(3);
  await expect(page.getByTestId('template-unsigned')).toHaveCount(0);
  await page.getByTestId('field-label-field1').fill('Buyer');
  await screenshot(page, 'templates-editor-en', { phoneAccessibility: false });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByTestId('template-save').click();
  await expect(page.getByText(en.templates.editor.saved.replace('{{version}}', '2'))).toBeVisible();
  await page.getByTestId('template-back').click();

  // Enabled from the list; the flow's form is generated from version 2.
  const row = page.getByTestId('template-table').getByRole('row', { name: /Purchase agreement/ });
  await row.getByRole('button', { name: en.templates.list.enable }).click();
  await expect(row).toContainText(en.templates.enabled);
  await screenshot(page, 'templates-list-en');
  await row.getByRole('button', { name: en.templates.list.use }).click();
  await page.getByTestId('value-field1').fill('上海示例贸易有限公司 Shanghai Example');
  await page.getByTestId('party-0-name').fill('王五');
  await page.getByTestId('party-0-phone').fill(admin.person.phone);
  await page.getByTestId('party-1-name').fill('李四');
  await page.getByTestId('party-1-phone').fill('12345');
  await page.getByTestId('start-submit').click();
  await expect(page.getByText(en.templates.rule.phone)).toBeVisible();
  await screenshot(page, 'templates-start-en');
  await page.getByTestId('party-1-phone').fill(partyB.person.phone);
  await page.getByTestId('start-submit').click();
  // The server draws the value in the field's box: too long for it, refused beside the field.
  await expect(page.getByTestId('template-start').getByText(en.errors.templateTextOverflow.replace('{{field}}', 'Buyer'))).toBeVisible();
  await page.getByTestId('value-field1').fill('上海示例贸易有限公司');
  await page.getByTestId('start-submit').click();
  await expect(page.getByText(en.templates.start.started)).toBeVisible();
  await expect(page.getByTestId('detail-title')).toHaveText('Purchase agreement');
  expect((await latestMessage('sms', admin.person.phone)).text).toContain('/signFlow#');

  // zh: the list and the start form, on a phone.
  await setLanguage(page, 'zh');
  await page.setViewportSize(phone);
  await page.goto('/serviceManage/myTemplates');
  await expect(page.getByTestId('template-table')).toContainText(zh.templates.enabled);
  await screenshot(page, 'templates-list-zh');
  await page.getByTestId('template-table').getByRole('button', { name: zh.templates.list.use }).click();
  await expect(page.getByTestId('value-field1')).toBeVisible();
  await screenshot(page, 'templates-start-zh');
  await page.getByTestId('template-back').click();
  await page.getByTestId('template-table').getByRole('button', { name: 'Purchase agreement' }).click();
  await expect(page.getByTestId('field-label-field1')).toHaveValue('Buyer');
  await screenshot(page, 'templates-editor-zh');
  for (const c of [admin, partyB]) await c.context.close();
});
