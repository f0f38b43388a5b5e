import { createHmac } from 'node:crypto';
import { en, zh } from '@console/phrases';
import { authRoutes } from '@console/contract';
import { type Page, expect, test } from '@playwright/test';
import { newPerson, registerFromOwnAddress, signInByApi, solveCaptchaIn } from './support/accounts';
import { baseURL, screenshot, setLanguage } from './support/server';

/**
 * The security center's authenticator app: set up from the key the dialog shows (the code computed
 * here, as an authenticator app would: RFC 6238 HMAC-SHA1, 30-second steps, 6 digits), recovery
 * codes shown once, and removal with one of them. Sign-in protection: turned on, the second step
 * after the password, this browser trusted for 30 days and revoked again.
 */

function base32(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/\s/g, '')) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
}

const stepNow = () => Math.floor(Date.now() / 30_000);

function currentCode(key: string, step = stepNow()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32(key)).update(counter).digest();
  const offset = mac[19]! & 15;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

const securityPath = '/personalCenter/securityCenter/security';

for (const language of ['en', 'zh'] as const) {
  const p = language === 'en' ? en : zh;

  test(`authenticator app in ${language}: set up from the shown key, recovery codes once, removed with one`, async ({ browser }) => {
    const person = newPerson();
    await registerFromOwnAddress(person);
    const context = await browser.newContext({ viewport: { width: 1366, height: 850 } });
    await context.addCookies([{ name: 'esign_session', value: await signInByApi(person), url: baseURL }]);
    const page = await context.newPage();
    await setLanguage(page, language);
    await page.goto(securityPath);
    const card = page.getByTestId('factors-card');
    await expect(card.getByText(p.mfa.totp.none)).toBeVisible();

    await card.getByTestId('totp-setup-open').click();
    const dialog = page.getByTestId('totp-setup');
    const keyBox = dialog.getByTestId('totp-key');
    await expect(keyBox).toContainText(/[A-Z2-7]{4} /);
    await expect(dialog.getByTestId('totp-qr')).toBeVisible();
    await screenshot(page, `mfa-setup-${language}`, { fullPage: false });

    const key = (await keyBox.textContent())!.replace(/[^A-Z2-7]/g, '');
    await dialog.getByTestId('totp-code').fill(currentCode(key));
    // Setting up a factor asks for the account password again.
    await dialog.getByTestId('totp-password').fill(person.password);
    await page.getByTestId('totp-confirm').click();
    const codes = page.getByTestId('recovery-codes');
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    const recovery = await codes.getByRole('listitem').allTextContents();
    await screenshot(page, `mfa-recovery-codes-${language}`, { fullPage: false });
    const download = page.waitForEvent('download');
    await page.getByTestId('recovery-download').click();
    expect((await download).suggestedFilename()).toBe('recovery-codes.txt');
    await page.getByTestId('recovery-saved').click();

    await expect(card.getByTestId('factor-recovery')).toContainText(language === 'en' ? '10 left' : '剩余 10 个');
    await screenshot(page, `mfa-security-${language}`);

    // Removal with a recovery code; the same code again is refused afterwards (nothing left to remove).
    await card.getByTestId('totp-remove').click();
    const remove = page.getByTestId('totp-remove-dialog');
    await remove.getByPlaceholder(p.mfa.prove.codePlaceholder).fill('aaaaa-aaaaa');
    await page.getByTestId('totp-remove-dialog-ok').click();
    await expect(remove.getByText(p.errors.mfaCodeWrong)).toBeVisible();
    await remove.getByPlaceholder(p.mfa.prove.codePlaceholder).fill(recovery[0]!);
    await page.getByTestId('totp-remove-dialog-ok').click();
    await expect(card.getByText(p.mfa.totp.none)).toBeVisible();
    await context.close();
  });
}

/** A button's accessible name: antd spaces out two-character Chinese labels. */
const buttonName = (text: string) => new RegExp(`^${[...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s?')}$`);

/** A code works once, and only for a step after the last one used: wait for the next 30 seconds. */
async function nextStepAfter(step: number): Promise<number> {
  while (stepNow() <= step) await new Promise((resolve) => setTimeout(resolve, 500));
  return stepNow();
}

async function signInWithPassword(page: Page, p: typeof en, account: string, password: string) {
  await page.goto('/login');
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

async function signOut(page: Page, p: typeof en) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: p.shell.signOut }).click();
  await expect(page).toHaveURL(/\/login$/);
}

