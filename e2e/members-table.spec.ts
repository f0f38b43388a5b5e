import { enterpriseRoutes, organizationRoutes, requiredHeaders } from '@console/contract';
import { en, zh } from '@console/phrases';
import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import { afterCodeCooldown } from './support/accounts';
import { addressesIn, personContext } from './support/people';
import { baseURL, phone, screenshot } from './support/server';

/**
 * The members table beside the department tree: at 1366 × 850 and on a phone, a member's Edit and
 * Separate buttons are on screen without scrolling the table — the actions column stays pinned
 * while the other columns scroll under it.
 */
const ownAddress = addressesIn('203.0.127');
const organizationPage = '/enterpriseCenter/organization/organizationList';

async function consoleCall<T>(request: APIRequestContext, path: string, body: Record<string, unknown>): Promise<T> {
  const res = await request.post(`${baseURL}/webgate${path}`, { data: body, headers: { ...requiredHeaders, 'Accept-Language': 'en' } });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  if (json.code !== 0) throw new Error(`${path}: ${json.code} ${json.msg}`);
  return json.data;
}

/** The button is drawn inside the table's visible box and the window, and nothing covers its middle. */
async function expectOnScreen(page: Page, button: Locator, what: string): Promise<void> {
  await expect(button).toBeVisible();
  const box = await button.boundingBox();
  const region = await page.getByTestId('members').locator('.ant-table-content').boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, what).not.toBeNull();
  expect(region, what).not.toBeNull();
  expect(box!.x, `${what}: left edge`).toBeGreaterThanOrEqual(region!.x - 1);
  expect(box!.x + box!.width, `${what}: right edge inside the table`).toBeLessThanOrEqual(region!.x + region!.width + 1);
  expect(box!.x + box!.width, `${what}: right edge inside the window`).toBeLessThanOrEqual(viewport.width);
  const hit = await button.evaluate((element) => {
    const r = element.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return top !== null && element.contains(top);
  });
  expect(hit, `${what}: nothing covers it`).toBe(true);
}

for (const [language, p] of [
  ['en', en],
  ['zh', zh],
] as const) {
  test(`a member's buttons stay on screen in the members table (${language})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const member = await personContext(browser, language, ownAddress());
    const master = await personContext(browser, language, ownAddress(), { width: 1366, height: 850 });
    await consoleCall(master.page.request, enterpriseRoutes.create.path, { name: `Members ${language} ${Date.now().toString(36)}` });
    // An invitation waits out the minute since the registration code went to the same phone.
    await afterCodeCooldown(member.person.phone);
    await consoleCall(master.page.request, organizationRoutes.invite.path, {
      name: language === 'en' ? 'Li Lei' : '李雷',
      phoneOrEmail: member.person.phone,
      employeeNo: 'E-000123',
    });
    const mine = await member.page.request.get(`${baseURL}/webgate${organizationRoutes.myInvitations.path}`, {
      headers: { ...requiredHeaders, 'Accept-Language': 'en' },
    });
    const invitation = ((await mine.json()) as { data: { list: { id: string }[] } }).data.list[0]!;
    await consoleCall(member.page.request, organizationRoutes.acceptInvitation.path, { id: invitation.id });
    await member.context.close();

    const page = master.page;
    await page.goto(organizationPage);
    const row = page.getByTestId('member-list').locator('tr', { hasText: language === 'en' ? 'Li Lei' : '李雷' });
    await expect(row).toBeVisible();
    await expectOnScreen(page, row.getByTestId('member-edit'), `${p.organization.members.edit} at 1366 px`);
    await expectOnScreen(page, row.getByTestId('member-separate'), `${p.organization.members.separate} at 1366 px`);
    await screenshot(page, `members-table-${language}`);

    await page.setViewportSize(phone);
    await row.scrollIntoViewIfNeeded();
    await expectOnScreen(page, row.getByTestId('member-edit'), `${p.organization.members.edit} on a phone`);
    await expectOnScreen(page, row.getByTestId('member-separate'), `${p.organization.members.separate} on a phone`);
    // The other columns are one sideways scroll away inside the table, and the page itself does not scroll sideways.
    const region = page.getByTestId('members').locator('.ant-table-content');
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect(row.getByText(p.organization.members.onTheJob)).toBeInViewport();
    await expectOnScreen(page, row.getByTestId('member-separate'), `${p.organization.members.separate} on a phone, scrolled`);
    await master.context.close();
  });
}
