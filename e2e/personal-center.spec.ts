import { en, zh } from '@console/phrases';
import { type Browser, type BrowserContext, expect, test } from '@playwright/test';
import { newPerson, registerFromOwnAddress, signInByApi } from './support/accounts';
import { openFromMenu } from './support/menu';
import { baseURL, screenshot, setLanguage } from './support/server';

/**
 * The menu built from a personal session's modules leads to the
 * account-security page; a person ends another of their sessions there, and that session is
 * signed out at its next request (code 12 → sign-in page).
 */

async function signedInContext(browser: Browser, cookie: string, language: 'en' | 'zh'): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  await context.addCookies([{ name: 'esign_session', value: cookie, url: baseURL }]);
  const page = await context.newPage();
  await setLanguage(page, language);
  await page.close();
  return context;
}

for (const language of ['en', 'zh'] as const) {
  const p = language === 'en' ? en : zh;

  test(`personal center in ${language}: the menu leads to account security, where another session is ended`, async ({ browser }) => {
    const person = newPerson();
    await registerFromOwnAddress(person);
    const mine = await signedInContext(browser, await signInByApi(person), language);
    const other = await signedInContext(browser, await signInByApi(person), language);

    const page = await mine.newPage();
    await setLanguage(page, language);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard\/home$/);
    // The menu comes from the session's module list: a personal session sees the personal center.
    await openFromMenu(
      page,
      [p.routes.personalCenter, p.routes.securityCenter, p.routes.security],
      /\/personalCenter\/securityCenter\/security$/,
    );
    await expect(page).toHaveTitle(new RegExp(p.routes.security));

    const sessions = page.getByTestId('sessions-card');
    await expect(sessions.getByRole('row')).toHaveCount(3); // the header and two sessions
    await expect(sessions.getByTestId('current-session')).toHaveCount(1);
    await screenshot(page, `personal-security-${language}`);

    await sessions.getByTestId('end-session').click();
    // antd spaces out two-character Chinese labels ('确 认').
    await page.getByRole('button', { name: new RegExp(`^${[...p.personal.security.confirm].join('\\s?')}$`) }).click();
    await expect(sessions.getByRole('row')).toHaveCount(2);

    // The ended session learns it at its next request and lands on the sign-in page.
    const ended = await other.newPage();
    await ended.goto('/dashboard/home');
    await expect(ended).toHaveURL(/\/login$/);
    await mine.close();
    await other.close();
  });
}

test('basic information shows the phone masked and saves a new nickname', async ({ browser }) => {
  const person = newPerson();
  await registerFromOwnAddress(person);
  const context = await signedInContext(browser, await signInByApi(person), 'en');
  const page = await context.newPage();
  await page.goto('/dashboard');
  await openFromMenu(
    page,
    [en.routes.personalCenter, en.routes.pCenterInfo, en.routes.pBasicInfo],
    /\/personalCenter\/pCenterInfo\/pBasicInfo$/,
  );

  const phone = page.getByTestId('profile-phone');
  await expect(phone).toHaveText(`${person.phone.slice(0, 3)}****${person.phone.slice(-4)}`);
  await expect(page.getByText(person.phone)).toHaveCount(0);

  await page.getByTestId('edit-nickname').click();
  const form = page.getByTestId('nickname-form');
  await form.getByRole('textbox').fill('Journey Tester');
  await form.press('Enter');
  await expect(page.getByTestId('profile-nickname')).toHaveText('Journey Tester');
  await page.reload();
  await expect(page.getByTestId('profile-nickname')).toHaveText('Journey Tester');
  await screenshot(page, 'personal-basic-info-en');
  await context.close();
});
