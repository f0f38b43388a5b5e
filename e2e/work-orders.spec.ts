import path from 'node:path';
import { requiredHeaders } from '@console/contract';
import { en, zh } from '@console/phrases';
import { expect, test, type APIRequestContext } from '@playwright/test';
import Database from 'better-sqlite3';
import { operatorContext } from './support/operators';
import { addressesIn, personContext } from './support/people';
import { baseURL, dataDir, latestMessage, screenshot, setLanguage } from './support/server';

/**
 * The work-order journey: a failed open-API call on the application's detail opens a work
 * order with its context filled in; the back office sees the call in one click and answers (the
 * person is told), the person expedites after the wait, the order is resolved and closed with a
 * rating. The signed call itself is apps.spec.ts's journey: here the failed call is one ledger row
 * written into the database, and the wait before expediting is moved back there too (the built
 * server runs on the real clock).
 */
const ownAddress = addressesIn('198.51.101');

async function api<T>(request: APIRequestContext, method: 'GET' | 'POST', p: string, data?: unknown): Promise<T> {
  const res = await request.fetch(`${baseURL}/webgate${p}`, { method, data, headers: { ...requiredHeaders, 'Accept-Language': 'en' } });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 0) throw new Error(`${method} ${p}: ${body.code} ${body.msg}`);
  return body.data;
}

