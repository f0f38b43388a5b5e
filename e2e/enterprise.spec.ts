import { enterpriseAuthRoutes, enterpriseRoutes, isValidCreditCode, requiredHeaders } from '@console/contract';
import { en, zh } from '@console/phrases';
import { type Page, expect, test } from '@playwright/test';
import { afterCodeCooldown, newPerson, registerByApi } from './support/accounts';
import { operatorContext } from './support/operators';
import { expectHeaderApart } from './support/menu';
import { addressesIn, personContext } from './support/people';
import { baseURL, codeIn, latestMessage, screenshot } from './support/server';
import { provenForOperations } from './support/operation-protection';

/**
 * The enterprise center in Chromium: a person becomes an enterprise, authenticates it by
 * bank remittance (the amount read from the sandbox bank's outbox) and by company documents approved
 * in the back office, and hands the master administrator role to someone else by SMS.
 */

type Phrases = typeof en;
const pages = {
  select: '/enterpriseCenter/eAuthRealName/eAuthSelect',
  bankInfo: '/enterpriseCenter/eAuthRealName/bankAuthWriteInfo',
  amount: '/enterpriseCenter/eAuthRealName/bankAuthSubmit',
  documents: '/enterpriseCenter/eAuthRealName/companyAuthSubmit',
  legalPerson: '/enterpriseCenter/eAuthRealName/legalPersonAuthSubmit',
  bankLegal: '/enterpriseCenter/eAuthRealName/bankLegalRepresentative',
  results: '/enterpriseCenter/eAuthRealName/eAuthResults',
  basicInfo: '/enterpriseCenter/eCenterInfo/eBasicInfo',
  editPhone: '/enterpriseCenter/eCenterInfo/editPhone',
  addPhone: '/enterpriseCenter/eCenterInfo/addPhone',
};

const ownAddress = addressesIn('203.0.113');
/** antd puts a space between the two characters of a two-character Chinese button label. */
const label = (text: string) => new RegExp(`^\\s*${[...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s?')}\\s*$`);

const creditAlphabet = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const creditWeights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
let codes = 0;
/** A fresh unified social credit code with its GB 32100 check character (one pass per code). */
function creditCode(): string {
  codes += 1;
  const base = `91110108MA${String(Date.now() % 1e6).padStart(6, '0')}${codes % 10}`;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += creditAlphabet.indexOf(base[i]!) * creditWeights[i]!;
  const code = `${base}${creditAlphabet[(31 - (sum % 31)) % 31]}`;
  if (!isValidCreditCode(code)) throw new Error(`bad code ${code}`);
  return code;
}
const wrongCheck = (code: string) => `${code.slice(0, -1)}${code.endsWith('0') ? '1' : '0'}`;

/** The documented sandbox people (README "Sandbox identities"). */
const legal = { name: '张三', idNumber: '110101199003077651', phone: '13800000001' };
const agent = { name: '李四', idNumber: '310104198511224322' };

/** A console call from inside the page's context (its session cookie and client address). */
async function consoleCall<T>(page: Page, path: string, form: Record<string, string>): Promise<T> {
  const res = await page.request.post(`${baseURL}/webgate${path}`, { form, headers: { ...requiredHeaders, 'Accept-Language': 'en' } });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 0) throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body.data;
}

/** Becomes the master of a new enterprise through the API (the header's dialog has its own journey below). */
async function createEnterprise(page: Page, name: string): Promise<void> {
  await consoleCall(page, enterpriseRoutes.create.path, { name });
}

/** Passes bank authentication through the API, the amount read from the sandbox bank's outbox. */
async function passByBankApi(page: Page, enterpriseName: string, bankAccount: string): Promise<void> {
  const application = await consoleCall<{ id: string }>(page, enterpriseAuthRoutes.createAuth.path, {
    authType: 'bank',
    enterpriseName,
    threeInOne: '1',
    creditCode: creditCode(),
    orgCode: '',
    legalName: legal.name,
    legalIdNumber: legal.idNumber,
    legalMobile: legal.phone,
    agentName: agent.name,
    agentIdType: '1',
    agentIdNumber: agent.idNumber,
    bankAccount,
    accountBank: 'Bank of China',
    province: 'Beijing',
    city: 'Beijing',
    branch: 'Haidian',
  });
  const remitted = await latestMessage('bank', bankAccount);
  await consoleCall(page, enterpriseAuthRoutes.amount.path, {
    id: application.id,
    amount: String(remitted.amount),
    requestId: crypto.randomUUID(),
  });
}

