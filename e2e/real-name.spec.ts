import { realNameRoutes } from '@console/contract';
import { en, zh } from '@console/phrases';
import { type Browser, type Page, expect, test } from '@playwright/test';
import { operatorContext } from './support/operators';
import { addressesIn, personContext as sharedPersonContext } from './support/people';
import { codeIn, latestMessage, screenshot, setLanguage } from './support/server';

/**
 * Personal real-name authentication in Chromium with a fake camera (playwright.config.ts):
 * MediaRecorder records a real video of Chromium's test pattern, which the server inspects by
 * content and the sandbox provider judges from its registry (README, "Sandbox identities").
 */

type Phrases = typeof en;
const pages = {
  list: '/personalCenter/pAuthRealName/pAuthRealNameList',
  phone: '/personalCenter/pAuthRealName/pAuthPhone',
  bank: '/personalCenter/pAuthRealName/pAuthBank',
  face: '/personalCenter/pAuthRealName/pAuthFace',
  blink: '/personalCenter/pAuthRealName/pAuthBlink',
  faceBarcodes: '/personalCenter/pAuthRealName/faceBarcodes',
  results: '/personalCenter/pAuthRealName/pAuthResults',
  change: '/personalCenter/pAuthRealName/change',
  revoke: '/personalCenter/pAuthRealName/authentication',
  basicInfo: '/personalCenter/pCenterInfo/pBasicInfo',
};

/** antd puts a space between the two characters of a two-character Chinese button label. */
const label = (text: string) => new RegExp(`^\\s*${[...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s?')}\\s*$`);

/** Client addresses of this file's own (support/people.ts). */
const ownAddress = addressesIn('198.51.100');
const personContext = (browser: Browser, language: 'en' | 'zh', viewport?: { width: number; height: number }) =>
  sharedPersonContext(browser, language, ownAddress(), viewport);

async function fillIdentity(page: Page, p: Phrases, name: string, idNumber: string) {
  await page.getByLabel(p.fields.name, { exact: true }).fill(name);
  await page.getByLabel(p.fields.idNumber, { exact: true }).fill(idNumber);
}

/** Starts the in-page recorder and waits until the clip is recorded (countdown, then ~2.6 s). */
async function recordVideo(page: Page, p: Phrases) {
  const recorder = page.getByTestId('face-recorder');
  await expect(recorder).toHaveAttribute('data-phase', 'ready', { timeout: 15_000 });
  await recorder.getByRole('button', { name: label(p.realName.face.recorder.start) }).click();
  await expect(recorder).toHaveAttribute('data-phase', 'recorded', { timeout: 20_000 });
}

async function expectResult(page: Page, p: Phrases, status: 'passed' | 'underReview') {
  await expect(page).toHaveURL(new RegExp(`${pages.results}$`));
  await expect(page.getByTestId('result-summary')).toContainText(p.realName.results[status]);
}

test.describe.configure({ timeout: 150_000 });

test('face authentication in the browser, then a certification change and a revocation (en)', async ({ browser }) => {
  const p = en;
  const { person, context, page } = await personContext(browser, 'en');

  await page.goto(pages.list);
  await expect(page.getByTestId('realname-status-card')).toContainText(p.common.realNameStatus.notAuthenticated);
  await expect(page.getByTestId('realname-modes')).toBeVisible();
  await screenshot(page, 'real-name-list-en');

  await page.getByTestId('mode-face').getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`${pages.face}$`));
  // Bad input is refused beside the field before anything is sent: a wrong GB 11643 check digit.
  await fillIdentity(page, p, '张三', '110101199003077652');
  await recordVideo(page, p);
  await page.getByRole('button', { name: p.realName.face.form.submit }).click();
  await expect(page.getByText(p.validation.idNumberInvalid)).toBeVisible();
  await page.getByLabel(p.fields.idNumber, { exact: true }).fill('110101199003077651');
  await screenshot(page, 'real-name-face-en');
  await page.getByRole('button', { name: p.realName.face.form.submit }).click();
  await expectResult(page, p, 'passed');
  // Masked on screen: the first three and last four characters only.
  await expect(page.getByText('110***********7651').first()).toBeVisible();
  await expect(page.getByText('110101199003077651')).toHaveCount(0);
  await screenshot(page, 'real-name-results-en');

  // The personal information shows the certified ID number, masked.
  await page.goto(pages.basicInfo);
  await expect(page.getByTestId('profile-card')).toContainText('110***********7651');
  // Authenticated: nothing there says it is available after authentication any more.
  await expect(page.getByTestId('profile-card')).not.toContainText(p.personal.notAuthenticatedYet);
  await screenshot(page, 'real-name-basic-info-en');

  // Certification change: the password again and a new identity verified by a face video.
  await page.goto(pages.change);
  await page.getByLabel(p.fields.password, { exact: true }).fill(person.password);
  await fillIdentity(page, p, '赵六', '510107198809302131');
  await recordVideo(page, p);
  await screenshot(page, 'real-name-change-en');
  await page.getByRole('button', { name: p.realName.face.change.submit }).click();
  await expectResult(page, p, 'passed');
  await expect(page.getByText('510***********2131').first()).toBeVisible();
  await expect(page.getByTestId('realname-history')).toContainText(p.realName.applicationStatus.superseded);

  // Revocation after re-authentication; the history stays.
  await page.goto(pages.revoke);
  await page.getByLabel(p.fields.password, { exact: true }).fill(person.password);
  await screenshot(page, 'real-name-revoke-en');
  await page.getByTestId('revoke-submit').click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: label(p.realName.revoke.confirmOk) })
    .click();
  await expect(page).toHaveURL(new RegExp(`${pages.list}$`));
  await expect(page.getByTestId('realname-status-card')).toContainText(p.common.realNameStatus.notAuthenticated);
  await page.goto(pages.results);
  await expect(page.getByTestId('realname-history')).toContainText(p.realName.applicationStatus.revoked);
  await context.close();
});

