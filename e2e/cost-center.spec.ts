import path from 'node:path';
import { readFileSync } from 'node:fs';
import { requiredHeaders } from '@console/contract';
import { en, zh } from '@console/phrases';
import { expect, test, type APIRequestContext } from '@playwright/test';
import Database from 'better-sqlite3';
import { appWithSecret, signedPost } from './support/open-api';
import { operatorContext } from './support/operators';
import { addressesIn, personContext } from './support/people';
import { baseURL, dataDir, screenshot, setLanguage } from './support/server';

/**
 * The cost center's journey: an operator prices a package and issues a coupon; the enterprise buys the
 * package with the coupon, pays in the sandbox gateway, sees the service effective and calls it; it requests a
 * special VAT invoice, the back office issues it, and the PDF downloads. Screens in en and zh.
 */
const ownAddress = addressesIn('198.51.102');

async function api<T>(request: APIRequestContext, method: 'GET' | 'POST', p: string, data?: unknown): Promise<T> {
  const res = await request.fetch(`${baseURL}/webgate${p}`, { method, data, headers: { ...requiredHeaders, 'Accept-Language': 'en' } });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 0) throw new Error(`${method} ${p}: ${body.code} ${body.msg}`);
  return body.data;
}

test('buy a package with a coupon, pay in the sandbox, request a special invoice and get it issued (en, zh)', async ({ browser }) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const { person, context, page } = await personContext(browser, 'en', ownAddress());
  const enterprise = await api<{ id: string }>(page.request, 'POST', '/console/enterprise/create', { name: `Buyer Co ${stamp}` });
  const db = new Database(path.join(dataDir, 'console.db'));
  db.prepare('update enterprises set real_name_status = 2, check_status = 2, passed_at = ? where id = ?').run(Date.now(), enterprise.id);
  db.close();

  // The back office prices a package of a product and issues the enterprise a coupon.
  const ops = await operatorContext(browser);
  const opsPage = await ops.newPage();
  const product = await api<{ id: string }>(opsPage.request, 'POST', '/operation-webapi/services/products', {
    productNo: `P-CC-${stamp}`,
    name: 'Phone check',
    serviceCode: 'phone3',
    unitPriceFen: 10,
  });
  const packageName = `1,000 calls ${stamp}`;
  await api(opsPage.request, 'POST', '/operation-webapi/costCenter/packages', {
    productId: product.id,
    name: packageName,
    issuingMode: 1,
    quantity: 1000,
    months: 12,
    priceFen: 19_900,
  });
  // The coupon dialog refuses what the contract refuses, beside the field: a percentage coupon of 100 %.
  await opsPage.goto('/operation/orders');
  await opsPage.getByTestId('coupon-issue').click();
  const couponForm = opsPage.getByTestId('coupon-form');
  // The enterprise is found by the name the operator knows, not by an internal id.
  await couponForm.getByRole('combobox', { name: en.fields.enterpriseId }).fill(`Buyer Co ${stamp}`);
  await opsPage.locator('.ant-select-item-option', { hasText: `Buyer Co ${stamp}` }).click();
  await couponForm.getByTestId('coupon-name').fill('Everything free');
  await couponForm.getByLabel(en.costCenter.ops.coupons.percent).check();
  await couponForm.getByTestId('coupon-value').fill('100');
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
  const window = couponForm.locator('.ant-picker-range input');
  await window.first().fill(today);
  await window.last().fill(today);
  await window.last().press('Enter');
  await opsPage.getByRole('dialog').getByRole('button', { name: en.common.save }).click();
  await expect(couponForm).toContainText(en.validation.invalid.replace('{{field}}', en.costCenter.ops.coupons.value));
  await screenshot(opsPage, 'ops-coupon-refused-en');
  await opsPage.getByRole('dialog').getByRole('button', { name: en.common.cancel }).click();

  const now = Date.now();
  await api(opsPage.request, 'POST', '/operation-webapi/costCenter/coupons', {
    enterpriseId: enterprise.id,
    name: 'Welcome 20',
    kind: 'fixed',
    value: 2000,
    minSpendFen: 10_000,
    startsAt: now - 60_000,
    expiresAt: now + 10 * 86_400_000,
  });

  // Coupons: available, expiring soon.
  await page.goto('/costCenter/myDiscount/myDiscountList');
  await expect(page.getByTestId('coupons-table')).toContainText('Welcome 20');
  await expect(page.getByTestId('coupons-table')).toContainText(en.costCenter.coupons.expiringSoon);
  await screenshot(page, 'cost-coupons-en');

  // Buy with the coupon: 199.00 − 20.00.
  await page.goto('/payment');
  await page.getByTestId('order-buy').click();
  await page.getByTestId('buy-package').click();
  await page.locator('.ant-select-item-option', { hasText: packageName }).click();
  await page.getByTestId('buy-coupon').click();
  await page.locator('.ant-select-item-option', { hasText: 'Welcome 20' }).click();
  await expect(page.getByTestId('buy-payable')).toHaveText('¥179.00');
  await screenshot(page, 'cost-buy-en', { fullPage: false });
  await page.getByTestId('buy-submit').click();
  await expect(page.getByTestId('buy-form')).toBeHidden();
  const table = page.getByTestId('orders-table');
  await expect(table).toContainText(en.costCenter.statuses.toBePaid);
  await expect(page.getByTestId('order-countdown')).toContainText(/Cancels in (29|30):\d\d/);
  await screenshot(page, 'cost-payment-en');

  // Pay in the sandbox gateway.
  await page.getByTestId('order-pay').click();
  await expect(page.getByTestId('sandbox-gateway')).toContainText('¥179.00');
  await screenshot(page, 'cost-sandbox-en');
  await page.getByTestId('sandbox-approve').click();
  await expect(page.getByTestId('sandbox-status')).toHaveText(en.costCenter.sandbox.states.approved);
  await page.goto('/payment');
  await expect(table).toContainText(en.costCenter.statuses.completed);

  // The service is effective, and the enterprise's server can call it: one unit of the 1,000 bought.
  await page.goto('/serviceManage/myService/myServiceList');
  await expect(page.getByText(en.services.statuses['2']).first()).toBeVisible();
  const bought = await api<{ list: { id: string; totalCount: number }[] }>(page.request, 'GET', '/console/service/myServiceList');
  expect(bought.list.map((s) => s.totalCount)).toEqual([1000]);
  const { appId, secret } = await appWithSecret(page.request, person.phone, [bought.list[0]!.id]);
  const call = await signedPost(page.request, appId, secret, 'verify/phone3', {
    name: '张三',
    idNumber: '110101199003077651',
    phone: '13800000001',
  });
  expect(call).toMatchObject({ code: 0, data: { result: 'pass' } });
  await page.reload();
  await expect(page.getByTestId('services-table')).toContainText('999');

  // A company title, the order, a special invoice.
  await page.goto('/costCenter/myInvoice/myInvoiceInfo');
  await page.getByTestId('title-add').click();
  await page.getByTestId('title-name').fill('福州示例科技有限公司');
  await page.getByTestId('title-taxpayer').fill('91350100M000100Y44');
  await page.getByTestId('title-address').fill('福州市鼓楼区五四路 100 号 0591-88888888');
  await page.getByTestId('title-bank').fill('中国银行福州分行 6222020000000000011');
  await page.getByTestId('title-save').click();
  await expect(page.getByTestId('title-form').locator('.ant-form-item-explain-error')).toBeVisible();
  await expect(page.getByTestId('title-taxpayer')).toHaveValue('91350100M000100Y44');
  await page.getByTestId('title-taxpayer').fill('91350100M000100Y43');
  await page.getByTestId('title-save').click();
  await expect(page.getByTestId('titles-table')).toContainText('91350100M000100Y43');
  await page.goto('/costCenter/myInvoice/selectInvoice');
  await page.getByTestId('invoiceable-choose').first().click();
  await expect(page.getByTestId('invoiceable-total')).toContainText('¥179.00');
  await screenshot(page, 'cost-select-invoice-en');
  await page.getByTestId('invoice-next').click();
  await page.getByTestId('confirm-title').click();
  await page.locator('.ant-select-item-option', { hasText: '91350100M000100Y43' }).click();
  await page.getByLabel(en.costCenter.invoiceTypes.special).check();
  await screenshot(page, 'cost-confirmation-en');
  await page.getByTestId('confirm-submit').click();
  await expect(page.getByTestId('invoice-requested')).toHaveText(en.costCenter.invoices.successTitle);

  // The back office issues it; the person downloads the PDF.
  await setLanguage(opsPage, 'en');
  await opsPage.goto('/operation/invoices');
  await expect(opsPage.getByTestId('ops-invoices-table')).toContainText('91350100M000100Y43');
  await screenshot(opsPage, 'cost-ops-invoices-en');
  // Issued with the tax platform's own PDF and number: without a file the dialog says so beside it.
  const issuedPdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% 25442000000123456789\n%%EOF\n');
  await opsPage.getByTestId('ops-invoice-upload').first().click();
  const dialog = opsPage.getByRole('dialog', { name: en.costCenter.ops.invoices.upload });
  await dialog.getByLabel(en.costCenter.ops.invoices.invoiceNo).fill('25442000000123456789');
  await dialog.getByRole('button', { name: en.common.save }).click();
  await expect(dialog.getByText(en.validation.required)).toBeVisible();
  await dialog.locator('input[type=file]').setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: issuedPdf });
  await screenshot(opsPage, 'cost-ops-invoice-upload-en');
  await dialog.getByRole('button', { name: en.common.save }).click();
  await expect(dialog).toBeHidden();
  await opsPage.getByRole('combobox', { name: en.costCenter.invoices.status }).click();
  await opsPage.locator('.ant-select-item-option', { hasText: en.costCenter.invoiceStates.issued }).click();
  await expect(opsPage.getByTestId('ops-invoice-file').first()).toBeVisible();
  await page.goto('/costCenter/myInvoice/myInvoiceList');
  await page.getByTestId('invoices-table').getByText(en.costCenter.invoices.view).first().click();
  await expect(page.getByTestId('invoice-detail')).toContainText(en.costCenter.invoiceStates.issued);
  // Fetched by the console with its headers and handed to the browser as a download.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('invoice-download').click()]);
  expect(readFileSync(await download.path()).equals(issuedPdf)).toBe(true);
  await screenshot(page, 'cost-invoice-detail-en');

  // zh.
  await setLanguage(page, 'zh');
  await page.goto('/payment');
  await expect(page.getByTestId('orders-table')).toContainText(zh.costCenter.statuses.completed);
  await screenshot(page, 'cost-payment-zh');
  await page.goto('/costCenter/myInvoice/myInvoiceList');
  await expect(page.getByTestId('invoices-table')).toContainText(zh.costCenter.invoiceStates.issued);
  await screenshot(page, 'cost-invoices-zh');
  await page.goto('/costCenter/myDiscount/helpDoc');
  await expect(page.getByText(zh.costCenter.help.rules.one)).toBeVisible();
  await screenshot(page, 'cost-help-zh');
  await setLanguage(opsPage, 'zh');
  await opsPage.goto('/operation/orders');
  await expect(opsPage.getByTestId('ops-orders-table')).toBeVisible();
  await expect(opsPage.getByTestId('ops-orders-table').locator('.ant-spin-spinning')).toHaveCount(0);
  await screenshot(opsPage, 'cost-ops-orders-zh');
  await ops.close();
  await context.close();
});