async function fillCompany(page: Page, p: Phrases, values: { enterpriseName: string; creditCode: string }) {
  await page.getByLabel(p.fields.enterpriseName, { exact: true }).fill(values.enterpriseName);
  await page.getByLabel(p.fields.creditCode, { exact: true }).fill(values.creditCode);
  await page.getByLabel(p.fields.legalName, { exact: true }).fill(legal.name);
  await page.getByLabel(p.fields.legalIdNumber, { exact: true }).fill(legal.idNumber);
  await page.getByLabel(p.fields.legalMobile, { exact: true }).fill(legal.phone);
}

async function fillAgent(page: Page, p: Phrases) {
  await page.getByLabel(p.fields.agentName, { exact: true }).fill(agent.name);
  await page.getByLabel(p.fields.agentIdNumber, { exact: true }).fill(agent.idNumber);
}

/** A small real PNG (a 2×2 image), as a scanner would save a page. */
function pngImage(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
    'base64',
  );
}

test.describe.configure({ timeout: 150_000 });

test('a person creates an enterprise from the header and authenticates it by bank remittance (en)', async ({ browser }) => {
  const p = en;
  const { context, page } = await personContext(browser, 'en', ownAddress());
  const enterpriseName = `Acme Remit ${Date.now().toString(36)} Ltd`;

  // Personal context: the personal center is in the menu, the enterprise center is not (§2).
  await page.goto('/dashboard/home');
  await expect(page.getByRole('menuitem', { name: p.routes.personalCenter })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: p.routes.enterpriseCenter })).toHaveCount(0);

  // Becoming an enterprise: the header's context switch → create.
  await page.getByTestId('context-switch').click();
  await page.getByRole('menuitem', { name: p.shell.createEnterprise }).click();
  await page.getByTestId('create-enterprise-form').getByLabel(p.fields.enterpriseName).fill(enterpriseName);
  await screenshot(page, 'enterprise-create-en');
  await page.getByRole('dialog').getByRole('button', { name: p.enterprise.create.submit }).click();
  await expect(page.getByTestId('context-switch')).toContainText(enterpriseName, { timeout: 15_000 });
  await expect(page.getByRole('menuitem', { name: p.routes.enterpriseCenter })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: p.routes.personalCenter })).toHaveCount(0);

  await page.goto(pages.select);
  await expect(page.getByTestId('eauth-modes')).toBeVisible();
  await screenshot(page, 'enterprise-auth-select-en');
  await page.getByTestId('eauth-mode-bank').getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`${pages.bankInfo}$`));

  // A wrong check character is refused beside its field, and nothing is sent.
  const code = creditCode();
  await fillCompany(page, p, { enterpriseName, creditCode: wrongCheck(code) });
  await fillAgent(page, p);
  const bankAccount = `62170000${String(Date.now()).slice(-10)}`;
  await page.getByLabel(p.fields.bankAccount, { exact: true }).fill(bankAccount);
  await page.getByLabel(p.fields.accountBank, { exact: true }).fill('Bank of China');
  await page.getByLabel(p.fields.province, { exact: true }).fill('Beijing');
  await page.getByLabel(p.fields.city, { exact: true }).fill('Beijing');
  await page.getByLabel(p.fields.branch, { exact: true }).fill('Haidian Sub-branch');
  await page.getByTestId('eauth-submit').click();
  await expect(page.getByText(p.validation.creditCode)).toBeVisible();
  await page.getByLabel(p.fields.creditCode, { exact: true }).fill(code);
  await screenshot(page, 'enterprise-bank-info-en');
  await page.getByTestId('eauth-submit').click();

  // The platform remits at once in the sandbox; the timeline shows it and three attempts.
  await expect(page).toHaveURL(new RegExp(`${pages.amount}$`));
  await expect(page.getByTestId('attempts-left')).toHaveText('3');
  // Waiting for the amount is the applicant's move, not a review: the header and the dashboard say so
  // and lead back here; the long crumbs give way to the context switch.
  await expect(page.getByTestId('context-status')).toHaveText(p.enterprise.step.awaitingAmount);
  await expectHeaderApart(page);
  await page.goto('/dashboard/home');
  await expect(page.getByTestId('realname-status')).toHaveText(p.enterprise.step.awaitingAmount);
  await expect(page.getByText(p.dashboard.realNameStatus.underReview)).toHaveCount(0);
  await screenshot(page, 'enterprise-dashboard-awaiting-amount-en');
  await page.getByTestId('realname-next').click();
  await expect(page).toHaveURL(new RegExp(`${pages.amount}$`));
  const remitted = await latestMessage('bank', bankAccount);
  const amount = String(remitted.amount);
  const wrong = amount === '0.01' ? '0.02' : '0.01';
  await page.getByLabel(p.enterpriseAuth.amount.label).fill(wrong);
  await page.getByTestId('amount-submit').click();
  await expect(page.getByTestId('amount-wrong')).toContainText(p.errors.amountWrong);
  await expect(page.getByTestId('attempts-left')).toHaveText('2');
  await screenshot(page, 'enterprise-bank-amount-en');
  await page.getByLabel(p.enterpriseAuth.amount.label).fill(amount);
  await page.getByTestId('amount-submit').click();

  await expect(page).toHaveURL(new RegExp(`${pages.results}$`), { timeout: 15_000 });
  await expect(page.getByTestId('eauth-status').first()).toHaveText(p.enterpriseAuth.status.passed);
  // Personal data shows masked: the legal representative's ID number never in full.
  await expect(page.getByText(legal.idNumber)).toHaveCount(0);
  await screenshot(page, 'enterprise-auth-results-en');

  await page.goto(pages.basicInfo);
  await expect(page.getByTestId('enterprise-name')).toHaveText(enterpriseName);
  await expect(page.getByText(code).first()).toBeVisible();
  await expect(page.getByText(bankAccount)).toHaveCount(0);
  await screenshot(page, 'enterprise-basic-info-en');
  await context.close();
});