test('the QR code lets a phone record the video; the computer follows the result live (zh)', async ({ browser }) => {
  const p = zh;
  const { context, page } = await personContext(browser, 'zh');
  await page.goto(pages.faceBarcodes);
  await fillIdentity(page, p, 'Chen Mei', '330106199502140080');
  const ticket = page.waitForResponse((r) => r.url().endsWith(realNameRoutes.faceTicket.path) && r.request().method() === 'POST');
  await page.getByRole('button', { name: label(p.realName.face.qr.generate) }).click();
  const { data } = (await (await ticket).json()) as { data: { url: string } };
  await expect(page.getByTestId('face-qr')).toBeVisible();
  await expect(page.getByText(p.realName.face.qr.waiting)).toBeVisible();
  await screenshot(page, 'real-name-qr-zh');

  // The phone: a second browser, no session, opens the link the QR code holds.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: ownAddress(),
  });
  const mobile = await phone.newPage();
  await setLanguage(mobile, 'zh');
  await mobile.goto(data.url);
  await expect(mobile.getByTestId('public-face-name')).toContainText('***i');
  await recordVideo(mobile, p);
  await screenshot(mobile, 'real-name-phone-page-zh');
  await mobile.getByRole('button', { name: label(p.realName.face.phone.send) }).click();
  await expect(mobile.getByText(p.realName.face.phone.doneHint)).toBeVisible();

  // The computer sees the outcome without a reload.
  await expect(page.getByTestId('face-outcome')).toHaveAttribute('data-status', 'passed', { timeout: 15_000 });
  await screenshot(page, 'real-name-qr-passed-zh');

  // The ticket was used up: opening the link again is refused.
  await mobile.goto(data.url);
  await expect(mobile.getByText(p.realName.face.phone.invalidTitle)).toBeVisible();
  await phone.close();
  await context.close();
});

test('a blink video that needs manual review is approved by an operator; the person sees passed (en)', async ({ browser }) => {
  const p = en;
  const { person, context, page } = await personContext(browser, 'en');
  await page.goto(pages.blink);
  await fillIdentity(page, p, '李四', '310104198511224322');
  await recordVideo(page, p);
  await page.getByRole('button', { name: p.realName.face.form.submit }).click();
  await expectResult(page, p, 'underReview');
  await screenshot(page, 'real-name-under-review-en');

  const ops = await operatorContext(browser);
  const review = await ops.newPage();
  await setLanguage(review, 'en');
  await review.goto('/operation/realName');
  const row = review.getByTestId('review-queue').getByRole('row').filter({ hasText: person.userName });
  await expect(row).toHaveCount(1);
  await screenshot(review, 'ops-review-queue-en');
  await row.getByRole('button', { name: en.realName.ops.queue.open }).click();
  // The reviewing operator sees the submitted items in full, and the video.
  await expect(review.getByTestId('review-detail')).toContainText('310104198511224322');
  await expect(review.locator('video')).toBeVisible();
  // The drawer slides in: the picture is taken once it has arrived, of the screen (a full-page capture
  // re-lays the page out around a fixed panel and cuts it).
  await review.waitForFunction(() => !document.querySelector('[class*="drawer"][class*="motion"]'));
  await screenshot(review, 'ops-review-detail-en', { fullPage: false });
  const since = Date.now();
  await review.getByTestId('decision-submit').click();
  await expect(review.getByText(en.realName.ops.decision.passed)).toBeVisible();
  await ops.close();

  await page.reload();
  await expectResult(page, p, 'passed');
  // Told in their language (en) by SMS.
  const notice = await latestMessage('sms', person.phone, { after: since });
  expect(notice.text).not.toMatch(/[\u4e00-\u9fff]{4}/);
  await context.close();
});

