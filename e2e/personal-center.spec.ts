import { en, zh } from '@console/phrases';
import { type Browser, type BrowserContext, expect, test } from '@playwright/test';
import { newPerson, registerByApi, signInByApi } from './support/accounts';
import { baseURL, screenshot, setLanguage } from './support/server';

/**
 * Issue 4 (personal center, part): the menu built from a personal session's modules leads to the
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

  test(`personal center in ${language}: the menu leads to account security, where another session is ended`, async ({ browser, request }) => {
    const person = newPerson();
    await registerByApi(request, person);
    const mine = await signedInContext(browser, await signInByApi(person), language);
    const other = await signedInContext(browser, await signInByApi(person), language);

    const page = await mine.newPage();
    await setLanguage(page, language);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard\/home$/);
    // The menu comes from the session's module list: a personal session sees the personal center.
    const menu = page.getByTestId('side-menu');
    await menu.getByText(p.routes.personalCenter, { exact: true }).click();
    await menu.getByText(p.routes.securityCenter, { exact: true }).click();
    await expect(menu.getByText(p.routes.security, { exact: true })).toBeVisible();
    await menu.getByText(p.routes.security, { exact: true }).click();
    await expect(page).toHaveURL(/\/personalCenter\/securityCenter\/security$/);
    await expect(page).toHaveTitle(new RegExp(p.routes.security));

    const sessions = page.getByTestId('sessions-card');
    await expect(sessions.getByRole('row')).toHaveCount(3); // the header and two sessions
    await expect(sessions.getByTestId('current-session')).toHaveCount(1);
    await screenshot(page, `personal-security-${language}`);

    await sessions.getByTestId('end-session').click();
    // antd spaces out two-character Chinese labels ('确 认').
    await page.getByRole('button', { name: new RegExp(`^${[...p.security.confirm].join('\\s?')}$`) }).click();
    await expect(sessions.getByRole('row')).toHaveCount(2);

    // The ended session learns it at its next request and lands on the sign-in page.
    const ended = await other.newPage();
    await ended.goto('/dashboard/home');
    await expect(ended).toHaveURL(/\/login$/);
    await mine.close();
    await other.close();
  });
}

test('basic information shows the phone masked and saves a new nickname', async ({ browser, request }) => {
  const person = newPerson();
  await registerByApi(request, person);
  const context = await signedInContext(browser, await signInByApi(person), 'en');
  const page = await context.newPage();
  await page.goto('/dashboard');
  const menu = page.getByTestId('side-menu');
  await menu.getByText(en.routes.personalCenter, { exact: true }).click();
  await menu.getByText(en.routes.pCenterInfo, { exact: true }).click();
  await expect(menu.getByText(en.routes.pBasicInfo, { exact: true })).toBeVisible();
  await menu.getByText(en.routes.pBasicInfo, { exact: true }).click();
  await expect(page).toHaveURL(/\/personalCenter\/pCenterInfo\/pBasicInfo$/);

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
