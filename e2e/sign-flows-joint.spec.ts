import fs from 'node:fs';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { requiredHeaders } from '@console/contract';
import { en, zh } from '@console/phrases';
import { type APIRequestContext, type Browser, type Page, expect, test } from '@playwright/test';
import { afterCodeCooldown } from './support/accounts';
import { authenticatedEnterprise, memberIdOf } from './support/enterprises';
import { provenForOperations } from './support/operation-protection';
import { addressesIn, personContext } from './support/people';
import { realNamePerson } from './support/real-name';
import { baseURL, codeIn, latestMessage, phone, screenshot, setLanguage } from './support/server';

/**
 * The joint sign-flow journey: an enterprise's administrator starts a flow with a person and
 * another enterprise, placing each signer's field by dragging it onto the page pdf.js draws; both
 * sign on the hosted page at 390 × 844 in a browser that is not signed in — the person (en) with a
 * drawn signature, the other enterprise's handler (zh) with the seal it holds a grant of — proving
 * who they are and confirming with codes read from the outbox; the completed flow's completion
 * certificate downloads from the administrator's detail once it is ready (it may be made after
 * the last signature's answer: the page is looked at again, as a person would), and the public
 * verification page finds its signature valid, in en and zh.
 */
const ownAddress = addressesIn('203.0.163');
const call = async <T>(request: APIRequestContext, p: string, data: unknown) => {
  const res = await request.post(`${baseURL}/webgate${p}`, { data, headers: { ...requiredHeaders, 'Accept-Language': 'en' } });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 0) throw new Error(`${p}: ${body.code} ${body.msg}`);
  return body.data;
};

async function contractPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  page.drawText('Joint venture agreement', { x: 60, y: 760, size: 18, font });
  page.drawText('Signed by the parties below.', { x: 60, y: 720, size: 12, font });
  return Buffer.from(await doc.save());
}

/** Drags a field kind from the palette onto the drawn page, its drop point at fractions of the page's box (in view: the page is taller than the window). */
async function dragField(page: Page, kind: 'signature' | 'seal', at: { x: number; y: number }) {
  const chip = (await page.getByTestId(`palette-${kind}`).boundingBox())!;
  const sheet = (await page.locator('[data-page="1"][data-drawn]').boundingBox())!;
  await page.mouse.move(chip.x + chip.width / 2, chip.y + chip.height / 2);
  await page.mouse.down();
  await page.mouse.move(sheet.x + sheet.width * at.x, sheet.y + sheet.height * at.y, { steps: 12 });
  await page.mouse.up();
}

/**
 * A signer's turn on a phone, signed out: the link from its SMS, the identity code, every page read
 * and each field tapped, the signature (`draw` for a person; an enterprise's granted seal is picked
 * for it), the willingness code, confirm. Answers the page at its end.
 */
