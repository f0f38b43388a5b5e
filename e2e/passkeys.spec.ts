import { createHmac } from 'node:crypto';
import { requiredHeaders } from '@console/contract';
import { en, zh } from '@console/phrases';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { newPerson, registerFromOwnAddress, signInByApi, solveCaptchaIn } from './support/accounts';
import { virtualAuthenticator } from './support/passkeys';
import { baseURL, screenshot, setLanguage } from './support/server';

/**
 * Passkeys in Chromium with a virtual authenticator (the DevTools WebAuthn domain: an internal,
 * resident-key, user-verifying authenticator that answers without a prompt): one added in the
 * security center under a name with the password again, renamed, then used at the second sign-in
 * step instead of a code and on the login page instead of the password. Browsers refuse an IP
 * address as a relying party, so the journey runs at `localhost` on the server's port (the server
 * serves passkeys there when its PUBLIC_URL is loopback).
 */

const site = baseURL.replace('127.0.0.1', 'localhost');
const securityPath = '/personalCenter/securityCenter/security';

function base32(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/\s/g, '')) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
}
function codeAt(key: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32(key)).update(counter).digest();
  const offset = mac[19]! & 15;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

async function post<T>(request: APIRequestContext, session: string, path: string, data: unknown): Promise<T> {
  const res = await request.fetch(`${baseURL}/webgate${path}`, {
    method: 'POST',
    data,
    headers: { ...requiredHeaders, 'Accept-Language': 'en', cookie: `esign_session=${session}` },
  });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 0) throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body.data;
}

/** An authenticator app and sign-in protection, by the API (the app's codes computed here: this step's and the next, within the window). */
async function protect(request: APIRequestContext, session: string, password: string) {
  const { key } = await post<{ key: string }>(request, session, '/console/mfa/totp/start', {});
  const step = Math.floor(Date.now() / 30_000);
  await post(request, session, '/console/mfa/totp/confirm', { code: codeAt(key, step), password });
  await post(request, session, '/console/mfa/protection', { enabled: true, code: codeAt(key, step + 1) });
}

const buttonName = (text: string) => new RegExp(`^${[...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s?')}$`);

for (const language of ['en', 'zh'] as const) {
  const p = language === 'en' ? en : zh;

  test(`passkeys in ${language}: added with a name in the security center, renamed, used at the second sign-in step and instead of the password`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const person = newPerson();
    await registerFromOwnAddress(person);
    const session = await signInByApi(person);
    await protect(request, session, person.password);

    const context = await browser.newContext({ baseURL: site, viewport: { width: 1366, height: 850 } });
    await context.addCookies([{ name: 'esign_session', value: session, url: site }]);
    const page = await context.newPage();
    const authenticator = await virtualAuthenticator(page);
    await setLanguage(page, language);
    await page.goto(securityPath);
    const section = page.getByTestId('factor-passkeys');
    await expect(section).toContainText(p.mfa.passkeys.none);

    // Added under a name, with the password again; the browser's authenticator answers.
    await section.getByTestId('passkey-add-open').click();
    const dialog = page.getByTestId('passkey-add');
    await dialog.getByTestId('passkey-name-input').fill(language === 'en' ? 'Work laptop' : '办公笔记本');
    await dialog.getByTestId('passkey-password').fill(person.password);
    await screenshot(page, `passkey-add-${language}`, { fullPage: false });
    await page.getByTestId('passkey-add-ok').click();
    await expect(section.getByTestId('passkey-name')).toHaveText(language === 'en' ? 'Work laptop' : '办公笔记本');
    expect(await authenticator.credentials()).toHaveLength(1);
    await expect(section).toContainText(p.mfa.passkeys.neverUsed);

    // Renamed.
    await section.getByTestId('passkey-rename').click();
    await page.getByTestId('passkey-rename-input').fill(language === 'en' ? 'My laptop' : '我的笔记本');
    await page.getByTestId('passkey-rename-ok').click();
    await expect(section.getByTestId('passkey-name')).toHaveText(language === 'en' ? 'My laptop' : '我的笔记本');
    await screenshot(page, `passkey-security-${language}`);

    // Signed out, the password is followed by the second step: the passkey answers it.
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: p.shell.signOut }).click();
    await expect(page).toHaveURL(/\/login$/);
    const form = page.getByTestId('password-login-form');
    await form.getByLabel(p.fields.account, { exact: true }).fill(person.userName);
    await form.getByLabel(p.fields.password, { exact: true }).fill(person.password);
    await solveCaptchaIn(page, form);
    await form.getByRole('button', { name: buttonName(p.auth.login.submit) }).click();
    await expect(page).toHaveURL(/\/loginSecondStep$/);
    const passkey = page.getByTestId('second-step-passkey');
    await expect(passkey).toHaveText(buttonName(p.auth.secondStep.passkey));
    await screenshot(page, `passkey-second-step-${language}`);
    await passkey.click();
    await expect(page).toHaveURL(/\/dashboard/);

    // The passkey was used: the security center says when.
    await page.goto(securityPath);
    await expect(section).not.toContainText(p.mfa.passkeys.neverUsed);

    // Without the password: the login page's passkey button signs in (the browser offers this account's
    // discoverable passkey), and no second step follows.
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: p.shell.signOut }).click();
    await expect(page).toHaveURL(/\/login$/);
    const passkeyLogin = page.getByTestId('passkey-login');
    await expect(passkeyLogin).toHaveText(buttonName(p.auth.login.passkey));
    await screenshot(page, `passkey-login-${language}`);
    await passkeyLogin.click();
    await expect(page).toHaveURL(/\/dashboard/);
    await context.close();
  });
}
