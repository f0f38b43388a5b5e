import { createHmac, randomBytes } from 'node:crypto';
import { channelsRoutes, requiredHeaders, ssoRoutes } from '@console/contract';
import { en, zh } from '@console/phrases';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { codeIn, latestMessage } from './support/server';
import { registerByApi, newPerson, solveCaptchaIn } from './support/accounts';
import { operatorContext } from './support/operators';
import { addressesIn, personContext } from './support/people';
import { baseURL, screenshot, setLanguage } from './support/server';

/**
 * Channel partners' journeys: a partner configured in the back office brands its link; a person signs in
 * through it and is associated (basic information and the back office show it); the service hall's
 * SDK entry jumps with a single-use code and back; a trusted system's token signs a person in once,
 * and its replay is refused; a signed-in unknown page keeps the shell.
 */
const ownAddress = addressesIn('198.51.117');

async function api<T>(request: APIRequestContext, method: 'GET' | 'POST', p: string, data?: unknown): Promise<T> {
  const res = await request.fetch(`${baseURL}/webgate${p}`, { method, data, headers: { ...requiredHeaders, 'Accept-Language': 'en' } });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 0) throw new Error(`${method} ${p}: ${body.code} ${body.msg}`);
  return body.data;
}

const buttonName = (text: string) => new RegExp(`^${[...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s?')}$`);

async function signInOn(page: Page, account: string, password: string): Promise<void> {
  const form = page.getByTestId('password-login-form');
  await form.getByLabel(en.fields.account, { exact: true }).fill(account);
  await form.getByLabel(en.fields.password, { exact: true }).fill(password);
  await solveCaptchaIn(page, form);
  await form.getByRole('button', { name: buttonName(en.auth.login.submit) }).click();
}

test('a partner link brands sign-in and registration and associates the account (en, zh)', async ({ browser }) => {
  test.setTimeout(240_000);
  const code = `jdf${Date.now().toString(36)}`;
  const ops = await operatorContext(browser);
  const opsPage = await ops.newPage();
  await opsPage.goto('/operation/channels');
  await opsPage.getByTestId('channel-add').click();
  const form = opsPage.getByTestId('channel-form');
  await form.getByLabel(en.channels.ops.code, { exact: true }).fill(code);
  await form.getByLabel(en.channels.ops.name, { exact: true }).fill('JDF Supply');
  await form.getByLabel(en.channels.ops.contactName, { exact: true }).fill('Li Lei');
  await form.getByLabel(en.channels.ops.contactPhone, { exact: true }).fill('13800000001');
  await opsPage.getByRole('button', { name: buttonName(en.common.save) }).click();
  await expect(opsPage.getByTestId('channels-table')).toContainText(code);
  await screenshot(opsPage, 'channels-ops-list');

  // A visitor: the registration page under the partner's branding, and an unknown code's notice.
  const visitor = await browser.newContext({ viewport: { width: 1366, height: 900 }, extraHTTPHeaders: ownAddress() });
  const page = await visitor.newPage();
  await setLanguage(page, 'zh');
  await page.goto(`/channelSignIn?channel=${code}`);
  await expect(page.getByTestId('channel-name')).toHaveText(zh.channels.registerTitle.replace('{{name}}', 'JDF Supply'));
  await screenshot(page, 'channels-register-zh');
  await page.goto('/channelLogin?channel=nobody');
  await expect(page.getByTestId('channel-notice')).toHaveText(zh.channels.notice.unknown);
  await setLanguage(page, 'en');

  // Registration through the partner link: the new account enters the console through the join page.
  await page.goto(`/channelSignIn?channel=${code}`);
  const newcomer = newPerson();
  const step1 = page.getByTestId('register-email-form');
  await step1.getByLabel(en.fields.email, { exact: true }).fill(newcomer.email);
  await solveCaptchaIn(page, step1);
  await step1.getByRole('checkbox').check();
  const since = Date.now();
  await step1.getByTestId('send-code').click();
  await step1
    .getByLabel(en.fields.code, { exact: true })
    .fill(codeIn((await latestMessage('mail', newcomer.email, { after: since })).text));
  await step1.getByRole('button', { name: buttonName(en.auth.register.next) }).click();
  const step2 = page.getByTestId('register-account-form');
  await step2.getByLabel(en.fields.userName, { exact: true }).fill(newcomer.userName);
  await step2.getByLabel(en.fields.phone, { exact: true }).fill(newcomer.phone);
  // One image code per registration: step 1's covers the phone's first code.
  await expect(step2.getByTestId('captcha-image')).toHaveCount(0);
  const smsSince = Date.now();
  await step2.getByTestId('send-code').click();
  await step2
    .getByLabel(en.fields.code, { exact: true })
    .fill(codeIn((await latestMessage('sms', newcomer.phone, { after: smsSince })).text));
  await step2.getByLabel(en.fields.password, { exact: true }).fill(newcomer.password);
  await step2.getByLabel(en.fields.confirmPassword, { exact: true }).fill(newcomer.password);
  await step2.getByRole('button', { name: buttonName(en.auth.register.submit) }).click();
  await page.getByTestId('to-console').click();
  await expect(page).toHaveURL(/\/channelJoin$/);
  await expect(page.getByText(en.channels.associated.replace('{{name}}', 'JDF Supply'))).toBeVisible();
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: en.shell.signOut }).click();
  await expect(page).toHaveURL(/\/login$/);

  // A person (registered beforehand) signs in through the partner link and is associated.
  const person = newPerson();
  await registerByApi(visitor.request, person);
  await page.goto(`/channelLogin?channel=${code}`);
  await expect(page.getByTestId('channel-name')).toHaveText(en.channels.loginTitle.replace('{{name}}', 'JDF Supply'));
  await expect(page.getByTestId('password-login-form')).toBeVisible();
  await screenshot(page, 'channels-login');
  await signInOn(page, person.userName, person.password);
  await expect(page).toHaveURL(/\/channelJoin$/);
  await expect(page.getByText(en.channels.associated.replace('{{name}}', 'JDF Supply'))).toBeVisible();
  await page.getByTestId('channel-continue').click();
  await page.goto('/personalCenter/pCenterInfo/pBasicInfo');
  await expect(page.getByTestId('channel-badge-account')).toContainText(`JDF Supply (${code})`);
  await screenshot(page, 'channels-basic-info');

  // The back office sees whom the partner brought.
  await opsPage.reload();
  await opsPage.getByTestId(`channel-view-${code}`).click();
  await expect(opsPage.getByTestId('brought-accounts')).toContainText(person.userName);
  await expect(opsPage.getByTestId('brought-accounts')).toContainText(newcomer.userName);
  await screenshot(opsPage, 'channels-ops-brought');
  await ops.close();
  await visitor.close();
});

