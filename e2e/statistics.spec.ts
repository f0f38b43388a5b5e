import { enterpriseRoutes, requiredHeaders } from '@console/contract';
import { en, zh } from '@console/phrases';
import { type Page, expect, test } from '@playwright/test';
import { addressesIn, personContext } from './support/people';
import { baseURL, screenshot } from './support/server';

/**
 * In Chromium: the operation log (list, filters, detail drawer, the chain verified) and the
 * log statistics with their chart, in a person's own context and an enterprise's, in en and zh.
 */

const ownAddress = addressesIn('203.0.118');
const pages = { log: '/dailyManage/userDailyList', stats: '/dailyManage/logStatistics' };

async function consoleCall(page: Page, path: string, body: Record<string, unknown>): Promise<void> {
  const res = await page.request.post(`${baseURL}/webgate${path}`, {
    data: body,
    headers: { ...requiredHeaders, 'Accept-Language': 'en' },
  });
  const json = (await res.json()) as { code: number; msg: string };
  if (json.code !== 0) throw new Error(`${path}: ${json.code} ${json.msg}`);
}

for (const [lang, p] of [
  ['en', en],
  ['zh', zh],
] as const) {
  test(`the operation log and its statistics (${lang})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const { page } = await personContext(browser, lang, ownAddress());
    // The enterprise's creation is an act of the enterprise's log.
    await page.goto('/dashboard/home');
    const enterpriseName = `Log journey ${lang} ${Date.now().toString(36)}`;
    await consoleCall(page, enterpriseRoutes.create.path, { name: enterpriseName });

    await page.goto(pages.log);
    const table = page.getByTestId('log-table');
    await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
    await expect(table.getByTestId('log-open').first()).toBeVisible();
    // Every entry reads in the page's language, with names: the creation as its phrase, its service by name, no module code.
    const created = p.operationLog.entries.enterprise.create.replace('{{enterprise}}', enterpriseName).split('{{')[0]!;
    await expect(table).toContainText(created);
    await expect(table.getByRole('cell', { name: p.operationLog.services.enterprise, exact: true }).first()).toBeVisible();
    await expect(table.getByRole('cell', { name: 'enterprise', exact: true })).toHaveCount(0);
    await page.getByTestId('log-verify').click();
    await expect(page.getByTestId('log-verify-result')).toContainText(p.operationLog.headHash.split('{{')[0]!.trim());
    await expect(page.getByTestId('log-verify-result')).toHaveClass(/ant-alert-success/);
    await screenshot(page, `operation-log-${lang}`);

    await table.getByTestId('log-open').first().click();
    const detail = page.getByTestId('log-detail');
    await expect(detail).toBeVisible();
    await expect(detail).toContainText(/[0-9a-f]{64}/);
    await screenshot(page, `operation-log-detail-${lang}`);
    await page.keyboard.press('Escape');

    await page.goto(pages.stats);
    await expect(page.getByTestId('log-chart').locator('svg')).toBeVisible();
    await expect(page.getByTestId('log-services').locator('tbody tr.ant-table-row').first()).toBeVisible();
    await screenshot(page, `log-statistics-${lang}`);
  });
}
