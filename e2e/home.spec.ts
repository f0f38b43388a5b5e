import { requiredHeaders } from '@console/contract';
import { en, zh } from '@console/phrases';
import { expect, test } from '@playwright/test';
import { operatorContext } from './support/operators';
import { addressesIn, personContext } from './support/people';
import { baseURL, screenshot } from './support/server';

/**
 * The home routes: /myIndex/index is the signed-in home beside /dashboard/home, and
 * /myIndex/serviceweb the service hall, readable by a person who has not passed real-name
 * authentication, with the catalogue the back office keeps.
 */
const ownAddress = addressesIn('198.51.101');

for (const [language, p] of [
  ['en', en],
  ['zh', zh],
] as const) {
  test(`the home and the service hall (${language})`, async ({ browser }) => {
    const ops = await operatorContext(browser);
    const productNo = `HALL-${language.toUpperCase()}-${Date.now().toString(36).toUpperCase()}`;
    const added = await ops.request.post(`${baseURL}/webgate/operation-webapi/services/products`, {
      data: {
        productNo,
        name: language === 'en' ? 'Bank card 4 elements · pay per call' : '银行卡四要素 · 按次',
        serviceCode: 'bank4',
        unitPriceFen: 250,
      },
      headers: { ...requiredHeaders, 'Accept-Language': language },
    });
    expect((await added.json()).code).toBe(0);
    await ops.close();

    const { context, page } = await personContext(browser, language, ownAddress());
    await page.goto('/myIndex/index');
    await expect(page).toHaveURL(/\/myIndex\/index$/);
    await expect(page).toHaveTitle(`${p.routes.index} - ${p.common.appName}`);
    await expect(page.getByTestId('realname-status')).toBeVisible();
    await expect(page.getByTestId('calls-this-month')).toBeVisible();

    await page.goto('/myIndex/serviceweb');
    const card = page.getByTestId('hall-product').filter({ hasText: productNo });
    await expect(card).toContainText(p.services.hall.perCall.replace('{{price}}', '2.50'));
    await expect(card).toContainText(p.services.hall.about.bank4);
    await screenshot(page, `service-hall-${language}`);
    await context.close();
  });
}
