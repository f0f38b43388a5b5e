import path from 'node:path';
import { requiredHeaders } from '@console/contract';
import { en, zh } from '@console/phrases';
import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { addressesIn, personContext } from './support/people';
import { baseURL, dataDir, screenshot } from './support/server';

/**
 * A new enterprise with nothing bought yet is never left at "nothing here": my services leads to
 * buying a package (the purchase dialog open) and to a work order; the new-application form says a
 * sandbox application needs no service, and one is created with none.
 */
const ownAddress = addressesIn('203.0.128');
/** antd puts a space between the two characters of a two-character Chinese button label. */
const label = (text: string) => new RegExp(`^\\s*${[...text].join('\\s?')}\\s*$`);
const pages = {
  services: '/serviceManage/myService/myServiceList',
  appBuild: '/serviceManage/myApp/myAppBuild',
};

for (const [language, p] of [
  ['en', en],
  ['zh', zh],
] as const) {
  test(`a new enterprise's first steps lead somewhere (${language})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const { context, page } = await personContext(browser, language, ownAddress(), { width: 1366, height: 850 });
    const res = await page.request.post(`${baseURL}/webgate/console/enterprise/create`, {
      data: { name: `First steps ${language} ${Date.now().toString(36)}` },
      headers: { ...requiredHeaders, 'Accept-Language': 'en' },
    });
    const enterprise = ((await res.json()) as { data: { id: string } }).data;
    // Enterprise authentication has journeys of its own (enterprise.spec.ts); here it is marked passed in the database.
    const db = new Database(path.join(dataDir, 'console.db'));
    db.prepare('update enterprises set real_name_status = 2, check_status = 2, passed_at = ? where id = ?').run(Date.now(), enterprise.id);
    db.close();

    // My services, none yet: buy a package or ask the platform.
    await page.goto(pages.services);
    await expect(page.getByTestId('next-steps')).toContainText(p.services.empty);
    await expect(page.getByTestId('next-work-order')).toBeVisible();
    await screenshot(page, `first-steps-services-${language}`);
    await page.getByTestId('next-buy').click();
    await expect(page).toHaveURL(/\/payment\?buy=1$/);
    await expect(page.getByTestId('buy-form')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('buy-form')).toBeHidden();

    // A sandbox application with no service.
    await page.goto(pages.appBuild);
    const form = page.getByTestId('app-form');
    await expect(page.getByTestId('app-no-services')).toContainText(p.apps.form.noServices);
    await expect(page.getByTestId('app-no-services').getByTestId('next-buy')).toBeVisible();
    await screenshot(page, `first-steps-app-build-${language}`);
    // A production application still needs one: refused beside the field, nothing sent.
    await form.getByLabel(p.fields.appName, { exact: true }).fill(language === 'en' ? 'Trial' : '试用');
    await form.getByLabel(p.fields.appAbbreviation).fill('TRY');
    await form.getByRole('radio', { name: p.apps.environments.production }).check();
    await form.getByRole('button', { name: label(p.apps.form.save) }).click();
    await expect(form.getByText(p.validation.serviceRequired)).toBeVisible();
    await form.getByRole('radio', { name: p.apps.environments.sandbox }).check();
    await form.getByRole('button', { name: label(p.apps.form.save) }).click();
    await expect(page).toHaveURL(/myAppDetail\?id=/);
    await expect(page.getByText(/^sbx_[0-9a-f]{24}$/).first()).toBeVisible();
    await context.close();
  });
}