test('the SDK entry jumps with a single-use code and back; an unknown page keeps the shell (zh)', async ({ browser }) => {
  test.setTimeout(180_000);
  const { context, page } = await personContext(browser, 'zh', ownAddress());
  await page.goto('/myIndex/serviceweb');
  await page.getByTestId('sso-sdkopen').click();
  await expect(page).toHaveURL(/\/sdk\?ssorand=/);
  await expect(page.getByTestId('sso-arrived')).toHaveText(zh.sso.arrived);
  await screenshot(page, 'sso-sdk-zh');
  await page.getByTestId('sso-back').click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  // /login while signed in is the home page; an unknown page stays inside the shell.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/pageNotFound\?from=/);
  await expect(page.getByTestId('not-found-advice')).toHaveText(zh.site.signedInNotFound.unknown);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page.getByTestId('breadcrumb')).toContainText(zh.routes.pageNotFound);
  await screenshot(page, 'signed-in-not-found-zh');
  await context.close();
});

test('a trusted system signs a person in through /synchronization once; the replay is refused (en)', async ({ browser }) => {
  test.setTimeout(180_000);
  const ops = await operatorContext(browser);
  const systemCode = `sys${Date.now().toString(36)}`;
  const { secret } = await api<{ secret: string }>(ops.request, 'POST', ssoRoutes.opsCreate.path, {
    code: systemCode,
    name: 'Supplier portal',
    status: 'enabled',
  });
  await ops.close();
  const visitor = await browser.newContext({ viewport: { width: 1366, height: 900 }, extraHTTPHeaders: ownAddress() });
  const person = newPerson();
  await registerByApi(visitor.request, person);
  const now = Date.now();
  const payload = Buffer.from(
    JSON.stringify({ account: person.userName, iat: now, exp: now + 120_000, nonce: randomBytes(12).toString('hex') }),
  ).toString('base64url');
  const token = `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`;
  const url = `/synchronization?system=${systemCode}&token=${token}`;
  const page = await visitor.newPage();
  await setLanguage(page, 'en');
  await page.goto(url);
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  const mine = await api<{ account: unknown }>(page.request, 'GET', channelsRoutes.mine.path);
  expect(mine.account).toBeNull();
  await screenshot(page, 'sso-synchronized-home');

  const other = await browser.newContext({ viewport: { width: 1366, height: 900 }, extraHTTPHeaders: ownAddress() });
  const replay = await other.newPage();
  await setLanguage(replay, 'en');
  await replay.goto(url);
  await expect(replay.getByTestId('sync-problem')).toHaveText(en.errors.ssoTokenReplayed);
  await screenshot(replay, 'sso-replay-refused');
  await other.close();
  await visitor.close();
});
