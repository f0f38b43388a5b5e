// The page function given to evaluate() runs in the browser and uses its globals.
/// <reference lib="dom" />
import { defaultWebsiteConfig, requiredHeaders } from '@console/contract';
import { en } from '@console/phrases';
import { type Page, expect, test } from '@playwright/test';
import { solveCaptchaIn } from './support/accounts';
import { baseURL, createOperator, screenshot } from './support/server';
import { appCode } from './support/totp';

// Journeys beside this one run their accessibility checks while the shared server wears this theme:
// #c41d7f keeps AA on white (5.5) and on its own light tint, where antd draws tags (5.0); #d4380d, used
// before, gave a tag 4.29 in the back office of a journey running at the same time.
const theme = { hex: '#c41d7f', rgb: 'rgb(196, 29, 127)' };
const sidebar = { hex: '#1f1f1f', rgb: 'rgb(31, 31, 31)' };
// Under the one password rule (8-20 characters, two kinds at least).
const newPassword = 'Better#password42';

async function publicConfig(page: Page) {
  return (await (await page.request.get('/webgate/base/site/config')).json()).data;
}

// A journey that fails half-way must not leave the shared server re-themed for the journeys after it.
test.afterEach(async ({ page }) => {
  if ((await publicConfig(page)).themeColor === defaultWebsiteConfig.themeColor) return;
  await page.request.put('/webgate/operation-webapi/site/config', {
    data: defaultWebsiteConfig,
    headers: { ...requiredHeaders, 'Accept-Language': 'en' },
  });
});

test('an operator re-themes the console from the back office, without a rebuild', async ({ page, browser }) => {
  // The journey sets up the operator's authenticator app on the way (each screen checked at two sizes).
  test.setTimeout(180_000);
  const name = `theme-${Date.now().toString(36)}`;
  const oneTimePassword = await createOperator(name);

  // Not signed in: the back office sends the operator to its own sign-in.
  await page.goto('/operation');
  await expect(page).toHaveURL(/\/operation\/login$/);
  await expect(page.getByTestId('ops-header')).toContainText(en.ops.title);
  await screenshot(page, 'operator-theme-0-sign-in');
  await page.getByLabel(en.ops.name).fill(name);
  await page.getByLabel(en.ops.password, { exact: true }).fill(oneTimePassword);
  // The back-office sign-in sits behind the image captcha too (the page solves its proof of work).
  await solveCaptchaIn(page, page.getByTestId('ops-sign-in-form'));
  await screenshot(page, 'operator-theme-0-sign-in');
  await page.getByRole('button', { name: en.ops.signIn }).click();

  // A one-time password opens only the password change; the website config stays out of reach.
  await expect(page).toHaveURL(/\/operation\/password$/);
  await expect(page.getByTestId('ops-password-forced')).toContainText(en.ops.changePasswordIntro);
  await expect(page.getByTestId('ops-operator')).toHaveText(name);
  await page.goto('/operation/site');
  await expect(page).toHaveURL(/\/operation\/password$/);
  await screenshot(page, 'operator-theme-1-forced-password');

  await page.getByLabel(en.ops.currentPassword).fill(oneTimePassword);
  await page.getByLabel(en.ops.newPassword, { exact: true }).fill(newPassword);
  await page.getByLabel(en.ops.confirmPassword).fill(newPassword);
  await page.getByRole('button', { name: en.ops.changePassword }).click();
  await expect(page.getByText(en.ops.passwordChanged)).toBeVisible();
  // Then the second factor every operator must have: nothing else opens until the app is set up.
  await expect(page).toHaveURL(/\/operation\/factor$/);
  await expect(page.getByTestId('ops-factor-required')).toContainText(en.ops.factorRequired);
  await page.goto('/operation/site');
  await expect(page).toHaveURL(/\/operation\/factor$/);
  await page.getByTestId('totp-setup-open').click();
  const key = ((await page.getByTestId('totp-key').textContent()) ?? '').replace(/\s/g, '');
  await page.getByTestId('totp-code').fill(appCode(key));
  await page.getByTestId('totp-password').fill(newPassword);
  await page.getByTestId('totp-confirm').click();
  await expect(page.getByTestId('recovery-codes')).toBeVisible();
  await page.getByTestId('recovery-saved').click();
  await page.getByRole('menuitem', { name: en.site.ops.menu }).click();
  await expect(page).toHaveURL(/\/operation\/site$/);

  // A bad colour is refused beside the field, before anything is sent.
  const themeField = page.getByRole('textbox', { name: en.fields.themeColor });
  await themeField.fill('red');
  await expect(page.getByText(en.validation.colour)).toBeVisible();

  // The preview follows the typing, through the same theme tokens the console uses.
  await themeField.fill(theme.hex);
  await page.getByRole('textbox', { name: en.fields.sidebarBgColor }).fill(sidebar.hex);
  await expect(page.getByTestId('preview-primary-button')).toHaveCSS('background-color', theme.rgb);
  await expect(page.getByTestId('preview-sider')).toHaveCSS('background-color', sidebar.rgb);
  await expect(page.getByText(en.site.ops.unsaved)).toBeVisible();
  await screenshot(page, 'operator-theme-2-edited');

  await page.getByTestId('save-site-config').click();
  await expect(page.getByText(en.site.ops.saved)).toBeVisible();
  await expect(page.getByTestId('site-updated')).toContainText(name);
  // The back office itself wears the new theme at once (away from the pointer, which would show the hover shade).
  await page.mouse.move(0, 0);
  await expect(page.getByTestId('save-site-config')).toHaveCSS('background-color', theme.rgb);
  expect(await publicConfig(page)).toMatchObject({ themeColor: theme.hex, sidebarBgColor: sidebar.hex });
  // The logo wears the theme colour too.
  await expect(page.getByTestId('ops-header').getByTestId('logo')).toHaveCSS('background-color', theme.rgb);
  await screenshot(page, 'operator-theme-3-saved');

  // A visitor who was never here gets the new colours at their first navigation.
  const visitor = await browser.newContext({ baseURL, locale: 'en-US' });
  try {
    const fresh = await visitor.newPage();
    await fresh.goto('/registerProtocol');
    await expect.poll(() => fresh.evaluate(() => document.documentElement.style.getPropertyValue('--console-primary'))).toBe(theme.hex);
    await expect(fresh.getByTestId('logo').first()).toHaveCSS('background-color', theme.rgb);
    await screenshot(fresh, 'operator-theme-4-visitor-register-protocol');
    await fresh.goto('/404');
    await expect(fresh.getByRole('button', { name: en.common.backHome })).toHaveCSS('background-color', theme.rgb);
    await screenshot(fresh, 'operator-theme-5-visitor-404');
  } finally {
    await visitor.close();
  }

  // Restore the defaults, so the journeys after this one see the console as shipped.
  await page.getByTestId('restore-defaults').click();
  await expect(themeField).toHaveValue(defaultWebsiteConfig.themeColor);
  await page.getByTestId('save-site-config').click();
  await expect.poll(async () => (await publicConfig(page)).themeColor).toBe(defaultWebsiteConfig.themeColor);

  // Signing out ends the session: the back office asks for sign-in again.
  await page.getByTestId('ops-sign-out').click();
  await expect(page).toHaveURL(/\/operation\/login$/);
  await page.goto('/operation/site');
  await expect(page).toHaveURL(/\/operation\/login$/);
});
