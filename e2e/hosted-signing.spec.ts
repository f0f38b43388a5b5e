import fs from 'node:fs';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { requiredHeaders, signFlowsRoutes as r } from '@console/contract';
import { en, zh } from '@console/phrases';
import { type APIRequestContext, type Browser, type Page, expect, test } from '@playwright/test';
import { addressesIn, personContext } from './support/people';
import { consoleCall, realNamePerson } from './support/real-name';
import { baseURL, codeIn, latestMessage, phone, screenshot, setLanguage } from './support/server';

/**
 * The hosted signing page at 390 × 844: a person starts a flow for a signer whose
 * account passed real-name authentication; the signer opens the link from its SMS in a browser that
 * is not signed in, proves itself with the code, reads the page, taps its field, draws a signature,
 * confirms with a fresh willingness code and is done; the used link then says so. In zh the signer
 * is already signed in (no identity code) and rejects with a reason. Screenshots en and zh, phone
 * and desktop.
 */
const ownAddress = addressesIn('203.0.157');

async function contractPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= 2; i++) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Lease agreement - page ${i}`, { x: 60, y: 760, size: 18, font });
    for (let line = 0; line < 20; line++)
      page.drawText('The tenant pays the rent on the first day of each month.', { x: 60, y: 700 - line * 24, size: 11, font });
  }
  return Buffer.from(await doc.save());
}

/** A registered, signed-in person whose real-name authentication passed (the registry holds its identity). */
async function authenticatedSigner(browser: Browser, name: string, language: 'en' | 'zh') {
  return realNamePerson(browser, {
    name,
    idPrefix: '3301061990',
    phonePrefix: '137',
    note: 'hosted signing journey',
    headers: ownAddress(),
    language,
    viewport: phone,
  });
}

/** The initiator's flow, through the console's API (the wizard is another journey): one person signer, its signature field on page 2. */
async function startFlow(request: APIRequestContext, signer: { name: string; phone: string; language: 'en' | 'zh' }, title: string) {
  const headers = { ...requiredHeaders, 'Accept-Language': 'en' };
  const created = await request.post(`${baseURL}/webgate${r.create.path}`, {
    headers,
    multipart: {
      title,
      message: 'Please sign by Friday.',
      deadlineAt: String(Date.now() + 7 * 86_400_000),
      fileName: 'lease.pdf',
      file: { name: 'lease.pdf', mimeType: 'application/pdf', buffer: await contractPdf() },
    },
  });
  const flow = (await created.json()) as { code: number; msg: string; data: { id: string; documents: { id: string }[] } };
  expect(flow.code, flow.msg).toBe(0);
  const id = flow.data.id;
  await consoleCall(request, r.addSigner.path.replace(':id', id), {
    kind: 'person',
    ...signer,
    group: 1,
    fields: [{ documentId: flow.data.documents[0]!.id, kind: 'signature', page: 2, x: 360, y: 120, width: 160, height: 70 }],
  });
  const since = Date.now();
  await consoleCall(request, r.start.path.replace(':id', id), {});
  const invite = await latestMessage('sms', signer.phone, { after: since - 1000, purpose: 'signFlowInvite' });
  const link = /https?:\/\/\S+\/signFlow#[A-Za-z0-9_-]+/.exec(invite.text)?.[0];
  if (!link) throw new Error(`no signing link in ${invite.text}`);
  return { id, path: link.slice(link.indexOf('/signFlow#')) };
}

async function readEverything(page: Page) {
  await expect(page.locator('.hosted-page[data-drawn]')).toHaveCount(2, { timeout: 20_000 });
  for (const chip of await page.getByTestId('hosted-field-chip').all()) await chip.click();
  await page.locator('.hosted-page').last().scrollIntoViewIfNeeded();
}

test('hosted signing page: prove, read, draw, willingness code, signed; used link; zh signed in and reject', async ({ browser }) => {
  test.setTimeout(240_000);
  const initiator = await personContext(browser, 'en', ownAddress());

  // ---- en, a phone, not signed in: the SMS code proves the signer.
  const signerEn = await authenticatedSigner(browser, 'Chen Mei', 'en');
  const flowEn = await startFlow(
    initiator.page.request,
    { name: 'Chen Mei', phone: signerEn.person.phone, language: 'en' },
    'Lease agreement',
  );
  const visitor = await browser.newContext({ viewport: phone, extraHTTPHeaders: ownAddress(), locale: 'en-US' });
  const page = await visitor.newPage();
  await page.addInitScript(() => localStorage.setItem('console.language', 'en'));
  await page.goto(flowEn.path);
  await expect(page.getByTestId('hosted-identity')).toBeVisible();
  await expect(page.locator('h1')).toHaveText('Lease agreement');
  await screenshot(page, 'hosted-signing-identity-en');

  // A wrong code is said beside the input.
  let since = Date.now();
  await page.getByTestId('hosted-identity-send').click();
  const identityCode = codeIn((await latestMessage('sms', signerEn.person.phone, { after: since - 1000, purpose: 'signFlowCode' })).text);
  await page.getByTestId('hosted-identity-code').fill(identityCode === '000000' ? '111111' : '000000');
  await page.getByTestId('hosted-identity-continue').click();
  await expect(page.locator('.lt-field-error')).toContainText(en.errors.codeWrong);
  await page.getByTestId('hosted-identity-code').fill(identityCode);
  await page.getByTestId('hosted-identity-continue').click();

  await readEverything(page);
  await expect(page.getByTestId('hosted-sign')).toBeEnabled();
  await screenshot(page, 'hosted-signing-read-en', { phoneAccessibility: true });

  // Draw a signature on the seals capability's pad.
  await page.getByTestId('hosted-draw').click();
  const pad = page.getByTestId('signature-pad');
  await expect(pad).toBeVisible();
  await pad.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 30 + i * 22, box.y + box.height * (0.6 - 0.25 * Math.sin(i / 2)));
  await page.mouse.up();
  await page.getByTestId('hosted-draw-use').click();
  await expect(page.getByTestId('hosted-choice-drawn')).toBeVisible();
  // The signer keeps the drawing among its own signatures for next time (its choice: the box).
  await page.getByTestId('hosted-save-signature').locator('input').check();
  await expect(page.getByTestId('hosted-save-signature')).toContainText(en.signFlowHosted.choose.save);
  await screenshot(page, 'hosted-signing-save-signature-en', { phoneAccessibility: false });

  await page.getByTestId('hosted-sign').click();
  await expect(page.getByTestId('hosted-willingness')).toBeVisible();
  since = Date.now();
  await page.getByTestId('hosted-will-send').click();
  const willMessage = await latestMessage('sms', signerEn.person.phone, { after: since - 1000, purpose: 'signFlowCode' });
  expect(willMessage.text).toContain('confirmation code');
  await page.getByTestId('hosted-will-code').fill(codeIn(willMessage.text));
  await screenshot(page, 'hosted-signing-willingness-en');
  await page.getByTestId('hosted-will-confirm').click();
  await expect(page.getByTestId('hosted-end-completed')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('h1')).toHaveText(en.signFlowHosted.done.signedTitle);
  await screenshot(page, 'hosted-signing-done-en');

  // The used link, opened again: a clear page.
  await page.reload();
  await expect(page.getByTestId('hosted-end-invalid')).toBeVisible();
  await expect(page.locator('h1')).toHaveText(en.signFlowHosted.invalid.title);
  await screenshot(page, 'hosted-signing-used-link-en');
  await visitor.close();

  const detail = (await (
    await initiator.page.request.get(`${baseURL}/webgate${r.detail.path.replace(':id', flowEn.id)}`, { headers: requiredHeaders })
  ).json()) as {
    data: { status: number };
  };
  expect(detail.data.status).toBe(2);

  // The initiator's console: the completed flow offers its completion certificate (签署报告), a signed PDF, in en and zh.
  // The completion job makes it a moment after the last signature: until then the console says it is being
  // prepared and asks again. The e2e server (test mode) runs no jobs, so the job is run now.
  const desk = initiator.page;
  await desk.setViewportSize({ width: 1366, height: 900 });
  await desk.goto(`/serviceManage/mySignFlows?flow=${flowEn.id}`);
  await expect(desk.getByTestId('certificate-preparing')).toContainText(en.signFlows.detail.certificatePreparing);
  await screenshot(desk, 'sign-flows-certificate-preparing-en');
  const finished = await desk.request.post(`${baseURL}/webgate${r.testCompletions.path}`, {
    headers: { ...requiredHeaders, 'Accept-Language': 'en' },
  });
  expect(((await finished.json()) as { code: number }).code).toBe(0);
  const certificateButton = desk.getByTestId('download-certificate');
  await expect(certificateButton).toContainText(en.signFlows.detail.certificate, { timeout: 15_000 });
  const downloading = desk.waitForEvent('download');
  await certificateButton.click();
  const certificate = fs.readFileSync((await (await downloading).path())!);
  expect(certificate.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(certificate.toString('latin1')).toContain('/SubFilter /ETSI.CAdES.detached');
  await screenshot(desk, 'sign-flows-certificate-en');
  await setLanguage(desk, 'zh');
  await desk.reload();
  await expect(desk.getByTestId('download-certificate')).toContainText(zh.signFlows.detail.certificate);
  await screenshot(desk, 'sign-flows-certificate-zh');

  // ---- zh, a desktop, already signed in as the signer: no identity code; reject with a reason.
  const signerZh = await authenticatedSigner(browser, '孙七', 'zh');
  const flowZh = await startFlow(initiator.page.request, { name: '孙七', phone: signerZh.person.phone, language: 'zh' }, '房屋租赁合同');
  const zhPage = signerZh.page;
  await zhPage.setViewportSize({ width: 1366, height: 900 });
  await zhPage.goto(flowZh.path);
  await readEverything(zhPage);
  await expect(zhPage.getByTestId('hosted-identity')).toHaveCount(0);
  await expect(zhPage.getByTestId('hosted-choices')).toContainText(zh.signFlowHosted.choose.title);
  await screenshot(zhPage, 'hosted-signing-read-zh', { phoneAccessibility: false });
  await zhPage.getByTestId('hosted-sign').click();
  await expect(zhPage.getByTestId('hosted-willingness')).toContainText(zh.signFlowHosted.sign.willTitle);
  await screenshot(zhPage, 'hosted-signing-willingness-zh');
  // The face check instead of the code: the real-name capability's recorder on Chromium's fake camera.
  await zhPage.getByTestId('hosted-will-by-face').click();
  await expect(zhPage.getByTestId('hosted-face')).toContainText(zh.signFlowHosted.face.hint);
  await screenshot(zhPage, 'hosted-signing-face-zh', { phoneAccessibility: false });
  await zhPage.getByTestId('hosted-will-by-code').click();
  await zhPage.getByTestId('hosted-reject-open').click();
  await zhPage.getByTestId('hosted-reject-confirm').click();
  await expect(zhPage.getByTestId('hosted-reject')).toContainText(zh.signFlowHosted.reject.reasonRequired);
  await zhPage.getByTestId('hosted-reject-reason').fill('租金有误');
  await zhPage.getByTestId('hosted-reject-confirm').click();
  await expect(zhPage.getByTestId('hosted-end-rejected')).toBeVisible();
  await screenshot(zhPage, 'hosted-signing-rejected-zh');
  await zhPage.reload();
  await expect(zhPage.getByTestId('hosted-end-invalid')).toContainText(zh.signFlowHosted.invalid.title);
  await screenshot(zhPage, 'hosted-signing-used-link-zh');
  await signerZh.context.close();
  await signerEn.context.close();
  await initiator.context.close();
});
