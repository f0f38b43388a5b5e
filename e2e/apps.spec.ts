import path from 'node:path';
import { requiredHeaders } from '@console/contract';
import { en, zh } from '@console/phrases';
import { expect, test, type APIRequestContext } from '@playwright/test';
import Database from 'better-sqlite3';
import { afterCodeCooldown } from './support/accounts';
import { signedPost } from './support/open-api';
import { operatorContext } from './support/operators';
import { addressesIn, personContext } from './support/people';
import { baseURL, codeIn, dataDir, latestMessage, screenshot, setLanguage } from './support/server';
import { provenForOperations } from './support/operation-protection';

/**
 * The applications journey: an enterprise holds a service (granted in the back office), creates an
 * application, authorizes it, reveals a secret after an SMS code, and its server calls the signed
 * open API with that secret; the call shows in the application's detail. In en and zh.
 */
const ownAddress = addressesIn('198.51.100');
const pages = {
  services: '/serviceManage/myService/myServiceList',
  apps: '/serviceManage/myApp/myAppList',
  authorize: '/serviceManage/myApp/myAppAuthorize',
  serviceAuthorization: '/serviceManage/myService/serviceAuthorization',
  serviceStatistics: '/dailyManage/myServiceStatistics',
  appStatistics: '/dailyManage/myAppStatistics',
};

async function api<T>(request: APIRequestContext, method: 'GET' | 'POST', p: string, data?: unknown): Promise<T> {
  const res = await request.fetch(`${baseURL}/webgate${p}`, { method, data, headers: { ...requiredHeaders, 'Accept-Language': 'en' } });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 0) throw new Error(`${method} ${p}: ${body.code} ${body.msg}`);
  return body.data;
}

