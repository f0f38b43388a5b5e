import path from 'node:path';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { requiredHeaders, signFlowsRoutes as sr, templatesRoutes as tr } from '@console/contract';
import { en, zh } from '@console/phrases';
import { type APIRequestContext, type Browser, type Page, expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { addressesIn, personContext } from './support/people';
import { realNamePerson } from './support/real-name';
import { baseURL, codeIn, dataDir, latestMessage, phone, screenshot, setLanguage } from './support/server';

/**
 * A signer fills its own fields on the hosted signing page at 390 × 844: an
 * enterprise's template leaves Party A its company (text, required) and a start date; the signer,
 * signed in, opens the link, reads, is refused saving without its company (beside the field), fills
 * both, saves, finds them again after a reload, and signs. The page marks its fields on the drawn
 * contract (tapping one goes to its input). The same form in zh. Screenshots en and zh.
 */
const ownAddress = addressesIn('203.0.158');

async function contractPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  page.drawText('Service agreement', { x: 60, y: 760, size: 18, font });
  page.drawText('Supplier:', { x: 60, y: 700, size: 12, font });
  page.drawText('Start date:', { x: 60, y: 660, size: 12, font });
  return Buffer.from(await doc.save());
}

async function call<T>(request: APIRequestContext, method: 'GET' | 'POST', p: string, data?: unknown): Promise<T> {
  const res = await request.fetch(`${baseURL}/webgate${p}`, { method, data, headers: { ...requiredHeaders, 'Accept-Language': 'en' } });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 0) throw new Error(`${method} ${p}: ${body.code} ${body.msg}`);
  return body.data;
}

/** A registered person whose real-name authentication passed, signed in, on a phone. */
async function authenticatedSigner(browser: Browser, name: string, language: 'en' | 'zh') {
  return realNamePerson(browser, {
    name,
    idPrefix: '3301061991',
    phonePrefix: '136',
    note: 'signer fills journey',
    headers: ownAddress(),
    language,
    viewport: phone,
  });
}

/** The enterprise's enabled template: Party A fills its company and a start date, and signs. */
async function templateOf(request: APIRequestContext): Promise<string> {
  const created = await request.post(`${baseURL}/webgate${tr.create.path}`, {
    headers: { ...requiredHeaders, 'Accept-Language': 'en' },
    multipart: { name: 'Service agreement', file: { name: 'service.pdf', mimeType: 'application/pdf', buffer: await contractPdf() } },
  });
  const body = (await created.json()) as { code: number; msg: string; data: { id: string } };
  expect(body.code, body.msg).toBe(0);
  const id = body.data.id;
  await call(request, 'POST', tr.save.path.replace(':id', id), {
    name: 'Service agreement',
    baseVersion: 1,
    roles: ['Party A'],
    fields: [
      { key: 'company', label: 'Supplier', kind: 'text', role: 'Party A', maxLength: 30, page: 1, x: 130, y: 690, width: 300, height: 24 },
      {
        key: 'start',
        label: 'Start date',
        kind: 'date',
        role: 'Party A',
        required: false,
        maxLength: 10,
        page: 1,
        x: 130,
        y: 650,
        width: 160,
        height: 24,
      },
      { key: 'sign', label: 'Supplier signs', kind: 'signature', role: 'Party A', page: 1, x: 300, y: 120, width: 160, height: 70 },
    ],
  });
  await call(request, 'POST', tr.enable.path.replace(':id', id), {});
  return id;
}

/** A flow from the template to the signer; answers the path of its signing link (from the SMS it was sent). */
async function flowTo(
  request: APIRequestContext,
  templateId: string,
  signer: { name: string; phone: string; language: 'en' | 'zh' },
  title: string,
) {
  const since = Date.now();
  const started = await call<{ signFlowId: string }>(request, 'POST', tr.start.path.replace(':id', templateId), {
    title,
    deadlineAt: Date.now() + 7 * 86_400_000,
    values: {},
    parties: [{ role: 'Party A', kind: 'person', ...signer }],
  });
  const invite = await latestMessage('sms', signer.phone, { after: since - 1000, purpose: 'signFlowInvite' });
  const link = /https?:\/\/\S+\/signFlow#[A-Za-z0-9_-]+/.exec(invite.text)?.[0];
  if (!link) throw new Error(`no signing link in ${invite.text}`);
  return { id: started.signFlowId, path: link.slice(link.indexOf('/signFlow#')) };
}

/**
 * A second flow to the same phone within the minute gets no SMS (the send budget: one a minute to a
 * phone from one enterprise), so the signed-in signer opens it with "sign now" from its console.
 */
async function signNowPath(
  request: APIRequestContext,
  initiator: APIRequestContext,
  templateId: string,
  signer: { name: string; phone: string; language: 'en' | 'zh' },
  title: string,
) {
  const started = await call<{ signFlowId: string }>(initiator, 'POST', tr.start.path.replace(':id', templateId), {
    title,
    deadlineAt: Date.now() + 7 * 86_400_000,
    values: {},
    parties: [{ role: 'Party A', kind: 'person', ...signer }],
  });
  const detail = await call<{ signNowSignerId: string }>(request, 'GET', sr.detail.path.replace(':id', started.signFlowId));
  const link = await call<{ token: string }>(request, 'POST', sr.signNow.path.replace(':id', started.signFlowId), {
    signerId: detail.signNowSignerId,
  });
  return `/signFlow#${link.token}`;
}

