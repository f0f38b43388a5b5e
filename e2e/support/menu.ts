import { type Page, expect } from '@playwright/test';

/** Below antd's md breakpoint (768 px) both frames put their menu in a drawer. */
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1366) < 768;

/**
 * Opens a page through the menu of the console (`side-menu`) or the back office (`ops-menu`): the
 * groups, then the item. On a phone the drawer is opened first from the header's menu button, and
 * must have closed again once the page changed. A click that lands while antd's submenu is still
 * opening can be lost, so groups still closed and the item are clicked again (as a person would)
 * until the page changes.
 */
export async function openFromMenu(page: Page, labels: string[], url: RegExp): Promise<void> {
  const ops = new URL(page.url()).pathname.startsWith('/operation');
  const menu = page.getByTestId(ops ? 'ops-menu' : 'side-menu');
  const toggle = page.getByTestId(ops ? 'ops-menu-toggle' : 'menu-toggle');
  const phone = isPhone(page);
  const item = menu.getByText(labels.at(-1)!, { exact: true });
  await expect(async () => {
    if (phone && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    // A group is clicked only while it is closed: clicking an open one would close it again.
    for (const group of labels.slice(0, -1)) {
      const title = menu.locator('.ant-menu-submenu-title', { hasText: group }).first();
      if ((await title.getAttribute('aria-expanded')) !== 'true') await title.click();
    }
    await item.click({ timeout: 2_000 });
    await expect(page).toHaveURL(url, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  if (phone) {
    // The drawer closes with the navigation, leaving the phone's width to the page.
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  }
}

/**
 * The header's crumbs end before the context switch starts (cut with an ellipsis, never run under
 * it), and the page's own crumb is still there to read.
 */
export async function expectHeaderApart(page: Page): Promise<void> {
  await expect(page.getByTestId('breadcrumb').locator('li').last()).toBeVisible();
  const crumbs = await page.getByTestId('breadcrumb').boundingBox();
  const context = await page.getByTestId('context-switch').boundingBox();
  expect(crumbs && context, 'breadcrumb and context switch are on screen').toBeTruthy();
  expect(crumbs!.x + crumbs!.width, 'the crumbs end before the context switch').toBeLessThanOrEqual(context!.x + 0.5);
}
