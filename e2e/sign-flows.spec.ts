import path from 'node:path';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { requiredHeaders } from '@console/contract';
import { en, zh } from '@console/phrases';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { addressesIn, personContext } from './support/people';
import { baseURL, dataDir, latestMessage, phone, screenshot, setLanguage } from './support/server';

/**
 * The sign flows console: an enterprise's administrator starts a flow
 * through the wizard — a PDF, a person signer, a CC recipient, a signature field DRAGGED onto the
 * page drawn by pdf.js, then moved and resized — and the server keeps the field where it was dropped
 * (points from the lower-left, inside the page); the detail shows the timeline and the signer's
 * turn; the signer finds the flow on its dashboard card and in its waiting list. On a phone (zh) the
 * wizard places the field by keyword and the flow still starts. en and zh, desktop and phone.
 */
const ownAddress = addressesIn('203.0.151');

async function contractPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  page.drawText('Lease agreement', { x: 60, y: 760, size: 18, font });
  page.drawText('Tenant signature:', { x: 60, y: 200, size: 12, font });
  return Buffer.from(await doc.save());
}

async function call<T>(request: APIRequestContext, method: 'GET' | 'POST', p: string, data?: unknown): Promise<T> {
  const res = await request.fetch(`${baseURL}/webgate${p}`, { method, data, headers: { ...requiredHeaders, 'Accept-Language': 'en' } });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 0) throw new Error(`${method} ${p}: ${body.code} ${body.msg}`);
  return body.data;
}

/** Through the wizard's first two steps: the draft with its PDF, one person signer, one CC recipient. */
async function draftWithSigner(page: Page, t: typeof en, o: { title: string; signerPhone: string; ccPhone: string; pdf: Buffer }) {
  await page.getByTestId('flow-new').click();
  await page.getByTestId('flow-title').fill(o.title);
  await page.locator('input[type=file]').setInputFiles({ name: 'lease.pdf', mimeType: 'application/pdf', buffer: o.pdf });
  await page.getByTestId('flow-submit').click();
  await expect(page.getByTestId('wizard-documents')).toContainText('lease.pdf');
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('signer-name').fill('张三');
  await page.getByTestId('signer-phone').fill('12345');
  await page.getByTestId('signer-add').click();
  await expect(page.getByText(t.signFlows.signer.phoneInvalid)).toBeVisible();
  await page.getByTestId('signer-phone').fill(o.signerPhone);
  await page.getByTestId('signer-add').click();
  await page.getByTestId('cc-name').fill('李四');
  await page.getByTestId('cc-phone').fill(o.ccPhone);
  await page.getByTestId('cc-add').click();
  await expect(page.getByTestId('wizard-signers')).toContainText(o.signerPhone);
}

