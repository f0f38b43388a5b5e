import { enterpriseRoutes, requiredHeaders } from '@console/contract';
import { en, zh } from '@console/phrases';
import { expect, test } from '@playwright/test';
import { expectHeaderApart, openFromMenu } from './support/menu';
import { operatorContext } from './support/operators';
import { addressesIn, personContext } from './support/people';
import { baseURL, phone, screenshot, setLanguage } from './support/server';

/**
 * Phones: the signed-in console and the back office on a 390 × 844 screen from the first
 * page on. The menu is a drawer opened from the header that closes after every choice, no page
 * scrolls sideways (checked by `screenshot` with the accessibility check), and the header's crumbs
 * give way to the context switch instead of running under it.
 */

const ownAddress = addressesIn('192.0.2');

test.describe.configure({ timeout: 150_000 });

for (const language of ['en', 'zh'] as const) {
  const p = language === 'en' ? en : zh;

  test(`on a phone in ${language}: the console's menu is a drawer that closes after each choice`, async ({ browser }) => {
    const { context, page } = await personContext(browser, language, ownAddress(), phone);
    await page.goto('/dashboard/home');
    await expect(page.getByTestId('realname-status')).toBeVisible();
    // No left bar takes the width: the menu waits behind the header's button.
    await expect(page.getByTestId('sider')).toHaveCount(0);
    await expect(page.getByTestId('menu-toggle')).toHaveAttribute('aria-expanded', 'false');
    await screenshot(page, `phone-dashboard-${language}`);

    const tour: [string[], RegExp, string][] = [
      [[p.routes.personalCenter, p.routes.pCenterInfo, p.routes.pBasicInfo], /\/pBasicInfo$/, 'basic-info'],
      [[p.routes.personalCenter, p.routes.securityCenter, p.routes.security], /\/security$/, 'security'],
      [[p.routes.personalCenter, p.routes.pAuthRealName, p.routes.pAuthRealNameList], /\/pAuthRealNameList$/, 'real-name'],
      [[p.routes.personalCenter, p.routes.pAuthRealName, p.routes.pAuthResults], /\/pAuthResults$/, 'real-name-results'],
      [[p.routes.home], /\/dashboard\/home$/, 'home-again'],
    ];
    for (const [labels, url, name] of tour) {
      await openFromMenu(page, labels, url);
      await expect(page).toHaveTitle(new RegExp(labels.at(-1)!));
      await expectHeaderApart(page);
      if (name !== 'home-again') await screenshot(page, `phone-${name}-${language}`);
    }

    // An enterprise with a long name: the header cuts it, and the enterprise center opens from the drawer.
    const enterpriseName = `${language === 'en' ? 'Northern Lights Trading and Logistics' : '北方之光国际贸易与物流'} ${Date.now().toString(36)}`;
    const res = await page.request.post(`${baseURL}/webgate${enterpriseRoutes.create.path}`, {
      form: { name: enterpriseName },
      headers: { ...requiredHeaders, 'Accept-Language': language },
    });
    expect((await res.json()).code).toBe(0);
    await page.goto('/dashboard/home');
    await expect(page.getByTestId('context-switch')).toHaveAttribute('aria-label', new RegExp(`^${enterpriseName}`));
    // The status stays in the switch's menu on a phone (and in the button's accessible name).
    await expect(page.getByTestId('context-status')).toBeHidden();
    await screenshot(page, `phone-enterprise-dashboard-${language}`);
    for (const [labels, url, name] of [
      [[p.routes.enterpriseCenter, p.routes.eCenterInfo, p.routes.eBasicInfo], /\/eBasicInfo$/, 'enterprise-info'],
      [[p.routes.enterpriseCenter, p.routes.eAuthRealName, p.routes.eAuthSelect], /\/eAuthSelect$/, 'enterprise-auth'],
    ] as const) {
      await openFromMenu(page, [...labels], url);
      await expectHeaderApart(page);
      await screenshot(page, `phone-${name}-${language}`);
    }
    // The status the header has no room for is in the switch's menu, beside the enterprise's name.
    await page.getByTestId('context-switch').click();
    await expect(page.getByRole('menuitem').filter({ hasText: p.common.realNameStatus.notAuthenticated })).toBeVisible();
    await page.waitForFunction(() => !document.querySelector('.ant-dropdown[class*="slide-up"]'));
    await screenshot(page, `phone-context-menu-${language}`, { fullPage: false });
    await context.close();
  });

  test(`on a phone in ${language}: the back office's menu is a drawer too`, async ({ browser }) => {
    const context = await operatorContext(browser);
    const page = await context.newPage();
    await page.setViewportSize(phone);
    await setLanguage(page, language);
    await page.goto('/operation/site');
    await expect(page.getByTestId('website-config-form')).toBeVisible();
    await expect(page.getByTestId('ops-sider')).toHaveCount(0);
    await screenshot(page, `phone-ops-site-${language}`);
    const pages: [string, RegExp][] = [
      [p.realName.ops.menu, /\/operation\/realName$/],
      [p.identityRegistry.ops.menu, /\/operation\/identityRegistry$/],
      [p.enterprise.ops.menu.enterprises, /\/operation\/enterprises$/],
      [p.enterpriseAuth.ops.menu.review, /\/operation\/enterpriseReview$/],
      [p.enterpriseAuth.ops.menu.remittances, /\/operation\/remittances$/],
      [p.ops.menu.password, /\/operation\/password$/],
    ];
    for (const [label, url] of pages) {
      await openFromMenu(page, [label], url);
      await expect(page.locator('.ant-card').first()).toBeVisible();
      await screenshot(page, `phone-ops-${url.source.replace(/\W+/g, '-').replace(/^-operation-|-$/g, '')}-${language}`);
    }
    await context.close();
  });
}
