import { en, zh } from '@console/phrases';
import { type Locator, type Page, expect, test } from '@playwright/test';
import { addressesIn, personContext } from './support/people';
import { realNamePerson } from './support/real-name';
import { phone, screenshot, setLanguage } from './support/server';

/**
 * Personal signatures: a person whose real-name authentication passed draws a signature with the
 * mouse on a phone-size page and with a finger (touch events) in zh, saves it and sees it listed
 * as the default, generates a name seal from their authenticated name, makes it the default and
 * deletes the drawing; someone not authenticated is told to authenticate first. en and zh, desktop
 * and phone.
 */
const ownAddress = addressesIn('203.0.141');
const signaturesPage = '/personalCenter/mySignatures';

/** A signature-like scrawl across the pad with the mouse: two strokes of many small moves. */
async function drawWithMouse(page: Page, pad: Locator) {
  const box = (await pad.boundingBox())!;
  const at = (fx: number, fy: number) => [box.x + box.width * fx, box.y + box.height * fy] as const;
  await page.mouse.move(...at(0.12, 0.6));
  await page.mouse.down();
  for (let i = 0; i <= 40; i++) {
    const t = i / 40;
    await page.mouse.move(...at(0.12 + t * 0.5, 0.55 + Math.sin(t * Math.PI * 3) * 0.25));
  }
  await page.mouse.up();
  await page.mouse.move(...at(0.65, 0.3));
  await page.mouse.down();
  for (let i = 0; i <= 20; i++) await page.mouse.move(...at(0.65 + (i / 20) * 0.22, 0.3 + (i / 20) * 0.4));
  await page.mouse.up();
}

/** A stroke with a finger: touch events through the browser's input pipeline, so the pad gets pointer events of type touch. */
async function drawWithFinger(page: Page, pad: Locator) {
  const box = (await pad.boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  const point = (t: number) => ({
    x: box.x + box.width * (0.15 + t * 0.7),
    y: box.y + box.height * (0.5 + Math.sin(t * Math.PI * 2) * 0.25),
  });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point(0)] });
  for (let i = 1; i <= 30; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point(i / 30)] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const naturalWidth = (card: Locator) => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth);

test('a person draws a signature on a phone, generates a name seal, switches the default and deletes (en, zh)', async ({ browser }) => {
  test.setTimeout(240_000);

  // Not authenticated: the page says real-name authentication comes first, and offers nothing to make.
  const stranger = await personContext(browser, 'en', ownAddress(), phone);
  await stranger.page.goto(signaturesPage);
  await expect(stranger.page.getByTestId('realname-required')).toBeVisible();
  await expect(stranger.page.getByText(en.errors.realNameRequired)).toBeVisible();
  await expect(stranger.page.getByTestId('signature-draw')).toHaveCount(0);
  await screenshot(stranger.page, 'my-signatures-realname-required-en');
  await stranger.context.close();

  const { context, page } = await realNamePerson(browser, {
    name: '林小雨',
    idPrefix: '3301062003',
    phonePrefix: '137',
    note: 'personal signatures journey',
    headers: ownAddress(),
  });
  await page.setViewportSize(phone);
  await page.goto(signaturesPage);
  await expect(page.getByRole('heading', { name: en.routes.mySignatures, level: 1 })).toBeVisible();
  await expect(page.getByText(en.seals.personal.empty)).toBeVisible();

  // Drawn with the mouse on the phone-size page: the pad fills the dialog, Save waits for ink.
  await page.getByTestId('signature-draw').click();
  const pad = page.getByTestId('signature-pad');
  await expect(pad).toBeVisible();
  const padBox = (await pad.boundingBox())!;
  expect(padBox.width).toBeGreaterThan(280);
  expect(padBox.x + padBox.width).toBeLessThanOrEqual(phone.width);
  await expect(page.getByTestId('signature-save')).toBeDisabled();
  await drawWithMouse(page, pad);
  await expect(pad).toHaveAttribute('data-strokes', '2');
  await screenshot(page, 'signature-pad-en', { fullPage: false });
  await page.getByTestId('signature-save').click();
  await expect(page.getByText(en.seals.personal.pad.saved)).toBeVisible();

  // Listed, the default (the first one), its image trimmed to the ink: narrower than the pad's pixels.
  const drawn = page.getByTestId('signature-card').filter({ hasText: en.seals.personal.kind.handwritten });
  await expect(drawn).toHaveCount(1);
  await expect(drawn.getByTestId('signature-default')).toHaveText(en.seals.personal.default);
  await expect.poll(() => naturalWidth(drawn)).toBeGreaterThan(100);
  expect(await naturalWidth(drawn)).toBeLessThan(padBox.width * 3);

  // A name seal from the authenticated name, unframed; then made the default.
  await page.getByTestId('signature-generate').click();
  const dialog = page.getByTestId('name-seal-dialog');
  await expect
    .poll(() =>
      dialog
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBe(236);
  await dialog.getByTestId('name-seal-style-squarePlain').click();
  await screenshot(page, 'name-seal-dialog-en', { fullPage: false });
  await page.getByTestId('name-seal-ok').click();
  const seal = page.getByTestId('signature-card').filter({ hasText: en.seals.personal.style.squarePlain });
  await expect(seal).toHaveCount(1);
  await expect(seal.getByTestId('signature-default')).toHaveCount(0);
  await seal.getByTestId('signature-set-default').click();
  await expect(seal.getByTestId('signature-default')).toBeVisible();
  await expect(drawn.getByTestId('signature-default')).toHaveCount(0);
  await page.setViewportSize({ width: 1366, height: 900 });
  await screenshot(page, 'my-signatures-en');

  // zh, on the phone: a finger draws a second signature.
  await setLanguage(page, 'zh');
  await page.setViewportSize(phone);
  await page.reload();
  await expect(page.getByRole('heading', { name: zh.routes.mySignatures, level: 1 })).toBeVisible();
  await page.getByTestId('signature-draw').click();
  await expect(page.getByText(zh.seals.personal.pad.hint)).toBeVisible();
  await drawWithFinger(page, page.getByTestId('signature-pad'));
  await expect(page.getByTestId('signature-pad')).toHaveAttribute('data-strokes', '1');
  await screenshot(page, 'signature-pad-zh', { fullPage: false });
  await page.getByTestId('signature-save').click();
  await expect(page.getByText(zh.seals.personal.pad.saved)).toBeVisible();
  const handwritten = page.getByTestId('signature-card').filter({ hasText: zh.seals.personal.kind.handwritten });
  await expect(handwritten).toHaveCount(2);

  // The first drawing is deleted; the name seal stays the default.
  await handwritten.last().getByTestId('signature-delete').click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /删\s*除/ })
    .click();
  await expect(page.getByText(zh.seals.personal.deleted)).toBeVisible();
  await expect(handwritten).toHaveCount(1);
  await expect(
    page.getByTestId('signature-card').filter({ hasText: zh.seals.personal.style.squarePlain }).getByTestId('signature-default'),
  ).toBeVisible();
  await page.setViewportSize({ width: 1366, height: 900 });
  await screenshot(page, 'my-signatures-zh');
  await context.close();
});