test('a failed call opens a work order that the back office answers; expedite, resolve, close (en, zh)', async ({ browser }) => {
  test.setTimeout(240_000);
  const { person, context, page } = await personContext(browser, 'en', ownAddress());
  const enterprise = await api<{ id: string }>(page.request, 'POST', '/console/enterprise/create', {
    name: `Help Co ${Date.now().toString(36)}`,
  });
  const appRowId = `0190e2e0-0000-7000-8000-${Date.now().toString(16).padStart(12, '0').slice(-12)}`;
  const requestId = `req-${Date.now().toString(36)}`;
  const db = new Database(path.join(dataDir, 'console.db'));
  const now = Date.now();
  const userId = (db.prepare('select user_id from members where enterprise_id = ?').get(enterprise.id) as { user_id: string }).user_id;
  db.prepare('update enterprises set real_name_status = 2, check_status = 2, passed_at = ? where id = ?').run(now, enterprise.id);
  db.prepare(
    `insert into applications (id, enterprise_id, user_id, app_id, name, abbreviation, environment, ip_whitelist, ip_restrict, status, created_at, updated_at)
     values (?, ?, ?, ?, 'Order service', 'ORD', 'sandbox', '', 0, 1, ?, ?)`,
  ).run(appRowId, enterprise.id, userId, `sbx_${Date.now().toString(16)}`, now, now);
  db.prepare(
    `insert into usage_records (id, enterprise_id, user_id, service_code, app_id, called_at, count, request_id, outcome, sandbox, charge_fen)
     values (?, ?, ?, 'phone3', ?, ?, 1, ?, 'fail', 1, 0)`,
  ).run(`0190e2e1-0000-7000-8000-${Date.now().toString(16).padStart(12, '0').slice(-12)}`, enterprise.id, userId, appRowId, now, requestId);
  db.close();

  // The failed call on the application's detail opens a new work order with the context filled in.
  await page.goto(`/serviceManage/myApp/myAppDetail?id=${appRowId}`);
  await expect(page.getByTestId('calls-table')).toContainText(requestId);
  await page.getByTestId('call-work-order').first().click();
  await expect(page.getByTestId('work-order-context')).toContainText(requestId);
  await page.getByTestId('work-order-submit').click();
  await expect(page.getByText(en.validation.required.replace('{{field}}', en.fields.title))).toBeVisible();
  await screenshot(page, 'work-order-new-refused-en');
  await page.getByTestId('work-order-title').fill('Phone check fails');
  await page.getByTestId('work-order-description').fill('The call below answers "not matched" for a person we know.');
  await page.getByTestId('work-order-submit').click();
  await expect(page.getByTestId('work-order-records')).toContainText(en.workOrders.records.created);
  const detailUrl = page.url();
  const orderId = new URL(detailUrl).searchParams.get('id')!;
  await screenshot(page, 'work-order-detail-en');

  // The back office: the queue, the attached call in one click, an answer (the person is told).
  const ops = await operatorContext(browser);
  const opsPage = await ops.newPage();
  await setLanguage(opsPage, 'en');
  await opsPage.goto('/operation/workOrders');
  await opsPage.getByTestId('work-order-queue').getByText('Phone check fails').click();
  const drawer = opsPage.getByTestId('work-order-drawer');
  await expect(drawer.getByTestId('work-order-context')).toContainText(requestId);
  await expect(drawer.getByTestId('work-order-context')).toContainText('Order service');
  await screenshot(opsPage, 'work-order-ops-drawer-en', { fullPage: false });
  const before = Date.now();
  await drawer.getByTestId('work-order-reply').fill('We are checking the identity registry for this person.');
  await drawer.getByTestId('work-order-send').click();
  await expect(drawer.getByTestId('work-order-records')).toContainText('We are checking the identity registry');
  const notice = await latestMessage('sms', person.phone, { after: before - 1000, purpose: 'work_order_reply' });
  expect(notice.text).toContain('Phone check fails');

  // The person writes again and waits a day without an answer: expedite opens (the wait is moved back in the database).
  await page.goto(detailUrl);
  await page.getByTestId('work-order-reply').fill('Any news?');
  await page.getByTestId('work-order-send').click();
  await expect(page.getByTestId('work-order-records')).toContainText('Any news?');
  await expect(page.getByTestId('work-order-expedite')).toBeDisabled();
  const db2 = new Database(path.join(dataDir, 'console.db'));
  db2.prepare('update work_orders set awaiting_since = ? where id = ?').run(Date.now() - 25 * 3_600_000, orderId);
  db2.close();
  await page.reload();
  await page.getByTestId('work-order-expedite').click();
  await expect(page.getByTestId('work-order-records')).toContainText(en.workOrders.records.expedited);

  // Flagged in the queue; resolved there.
  await opsPage.goto('/operation/workOrders');
  await opsPage.getByTestId('queue-expedited').click();
  await opsPage.getByTitle(en.workOrders.ops.expeditedYes).click();
  await expect(opsPage.getByTestId('work-order-queue')).toContainText('Phone check fails');
  await screenshot(opsPage, 'work-order-queue-en');
  await opsPage.getByTestId('work-order-queue').getByText('Phone check fails').click();
  await opsPage.getByTestId('mark-resolved').click();
  await expect(opsPage.getByTestId('work-order-drawer')).toContainText(en.workOrders.statuses.resolved);

  // Closed by the person with a rating, in zh.
  await setLanguage(page, 'zh');
  await page.goto(detailUrl);
  await page.getByTestId('work-order-close').click();
  await page.getByTestId('work-order-close-confirm').click();
  await expect(page.getByTestId('work-order-records')).toContainText(zh.workOrders.records.closed);
  await screenshot(page, 'work-order-detail-zh');
  await page.goto('/workOrder/myWorkOrder');
  await expect(page.getByTestId('work-orders-table')).toContainText(zh.workOrders.statuses.closed);
  await screenshot(page, 'work-order-list-zh');
  await page.goto('/workOrder/newWorkOrder');
  await expect(page.getByTestId('new-work-order-form')).toBeVisible();
  await screenshot(page, 'work-order-new-zh');
  await setLanguage(opsPage, 'zh');
  await opsPage.goto('/operation/workOrders');
  await expect(opsPage.getByTestId('work-order-queue')).toContainText(zh.workOrders.statuses.closed);
  await screenshot(opsPage, 'work-order-queue-zh');
  await page.goto('/workOrder/myWorkOrder');
  await setLanguage(page, 'en');
  await page.goto('/workOrder/myWorkOrder');
  await expect(page.getByTestId('work-orders-table')).toContainText(en.workOrders.statuses.closed);
  await screenshot(page, 'work-order-list-en');
  await ops.close();
  await context.close();
});