for (const language of ['en', 'zh'] as const) {
  const p = language === 'en' ? en : zh;

  test(`sign-in protection in ${language}: turned on, the second step after the password, this browser trusted`, async ({ browser }) => {
    // Each TOTP code works once and only for a newer 30-second step: the journey waits for them.
    test.setTimeout(240_000);
    const person = newPerson();
    await registerFromOwnAddress(person);
    const context = await browser.newContext({ viewport: { width: 1366, height: 850 } });
    await context.addCookies([{ name: 'esign_session', value: await signInByApi(person), url: baseURL }]);
    const page = await context.newPage();
    await setLanguage(page, language);
    await page.goto(securityPath);
    const card = page.getByTestId('factors-card');
    // Without an app, protection cannot be turned on.
    await expect(card.getByTestId('factor-protection')).toContainText(p.mfa.protection.needsFactor);

    await card.getByTestId('totp-setup-open').click();
    const dialog = page.getByTestId('totp-setup');
    const keyBox = dialog.getByTestId('totp-key');
    await expect(keyBox).toContainText(/[A-Z2-7]{4} /);
    const key = (await keyBox.textContent())!.replace(/[^A-Z2-7]/g, '');
    let step = stepNow();
    await dialog.getByTestId('totp-code').fill(currentCode(key, step));
    await dialog.getByTestId('totp-password').fill(person.password);
    await page.getByTestId('totp-confirm').click();
    await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
    await page.getByTestId('recovery-saved').click();

    // Protection on, with the next code from the app.
    await card.getByTestId('protection-toggle').click();
    const prove = page.getByTestId('protection-dialog');
    step = await nextStepAfter(step);
    await prove.getByPlaceholder(p.mfa.prove.codePlaceholder).fill(currentCode(key, step));
    await page.getByTestId('protection-dialog-ok').click();
    await expect(card.getByTestId('factor-protection')).toContainText(p.mfa.protection.on);
    await expect(card.getByTestId('trusted-devices-none')).toHaveText(p.mfa.devices.none);
    await screenshot(page, `mfa-protection-on-${language}`);

    // Signed out, the password alone no longer signs in: the second step's page asks for a code.
    await signOut(page, p);
    const first = await signInWithPassword(page, p, person.userName, person.password);
    expect(first.headers()['set-cookie'] ?? '').not.toContain('esign_session=');
    await expect(page).toHaveURL(/\/loginSecondStep$/);
    const second = page.getByTestId('second-step-form');
    await expect(second.getByTestId('second-step-account')).toHaveText(person.userName);
    await screenshot(page, `mfa-second-step-${language}`);

    // A wrong code is refused beside the field.
    await second.getByTestId('second-step-code').fill('aaaaa-aaaaa');
    await second.getByRole('button', { name: buttonName(p.auth.secondStep.submit) }).click();
    await expect(second.getByText(p.errors.mfaCodeWrong)).toBeVisible();
    await screenshot(page, `mfa-second-step-wrong-${language}`, { fullPage: false });

    // The app's next code, and this browser trusted for 30 days.
    step = await nextStepAfter(step);
    await second.getByTestId('second-step-code').fill(currentCode(key, step));
    await second.getByTestId('second-step-trust').check();
    await second.getByRole('button', { name: buttonName(p.auth.secondStep.submit) }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    const device = (await context.cookies()).find((c) => c.name === 'esign_device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    // The trusted browser is listed (this one), and the next sign-in here skips the second step.
    await page.goto(securityPath);
    const trusted = page.getByTestId('trusted-device');
    await expect(trusted).toHaveCount(1);
    await expect(trusted).toContainText(p.mfa.devices.current);
    await screenshot(page, `mfa-trusted-browser-${language}`);
    await signOut(page, p);
    await signInWithPassword(page, p, person.userName, person.password);
    await expect(page).toHaveURL(/\/dashboard/);

    // Revoked, it no longer skips the step.
    await page.goto(securityPath);
    await page.getByTestId('trusted-device-revoke').click();
    await page.locator('.ant-popconfirm').getByRole('button').last().click();
    await expect(page.getByTestId('trusted-devices-none')).toHaveText(p.mfa.devices.none);
    await signOut(page, p);
    await signInWithPassword(page, p, person.userName, person.password);
    await expect(page).toHaveURL(/\/loginSecondStep$/);
    await context.close();
  });
}