test('an enterprise creates an application, reveals its secret after SMS and calls the signed API (en, zh)', async ({ browser }) => {
  // The journey waits out the one-a-minute SMS cooldown after registration.
  test.setTimeout(240_000);
  const { person, context, page } = await personContext(browser, 'en', ownAddress());
  const enterpriseName = `Apps Co ${Date.now().toString(36)}`;
  const enterprise = await api<{ id: string }>(page.request, 'POST', '/console/enterprise/create', { name: enterpriseName });
  // Enterprise authentication has journeys of its own (enterprise.spec.ts); here it is marked passed in the database.
  const db = new Database(path.join(dataDir, 'console.db'));
  db.prepare('update enterprises set real_name_status = 2, check_status = 2, passed_at = ? where id = ?').run(Date.now(), enterprise.id);
  db.close();

  const ops = await operatorContext(browser);
  await api(ops.request, 'POST', '/operation-webapi/services/products', {
    productNo: `PHONE3-${Date.now().toString(36).toUpperCase()}`,
    name: 'Phone 3 elements · 1,000',
    serviceCode: 'phone3',
    unitPriceFen: 0,
  });
  // The operator grants the subscription through the back office's page.
  const opsPage = await ops.newPage();
  await opsPage.goto('/operation/subscriptions');
  await opsPage.getByTestId('subscription-grant').click();
  const grantForm = opsPage.getByTestId('grant-form');
  await grantForm.getByLabel(en.fields.enterpriseId).fill(enterpriseName);
  await opsPage.locator('.ant-select-item-option', { hasText: enterpriseName }).click();
  await grantForm.getByLabel(en.fields.productId).click();
  await opsPage.locator('.ant-select-item-option', { hasText: 'Phone 3 elements · 1,000' }).click();
  await grantForm.getByLabel(en.fields.totalCount).fill('1000');
  await grantForm.getByLabel(en.services.ops.subscriptions.noDueDate).check();
  await opsPage.getByRole('dialog').getByRole('button', { name: en.common.save }).click();
  await expect(opsPage.getByTestId('subscriptions-table')).toContainText('Phone 3 elements · 1,000');
  await expect(opsPage.getByTestId('subscriptions-table')).toContainText(en.services.statuses['2']);
  await screenshot(opsPage, 'ops-subscriptions-en');
  await opsPage.goto('/operation/products');
  await expect(opsPage.getByTestId('products-table')).toContainText('Phone 3 elements · 1,000');
  await screenshot(opsPage, 'ops-products-en');
  await ops.close();

  await page.goto(pages.services);
  await expect(page.getByTestId('services-table')).toContainText('Phone 3 elements · 1,000');
  await expect(page.getByTestId('services-table')).toContainText(en.services.statuses['2']);
  await screenshot(page, 'services-list-en');

  // A form refused names its field and keeps what was typed.
  await page.goto(pages.apps);
  await page.getByTestId('app-create').click();
  const form = page.getByTestId('app-form');
  await form.getByLabel(en.fields.appName, { exact: true }).fill('Order service');
  await form.getByLabel(en.fields.appAbbreviation).fill('ord');
  await form.getByLabel(en.fields.ipWhitelist).fill('203.0.113.10; 999.1.1.1');
  await form.getByRole('button', { name: en.apps.form.save }).click();
  await expect(form.getByText(en.validation.appAbbreviation)).toBeVisible();
  await expect(form.getByText(en.validation.ipWhitelist)).toBeVisible();
  await expect(form.getByLabel(en.fields.appName, { exact: true })).toHaveValue('Order service');
  await screenshot(page, 'app-build-refused-en');
  await form.getByLabel(en.fields.appAbbreviation).fill('ORD');
  await form.getByLabel(en.fields.ipWhitelist).fill('203.0.113.0/24; 2001:db8::/32');
  await form.getByRole('radio', { name: en.apps.environments.production }).check();
  await form.getByRole('checkbox').first().check();
  await form.getByRole('button', { name: en.apps.form.save }).click();

  // The detail: no secret yet; a new one after the SMS code, shown once.
  await expect(page.getByTestId('app-services')).toContainText('Phone 3 elements · 1,000');
  const appId = (await page
    .getByText(/^prd_[0-9a-f]{24}$/)
    .first()
    .textContent())!.trim();
  await page.getByTestId('secret-new').click();
  const dialog = page.getByRole('dialog');
  // One code a minute per phone, whatever it is for: the registration's went out moments ago.
  await afterCodeCooldown(person.phone);
  const sentAfter = Date.now();
  await dialog.getByRole('button', { name: en.auth.countdown.send }).click();
  const sms = await latestMessage('sms', person.phone, { after: sentAfter - 1000, purpose: 'appSecret' });
  await dialog.getByLabel(en.fields.code).fill(codeIn(sms.text));
  // A new secret is a protected act; its dialog has its own journey (operation-protection.spec.ts).
  await provenForOperations(context);
  await dialog.getByRole('button', { name: en.apps.secrets.reveal }).click();
  const secret = (await dialog.getByTestId('new-secret').textContent())!.trim();
  expect(secret).toMatch(/^sk_/);
  await screenshot(page, 'app-secret-once-en', { fullPage: false });
  await dialog.getByRole('button', { name: en.apps.secrets.done }).click();
  await expect(page.getByText(secret)).toHaveCount(0);

  // The customer's server calls the API with that secret; the call appears in the detail.
  const answer = await signedPost(page.request, appId, secret, 'verify/phone3', {
    name: '张三',
    idNumber: '110101199003077651',
    phone: '13800000001',
  });
  expect(answer).toMatchObject({ code: 0, data: { result: 'pass' } });
  await page.reload();
  await expect(page.getByTestId('calls-table')).toContainText(en.apps.outcomes.pass);
  await expect(page.getByTestId('app-services')).toContainText('999');
  await screenshot(page, 'app-detail-en');

  // A failed check is a call too: both appear in the statistics the dashboard leads to.
  const failed = await signedPost(page.request, appId, secret, 'verify/phone3', {
    name: '张三',
    idNumber: '110101199003077651',
    phone: '13800000009',
  });
  expect(failed).toMatchObject({ code: 0, data: { result: 'fail' } });
  await page.goto('/dashboard/home');
  await expect(page.getByTestId('calls-this-month')).toContainText('2');
  await screenshot(page, 'dashboard-usage-en');
  await page.getByTestId('card-link-myServiceStatistics').click();
  await expect(page).toHaveURL(/myServiceStatistics/);
  await expect(page.getByTestId('usage-totals')).toContainText(/Calls\s*2\s*Successes\s*1\s*Failures\s*1/);
  await expect(page.getByTestId('usage-chart').locator('svg')).toBeVisible();
  await expect(page.getByTestId('usage-services')).toContainText(en.services.serviceName.phone3);
  await expect(page.getByTestId('usage-days').locator('tbody tr.ant-table-row')).toHaveCount(daysThisMonth());
  const csv = page.waitForEvent('download');
  await page.getByTestId('usage-export').click();
  expect((await csv).suggestedFilename()).toMatch(/^service-statistics-\d{4}-\d{2}\.csv$/);
  const xlsx = page.waitForEvent('download');
  await page.getByTestId('usage-export-xlsx').click();
  expect((await xlsx).suggestedFilename()).toMatch(/^service-statistics-\d{4}-\d{2}\.xlsx$/);
  await screenshot(page, 'service-statistics-en');
  await page.goto(pages.appStatistics);
  await expect(page.getByTestId('usage-apps')).toContainText('Order service');
  await screenshot(page, 'app-statistics-en');

  await page.goto(pages.apps);
  await expect(page.getByTestId('apps-table')).toContainText(appId);
  await screenshot(page, 'apps-list-en');
  const detailUrl = await page.getByRole('link', { name: 'Order service' }).getAttribute('href');
  await page.goto(detailUrl!.replace('myAppDetail', 'myAppAuthorize'));
  await expect(page.getByRole('checkbox').first()).toBeChecked();
  await screenshot(page, 'app-authorize-en');
  // The service-authorization page: the app's only service stays switched on.
  await page.goto(pages.serviceAuthorization);
  const only = page.getByRole('switch', { name: en.apps.serviceAuthorization.allowedOn.replace('{{name}}', 'Order service') });
  await expect(only).toBeChecked();
  await expect(only).toBeDisabled();
  await screenshot(page, 'service-authorization-en');

  await setLanguage(page, 'zh');
  await page.goto(pages.apps);
  await expect(page.getByTestId('apps-table')).toContainText(zh.apps.environments.production);
  await screenshot(page, 'apps-list-zh');
  await page.goto(detailUrl!);
  await expect(page.getByTestId('calls-table')).toContainText(zh.apps.outcomes.pass);
  await screenshot(page, 'app-detail-zh');
  await page.goto(pages.services);
  await expect(page.getByTestId('services-table')).toContainText(zh.services.statuses['2']);
  await screenshot(page, 'services-list-zh');
  await page.goto(pages.serviceStatistics);
  await expect(page.getByTestId('usage-services')).toContainText(zh.services.serviceName.phone3);
  await expect(page.getByTestId('usage-chart').locator('svg')).toBeVisible();
  await screenshot(page, 'service-statistics-zh');
  await page.goto(pages.appStatistics);
  await expect(page.getByTestId('usage-apps')).toContainText('Order service');
  await screenshot(page, 'app-statistics-zh');
  await page.goto(pages.serviceAuthorization);
  await expect(page.getByTestId('authorization-apps')).toContainText(zh.apps.environments.production);
  await screenshot(page, 'service-authorization-zh');
  await page.goto(detailUrl!.replace('myAppDetail', 'myAppBuild').split('?')[0]!);
  await expect(page.getByTestId('app-form')).toBeVisible();
  await screenshot(page, 'app-build-zh');
  await context.close();
});

/** Days in the current month in platform time (UTC+8). */
function daysThisMonth(): number {
  const now = new Date(Date.now() + 8 * 3_600_000);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).getUTCDate();
}