async function readEverything(page: Page) {
  await expect(page.locator('.hosted-page[data-drawn]')).toHaveCount(1, { timeout: 20_000 });
  for (const chip of await page.getByTestId('hosted-field-chip').all()) await chip.click();
  await page.locator('.hosted-page').last().scrollIntoViewIfNeeded();
}

test('hosted signing: the signer fills its own fields (refused, saved, kept after a reload), then signs; zh', async ({ browser }) => {
  test.setTimeout(240_000);
  const admin = await personContext(browser, 'en', ownAddress());
  const name = `宁波${[...Date.now().toString().slice(-6)].map((d) => '零一二三四五六七八九'[Number(d)]).join('')}服务有限公司`;
  const enterprise = await call<{ id: string }>(admin.page.request, 'POST', '/console/enterprise/create', { name });
  // Enterprise authentication has journeys of its own; here it is marked passed in the database.
  const db = new Database(path.join(dataDir, 'console.db'));
  db.prepare('update enterprises set real_name_status = 2, check_status = 2, passed_at = ? where id = ?').run(Date.now(), enterprise.id);
  db.close();
  const templateId = await templateOf(admin.page.request);

  const signer = await authenticatedSigner(browser, 'Zhou Lan', 'en');
  const page = signer.page;
  const flowEn = await flowTo(
    admin.page.request,
    templateId,
    { name: 'Zhou Lan', phone: signer.person.phone, language: 'en' },
    'Service agreement',
  );
  await page.goto(flowEn.path);
  await readEverything(page);
  // Its own fields are marked on the drawn page, named by their labels; tapping one goes to its input.
  const supplierBox = page.getByLabel(en.signFlowHosted.fill.box.replace('{{label}}', 'Supplier').replace('{{page}}', '1'));
  await supplierBox.scrollIntoViewIfNeeded();
  await expect(supplierBox).toHaveText('Supplier');
  await expect(page.getByTestId('hosted-fill-box')).toHaveCount(2);
  await screenshot(page, 'signer-fills-page-en', { fullPage: false });
  await supplierBox.click();
  await expect(page.getByTestId('hosted-fill-company')).toBeFocused();
  const form = page.getByTestId('hosted-fill');
  await expect(form).toContainText('Text · required · up to 30 characters · page 1');
  await expect(page.getByTestId('hosted-sign')).toBeDisabled();
  await expect(page.getByText(en.signFlowHosted.fill.needSave)).toBeVisible();

  // Saved without the required company: refused beside the field, in the page's language.
  await page.getByTestId('hosted-fill-save').click();
  await expect(form.locator('.lt-field-error')).toHaveText(`Supplier: ${en.templates.rule.required}`);
  await screenshot(page, 'signer-fills-refused-en');
  await page.getByTestId('hosted-fill-company').fill('杭州乙方服务有限公司');
  await page.getByTestId('hosted-fill-start').fill('2026-12-01');
  await page.getByTestId('hosted-fill-save').click();
  await expect(page.getByTestId('hosted-fill-save')).toContainText(en.signFlowHosted.fill.saved);
  await expect(page.getByTestId('hosted-sign')).toBeEnabled();
  await screenshot(page, 'signer-fills-saved-en');

  // A reload finds the values where they were kept (the server's), and the signer signs.
  await page.reload();
  await expect(page.getByTestId('hosted-fill-company')).toHaveValue('杭州乙方服务有限公司');
  await expect(page.getByTestId('hosted-fill-start')).toHaveValue('2026-12-01');
  await readEverything(page);
  await page.getByTestId('hosted-sign').click();
  const since = Date.now();
  await page.getByTestId('hosted-will-send').click();
  const willMessage = await latestMessage('sms', signer.person.phone, { after: since - 1000, purpose: 'signFlowCode' });
  await page.getByTestId('hosted-will-code').fill(codeIn(willMessage.text));
  await page.getByTestId('hosted-will-confirm').click();
  await expect(page.getByTestId('hosted-end-completed')).toBeVisible({ timeout: 30_000 });

  // zh: the same form for a second flow.
  await setLanguage(page, 'zh');
  // Another link differs only in its fragment: leave the page first, so the new one loads afresh.
  await page.goto('about:blank');
  await page.goto(
    await signNowPath(
      page.request,
      admin.page.request,
      templateId,
      { name: 'Zhou Lan', phone: signer.person.phone, language: 'zh' },
      '服务协议',
    ),
  );
  await readEverything(page);
  const startBox = page.getByLabel(zh.signFlowHosted.fill.box.replace('{{label}}', 'Start date').replace('{{page}}', '1'));
  await startBox.scrollIntoViewIfNeeded();
  await screenshot(page, 'signer-fills-page-zh', { fullPage: false });
  await startBox.click();
  await expect(page.getByTestId('hosted-fill-start')).toBeFocused();
  await expect(page.getByTestId('hosted-fill')).toContainText(zh.signFlowHosted.fill.title);
  await expect(page.getByTestId('hosted-fill')).toContainText('文本 · 必填 · 最多 30 个字 · 第 1 页');
  await page.getByTestId('hosted-fill-company').fill('宁波甲方服务有限公司');
  await page.getByTestId('hosted-fill-start').fill('2026-12-31');
  await page.getByTestId('hosted-fill-save').click();
  await expect(page.getByTestId('hosted-fill-save')).toContainText(zh.signFlowHosted.fill.saved);
  await screenshot(page, 'signer-fills-saved-zh');
  for (const c of [signer, admin]) await c.context.close();
});