async function signOnPhone(browser: Browser, o: { phone: string; language: 'en' | 'zh'; draw: boolean; shots: string }) {
  const t = o.language === 'zh' ? zh : en;
  const invite = await latestMessage('sms', o.phone, { purpose: 'signFlowInvite' });
  const link = /https?:\/\/\S+\/signFlow#[A-Za-z0-9_-]+/.exec(invite.text)![0];
  const context = await browser.newContext({ viewport: phone, extraHTTPHeaders: ownAddress() });
  const page = await context.newPage();
  await setLanguage(page, o.language);
  await page.goto(link.slice(link.indexOf('/signFlow#')));
  await expect(page.getByTestId('hosted-identity')).toBeVisible();
  let since = Date.now();
  await page.getByTestId('hosted-identity-send').click();
  const identity = await latestMessage('sms', o.phone, { after: since - 1000, purpose: 'signFlowCode' });
  await page.getByTestId('hosted-identity-code').fill(codeIn(identity.text));
  await page.getByTestId('hosted-identity-continue').click();
  await expect(page.locator('.hosted-page[data-drawn]')).toHaveCount(1, { timeout: 20_000 });
  for (const chip of await page.getByTestId('hosted-field-chip').all()) await chip.click();
  await page.locator('.hosted-page').last().scrollIntoViewIfNeeded();
  if (o.draw) {
    await page.getByTestId('hosted-draw').click();
    const pad = page.getByTestId('signature-pad');
    await pad.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const box = (await pad.boundingBox())!;
    await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
    await page.mouse.down();
    for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 30 + i * 22, box.y + box.height * (0.6 - 0.25 * Math.sin(i / 2)));
    await page.mouse.up();
    await page.getByTestId('hosted-draw-use').click();
    await expect(page.getByTestId('hosted-choice-drawn')).toBeVisible();
  } else {
    // The enterprise's one granted seal is picked to begin with.
    await expect(page.getByTestId('hosted-choice')).toHaveAttribute('aria-checked', 'true');
  }
  await screenshot(page, `${o.shots}-read`);
  await page.getByTestId('hosted-sign').click();
  since = Date.now();
  await page.getByTestId('hosted-will-send').click();
  const will = await latestMessage('sms', o.phone, { after: since - 1000, purpose: 'signFlowCode' });
  await page.getByTestId('hosted-will-code').fill(codeIn(will.text));
  await expect(page.getByTestId('hosted-willingness')).toContainText(t.signFlowHosted.sign.willTitle);
  await page.getByTestId('hosted-will-confirm').click();
  return { context, page };
}