test('company documents are approved in the back office, and the applicant sees the pass (zh)', async ({ browser }) => {
  const p = zh;
  const { person, context, page } = await personContext(browser, 'zh', ownAddress());
  const enterpriseName = `文档认证企业${Date.now().toString(36)}`;
  await page.goto('/dashboard/home');
  await createEnterprise(page, enterpriseName);

  await page.goto(pages.documents);
  await fillCompany(page, p, { enterpriseName, creditCode: creditCode() });
  await fillAgent(page, p);
  // A file that is not an image is refused before it is sent.
  await page
    .getByTestId('document-input-licence')
    .setInputFiles({ name: 'licence.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByTestId('document-licence')).toBeVisible();
  await expect(page.getByText(p.validation.fileType, { exact: false }).or(page.getByText(p.errors.documentType))).toBeVisible();
  await page.getByTestId('document-input-licence').setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: pngImage() });
  await expect(page.getByTestId('document-uploaded-licence')).toBeVisible();
  await page.getByTestId('document-input-letter').setInputFiles({ name: 'letter.png', mimeType: 'image/png', buffer: pngImage() });
  await expect(page.getByTestId('document-uploaded-letter')).toBeVisible();
  await screenshot(page, 'enterprise-documents-zh');
  await page.getByTestId('eauth-submit').click();
  await expect(page.getByTestId('documents-review')).toBeVisible({ timeout: 15_000 });

  // The operator opens the application, sees both images and approves it.
  const ops = await operatorContext(browser);
  const review = await ops.newPage();
  await review.goto('/operation/enterpriseReview');
  const row = review.getByTestId('enterprise-review-queue').getByRole('row').filter({ hasText: enterpriseName });
  await expect(row).toBeVisible();
  await row.getByRole('button').first().click();
  await expect(review.getByTestId('enterprise-documents').locator('img')).toHaveCount(2);
  // The drawer slides in: the picture is taken once it has arrived.
  await expect(review.getByTestId('enterprise-review-detail')).toBeInViewport();
  await review.waitForFunction(() => !document.querySelector('[class*="drawer"][class*="motion"]'));
  // Of the screen: a full-page capture re-lays the page out around the fixed panel and cuts it.
  await screenshot(review, 'enterprise-review-drawer-en', { fullPage: false });
  await review.getByTestId('enterprise-decision-submit').click();
  await expect(review.getByText(en.enterpriseAuth.ops.decision.passed)).toBeVisible();
  // Decided applications leave the queue of those in review.
  await expect(review.getByTestId('enterprise-review-queue').getByRole('row').filter({ hasText: enterpriseName })).toHaveCount(0);
  await ops.close();

  // The applicant is told, and the console shows the pass.
  const notice = await latestMessage('sms', person.phone, { purpose: 'enterprise_pass' });
  expect(notice.text).toContain(enterpriseName);
  await page.goto(pages.results);
  await expect(page.getByTestId('eauth-status').first()).toHaveText(p.enterpriseAuth.status.passed);
  await screenshot(page, 'enterprise-auth-results-zh');
  await context.close();
});

