import path from 'node:path';
import { enterpriseRoutes, requiredHeaders } from '@console/contract';
import { en, zh } from '@console/phrases';
import { type Page, expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { addressesIn, personContext } from './support/people';
import { baseURL, dataDir, screenshot } from './support/server';

/**
 * Issue 18 item 1 in Chromium: an enterprise's service and application statistics — filters, the
 * ECharts chart, the per-service and per-app tables and the day table with its CSV export — in en
 * and zh (the screenshot helper also shoots them at 390 × 844).
 */

const ownAddress = addressesIn('203.0.119');
const pages = { services: '/dailyManage/myServiceStatistics', apps: '/dailyManage/myAppStatistics' };

async function createEnterprise(page: Page, name: string): Promise<string> {
  const res = await page.request.post(`${baseURL}/webgate${enterpriseRoutes.create.path}`, {
    data: { name },
    headers: { ...requiredHeaders, 'Accept-Language': 'en' },
  });
  const json = (await res.json()) as { code: number; msg: string; data: { id: string } };
  if (json.code !== 0) throw new Error(`${json.code} ${json.msg}`);
  return json.data.id;
}

for (const [lang, p] of [
  ['en', en],
  ['zh', zh],
] as const) {
  test(`service and application statistics (${lang})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const { page } = await personContext(browser, lang, ownAddress());
    await page.goto('/dashboard/home');
    const id = await createEnterprise(page, `Usage ${lang} ${Date.now().toString(36)}`);
    // Enterprise authentication has journeys of its own (enterprise.spec.ts); here it is marked passed in the database.
    const db = new Database(path.join(dataDir, 'console.db'));
    db.prepare('update enterprises set real_name_status = 2, check_status = 2, passed_at = ? where id = ?').run(Date.now(), id);
    db.close();

    await page.goto(pages.services);
    await expect(page.getByText(p.statistics.servicesIntro)).toBeVisible();
    await expect(page.getByTestId('usage-chart').locator('svg')).toBeVisible();
    await expect(page.getByTestId('usage-days').locator('tbody tr.ant-table-row')).toHaveCount(dayCount());
    const download = page.waitForEvent('download');
    await page.getByTestId('usage-export').click();
    expect((await download).suggestedFilename()).toMatch(/^service-statistics-\d{4}-\d{2}\.csv$/);
    await screenshot(page, `service-statistics-${lang}`);

    await page.goto(pages.apps);
    await expect(page.getByText(p.statistics.appsIntro)).toBeVisible();
    await expect(page.getByTestId('usage-chart').locator('svg')).toBeVisible();
    await screenshot(page, `app-statistics-${lang}`);
  });
}

/** Days in the current month in platform time (UTC+8). */
function dayCount(): number {
  const now = new Date(Date.now() + 8 * 3_600_000);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).getUTCDate();
}
