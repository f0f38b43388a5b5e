import path from 'node:path';
import { requiredHeaders } from '@console/contract';
import { en, zh } from '@console/phrases';
import { type APIRequestContext, expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { solveCaptchaIn } from './support/accounts';
import { operatorWithFactor } from './support/operators';
import { passkeySite, virtualAuthenticator } from './support/passkeys';
import { addressesIn, personContext } from './support/people';
import { baseURL, dataDir, screenshot, setLanguage } from './support/server';

/**
 * Operators and second factors: an operator with an authenticator app signs in to the back
 * office in two steps (the password, then a recovery code here — each usable once), sees their own
 * factor page, and granting a subscription (an approval of the back office) asks for a fresh code in
 * the operation-protection dialog before it proceeds. The set-up itself is in operator-theme.spec.ts.
 * In en and zh; each screen at desktop size and on a 390 × 844 phone.
 */
const ownAddress = addressesIn('198.51.103');

async function api<T>(request: APIRequestContext, method: 'GET' | 'POST', p: string, data?: unknown): Promise<T> {
  const res = await request.fetch(`${baseURL}/webgate${p}`, { method, data, headers: { ...requiredHeaders, 'Accept-Language': 'en' } });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 0) throw new Error(`${method} ${p}: ${body.code} ${body.msg}`);
  return body.data;
}

/** antd puts a space between the two characters of a two-character Chinese button label. */
const label = (text: string) => new RegExp(`^\\s*${[...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s?')}\\s*$`);

