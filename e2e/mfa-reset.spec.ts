import { requiredHeaders } from '@console/contract';
import { en, zh } from '@console/phrases';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { newPerson, registerFromOwnAddress, signInByApi, solveCaptchaIn } from './support/accounts';
import { operatorWithFactor } from './support/operators';
import { baseURL, latestMessage, linkIn, screenshot, setLanguage } from './support/server';
import { appCode } from './support/totp';

/**
 * The back office's reset of a person's second factors: a person with an authenticator
 * app and sign-in protection has lost both; an operator files a reset with the reason (the approval
 * asks for the operator's fresh code first), the person opens the consent link from their e-mail in
 * the outbox, sees what will be removed, confirms, and signs in with the password alone. In en and
 * zh; each page at desktop size and on a 390 × 844 phone.
 */

async function api<T>(request: APIRequestContext, p: string, data: unknown, cookie: string): Promise<T> {
  const res = await request.post(`${baseURL}/webgate${p}`, {
    data,
    headers: { ...requiredHeaders, 'Accept-Language': 'en', cookie: `esign_session=${cookie}` },
  });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 0) throw new Error(`${p}: ${body.code} ${body.msg}`);
  return body.data;
}

/** antd puts a space between the two characters of a two-character Chinese button label. */
const label = (text: string) => new RegExp(`^\\s*${[...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s?')}\\s*$`);

for (const language of ['en', 'zh'] as const) {
  const p = language === 'en' ? en : zh;

  test(`an operator resets a person's second factors and the person consents from the e-mail (${language})`, async ({ browser }) => {
    test.setTimeout(180_000);
    // The person: an authenticator app and sign-in protection (switched on with a recovery code).
    const person = newPerson();
    await registerFromOwnAddress(person);
    const session = await signInByApi(person);
    const setup = await browser.newContext();
    const { key } = await api<{ key: string }>(setup.request, '/console/mfa/totp/start', {}, session);
    const { recoveryCodes } = await api<{ recoveryCodes: string[] }>(
      setup.request,
      '/console/mfa/totp/confirm',
      { code: appCode(key), password: person.password },
      session,
    );
    await api(setup.request, '/console/mfa/protection', { enabled: true, code: recoveryCodes[0] }, session);
    await setup.close();

    // The operator files the reset with the reason; the approval asks for a fresh code first.
    const operator = await operatorWithFactor(browser);
    const opsPage = await operator.context.newPage();
    await setLanguage(opsPage, language);
    await opsPage.goto('/operation/mfaResets');
    await expect(opsPage.getByTestId('mfa-resets-table')).toBeVisible();
    await opsPage.getByTestId('mfa-reset-new').click();
    const form = opsPage.getByTestId('mfa-reset-form');
    await form.getByLabel(p.mfa.resets.person).fill(person.userName);
    await opsPage.locator('.ant-select-item-option', { hasText: person.userName }).click();
    await form.getByTestId('mfa-reset-reason').fill('Lost the phone and the recovery codes; identity checked by a video call');
    await screenshot(opsPage, `mfa-reset-file-${language}`, { fullPage: false });
    await opsPage.getByTestId('mfa-reset-send').click();
    const proof = opsPage.getByTestId('operation-protection');
    await expect(proof).toContainText(p.mfa.operation.introCode);
    await proof.getByTestId('operation-protection-code').fill(operator.recoveryCodes[0]!);
    await opsPage.getByTestId('operation-protection-ok').click();
    const row = opsPage.getByTestId('mfa-resets-table').locator('tr', { hasText: person.userName });
    await expect(row.getByTestId('mfa-reset-status')).toHaveText(label(p.mfa.resets.states.waiting));

    // The person opens the link from the e-mail: who asked, why, and what confirming removes.
    const mail = await latestMessage('mail', person.email, { purpose: 'mfa_reset' });
    const link = new URL(linkIn(mail.text));
    expect(link.pathname).toBe('/mfaReset');
    const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
    const page = await context.newPage();
    await setLanguage(page, language);
    await page.goto(`/mfaReset${link.hash}`);
    const consent = page.getByTestId('mfa-reset-page');
    await expect(consent).toContainText(operator.name);
    await expect(consent).toContainText('video call');
    await expect(page.getByTestId('mfa-reset-removes')).toContainText(p.mfa.reset.totp);
    await expect(page.getByTestId('mfa-reset-removes')).toContainText(p.mfa.reset.protection);
    await screenshot(page, `mfa-reset-consent-${language}`);
    await page.getByTestId('mfa-reset-confirm').click();
    await expect(page.getByTestId('mfa-reset-done')).toContainText(p.mfa.reset.done);
    await screenshot(page, `mfa-reset-done-${language}`);

    // The link works once.
    await page.goto(`/mfaReset${link.hash}`);
    await page.reload();
    await expect(page.getByTestId('mfa-reset-error')).toContainText(p.errors.mfaResetLinkUsed);

    // The password alone signs in now: no second step.
    await page.goto('/login');
    const signIn = page.getByTestId('password-login-form');
    await signIn.getByLabel(p.fields.account, { exact: true }).fill(person.userName);
    await signIn.getByLabel(p.fields.password, { exact: true }).fill(person.password);
    await solveCaptchaIn(page, signIn);
    await signIn.getByRole('button', { name: label(p.auth.login.submit) }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    await context.close();

    // The back office sees the request done.
    await opsPage.reload();
    await expect(row.getByTestId('mfa-reset-status')).toHaveText(label(p.mfa.resets.states.done));
    await screenshot(opsPage, `mfa-resets-${language}`);
    await operator.context.close();
  });

  test(`an operator replaces a lost authenticator app with a reason and is held on the new app's set-up (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const operator = await operatorWithFactor(browser);
    const page = await operator.context.newPage();
    await setLanguage(page, language);
    await page.goto('/operation/factor');
    await page.getByTestId('replace-app-open').click();
    const form = page.getByTestId('replace-app-form');
    await form.getByTestId('replace-app-reason').fill('Phone lost on a trip');
    await form.getByTestId('replace-app-password').fill(operator.password);
    await screenshot(page, `mfa-replace-app-${language}`, { fullPage: false });
    await page.getByTestId('replace-app-ok').click();
    // Every operator must have a factor: the frame holds them on the set-up of a new app.
    await expect(page.getByTestId('ops-factor-required')).toBeVisible();
    await expect(page.getByTestId('factors-card').getByTestId('factor-totp')).toContainText(p.mfa.totp.none);
    await page.goto('/operation/mfaResets');
    await expect(page).toHaveURL(/\/operation\/factor$/);
    await operator.context.close();
  });
}
