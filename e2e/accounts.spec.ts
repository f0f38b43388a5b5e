// Page functions (evaluate) run in the browser and use its globals.
/// <reference lib="dom" />
import { authRoutes } from '@console/contract';
import { type Phrases, en, zh } from '@console/phrases';
import { type Page, expect, test } from '@playwright/test';
import { afterCodeCooldown, newPerson, registerByApi, solveCaptchaIn } from './support/accounts';
import { codeIn, latestMessage, linkIn, screenshot, setLanguage } from './support/server';

/**
 * Account journeys in Chromium: register through the e-mail link (the password rule shown while
 * typing, signed in at the end), sign in with the image code and its proof of work, sign out; SMS
 * sign-in with the §4 countdown; password reset under the one rule; the lockout after 5 wrong
 * passwords from one place, and the e-mailed unlock link.
 */

const phrases = { en, zh } as const;
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));

// ---- The page's side --------------------------------------------------------------------------

/** A button's accessible name: antd spaces out two-character Chinese labels ('登 录'). */
const buttonName = (text: string) => new RegExp(`^${[...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s?')}$`);

/** The error toast of §8 carrying `text` (the console's own toasts: the sign-in page loads no antd). */
const toast = (page: Page, text: string) => page.locator('.console-toast').filter({ hasText: text });

/** Fills and submits the password form; returns the sign-in response (read its body only if it failed). */
async function signInWithPassword(page: Page, p: Phrases, account: string, password: string) {
  const form = page.getByTestId('password-login-form');
  await form.getByLabel(p.fields.account, { exact: true }).fill(account);
  await form.getByLabel(p.fields.password, { exact: true }).fill(password);
  await solveCaptchaIn(page, form);
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === `/webgate${authRoutes.login.path}`),
    form.getByRole('button', { name: buttonName(p.auth.login.submit) }).click(),
  ]);
  return response;
}

async function signOut(page: Page, p: Phrases): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: p.shell.signOut }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The session user info is gone from both storages (§4: sign-out clears it).
  const stored = await page.evaluate(() => [sessionStorage.getItem('console.userInfo'), localStorage.getItem('console.userInfo')]);
  expect(stored).toEqual([null, null]);
  // And the server ended the session: the console's own calls are refused now.
  const answer = await page.evaluate(async () =>
    (
      await fetch('/webgate/base/user/headerInfo', { headers: { platformType: 'company', appCode: 'company', 'Access-Source': 'pc' } })
    ).json(),
  );
  expect((answer as { code: number }).code).toBe(-1);
}

// ---- Journeys ---------------------------------------------------------------------------------

