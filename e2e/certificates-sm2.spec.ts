import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { en, zh } from '@console/phrases';
import { expect, test } from '@playwright/test';
import { addressesIn } from './support/people';
import { screenshot, setLanguage } from './support/server';
import { realNamePerson } from './support/real-name';

/**
 * With SM2: a person applies for an SM2 certificate whose key is generated in the
 * browser (the SM2 library loads only then; the scalar is kept wrapped in IndexedDB), signs in with
 * it at /cerlogin (an SM2-with-SM3 signature over the server's challenge), renews it with a new key
 * made in the browser and signs in with the new serial; the SM2 key's PKCS#12 file, downloaded at
 * issuance, is read by openssl and signs in from a browser that keeps no key; en and zh on a desktop
 * and a phone.
 */
const ownAddress = addressesIn('203.0.121');

test('apply for an SM2 certificate with a browser key, sign in with it at /cerlogin, re-key it in the browser and sign in again (en, zh)', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const { context, page } = await realNamePerson(browser, {
    name: '孙十',
    idPrefix: '3101152002',
    phonePrefix: '137',
    note: 'SM2 certificates journey',
    headers: ownAddress(),
  });

  await page.goto('/serviceManage/myCertificate');
  await page.getByTestId('certificate-apply').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(en.certificates.algorithm.sm2).click();
  await page.getByTestId('certificate-key-origin').getByText(en.certificates.keyOrigin.browser).click();
  await expect(dialog).toContainText(en.certificates.browserSm2KeyHint);
  await page.getByTestId('certificate-agree').check();
  await screenshot(page, 'certificate-apply-sm2-en', { fullPage: false });
  await page.getByTestId('certificate-apply-submit').click();
  // The SM2 key as a password-protected PKCS#12, once: openssl reads the key and the three certificates.
  const p12Password = 'sm2-p12-Password';
  await expect(page.getByTestId('p12-download')).toContainText(en.certificates.p12OnlyNow, { timeout: 45_000 });
  await page.getByTestId('p12-password').fill(p12Password);
  await page.getByTestId('p12-confirm').fill(p12Password);
  const download = page.waitForEvent('download');
  await page.getByTestId('p12-save').click();
  const p12File = await (await download).path();
  await expect(page.getByTestId('p12-saved')).toBeVisible();
  const opened = spawnSync('openssl', ['pkcs12', '-in', p12File, '-passin', `pass:${p12Password}`, '-nodes'], { encoding: 'utf8' });
  expect(opened.status, opened.stderr).toBe(0);
  expect(opened.stdout).toContain('BEGIN PRIVATE KEY');
  expect(opened.stdout.match(/BEGIN CERTIFICATE/g)).toHaveLength(3);
  await page.getByTestId('certificate-issued-close').click();
  await expect(page.getByTestId('certificate-state')).toHaveText(en.certificates.state.normal);
  await expect(page.getByTestId('certificates-table')).toContainText(en.certificates.algorithm.sm2);

  // A browser that keeps no key signs in with the SM2 file (SM2 with SM3 over the challenge, in the page).
  const elsewhere = await browser.newContext({ extraHTTPHeaders: ownAddress() });
  const other = await elsewhere.newPage();
  await setLanguage(other, 'en');
  await other.goto('/cerlogin');
  const fileForm = other.getByTestId('cerlogin-file-form');
  await fileForm
    .locator('input[type=file]')
    .setInputFiles({ name: 'sm2.p12', mimeType: 'application/x-pkcs12', buffer: fs.readFileSync(p12File) });
  await other.getByTestId('cerlogin-password').fill(p12Password);
  await other.getByTestId('cerlogin-file-submit').click();
  await other.waitForURL(/\/dashboard/);
  await elsewhere.close();

  // What IndexedDB keeps: the public point, the scalar only encrypted, under a key script cannot export.
  const kept = await page.evaluate(
    () =>
      new Promise<{ algorithm: string; extractable: boolean; wrappedBytes: number }[]>((resolve, reject) => {
        const open = indexedDB.open('esign-certificates', 1);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('keys').objectStore('keys').getAll();
          all.onsuccess = () =>
            resolve(
              (all.result as { algorithm?: string; wrappingKey?: CryptoKey; wrapped?: ArrayBuffer }[]).map((k) => ({
                algorithm: k.algorithm ?? 'rsa',
                extractable: k.wrappingKey?.extractable ?? true,
                wrappedBytes: k.wrapped?.byteLength ?? 0,
              })),
            );
        };
      }),
  );
  // 32 bytes of scalar + the 16-byte GCM tag.
  expect(kept).toEqual([{ algorithm: 'sm2', extractable: false, wrappedBytes: 48 }]);

  await page.goto('/cerlogin');
  await expect(page.getByTestId('cerlogin-serial')).toContainText(`${en.certificates.algorithm.sm2} · `);
  await screenshot(page, 'cerlogin-sm2-en');
  await page.getByTestId('cerlogin-submit').click();
  await page.waitForURL(/\/dashboard/);

  await setLanguage(page, 'zh');
  await page.goto('/serviceManage/myCertificate');
  await expect(page.getByTestId('certificate-state')).toHaveText(zh.certificates.state.normal);
  const firstSerial = (await page.getByTestId('certificates-table').locator('tbody code').first().innerText()).trim();
  await page.getByTestId('certificate-renew').click();
  await page.getByTestId('certificate-renew-key').getByText(zh.certificates.renewKey.browser).click();
  await screenshot(page, 'certificate-renew-sm2-zh', { fullPage: false });
  await page.getByTestId('certificate-renew-confirm').click();
  await expect(page.getByText(zh.certificates.renewed)).toBeVisible();
  await expect(page.getByTestId('certificate-state').first()).toHaveText(zh.certificates.state.normal);

  // The new serial signs in with the new SM2 key; the superseded one is refused (revoked).
  await expect(page.getByTestId('certificates-table').locator('tbody code')).toHaveCount(2);
  const serials = (await page.getByTestId('certificates-table').locator('tbody code').allInnerTexts()).map((s) => s.trim());
  const renewedSerial = serials.find((s) => s !== firstSerial)!;
  const choose = async (serial: string) => {
    await page.getByTestId('cerlogin-serial').click();
    await page.locator(`.ant-select-item-option[title="${serial}"]`).click();
    await expect(page.getByTestId('cerlogin-serial')).toContainText(serial);
  };
  await page.goto('/cerlogin');
  await choose(firstSerial);
  await page.getByTestId('cerlogin-submit').click();
  await expect(page.getByTestId('cerlogin-error')).toContainText(zh.errors.certificateRevoked);
  await choose(renewedSerial);
  await expect(page.getByTestId('cerlogin-error')).toHaveCount(0);
  await screenshot(page, 'cerlogin-sm2-zh');
  await page.getByTestId('cerlogin-submit').click();
  await page.waitForURL(/\/dashboard/);
  await context.close();
});