test('phone 3 elements: a mismatched identity is refused and kept, then a right one passes with the SMS code (zh)', async ({ browser }) => {
  const p = zh;
  const { context, page } = await personContext(browser, 'zh');
  await page.goto(pages.list);
  await expect(page.getByTestId('realname-status-card')).toContainText(p.common.realNameStatus.notAuthenticated);
  await expect(page.getByTestId('realname-modes')).toBeVisible();
  await screenshot(page, 'real-name-list-zh');
  await page.goto(pages.phone);

  const sendAndFill = async (phone: string) => {
    const since = Date.now();
    await page.getByLabel(p.fields.phone, { exact: true }).fill(phone);
    // Another phone is another recipient: its button starts over instead of counting down the first send.
    await page.getByTestId('send-code').click();
    const sms = await latestMessage('sms', phone, { after: since });
    await page.getByLabel(p.fields.code, { exact: true }).fill(codeIn(sms.text));
  };

  await fillIdentity(page, p, '王五', '440305199206157814');
  await sendAndFill('13800000003');
  await page.getByTestId('realname-submit').click();
  await expect(page.getByTestId('verification-failure')).toContainText(p.errors.verificationPhoneMismatch);
  // What the person typed stays.
  await expect(page.getByLabel(p.fields.name, { exact: true })).toHaveValue('王五');
  await screenshot(page, 'real-name-phone-failed-zh');

  await fillIdentity(page, p, '孙七', '320502198701010019');
  await sendAndFill('13800000006');
  await page.getByTestId('realname-submit').click();
  await expectResult(page, p, 'passed');
  await expect(page.getByTestId('realname-history')).toContainText(p.errors.verificationPhoneMismatch);
  await screenshot(page, 'real-name-results-zh');
  await context.close();
});

test('an operator adds a test identity; a person passes bank card 4 elements with it (en)', async ({ browser }) => {
  const ops = await operatorContext(browser);
  const registry = await ops.newPage();
  await setLanguage(registry, 'en');
  await registry.goto('/operation/identityRegistry');
  await registry.getByTestId('registry-add').click();
  const dialog = registry.getByRole('dialog');
  await dialog.getByLabel(en.fields.name, { exact: true }).fill('周八');
  await dialog.getByLabel(en.fields.idNumber, { exact: true }).fill('110108200001011237');
  await dialog.getByLabel(en.fields.phone, { exact: true }).fill('13800000008');
  await dialog.getByLabel(en.fields.bankCard, { exact: true }).fill('6222020000000000088');
  await screenshot(registry, 'ops-registry-add-en');
  await dialog.getByRole('button', { name: label(en.common.save) }).click();
  await expect(dialog).toBeHidden();
  // The registry lists oldest first, ten a page: other journeys running beside this one add identities too, so the
  // new entry may be on a later page — walk forward until it shows.
  const table = registry.getByTestId('registry-table');
  await expect(async () => {
    if (!(await table.textContent())?.includes('110***********1237')) await registry.locator('.ant-pagination-next').click();
    await expect(table).toContainText('110***********1237', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await screenshot(registry, 'ops-registry-en');
  await ops.close();

  const p = en;
  const { context, page } = await personContext(browser, 'en');
  await page.goto(pages.bank);
  await fillIdentity(page, p, '周八', '110108200001011237');
  await page.getByLabel(p.fields.bankCard, { exact: true }).fill('6222020000000000088');
  const since = Date.now();
  await page.getByLabel(p.realName.form.bankPhone, { exact: true }).fill('13800000008');
  await page.getByTestId('send-code').click();
  const sms = await latestMessage('sms', '13800000008', { after: since });
  await page.getByLabel(p.fields.code, { exact: true }).fill(codeIn(sms.text));
  await screenshot(page, 'real-name-bank-en');
  await page.getByTestId('realname-submit').click();
  await expectResult(page, p, 'passed');
  await context.close();
});

for (const language of ['en', 'zh'] as const) {
  test(`every real-name page renders its title in ${language} (screenshots)`, async ({ browser }) => {
    const p = language === 'en' ? en : zh;
    const { context, page } = await personContext(browser, language);
    const tour = [
      ['list', p.routes.pAuthRealNameList],
      ['phone', p.routes.pAuthPhone],
      ['bank', p.routes.pAuthBank],
      ['face', p.routes.pAuthFace],
      ['blink', p.routes.pAuthBlink],
      ['faceBarcodes', p.routes.faceBarcodes],
      ['results', p.routes.pAuthResults],
      ['change', p.routes.change],
      ['revoke', p.routes.authentication],
    ] as const;
    for (const [name, title] of tour) {
      await page.goto(pages[name]);
      await expect(page).toHaveTitle(new RegExp(title));
      // The breadcrumb ends with the page's own name once the page (not a loading shell) is shown.
      await expect(page.locator('.ant-breadcrumb li').last()).toHaveText(title);
      await expect(page.locator('.ant-card').first()).toBeVisible();
      await screenshot(page, `real-name-tour-${name}-${language}`);
    }
    await context.close();
  });
}