test('sign flows: the wizard with a field dragged onto the PDF, the detail, the waiting list; keyword placement on a phone (en, zh)', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const admin = await personContext(browser, 'en', ownAddress());
  const signer = await personContext(browser, 'en', ownAddress());
  const copied = await personContext(browser, 'en', ownAddress());
  const name = `杭州${[...Date.now().toString().slice(-6)].map((d) => '零一二三四五六七八九'[Number(d)]).join('')}租赁有限公司`;
  const enterprise = await call<{ id: string }>(admin.page.request, 'POST', '/console/enterprise/create', { name });
  // Enterprise authentication has journeys of its own; here it is marked passed in the database.
  const db = new Database(path.join(dataDir, 'console.db'));
  db.prepare('update enterprises set real_name_status = 2, check_status = 2, passed_at = ? where id = ?').run(Date.now(), enterprise.id);
  db.close();
  const pdf = await contractPdf();

  const page = admin.page;
  await page.goto('/serviceManage/mySignFlows');
  await draftWithSigner(page, en, { title: 'Lease agreement', signerPhone: signer.person.phone, ccPhone: copied.person.phone, pdf });
  await page.getByTestId('wizard-next').click();

  // The designer: pdf.js draws the page; the signature field is dragged from the palette onto it.
  const sheet = page.locator('[data-page="1"][data-drawn]');
  await expect(sheet).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('wizard-next')).toBeDisabled();
  const chip = await page.getByTestId('palette-signature').boundingBox();
  const box = (await sheet.boundingBox())!;
  await page.mouse.move(chip!.x + chip!.width / 2, chip!.y + chip!.height / 2);
  await page.mouse.down();
  // Dropped at 30 % across, 25 % down the page (in view): its centre near (178, 631) points from the lower-left on A4.
  const drop = { x: box.x + box.width * 0.3, y: box.y + box.height * 0.25 };
  await page.mouse.move(drop.x, drop.y, { steps: 12 });
  await page.mouse.up();
  const field = page.getByTestId('placed-field');
  await expect(field).toHaveCount(1);
  // Moved 40 px right, then its corner pulled 30 px wider.
  const placed = (await field.boundingBox())!;
  await page.mouse.move(placed.x + 20, placed.y + 20);
  await page.mouse.down();
  await page.mouse.move(placed.x + 60, placed.y + 20, { steps: 6 });
  await page.mouse.up();
  const moved = (await field.boundingBox())!;
  expect(moved.x - placed.x).toBeGreaterThan(35);
  const handle = (await page.getByTestId('field-resize').boundingBox())!;
  await page.mouse.move(handle.x + 5, handle.y + 5);
  await page.mouse.down();
  await page.mouse.move(handle.x + 35, handle.y + 5, { steps: 6 });
  await page.mouse.up();
  expect((await field.boundingBox())!.width - moved.width).toBeGreaterThan(25);
  await expect(page.getByTestId('field-list')).toContainText(en.signFlows.fieldKind.signature);
  await screenshot(page, 'sign-flows-designer-en', { phoneAccessibility: false });
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('wizard-review')).toContainText('Lease agreement');
  await page.getByTestId('wizard-start').click();
  await expect(page.getByText(en.signFlows.wizard.started)).toBeVisible();
  await expect(page.getByTestId('detail-title')).toHaveText('Lease agreement');
  await expect(page.getByTestId('flow-timeline')).toContainText(en.signFlows.detail.event.started);
  await expect(page.getByTestId('event-notified')).toBeVisible();
  await expect(page.getByTestId('signer-table')).toContainText(en.signFlows.signerStatus.toSign);
  await screenshot(page, 'sign-flows-detail-en');

  // The server keeps the field where it was dropped: page 1, in points from the lower-left, inside the page.
  const flowId = new URL(page.url()).searchParams.get('flow')!;
  const detail = await call<{ signers: { fields: { page: number; x: number; y: number; width: number; height: number }[] }[] }>(
    page.request,
    'GET',
    `/console/sign-flows/${flowId}`,
  );
  const kept = detail.signers[0]!.fields[0]!;
  expect(kept.page).toBe(1);
  expect(kept.x).toBeGreaterThan(140);
  expect(kept.x + kept.width).toBeLessThanOrEqual(595);
  expect(kept.y).toBeGreaterThan(560);
  expect(kept.y + kept.height).toBeLessThan(700);
  expect(kept.width).toBeGreaterThan(140);
  // The signer's link went out by SMS.
  expect((await latestMessage('sms', signer.person.phone)).text).toContain('/signFlow#');

  // The signer: the dashboard's card counts the flow and leads to the waiting list.
  await signer.page.goto('/dashboard/home');
  await expect(signer.page.getByTestId('waiting-signature-count')).toHaveText('1');
  await signer.page.getByTestId('card-link-waiting-signature').click();
  await expect(signer.page.getByTestId('waiting-table')).toContainText('Lease agreement');
  await expect(signer.page.getByTestId('waiting-table')).toContainText(name);
  await screenshot(signer.page, 'sign-flows-waiting-en');
  await signer.page.getByTestId('waiting-table').getByText('Lease agreement').click();
  await expect(signer.page.getByText(en.signFlows.detail.viewer.signer)).toBeVisible();
  await expect(signer.page.getByTestId('detail-revoke')).toHaveCount(0);
  // Its turn: the detail offers "sign now" as the waiting list does (not pressed: the SMS link stays good).
  await expect(signer.page.getByRole('button', { name: en.signFlows.inbox.signNow })).toBeVisible();
  await screenshot(signer.page, 'sign-flows-detail-sign-now-en');
  await setLanguage(signer.page, 'zh');
  await signer.page.reload();
  await expect(signer.page.getByRole('button', { name: zh.signFlows.inbox.signNow })).toBeVisible();
  await screenshot(signer.page, 'sign-flows-detail-sign-now-zh');

  // The CC recipient finds it copied to it.
  await copied.page.goto('/serviceManage/mySignFlows?tab=copied');
  await expect(copied.page.getByTestId('copied-table')).toContainText('Lease agreement');

  // zh on a phone: no dragging there — the field goes by keyword, and the flow starts all the same.
  await setLanguage(page, 'zh');
  await page.setViewportSize(phone);
  await page.goto('/serviceManage/mySignFlows');
  await draftWithSigner(page, zh, { title: '房屋租赁合同', signerPhone: signer.person.phone, ccPhone: copied.person.phone, pdf });
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('keyword-form')).toBeVisible();
  await page.getByTestId('field-keyword').fill('Tenant signature');
  await page.getByTestId('keyword-add').click();
  await expect(page.getByTestId('field-list')).toContainText('Tenant signature');
  await screenshot(page, 'sign-flows-keyword-zh');
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('wizard-start').click();
  await expect(page.getByTestId('detail-title')).toHaveText('房屋租赁合同');
  await expect(page.getByTestId('flow-timeline')).toContainText(zh.signFlows.detail.event.started);
  await screenshot(page, 'sign-flows-detail-zh');
  await page.getByTestId('detail-back').click();
  await expect(page.getByTestId('flow-table')).toContainText('房屋租赁合同');
  await screenshot(page, 'sign-flows-zh');

  // zh on a desktop: the designer with its field list.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/serviceManage/mySignFlows?flow=${flowId}`);
  await expect(page.getByTestId('flow-timeline')).toContainText(zh.signFlows.detail.event.started);
  await screenshot(page, 'sign-flows-detail-desktop-zh');
  for (const c of [admin, signer, copied]) await c.context.close();
});