for (const language of ['en', 'zh'] as const) {
  test(`register by the e-mail link, sign in with the image code, sign out (${language})`, async ({ page }) => {
    const p = phrases[language];
    const person = newPerson();
    await setLanguage(page, language);

    // Step 1: e-mail verification. The agreement must be ticked, in the user's language.
    await page.goto('/signIn');
    await expect(page).toHaveTitle(`${p.routes.signIn} - ${p.common.appName}`);
    const step1 = page.getByTestId('register-email-form');
    await step1.getByLabel(p.fields.email, { exact: true }).fill(person.email);
    await solveCaptchaIn(page, step1);
    await step1.getByTestId('send-code').click();
    await expect(step1.getByText(p.validation.agreementRequired)).toBeVisible();
    await expect(step1.getByTestId('send-code')).toHaveText(p.auth.countdown.send);

    const since = Date.now();
    await step1.getByRole('checkbox').check();
    await step1.getByTestId('send-code').click();
    await expect(step1.getByTestId('email-sent')).toContainText(person.email);
    await expect(step1.getByTestId('send-code')).toBeDisabled();
    await screenshot(page, `accounts-register-email-${language}`);

    // The code and the link are in the local outbox, and the outbox page lists them.
    const mail = await latestMessage('mail', person.email, { after: since });
    await page.goto('/outbox');
    const row = page.locator('tr').filter({ hasText: person.email });
    await expect(row).toContainText(codeIn(mail.text));
    await screenshot(page, `accounts-outbox-${language}`);

    // The activation link continues the registration at step 2.
    await row.getByRole('link', { name: linkIn(mail.text) }).click();
    await expect(page).toHaveURL(/\/signIn$/);
    await expect(page.getByTestId('verified-email')).toHaveValue(person.email);

    // Step 2: account info; the confirmation must match.
    const step2 = page.getByTestId('register-account-form');
    await step2.getByLabel(p.fields.userName, { exact: true }).fill(person.userName);
    await step2.getByLabel(p.fields.phone, { exact: true }).fill(person.phone);
    // One image code per registration: step 1's covers the phone's first code.
    await expect(step2.getByTestId('captcha-image')).toHaveCount(0);
    const smsSince = Date.now();
    await step2.getByTestId('send-code').click();
    await expect(step2.getByTestId('send-code')).toBeDisabled();
    const sms = await latestMessage('sms', person.phone, { after: smsSince });
    await step2.getByLabel(p.fields.code, { exact: true }).fill(codeIn(sms.text));
    // The password rule is there while typing, not only on submit.
    const rule = step2.getByTestId('password-rule');
    await step2.getByLabel(p.fields.password, { exact: true }).fill('abc');
    await expect(rule).toContainText(p.auth.passwordRule.length);
    await expect(rule.locator('li[data-ok="false"]')).toHaveCount(2);
    await step2.getByLabel(p.fields.password, { exact: true }).fill(person.password);
    await expect(rule.locator('li[data-ok="true"]')).toHaveCount(3);
    await screenshot(page, `accounts-register-account-${language}`);
    await step2.getByLabel(p.fields.confirmPassword, { exact: true }).fill(`${person.password}x`);
    await step2.getByRole('button', { name: buttonName(p.auth.register.submit) }).click();
    await expect(step2.getByText(p.validation.passwordMismatch)).toBeVisible();
    await step2.getByLabel(p.fields.confirmPassword, { exact: true }).fill(person.password);
    await step2.getByRole('button', { name: buttonName(p.auth.register.submit) }).click();

    // Step 3: done and signed in — no second image code; straight into the console.
    await expect(page.getByTestId('register-done')).toContainText(fill(p.auth.register.doneText, { userName: person.userName }));
    await screenshot(page, `accounts-register-done-${language}`);
    await page.getByTestId('to-console').click();
    await expect(page).toHaveURL(/\/dashboard\/home$/);
    await expect(page.getByTestId('user-menu')).toContainText(person.userName);
    await signOut(page, p);
    await expect(page).toHaveTitle(`${p.routes.logIn} - ${p.common.appName}`);
    await screenshot(page, `accounts-login-${language}`);

    // A wrong image code is refused and a new image is drawn.
    const form = page.getByTestId('password-login-form');
    await form.getByLabel(p.fields.account, { exact: true }).fill(person.email);
    await form.getByLabel(p.fields.password, { exact: true }).fill(person.password);
    await expect(form.getByTestId('captcha-image').locator('img')).toBeVisible();
    const wrongImage = await form.getByTestId('captcha-image').locator('img').getAttribute('src');
    await form.locator('input[maxlength="4"]').fill('0O0O');
    await form.getByRole('button', { name: buttonName(p.auth.login.submit) }).click();
    await expect(toast(page, p.errors.captchaWrong)).toBeVisible();
    await expect(form.getByTestId('captcha-image').locator('img')).not.toHaveAttribute('src', wrongImage!);
    await expect(form.locator('input[maxlength="4"]')).toHaveValue('');

    await signInWithPassword(page, p, person.email, person.password);
    await expect(page).toHaveURL(/\/dashboard\/home$/);
    await expect(page.getByTestId('user-menu')).toContainText(person.userName);
    const info = await page.evaluate(() => JSON.parse(sessionStorage.getItem('console.userInfo') ?? 'null') as { userName: string } | null);
    expect(info?.userName).toBe(person.userName);
    await screenshot(page, `accounts-dashboard-${language}`);
    await signOut(page, p);
  });
}

