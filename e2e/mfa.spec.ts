import { createHmac } from 'node:crypto';
import { en, zh } from '@console/phrases';
import { expect, test } from '@playwright/test';
import { newPerson, registerByApi, signInByApi } from './support/accounts';
import { baseURL, screenshot, setLanguage } from './support/server';

/**
 * The security center's authenticator app: set up from the key the dialog shows (the code computed
 * here, as an authenticator app would: RFC 6238 HMAC-SHA1, 30-second steps, 6 digits), recovery
 * codes shown once, and removal with one of them.
 */

function base32(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/\s/g, '')) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
}

function currentCode(key: string): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000)));
  const mac = createHmac('sha1', base32(key)).update(counter).digest();
  const offset = mac[19]! & 15;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

const securityPath = '/personalCenter/securityCenter/security';

for (const language of ['en', 'zh'] as const) {
  const p = language === 'en' ? en : zh;

  test(`authenticator app in ${language}: set up from the shown key, recovery codes once, removed with one`, async ({
    browser,
    request,
  }) => {
    const person = newPerson();
    await registerByApi(request, person);
    const context = await browser.newContext({ viewport: { width: 1366, height: 850 } });
    await context.addCookies([{ name: 'esign_session', value: await signInByApi(person), url: baseURL }]);
    const page = await context.newPage();
    await setLanguage(page, language);
    await page.goto(securityPath);
    const card = page.getByTestId('factors-card');
    await expect(card.getByText(p.mfa.totp.none)).toBeVisible();

    await card.getByTestId('totp-setup-open').click();
    const dialog = page.getByTestId('totp-setup');
    const keyBox = dialog.getByTestId('totp-key');
    await expect(keyBox).toContainText(/[A-Z2-7]{4} /);
    await expect(dialog.getByTestId('totp-qr')).toBeVisible();
    await screenshot(page, `mfa-setup-${language}`, { fullPage: false });

    const key = (await keyBox.textContent())!.replace(/[^A-Z2-7]/g, '');
    await dialog.getByTestId('totp-code').fill(currentCode(key));
    await page.getByTestId('totp-confirm').click();
    const codes = page.getByTestId('recovery-codes');
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    const recovery = await codes.getByRole('listitem').allTextContents();
    await screenshot(page, `mfa-recovery-codes-${language}`, { fullPage: false });
    const download = page.waitForEvent('download');
    await page.getByTestId('recovery-download').click();
    expect((await download).suggestedFilename()).toBe('recovery-codes.txt');
    await page.getByTestId('recovery-saved').click();

    await expect(card.getByTestId('factor-recovery')).toContainText(language === 'en' ? '10 left' : '剩余 10 个');
    await screenshot(page, `mfa-security-${language}`);

    // Removal with a recovery code; the same code again is refused afterwards (nothing left to remove).
    await card.getByTestId('totp-remove').click();
    const remove = page.getByTestId('totp-remove-dialog');
    await remove.getByPlaceholder(p.mfa.prove.codePlaceholder).fill('aaaaa-aaaaa');
    await page.getByTestId('totp-remove-dialog-ok').click();
    await expect(remove.getByText(p.errors.mfaCodeWrong)).toBeVisible();
    await remove.getByPlaceholder(p.mfa.prove.codePlaceholder).fill(recovery[0]!);
    await page.getByTestId('totp-remove-dialog-ok').click();
    await expect(card.getByText(p.mfa.totp.none)).toBeVisible();
    await context.close();
  });
}
