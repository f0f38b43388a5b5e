import { en, zh } from '@console/phrases';
import { expect, test } from '@playwright/test';
import { passkeyOnlyPerson } from './support/passkeys';
import { screenshot } from './support/server';

/**
 * Sign-in protection turned on by a passkey-only account: a person whose only factor is a
 * passkey (added with Chromium's virtual authenticator) turns protection on in the security center;
 * the switch asks for no code, the operation-protection dialog offers the passkey, the browser signs,
 * and the card says "on". At `localhost` (browsers refuse an IP address as a relying party). In en
 * and zh, at desktop size and on a 390 × 844 phone.
 */
for (const language of ['en', 'zh'] as const) {
  const p = language === 'en' ? en : zh;

  test(`a passkey-only account turns sign-in protection on (${language})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const { context, page, authenticator } = await passkeyOnlyPerson(browser, language);

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
