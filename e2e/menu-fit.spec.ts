// The page functions given to evaluate() run in the browser and use its globals.
/// <reference lib="dom" />
import { requiredHeaders } from '@console/contract';
import { en, zh } from '@console/phrases';
import { type Page, expect, test } from '@playwright/test';
import { operatorContext } from './support/operators';
import { addressesIn, personContext } from './support/people';
import { baseURL, setLanguage } from './support/server';
import { screenshotsDir } from './support/server';

/**
 * At 1366 × 850 every menu item, breadcrumb and card title of the console and the back office reads
 * whole, in en and zh: none is cut off with an ellipsis (its text wider than its box).
 */
const ownAddress = addressesIn('198.51.107');
const desktop = { width: 1366, height: 850 };

/** Opens every group of a menu, so the items inside are measured too. */
async function openAllGroups(page: Page, menu: string): Promise<void> {
  await expect(page.getByTestId(menu).locator('.ant-menu-submenu').first()).toBeVisible();
  for (;;) {
    const closed = page.getByTestId(menu).locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
    if ((await closed.count()) === 0) return;
    const title = (await closed.first().elementHandle())!;
    await title.click();
    await expect.poll(() => title.evaluate((el) => el.parentElement!.classList.contains('ant-menu-submenu-open'))).toBe(true);
  }
}

/**
 * The texts cut by their box: the text itself (its text nodes, not the padding of a link inside)
 * reaching past the box's right edge. The website configuration's preview is a miniature of the
 * console, not a menu anyone uses, and is left out.
 */
async function cutTexts(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((nodes) =>
    nodes
      .filter((n) => (n as HTMLElement).offsetParent !== null && !n.closest('[data-testid=site-preview]'))
      .flatMap((n) => {
        const box = n.getBoundingClientRect();
        const walker = document.createTreeWalker(n, NodeFilter.SHOW_TEXT);
        let right = box.left;
        for (let t = walker.nextNode(); t; t = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(t);
          right = Math.max(right, range.getBoundingClientRect().right);
        }
        return right > box.right + 0.5 || n.scrollWidth > n.clientWidth + 8
          ? [`${n.textContent} (${Math.round(right - box.right)} px over)`]
          : [];
      }),
  );
}

const titles = '.ant-menu-title-content, .ant-breadcrumb li, .ant-card-head-title, .card-title-text, .ops-header-title';

for (const language of ['en', 'zh'] as const) {
  test(`the back office's menu reads whole at 1366 px (${language})`, async ({ browser }) => {
    const context = await operatorContext(browser);
    const page = await context.newPage();
    await page.setViewportSize(desktop);
    await setLanguage(page, language);
    await page.goto('/operation/site');
    await expect(page.getByTestId('ops-menu')).toBeVisible();
    await page.screenshot({ path: `${screenshotsDir}/menu-fit-ops-${language}.png` });
    expect(await page.locator('[data-testid=ops-menu] .ant-menu-title-content').count()).toBeGreaterThan(10);
    expect(await cutTexts(page, titles)).toEqual([]);
    await context.close();
  });

  test(`the console's side menu reads whole at 1366 px (${language})`, async ({ browser }) => {
    const { context, page } = await personContext(browser, language, ownAddress(), desktop);
    // An enterprise's master administrator sees the whole menu.
    const res = await page.request.post(`${baseURL}/webgate/console/enterprise/create`, {
      data: { name: `Menu Co ${Date.now().toString(36)}` },
      headers: { ...requiredHeaders, 'Accept-Language': 'en' },
    });
    expect(((await res.json()) as { code: number }).code).toBe(0);
    await page.goto('/');
    // The enterprise's menu, not the personal one it replaces once the session knows the enterprise.
    await expect(page.getByTestId('side-menu')).toContainText({ en, zh }[language].routes.dailyManage);
    // The shell may mount again as the session settles (closing the groups): open them until they stay
    // open, then measure every item, nested ones included, while they show.
    const shown = () =>
      page
        .locator('[data-testid=side-menu] .ant-menu-title-content')
        .evaluateAll((ns) => ns.filter((n) => (n as HTMLElement).offsetParent !== null).length);
    await expect(async () => {
      await openAllGroups(page, 'side-menu');
      expect(await shown()).toBeGreaterThan(25);
      expect(await cutTexts(page, titles)).toEqual([]);
      await page.screenshot({ path: `${screenshotsDir}/menu-fit-console-${language}.png`, fullPage: true });
      expect(await shown()).toBeGreaterThan(25);
    }).toPass();
    await context.close();
  });
}