test('the master administrator hands the enterprise to another person by SMS (zh)', async ({ browser }) => {
  const p = zh;
  const { person, context, page } = await personContext(browser, 'zh', ownAddress());
  const enterpriseName = `主管理员变更${Date.now().toString(36)}`;
  await page.goto('/dashboard/home');
  await createEnterprise(page, enterpriseName);
  await passByBankApi(page, enterpriseName, `62220000${String(Date.now()).slice(-10)}`);

  // The new master is a registered person with a phone of their own.
  const successor = newPerson();
  const setup = await browser.newContext({ extraHTTPHeaders: ownAddress() });
  await registerByApi(setup.request, successor);
  await setup.close();

  await page.goto(pages.basicInfo);
  await expect(page.getByTestId('enterprise-status')).toHaveText(p.enterprise.status.passed);
  await screenshot(page, 'enterprise-basic-info-zh');
  await page.getByTestId('change-master').click();
  await expect(page).toHaveURL(new RegExp(`${pages.editPhone}$`));

  // Step 1: the master proves themselves with a code to their own phone (registered moments ago:
  // one code a minute to a phone, whatever it is for).
  test.setTimeout(270_000);
  await afterCodeCooldown(person.phone);
  let since = Date.now();
  await page
    .getByTestId('master-verify-form')
    .getByRole('button', { name: label(p.auth.countdown.send) })
    .click();
  const own = await latestMessage('sms', person.phone, { after: since });
  await page.getByTestId('master-verify-form').getByLabel(p.fields.code).fill(codeIn(own.text));
  await screenshot(page, 'enterprise-master-verify-zh');
  await page
    .getByTestId('master-verify-form')
    .getByRole('button', { name: label(p.enterprise.master.next) })
    .click();
  await expect(page).toHaveURL(new RegExp(`${pages.addPhone}$`));

  // Step 2: the new master's phone; asking for a code without one says so (§8).
  const form = page.getByTestId('new-master-form');
  await form.getByRole('button', { name: label(p.auth.countdown.send) }).click();
  await expect(form.getByText(p.errors.mobileRequired)).toBeVisible();
  await form.getByLabel(p.fields.phone).fill(successor.phone);
  // The successor's registration texted this phone a moment ago: one code a minute to a phone.
  await afterCodeCooldown(successor.phone);
  since = Date.now();
  await form.getByRole('button', { name: label(p.auth.countdown.send) }).click();
  const theirs = await latestMessage('sms', successor.phone, { after: since });
  await form.getByLabel(p.fields.code).fill(codeIn(theirs.text));
  await screenshot(page, 'enterprise-master-new-zh');
  await form.getByRole('button', { name: label(p.enterprise.master.submit) }).click();
  // Changing the master is a protected act; its dialog has its own journey (operation-protection.spec.ts).
  await provenForOperations(context);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: label(p.enterprise.master.submit) })
    .click();
  await expect(page.getByTestId('master-changed')).toBeVisible();
  await screenshot(page, 'enterprise-master-changed-zh');

  // Both are told; the former master is now an administrator and can no longer change the master.
  const notice = await latestMessage('sms', successor.phone, { after: since, purpose: 'enterprise_master_changed' });
  expect(notice.text).toContain(enterpriseName);
  await page.getByTestId('master-done').click();
  await expect(page.getByTestId('enterprise-master')).toContainText(successor.userName);
  await expect(page.getByTestId('change-master')).toHaveCount(0);
  await context.close();
});
