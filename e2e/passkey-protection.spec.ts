import { en, zh } from '@console/phrases';
import { type Page, expect, test } from '@playwright/test';
import { newPerson, registerByApi, signInByApi } from './support/accounts';
import { baseURL, screenshot, setLanguage } from './support/server';

/**
 * Sign-in protection turned on by a passkey-only account (issue 33): a person whose only factor is a
 * passkey (added with Chromium's virtual authenticator) turns protection on in the security center;
 * the switch asks for no code, the operation-protection dialog offers the passkey, the browser signs,
 * and the card says "on". At `localhost` (browsers refuse an IP address as a relying party). In en
 * and zh, at desktop size and on a 390 × 844 phone.
 */
const site = baseURL.replace('127.0.0.1', 'localhost');
const securityPath = '/personalCenter/securityCenter/security';

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

  test(`a passkey-only account turns sign-in protection on (${language})`, async ({ browser, request }) => {
    test.setTimeout(180_000);
    const person = newPerson();
    await registerByApi(request, person);
    const session = await signInByApi(person);
    const context = await browser.newContext({ baseURL: site, viewport: { width: 1366, height: 850 } });
    await context.addCookies([{ name: 'esign_session', value: session, url: site }]);
    const page = await context.newPage();
    const authenticator = await virtualAuthenticator(page);
    await setLanguage(page, language);
    await page.goto(securityPath);
    await page.getByTestId('passkey-add-open').click();
    await page.getByTestId('passkey-name-input').fill('Laptop');
    await page.getByTestId('passkey-password').fill(person.password);
    await page.getByTestId('passkey-add-ok').click();
    await expect(page.getByTestId('factor-passkeys').getByTestId('passkey-name')).toHaveText('Laptop');

    const row = page.getByTestId('factor-protection');
    await expect(row).toContainText(p.mfa.protection.descriptionPasskey);
    await expect(row).toContainText(p.mfa.protection.off);
    const before = await authenticator.signCount();
    await row.getByTestId('protection-toggle').click();
    const passkey = page.getByTestId('operation-protection').getByTestId('operation-protection-passkey');
    await expect(passkey).toBeVisible();
    await passkey.click();
    await expect(row).toContainText(p.mfa.protection.on);
    expect(await authenticator.signCount()).toBeGreaterThan(before);
    // Desktop and a 390 × 844 phone (nothing sideways), with the accessibility check.
    await screenshot(page, `passkey-protection-${language}`);
    await context.close();
  });
}
