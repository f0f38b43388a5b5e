import path from 'node:path';
import { enterpriseRoutes, requiredHeaders } from '@console/contract';
import { en, zh } from '@console/phrases';
import { type Page, expect, test } from '@playwright/test';
import { newPerson, registerByApi, signInByApi } from './support/accounts';
import { baseURL, screenshotsDir, setLanguage } from './support/server';

/**
 * A passkey proves a protected operation (issue 33): a person whose only factor is a passkey (added in
 * the security center with Chromium's virtual authenticator) creates a role in their enterprise; the
 * operation-protection dialog offers the passkey, the browser signs the server's operation challenge,
 * and the role is created. At `localhost` (browsers refuse an IP address as a relying party). In en
 * and zh; the dialog at desktop size and on a 390 × 844 phone.
 */
const site = baseURL.replace('127.0.0.1', 'localhost');
const pages = { security: '/personalCenter/securityCenter/security', roles: '/enterpriseCenter/rolemanage/roleList' };

async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { signCount: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials[0]?.signCount ?? -1 };
}

for (const language of ['en', 'zh'] as const) {
  const p = language === 'en' ? en : zh;

  test(`a passkey confirms a protected operation (${language})`, async ({ browser, request }) => {
    test.setTimeout(180_000);
    const person = newPerson();
    await registerByApi(request, person);
    const session = await signInByApi(person);
    const context = await browser.newContext({ baseURL: site, viewport: { width: 1366, height: 850 } });
    await context.addCookies([{ name: 'esign_session', value: session, url: site }]);
    const page = await context.newPage();
    const authenticator = await virtualAuthenticator(page);
    await setLanguage(page, language);

    // The passkey, added in the security center (its own journey is passkeys.spec.ts).
    await page.goto(pages.security);
    await page.getByTestId('passkey-add-open').click();
    await page.getByTestId('passkey-name-input').fill('Laptop');
    await page.getByTestId('passkey-password').fill(person.password);
    await page.getByTestId('passkey-add-ok').click();
    await expect(page.getByTestId('factor-passkeys').getByTestId('passkey-name')).toHaveText('Laptop');

    // An enterprise of theirs, and a role built in it: creating a role is protected.
    const res = await page.request.post(`${site}/webgate${enterpriseRoutes.create.path}`, {
      data: { name: `Passkey Co ${Date.now().toString(36)}` },
      headers: { ...requiredHeaders, 'Accept-Language': 'en' },
    });
    expect(((await res.json()) as { code: number }).code).toBe(0);
    await page.goto(pages.roles);
    await page.getByTestId('role-add').click();
    await page.getByTestId('role-name').fill(language === 'en' ? 'Reviewer' : '审核员');
    await page.getByTestId('role-description').fill(language === 'en' ? 'Reviews the organization' : '审核组织');
    await page
      .getByTestId('module-picker')
      .locator('.ant-tree-treenode', { hasText: p.routes.organizationList })
      .locator('.ant-tree-checkbox')
      .first()
      .click();
    await page.getByTestId('role-save').click();

    // The dialog offers the passkey; the browser signs the operation challenge; the role is created.
    const dialog = page.getByTestId('operation-protection');
    const passkey = dialog.getByTestId('operation-protection-passkey');
    await expect(passkey).toBeVisible();
    await expect(dialog).toContainText(p.mfa.operation.passkeyIntro);
    // Plain pictures, not the checked helper: the page's Save button waits behind the dialog in its
    // loading state, whose contrast axe flags (antd's loading primary button; reported, not this page's).
    await page.screenshot({ path: path.join(screenshotsDir, `operation-passkey-${language}.png`) });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(passkey).toBeInViewport();
    await page.screenshot({ path: path.join(screenshotsDir, `operation-passkey-${language}-phone.png`) });
    await page.setViewportSize({ width: 1366, height: 850 });
    const before = await authenticator.signCount();
    await passkey.click();
    await expect(page).toHaveURL(new RegExp(`${pages.roles}$`));
    await expect(page.getByText(language === 'en' ? 'Reviewer' : '审核员').first()).toBeVisible();
    expect(await authenticator.signCount()).toBeGreaterThan(before);
    await context.close();
  });
}
