import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { en, zh } from '@console/phrases';
import { type Browser, type Page, expect, test } from '@playwright/test';
import { addressesIn } from './support/people';
import { screenshot, setLanguage } from './support/server';
import { realNamePerson } from './support/real-name';
import { provenForOperations } from './support/operation-protection';

/**
 * The certificate journey: a person passes phone real-name authentication with an identity an
 * operator registered, applies for a personal certificate whose key is generated in the browser
 * (only the request leaves it), takes the key once as a password-protected PKCS#12 file (which
 * openssl opens), sees the certificate in the list with its remaining days, downloads it, signs in
 * with it at /cerlogin — with the key kept in the browser, and with the PKCS#12 file in a browser
 * that keeps nothing — renews it with a new key (the old file is then refused as revoked) and
 * revokes it; the pages are shown in en and zh on a desktop and a phone.
 */
const ownAddress = addressesIn('198.51.116');

const p12Password = 'p12-Secret-9';

/** openssl (a tool nobody here wrote) opens the file with its password, finds the key of the certificate and the chain, and refuses another password. */
function opensslReads(file: string) {
  const run = (args: string[]) => spawnSync('openssl', args, { encoding: 'utf8' });
  const opened = run(['pkcs12', '-in', file, '-passin', `pass:${p12Password}`, '-nodes']);
  expect(opened.status, opened.stderr).toBe(0);
  const pem = `${file}.pem`;
  fs.writeFileSync(pem, opened.stdout);
  const modulus = (kind: 'rsa' | 'x509') => run([kind, '-in', pem, '-noout', '-modulus']).stdout;
  expect(modulus('rsa')).toMatch(/^Modulus=[0-9A-F]{512}\n$/);
  expect(modulus('rsa')).toBe(modulus('x509'));
  // The certificate, the issuing CA and the root.
  expect(opened.stdout.match(/BEGIN CERTIFICATE/g)).toHaveLength(3);
  expect(run(['pkcs12', '-in', file, '-passin', 'pass:another-password', '-nodes']).status).not.toBe(0);
}

/** The PKCS#12 step of the apply or renew dialog: the password rules, then the download. */
async function downloadP12(page: Page, phrases: typeof en, name: string): Promise<string> {
  const dialog = page.getByTestId('p12-download');
  // Issuance waits for the key pair, the request and, the first time, the CA's own keys.
  await expect(dialog).toContainText(phrases.certificates.p12OnlyNow, { timeout: 45_000 });
  await page.getByTestId('p12-save').click();
  await expect(dialog).toContainText(phrases.validation.required.replace('{{field}}', phrases.certificates.p12Password));
  await page.getByTestId('p12-password').fill('short');
  await page.getByTestId('p12-confirm').fill('shorter');
  await page.getByTestId('p12-save').click();
  await expect(dialog).toContainText(phrases.validation.tooShort.replace('{{min}}', '8'));
  await expect(dialog).toContainText(phrases.validation.passwordMismatch);
  await screenshot(page, name, { fullPage: false });
  await page.getByTestId('p12-password').fill(p12Password);
  await page.getByTestId('p12-confirm').fill(p12Password);
  const download = page.waitForEvent('download');
  await page.getByTestId('p12-save').click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/^[0-9a-f]+\.p12$/);
  await expect(page.getByTestId('p12-saved')).toBeVisible();
  const file = await saved.path();
  opensslReads(file);
  await page.getByTestId('certificate-issued-close').click();
  await expect(dialog).toBeHidden();
  return file;
}

/** /cerlogin in a browser that keeps no key: the file and its password. */
async function fileSignIn(browser: Browser, language: 'en' | 'zh', file: { name: string; buffer: Buffer }, password: string) {
  const context = await browser.newContext({ extraHTTPHeaders: ownAddress() });
  const page = await context.newPage();
  await setLanguage(page, language);
  await page.goto('/cerlogin');
  const form = page.getByTestId('cerlogin-file-form');
  await expect(form).toBeVisible();
  await form.locator('input[type=file]').setInputFiles({ ...file, mimeType: 'application/x-pkcs12' });
  await page.getByTestId('cerlogin-password').fill(password);
  await page.getByTestId('cerlogin-file-submit').click();
  return { context, page, form };
}