test('a flow with a person and another enterprise: fields dragged, both sign on a phone, the certificate downloads and verifies (en, zh)', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  // The parties: the administrator's enterprise; a person and the other enterprise's handler, both real-name authenticated.
  const admin = await personContext(browser, 'en', ownAddress());
  await authenticatedEnterprise(admin.page.request, '科技有限公司');
  const person = await realNamePerson(browser, {
    name: '陈梅',
    idPrefix: '3301061991',
    phonePrefix: '136',
    note: 'joint flow',
    headers: ownAddress(),
  });
  const handler = await realNamePerson(browser, {
    name: '周华',
    idPrefix: '3301061988',
    phonePrefix: '135',
    note: 'joint flow',
    headers: ownAddress(),
  });
  const other = await authenticatedEnterprise(handler.page.request, '贸易有限公司');
  const seal = await call<{ id: string }>(handler.page.request, '/console/seals', { kind: 'contract', sizeMm: 40, alias: 'Contract seal' });

  // The administrator's wizard: the PDF, both signers in one group, a field for each dragged onto the page.
  const page = admin.page;
  await page.goto('/serviceManage/mySignFlows');
  await page.getByTestId('flow-new').click();
  await page.getByTestId('flow-title').fill('Joint venture agreement');
  await page.locator('input[type=file]').setInputFiles({ name: 'venture.pdf', mimeType: 'application/pdf', buffer: await contractPdf() });
  await page.getByTestId('flow-submit').click();
  await expect(page.getByTestId('wizard-documents')).toContainText('venture.pdf');
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('signer-name').fill('陈梅');
  await page.getByTestId('signer-phone').fill(person.person.phone);
  await page.getByTestId('signer-add').click();
  await page.getByTestId('signer-form').getByText(en.signFlows.signer.enterprise, { exact: true }).click();
  await page.getByTestId('signer-enterprise').fill(other.name);
  await page.getByTestId('signer-name').fill('周华');
  await page.getByTestId('signer-phone').fill(handler.person.phone);
  await page.getByTestId('signer-add').click();
  await expect(page.getByTestId('wizard-signers')).toContainText(other.name);
  await page.getByTestId('wizard-next').click();
  await expect(page.locator('[data-page="1"][data-drawn]')).toBeVisible({ timeout: 30_000 });
  await dragField(page, 'signature', { x: 0.3, y: 0.25 });
  await page.getByTestId('designer-signer').locator('label').filter({ hasText: other.name }).click();
  await dragField(page, 'seal', { x: 0.7, y: 0.25 });
  await expect(page.getByTestId('placed-field')).toHaveCount(2);
  await expect(page.getByTestId('field-list')).toContainText(en.signFlows.fieldKind.seal);
  await screenshot(page, 'sign-flows-joint-designer-en', { phoneAccessibility: false });
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('wizard-start').click();
  await expect(page.getByTestId('detail-title')).toHaveText('Joint venture agreement');
  const flowId = new URL(page.url()).searchParams.get('flow')!;

  // The handler's enterprise grants it its seal (the master's SMS code, a minute after its last one).
  await afterCodeCooldown(handler.person.phone);
  const since = Date.now();
  await call(handler.page.request, '/console/seals/grant-code', {});
  const grantCode = codeIn((await latestMessage('sms', handler.person.phone, { after: since - 1000, purpose: 'sealGrantCodeSms' })).text);
  await provenForOperations(handler.context);
  await call(handler.page.request, `/console/seals/${seal.id}/grants`, {
    memberId: memberIdOf(other.id, handler.person.userName),
    role: 'user',
    startAt: Date.now() - 60_000,
    endAt: null,
    code: grantCode,
  });

  // Both sign on a phone: the person in en with a drawn signature, the handler in zh with the seal.
  const first = await signOnPhone(browser, { phone: person.person.phone, language: 'en', draw: true, shots: 'sign-flows-joint-person-en' });
  await expect(first.page.getByTestId('hosted-end-signed')).toBeVisible({ timeout: 30_000 });
  await screenshot(first.page, 'sign-flows-joint-person-signed-en');
  const second = await signOnPhone(browser, {
    phone: handler.person.phone,
    language: 'zh',
    draw: false,
    shots: 'sign-flows-joint-seal-zh',
  });
  await expect(second.page.getByTestId('hosted-end-completed')).toBeVisible({ timeout: 30_000 });
  await expect(second.page.locator('h1')).toHaveText(zh.signFlowHosted.done.signedTitle);
  await screenshot(second.page, 'sign-flows-joint-seal-signed-zh');

  // The administrator's detail: completed; the certificate downloads once it is made. The completion job
  // makes it after the last answer; the e2e server (test mode) runs no jobs, so the journey runs it now.
  const finished = await page.request.post(`${baseURL}/webgate/sign-flows/testCompletions`, {
    headers: { ...requiredHeaders, 'Accept-Language': 'en' },
  });
  expect(((await finished.json()) as { code: number }).code).toBe(0);
  await page.goto(`/serviceManage/mySignFlows?flow=${flowId}`);
  const download = page.getByTestId('download-certificate');
  await expect(async () => {
    await page.reload();
    await expect(download).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  const downloading = page.waitForEvent('download');
  await download.click();
  const certificate = fs.readFileSync((await (await downloading).path())!);
  expect(certificate.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await screenshot(page, 'sign-flows-joint-completed-en');
  await setLanguage(page, 'zh');
  await page.reload();
  await expect(page.getByTestId('download-certificate')).toContainText(zh.signFlows.detail.certificate);
  await screenshot(page, 'sign-flows-joint-completed-zh');

  // The public verification page: the certificate's own signature is valid, ours, and covers the file.
  for (const language of ['en', 'zh'] as const) {
    const t = language === 'zh' ? zh : en;
    const visitor = await browser.newContext({ extraHTTPHeaders: ownAddress() });
    const p = await visitor.newPage();
    await setLanguage(p, language);
    await p.goto('/signing/verify');
    await p.locator('input[type=file]').setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: certificate });
    await p.getByTestId('verify-submit').click();
    await expect(p.getByTestId('verified-valid')).toHaveText(t.signing.verify.validity.true);
    await expect(p.getByTestId('verified-chain')).toContainText(t.signing.verify.chains.ours);
    await screenshot(p, `sign-flows-joint-verify-${language}`);
    await visitor.close();
  }
  for (const c of [admin, person, handler, first, second]) await c.context.close();
});
