// Page functions (addInitScript, evaluate) run in the browser and use its globals.
/// <reference lib="dom" />
import { consoleVersion } from '@console/contract';
import { type Phrases, en, zh } from '@console/phrases';
import { type AgreementId, type LegalTexts, loadLegal } from '@console/phrases/legal';
import { type Page, expect, test } from '@playwright/test';
import { screenshot, setLanguage } from './support/server';

const phrases = { en, zh } as const;
type Language = keyof typeof phrases;

type RouteName = keyof Phrases['routes'];
/** A page titled by its route name, or an agreement, titled (and headed) by the document itself. */
type Shown = { route: RouteName } | { agreement: AgreementId };

/** The public pages of §2 that have a page, with what proves each rendered its own content. */
const publicPages: ({ path: string; shows?: (p: Phrases) => string } & Shown)[] = [
  { path: '/registerProtocol', agreement: 'registerProtocol' },
  { path: '/serviceAgreement', agreement: 'serviceAgreement' },
  { path: '/caAgreement', agreement: 'caAgreement' },
  { path: '/agreement?id=privacy', agreement: 'privacy' },
  { path: '/404', route: 'notFound', shows: (p) => p.shell.notFoundText },
  { path: '/loginFailed', route: 'loginFailed', shows: (p) => p.shell.loginFailedText },
  { path: '/apiReference', route: 'apiReference' },
];

const legal: Partial<Record<Language, LegalTexts>> = {};
test.beforeAll(async () => {
  legal.en = await loadLegal('en');
  legal.zh = await loadLegal('zh');
});

const nameOf = (language: Language, shown: Shown) =>
  'route' in shown ? phrases[language].routes[shown.route] : legal[language]![shown.agreement].title;
const versionText = (language: Language) => phrases[language].common.version.replace('{{version}}', consoleVersion);

async function expectRendered(page: Page, language: Language, shown: Shown) {
  await expect(page).toHaveTitle(`${nameOf(language, shown)} - ${phrases[language].common.appName}`);
  if ('agreement' in shown) await expect(page.getByRole('heading', { level: 2, name: nameOf(language, shown) })).toBeVisible();
  await expect(page.getByText(phrases[language].shell.loadFailed)).toHaveCount(0);
  await expect(page.getByTestId('console-version')).toContainText(versionText(language));
}

for (const language of ['en', 'zh'] as const) {
  test.describe(`public pages in ${language}`, () => {
    test.beforeEach(async ({ page }) => setLanguage(page, language));

    for (const { path, shows, ...shown } of publicPages) {
      test(`${path} renders its page`, async ({ page }) => {
        await page.goto(path);
        await expect(page).toHaveURL(path);
        await expectRendered(page, language, shown);
        const main = page.locator('main');
        if (shows) await expect(main).toContainText(shows(phrases[language]));
        // The page's own content, not just the frame around it.
        await expect.poll(async () => (await main.innerText()).trim().length).toBeGreaterThan(20);
        // The API reference lists every endpoint and error code: a page too tall to capture whole, so its first screen.
        await screenshot(page, `public-${'route' in shown ? shown.route : shown.agreement}-${language}`, {
          fullPage: path !== '/apiReference',
        });
      });
    }
  });
}

test('an unknown path goes to /404', async ({ page }) => {
  await page.goto('/no/such/page-here');
  await expect(page).toHaveURL(/\/404$/);
  await expectRendered(page, 'en', { route: 'notFound' });
});

test('the root path goes to /login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('the language switch changes en ↔ zh and the choice survives a reload', async ({ page }) => {
  await page.goto('/serviceAgreement');
  await expectRendered(page, 'en', { agreement: 'serviceAgreement' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitemradio', { name: zh.common.languageNames.zh }).click();
  await expectRendered(page, 'zh', { agreement: 'serviceAgreement' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await screenshot(page, 'public-language-switched-zh');

  await page.reload();
  await expectRendered(page, 'zh', { agreement: 'serviceAgreement' });
  expect(await page.evaluate(() => localStorage.getItem('console.language'))).toBe('zh');

  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitemradio', { name: en.common.languageNames.en }).click();
  await expectRendered(page, 'en', { agreement: 'serviceAgreement' });
  await page.reload();
  await expectRendered(page, 'en', { agreement: 'serviceAgreement' });
  await screenshot(page, 'public-language-switched-en');
});