for (const language of ['en', 'zh'] as const) {
  const p = language === 'en' ? en : zh;

  test(`an operator signs in with the second step and an approval asks for a fresh code (${language})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36).toUpperCase();
    const enterpriseName = `Granted Co ${stamp}`;
    const { context: personal, page: personPage } = await personContext(browser, language, ownAddress());
    const enterprise = await api<{ id: string }>(personPage.request, 'POST', '/console/enterprise/create', { name: enterpriseName });
    const db = new Database(path.join(dataDir, 'console.db'));
    db.prepare('update enterprises set real_name_status = 2, check_status = 2, passed_at = ? where id = ?').run(Date.now(), enterprise.id);
    db.close();
    await personal.close();

    const operator = await operatorWithFactor(browser);
    const productName = `Phone check ${stamp}`;
    await api(operator.context.request, 'POST', '/operation-webapi/services/products', {
      productNo: `P-MFA-${stamp}`,
      name: productName,
      serviceCode: 'phone3',
      unitPriceFen: 0,
    });
    await operator.context.close();

    // The sign-in: the password answers no session, only the second step.
    const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
    const page = await context.newPage();
    await setLanguage(page, language);
    await page.goto('/operation/login');
    await page.getByLabel(p.ops.name).fill(operator.name);
    await page.getByLabel(p.ops.password, { exact: true }).fill(operator.password);
    await solveCaptchaIn(page, page.getByTestId('ops-sign-in-form'));
    await page.getByRole('button', { name: label(p.ops.signIn) }).click();
    const step = page.getByTestId('ops-second-step-form');
    await expect(step).toContainText(p.ops.secondStepIntro);
    expect((await context.cookies()).some((c) => c.name === 'esign_ops')).toBe(false);
    // A wrong code is refused beside the field.
    await page.getByTestId('ops-second-step-code').fill('123456');
    await page.getByTestId('ops-second-step-ok').click();
    await expect(step.locator('.ant-form-item-explain-error')).toBeVisible();
    await screenshot(page, `ops-second-step-${language}`);
    await page.getByTestId('ops-second-step-code').fill(operator.recoveryCodes[0]!);
    await page.getByTestId('ops-second-step-ok').click();
    await expect(page).toHaveURL(/\/operation\/site$/);

    // The operator's own factor page: the app, and the recovery codes left (one was just spent).
    await page.goto('/operation/factor');
    const card = page.getByTestId('factors-card');
    await expect(card.getByTestId('factor-totp')).toContainText(p.mfa.totp.name);
    await expect(card.getByTestId('factor-recovery')).toContainText(p.mfa.recovery.left.replace('{{count}}', '9'));
    await screenshot(page, `ops-factor-${language}`);

    // An approval: granting a subscription asks for a fresh code, then proceeds.
    await page.goto('/operation/subscriptions');
    await page.getByTestId('subscription-grant').click();
    const grantForm = page.getByTestId('grant-form');
    await grantForm.getByLabel(p.fields.enterpriseId).fill(enterpriseName);
    await page.locator('.ant-select-item-option', { hasText: enterpriseName }).click();
    await grantForm.getByLabel(p.fields.productId).click();
    await page.locator('.ant-select-item-option', { hasText: productName }).click();
    await grantForm.getByLabel(p.fields.totalCount).fill('100');
    await grantForm.getByLabel(p.services.ops.subscriptions.noDueDate).check();
    await page
      .getByRole('dialog')
      .filter({ has: grantForm })
      .getByRole('button', { name: label(p.common.save) })
      .click();
    const proof = page.getByTestId('operation-protection');
    await expect(proof).toContainText(p.mfa.operation.introCode);
    await screenshot(page, `ops-operation-protection-${language}`, { fullPage: false });
    await proof.getByTestId('operation-protection-code').fill(operator.recoveryCodes[1]!);
    await page.getByTestId('operation-protection-ok').click();
    await expect(page.getByTestId('subscriptions-table')).toContainText(productName);
    await context.close();
  });
}

/**
 * Operators' passkeys: added on the factor page with the operator password and Chromium's virtual
 * authenticator (at `localhost`: browsers refuse an IP address as the relying party), used at the
 * back office's second sign-in step, then removed — which asks a fresh factor in the operation-
 * protection dialog, proved with the passkey. The factor page at desktop size and at 390 × 844.
 */
for (const language of ['en', 'zh'] as const) {
  const p = language === 'en' ? en : zh;

  test(`an operator adds a passkey, signs in with it and removes it under a fresh factor (${language})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const operator = await operatorWithFactor(browser);
    const session = (await operator.context.cookies()).find((c) => c.name === 'esign_ops')!.value;
    await operator.context.close();
    const context = await browser.newContext({ baseURL: passkeySite, viewport: { width: 1366, height: 860 } });
    await context.addCookies([{ name: 'esign_ops', value: session, url: passkeySite }]);
    const page = await context.newPage();
    const authenticator = await virtualAuthenticator(page);
    await setLanguage(page, language);
    await page.goto('/operation/factor');
    await page.getByTestId('passkey-add-open').click();
    await page.getByTestId('passkey-name-input').fill('Desk key');
    await page.getByTestId('passkey-password').fill(operator.password);
    await page.getByTestId('passkey-add-ok').click();
    const section = page.getByTestId('factor-passkeys');
    await expect(section.getByTestId('passkey-name')).toHaveText('Desk key');
    expect(await authenticator.credentials()).toHaveLength(1);
    await screenshot(page, `ops-passkeys-${language}`);

    // Signed out, the second step offers the passkey.
    await context.clearCookies();
    await setLanguage(page, language);
    await page.goto('/operation/login');
    await page.getByLabel(p.ops.name).fill(operator.name);
    await page.getByLabel(p.ops.password, { exact: true }).fill(operator.password);
    await solveCaptchaIn(page, page.getByTestId('ops-sign-in-form'));
    await page.getByRole('button', { name: label(p.ops.signIn) }).click();
    const passkeyButton = page.getByTestId('ops-second-step-passkey');
    await expect(passkeyButton).toContainText(p.ops.secondStepPasskey);
    await screenshot(page, `ops-second-step-passkey-${language}`);
    const before = await authenticator.signCount();
    await passkeyButton.click();
    await expect(page).toHaveURL(/\/operation\/site$/);
    expect(await authenticator.signCount()).toBeGreaterThan(before);

    // Removing it asks a fresh factor: the dialog offers the passkey, then the removal goes through.
    await page.goto('/operation/factor');
    await page.getByTestId('passkey-remove').click();
    await expect(page.getByTestId('passkey-remove-dialog')).toContainText(p.mfa.passkeys.removeIntroFactor);
    await page.getByTestId('passkey-remove-ok').click();
    const proof = page.getByTestId('operation-protection');
    await expect(proof.getByTestId('operation-protection-passkey')).toBeVisible();
    await proof.getByTestId('operation-protection-passkey').click();
    await expect(page.getByTestId('factor-passkeys').getByTestId('passkey-item')).toHaveCount(0);
    await context.close();
  });
}
