import { en, zh } from '@console/phrases';
import { expect, test } from '@playwright/test';
import { signInByApi } from './support/accounts';
import { addressesIn, personContext } from './support/people';
import { baseURL, screenshot, setLanguage } from './support/server';

/**
 * A person with no enterprise creates one from the empty list on their basic information page, and a
 * later sign-in opens in that enterprise, the space they last worked in, not the personal space.
 */
const ownAddress = addressesIn('203.0.129');

for (const [language, p] of [
  ['en', en],
  ['zh', zh],
] as const) {
  test(`an enterprise created from the empty state is where the next sign-in opens (${language})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const headers = ownAddress();
    const { person, context, page } = await personContext(browser, language, headers, { width: 1366, height: 850 });
    await page.goto('/personalCenter/pCenterInfo/pBasicInfo');
    await expect(page.getByTestId('no-enterprises')).toContainText(p.personal.noEnterprises);
    await screenshot(page, `no-enterprises-${language}`);

    await page.getByTestId('empty-create-enterprise').click();
    const name = `Remembered ${language} ${Date.now().toString(36)}`;
    await page.getByTestId('create-enterprise-form').getByLabel(p.fields.enterpriseName).fill(name);
    await page.getByTestId('create-enterprise-form').press('Enter');
    await expect(page).toHaveURL(/eAuthSelect/);
    await expect(page.getByTestId('context-switch')).toContainText(name);
    await context.close();

    // Signing in again, in a browser of its own: the enterprise, not the personal space.
    const again = await browser.newContext({ viewport: { width: 1366, height: 850 }, extraHTTPHeaders: headers });
    await again.addCookies([{ name: 'esign_session', value: await signInByApi(person), url: baseURL }]);
    const next = await again.newPage();
    await setLanguage(next, language);
    await next.goto('/dashboard/home');
    await expect(next.getByTestId('context-switch')).toContainText(name);
    await again.close();
  });
}
