import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { requiredHeaders, signFlowsRoutes as r } from '@console/contract';
import { zh } from '@console/phrases';
import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import { addressesIn, personContext } from './support/people';
import { consoleCall, realNamePerson } from './support/real-name';
import { baseURL, codeIn, latestMessage, phone, screenshot } from './support/server';

/**
 * Batch signing: a signed-in person with two flows waiting opens "Sign in batch"
 * from the console's waiting list, reads both documents in the pdf.js viewer, chooses both, confirms
 * with one willingness code and sees each flow signed — at 390 × 844 in en; the list in zh on a desktop.
 */
const ownAddress = addressesIn('203.0.158');

async function contractPdf(title: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText(title, { x: 60, y: 760, size: 18, font });
  return Buffer.from(await doc.save());
}

/** A registered, signed-in person whose real-name authentication passed (the registry holds its identity). */
async function authenticatedSigner(browser: Browser, name: string, language: 'en' | 'zh') {
  return realNamePerson(browser, {
    name,
    idPrefix: '3301061991',
    phonePrefix: '136',
    note: 'batch signing journey',
    headers: ownAddress(),
    language,
    viewport: phone,
  });
}

/** A started flow with one person signer, through the console's API. */
async function startFlow(request: APIRequestContext, signer: { name: string; phone: string; language: 'en' | 'zh' }, title: string) {
  const created = await request.post(`${baseURL}/webgate${r.create.path}`, {
    headers: { ...requiredHeaders, 'Accept-Language': 'en' },
    multipart: {
      title,
      deadlineAt: String(Date.now() + 7 * 86_400_000),
      fileName: 'contract.pdf',
      file: { name: 'contract.pdf', mimeType: 'application/pdf', buffer: await contractPdf(title) },
    },
  });
  const flow = (await created.json()) as { code: number; msg: string; data: { id: string; documents: { id: string }[] } };
  expect(flow.code, flow.msg).toBe(0);
  await consoleCall(request, r.addSigner.path.replace(':id', flow.data.id), {
    kind: 'person',
    ...signer,
    group: 1,
    fields: [{ documentId: flow.data.documents[0]!.id, kind: 'signature', page: 1, x: 360, y: 120, width: 160, height: 70 }],
  });
  await consoleCall(request, r.start.path.replace(':id', flow.data.id), {});
  return flow.data.id;
}

test('batch signing: two waiting flows read, chosen and signed with one code on a phone; zh list on a desktop', async ({ browser }) => {
  test.setTimeout(240_000);
  const initiator = await personContext(browser, 'en', ownAddress());
  const signer = await authenticatedSigner(browser, 'Chen Mei', 'en');
  const who = { name: 'Chen Mei', phone: signer.person.phone, language: 'en' as const };
  await startFlow(initiator.page.request, who, 'Lease agreement');
  await startFlow(initiator.page.request, who, 'Supply contract');

  const page = signer.page;
  await page.goto('/serviceManage/mySignFlows?tab=waiting');
  await page.getByTestId('batch-sign').click();
  await expect(page.getByTestId('batch-flow')).toHaveCount(2);
  await expect(page.getByTestId('batch-flow-check').first()).toBeDisabled();
  await screenshot(page, 'batch-signing-list-en');

  for (const i of [0, 1]) {
    await page.getByTestId('batch-flow-read').nth(i).click();
    await expect(page.locator('.hosted-page[data-drawn]')).toHaveCount(1, { timeout: 20_000 });
    await page.locator('.hosted-page').last().scrollIntoViewIfNeeded();
    await page.getByTestId('batch-done-reading').click();
  }
  await page.getByTestId('batch-choose-all').click();
  await expect(page.getByTestId('batch-chosen-count')).toHaveText('2 of at most 50 chosen');
  const since = Date.now();
  await page.getByTestId('batch-send').click();
  const message = await latestMessage('sms', signer.person.phone, { after: since - 1000, purpose: 'signFlowCode' });
  expect(message.text).toContain('sign 2 contracts at once');
  await page.getByTestId('batch-code').fill(codeIn(message.text));
  await screenshot(page, 'batch-signing-chosen-en');
  await page.getByTestId('batch-confirm').click();
  await expect(page.getByTestId('batch-results')).toContainText('2 signed, 0 not signed', { timeout: 60_000 });
  await expect(page.getByTestId('batch-result-signed')).toHaveCount(2);
  await screenshot(page, 'batch-signing-results-en');

  // zh, a desktop: a new flow waits; the batch lists it.
  await startFlow(initiator.page.request, { ...who, language: 'zh' }, '保密协议');
  await page.evaluate(() => localStorage.setItem('console.language', 'zh'));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/signFlow/batch');
  await expect(page.getByTestId('batch-flow')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveText(zh.signFlowHosted.batch.title);
  await screenshot(page, 'batch-signing-list-zh');
  await signer.context.close();
  await initiator.context.close();
});
