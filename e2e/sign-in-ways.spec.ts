import { en, zh } from '@console/phrases';
import { expect, test } from '@playwright/test';
import { addressesIn, personContext } from './support/people';
import { screenshot, setLanguage } from './support/server';

const phrases = { en, zh } as const;
const ownAddress = addressesIn('198.51.117');

for (const language of ['en', 'zh'] as const) {
  test(`the sign-in page offers the certificate sign-in (§1) (${language})`, async ({ page }) => {
    await setLanguage(page, language);
    await page.goto('/login');
    const link = page.getByRole('link', { name: phrases[language].auth.login.certificate });
    await expect(link).toBeVisible();
    await screenshot(page, `login-certificate-link-${language}`);
    await link.click();
    await expect(page).toHaveURL(/\/cerlogin$/);
    await expect(page).toHaveTitle(new RegExp(`^${phrases[language].routes.cerlogin}`));
  });

  test(`a session that expired under a signed-in page: the sign-in page says so (§8) (${language})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const { context, page } = await personContext(browser, language, ownAddress());
    await page.goto('/dashboard/home');
    await expect(page.getByTestId('realname-status')).toBeVisible();
    // The session ends on the server's side (here: the browser no longer holds it); the next call answers -1.
    await context.clearCookies();
    // A call of the page's own (a part of the home still loading) may meet the ended session first and take the
    // browser to the sign-in page while the reload starts; either way the sign-in page must say why.
    await page.reload().catch(() => page.waitForURL(/\/login$/));
    await expect(page).toHaveURL(/\/login$/);
    const notice = page.getByTestId('signed-out-notice');
    await expect(notice).toHaveText(phrases[language].errors.sessionExpired);
    await expect(page.getByRole('alert').filter({ hasText: phrases[language].errors.sessionExpired })).toBeVisible();
    await screenshot(page, `login-session-expired-${language}`);
    // Said once: the next visit to the sign-in page starts clean.
    await page.reload();
    await expect(page.getByTestId('password-login-form')).toBeVisible();
    await expect(notice).toHaveCount(0);
    await context.close();
  });
}