test('apply for a certificate with a browser key, see it listed, download it, sign in with it at /cerlogin, revoke it (en, zh)', async ({
  browser,
}) => {
  test.setTimeout(420_000);
  const { context, page } = await realNamePerson(browser, {
    name: '钱九',
    idPrefix: '1101082001',
    phonePrefix: '139',
    note: 'certificates journey',
    headers: ownAddress(),
  });

  await page.goto('/serviceManage/myCertificate');
  await expect(page.getByTestId('certificates-table')).toContainText(en.certificates.empty);
  await page.getByTestId('certificate-apply').click();
  await page.getByTestId('certificate-key-origin').getByText(en.certificates.keyOrigin.browser).click();
  await page.getByTestId('certificate-apply-submit').click();
  await expect(page.getByText(en.certificates.mustAgree)).toBeVisible();
  await page.getByTestId('certificate-agree').check();
  await screenshot(page, 'certificate-apply-en', { fullPage: false });
  await page.getByTestId('certificate-apply-submit').click();
  const firstP12 = await downloadP12(page, en, 'certificate-p12-en');
  await expect(page.getByTestId('certificate-state')).toHaveText(en.certificates.state.normal);
  await expect(page.getByTestId('certificate-remaining')).toHaveText(en.certificates.days_other.replace('{{count}}', '365'));
  await screenshot(page, 'certificates-en');

  await page.getByTestId('certificate-view').click();
  await expect(page.getByTestId('certificate-detail')).toContainText(en.certificates.keyOrigin.browser);
  await expect(page.getByTestId('certificate-detail')).toContainText('CN=*九');
  await screenshot(page, 'certificate-detail-en', { fullPage: false });
  await page.keyboard.press('Escape');

  await page.getByTestId('certificate-download').hover();
  const download = page.waitForEvent('download');
  await page.getByText(en.certificates.downloadPem).click();
  const file = await (await download).path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(file, 'utf8')).toContain('-----BEGIN CERTIFICATE-----');

  // Sign in at /cerlogin with the key this browser kept: the server's challenge, signed here.
  await page.goto('/cerlogin');
  await expect(page.getByTestId('cerlogin-serial')).toBeVisible();
  await screenshot(page, 'cerlogin-en');
  await page.getByTestId('cerlogin-submit').click();
  await page.waitForURL(/\/dashboard/);

  // A browser that keeps no key: the PKCS#12 file, opened in the page. A wrong password and a file
  // that is not a PKCS#12 are said beside their fields, before anything is sent.
  const first = { name: 'mine.p12', buffer: fs.readFileSync(firstP12) };
  const wrong = await fileSignIn(browser, 'en', first, 'not-the-password');
  await expect(wrong.form).toContainText(en.certificates.p12Error.password);
  await screenshot(wrong.page, 'cerlogin-file-en');
  await wrong.form
    .locator('input[type=file]')
    .setInputFiles({ name: 'cert.p12', mimeType: 'application/x-pkcs12', buffer: fs.readFileSync(file) });
  await wrong.page.getByTestId('cerlogin-password').fill(p12Password);
  await wrong.page.getByTestId('cerlogin-file-submit').click();
  await expect(wrong.form).toContainText(en.certificates.p12Error.notPkcs12);
  await wrong.context.close();
  const fromFile = await fileSignIn(browser, 'en', first, p12Password);
  await fromFile.page.waitForURL(/\/dashboard/);
  await fromFile.context.close();

  // Renewal re-keys a browser key and offers the new key once too; the old certificate is superseded.
  await setLanguage(page, 'zh');
  await page.goto('/serviceManage/myCertificate');
  await expect(page.getByTestId('certificate-state')).toHaveText(zh.certificates.state.normal);
  await page.getByTestId('certificate-renew').click();
  await expect(page.getByRole('dialog')).toContainText(zh.certificates.renewRekeyHint);
  await page.getByTestId('certificate-renew-confirm').click();
  const renewedP12 = await downloadP12(page, zh, 'certificate-p12-zh');
  await expect(page.getByTestId('certificate-state').first()).toHaveText(zh.certificates.state.normal);
  await expect(page.getByTestId('certificate-state').nth(1)).toHaveText(zh.certificates.state.revoked);

  const old = await fileSignIn(browser, 'zh', first, p12Password);
  await expect(old.page.getByTestId('cerlogin-error')).toHaveText(zh.errors.certificateRevoked);
  await screenshot(old.page, 'cerlogin-file-zh');
  await old.context.close();
  const renewed = await fileSignIn(browser, 'zh', { name: 'renewed.pfx', buffer: fs.readFileSync(renewedP12) }, p12Password);
  await renewed.page.waitForURL(/\/dashboard/);
  await renewed.context.close();

  await expect(page.getByTestId('certificate-state').first()).toHaveText(zh.certificates.state.normal);
  await screenshot(page, 'certificates-zh');
  await page.getByTestId('certificate-revoke').click();
  await expect(page.getByRole('dialog')).toContainText(zh.certificates.revokeHint);
  await screenshot(page, 'certificate-revoke-zh', { fullPage: false });
  // Revoking is a protected act; its dialog has its own journey (operation-protection.spec.ts).
  await provenForOperations(page.context());
  await page.getByTestId('certificate-revoke-confirm').click();
  await expect(page.getByTestId('certificate-state')).toHaveText([zh.certificates.state.revoked, zh.certificates.state.revoked]);
  await context.close();
});
