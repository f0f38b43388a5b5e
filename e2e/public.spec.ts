// Page functions (addInitScript, evaluate) run in the browser and use its globals.
/// <reference lib="dom" />
import { consoleVersion } from '@console/contract';
import { type Phrases, en, zh } from '@console/phrases';
import { type Page, expect, test } from '@playwright/test';
import { screenshot, setLanguage } from './support/server';

const phrases = { en, zh } as const;
type Language = keyof typeof phrases;

/** The public pages of §2 that have a page, with what proves each rendered its own content. */
const publicPages: { path: string; route: keyof Phrases['routes']; shows?: (p: Phrases) => string }[] = [
  { path: '/registerProtocol', route: 'registerProtocol' },
  { path: '/serviceAgreement', route: 'serviceAgreement' },
  { path: '/caAgreement', route: 'caAgreement' },
  { path: '/agreement?id=privacy', route: 'agreement' },
  { path: '/404', route: 'notFound', shows: (p) => p.shell.notFoundText },
  { path: '/loginFailed', route: 'loginFailed', shows: (p) => p.shell.loginFailedText },
  { path: '/apiReference', route: 'apiReference' },
];

const titleOf = (language: Language, route: keyof Phrases['routes']) => `${phrases[language].routes[route]} - ${phrases[language].common.appName}`;
const versionText = (language: Language) => phrases[language].common.version.replace('{{version}}', consoleVersion);

async function expectRendered(page: Page, language: Language, route: keyof Phrases['routes']) {
  await expect(page).toHaveTitle(titleOf(language, route));
  await expect(page.getByText(phrases[language].shell.loadFailed)).toHaveCount(0);
  await expect(page.getByTestId('console-version')).toContainText(versionText(language));
}

for (const language of ['en', 'zh'] as const) {
  test.describe(`public pages in ${language}`, () => {
    test.beforeEach(async ({ page }) => setLanguage(page, language));

    for (const { path, route, shows } of publicPages) {
      test(`${path} renders its page`, async ({ page }) => {
        await page.goto(path);
        await expect(page).toHaveURL(path);
        await expectRendered(page, language, route);
        const main = page.locator('main');
        if (shows) await expect(main).toContainText(shows(phrases[language]));
        // The page's own content, not just the frame around it.
        await expect.poll(async () => (await main.innerText()).trim().length).toBeGreaterThan(20);
        await screenshot(page, `public-${route}${path.includes('?') ? `-${new URLSearchParams(path.split('?')[1]).get('id')}` : ''}-${language}`);
      });
    }
  });
}

test('an unknown path goes to /404', async ({ page }) => {
  await page.goto('/no/such/page-here');
  await expect(page).toHaveURL(/\/404$/);
  await expectRendered(page, 'en', 'notFound');
});

test('the root path goes to /login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('the language switch changes en ↔ zh and the choice survives a reload', async ({ page }) => {
  await page.goto('/serviceAgreement');
  await expectRendered(page, 'en', 'serviceAgreement');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: zh.common.languageNames.zh }).click();
  await expectRendered(page, 'zh', 'serviceAgreement');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await screenshot(page, 'public-language-switched-zh');

  await page.reload();
  await expectRendered(page, 'zh', 'serviceAgreement');
  expect(await page.evaluate(() => localStorage.getItem('console.language'))).toBe('zh');

  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: en.common.languageNames.en }).click();
  await expectRendered(page, 'en', 'serviceAgreement');
  await page.reload();
  await expectRendered(page, 'en', 'serviceAgreement');
  await screenshot(page, 'public-language-switched-en');
});