test('SMS sign-in with the resend countdown', async ({ page }) => {
  const p = en;
  const person = newPerson();
  await registerByApi(page.request, person);
  await setLanguage(page, 'en');
  await page.goto('/login');
  await page.getByRole('tab', { name: p.auth.login.smsTab }).click();
  const form = page.getByTestId('sms-login-form');

  // No image code, no SMS: the countdown does not start.
  await form.getByLabel(p.fields.phone, { exact: true }).fill(person.phone);
  await form.getByTestId('send-code').click();
  await expect(form.getByText(p.validation.captcha)).toBeVisible();
  await expect(form.getByTestId('send-code')).toHaveText(p.auth.countdown.send);
  await expect(form.getByTestId('send-code')).toBeEnabled();

  await solveCaptchaIn(page, form);
  // The registration's SMS went to this phone moments ago: one code a minute to a phone, whatever it is for.
  test.setTimeout(150_000);
  await afterCodeCooldown(person.phone);
  const since = Date.now();
  await form.getByTestId('send-code').click();
  const button = form.getByTestId('send-code');
  await expect(button).toBeDisabled();
  await expect(button).toHaveText(/\d+/);
  const first = Number(/\d+/.exec((await button.textContent()) ?? '')?.[0]);
  expect(first).toBeLessThanOrEqual(60);
  expect(first).toBeGreaterThan(50);
  // It really counts down, a second at a time.
  await expect.poll(async () => Number(/\d+/.exec((await button.textContent()) ?? '')?.[0]), { timeout: 5_000 }).toBeLessThan(first);
  await screenshot(page, 'accounts-sms-countdown-en');

  const sms = await latestMessage('sms', person.phone, { after: since });
  await form.getByLabel(p.fields.code, { exact: true }).fill(codeIn(sms.text));
  await form.getByRole('button', { name: buttonName(p.auth.login.submit) }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  // The SMS path keeps the session user info in localStorage (§3).
  const stored = await page.evaluate(() => [
    sessionStorage.getItem('console.userInfo'),
    JSON.parse(localStorage.getItem('console.userInfo') ?? 'null') as { userName: string } | null,
  ]);
  expect(stored[0]).toBeNull();
  expect((stored[1] as { userName: string }).userName).toBe(person.userName);
  await signOut(page, p);
});

test('password reset by e-mail code, then sign-in with the new password', async ({ page }) => {
  const p = zh;
  const person = newPerson();
  await registerByApi(page.request, person);
  await setLanguage(page, 'zh');
  await page.goto('/login');
  await page.getByRole('link', { name: p.auth.login.forgot }).click();
  await expect(page).toHaveURL(/\/forgetPwd$/);
  const form = page.getByTestId('forget-form');

  // Bad input is named in the user's language, under the rules of §5.
  await form.getByLabel(p.fields.account, { exact: true }).fill('not-an-account');
  await form.getByTestId('send-code').click();
  await expect(form.getByText(p.validation.emailOrPhoneInvalid)).toBeVisible();

  await form.getByLabel(p.fields.account, { exact: true }).fill(person.email);
  await solveCaptchaIn(page, form);
  // The registration's e-mail went out moments ago: one code a minute to an address, whatever it is for.
  test.setTimeout(150_000);
  await afterCodeCooldown(person.email);
  const since = Date.now();
  await form.getByTestId('send-code').click();
  await expect(form.getByTestId('send-code')).toBeDisabled();
  const mail = await latestMessage('mail', person.email, { after: since });

  // Specials are welcome under the one rule.
  const newPassword = 'Renewed#2024pass';
  await form.getByLabel(p.fields.code, { exact: true }).fill(codeIn(mail.text));
  await form.getByLabel(p.fields.newPass, { exact: true }).fill('12345678');
  await form.getByLabel(p.fields.confirmPassword, { exact: true }).fill('12345678');
  await form.getByRole('button', { name: buttonName(p.auth.forget.submit) }).click();
  await expect(form.getByText(p.validation.password)).toBeVisible();
  await form.getByLabel(p.fields.newPass, { exact: true }).fill(newPassword);
  await form.getByLabel(p.fields.confirmPassword, { exact: true }).fill(newPassword);
  await screenshot(page, 'accounts-forget-zh');
  await form.getByRole('button', { name: buttonName(p.auth.forget.submit) }).click();
  await expect(page.getByTestId('reset-done')).toContainText(p.auth.forget.doneTitle);

  await page.getByRole('button', { name: buttonName(p.auth.forget.toLogin) }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInWithPassword(page, p, person.userName, newPassword);
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await signOut(page, p);
});

test('five wrong passwords lock signing in from that place only; the owner elsewhere gets in, and the e-mailed link unlocks', async ({
  page,
  browser,
}) => {
  // Eight sign-ins, each with its image code, and the unlock page at two sizes: more than the default minute on a busy machine.
  test.setTimeout(150_000);
  const p = en;
  const person = newPerson();
  await registerByApi(page.request, person);
  await setLanguage(page, 'en');
  await page.goto('/login');
  const locked = fill(p.errors.accountLocked, { minutes: 15 });
  const since = Date.now();
  for (let attempt = 1; attempt <= 5; attempt++) {
    const response = await signInWithPassword(page, p, person.userName, `Wrong${attempt}pass`);
    // The fifth failure is the one that locks, and says so.
    expect(((await response.json()) as { msg: string }).msg).toBe(attempt < 5 ? p.errors.signInFailed : locked);
  }
  await expect(toast(page, locked)).toBeVisible();
  const response = await signInWithPassword(page, p, person.userName, person.password);
  expect(response.status()).toBe(429);
  expect(((await response.json()) as { msg: string }).msg).toBe(locked);
  await expect(toast(page, locked).first()).toBeVisible();
  await screenshot(page, 'accounts-locked-en');
  await expect(page).toHaveURL(/\/login$/);

  // The owner at another address is not locked out by those guesses.
  const elsewhere = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.77' } });
  const owner = await elsewhere.newPage();
  await setLanguage(owner, 'en');
  await owner.goto('/login');
  await signInWithPassword(owner, p, person.userName, person.password);
  await expect(owner).toHaveURL(/\/dashboard\/home$/);
  await elsewhere.close();

  // The owner was told by e-mail, with a single-use link that unlocks signing in where it is opened.
  const mail = await latestMessage('mail', person.email, { after: since, purpose: 'sign_in_guessed' });
  const link = linkIn(mail.text);
  for (const language of ['en', 'zh'] as const) {
    await setLanguage(page, language);
    await page.goto(link);
    const shown = page.getByTestId(language === 'en' ? 'unlock-done' : 'unlock-failed');
    await expect(shown).toContainText(
      language === 'en' ? fill(en.auth.unlock.doneText, { userName: person.userName }) : zh.auth.unlock.failedTitle,
    );
    await screenshot(page, `accounts-unlock-${language}`);
  }
  await setLanguage(page, 'en');
  await page.goto('/login');
  await signInWithPassword(page, p, person.userName, person.password);
  await expect(page).toHaveURL(/\/dashboard\/home$/);
});
