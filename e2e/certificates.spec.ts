import { requiredHeaders } from '@console/contract';
import { en, zh } from '@console/phrases';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { operatorContext } from './support/operators';
import { addressesIn, personContext } from './support/people';
import { baseURL, codeIn, latestMessage, screenshot, setLanguage } from './support/server';

/**
 * Issue 16's certificate journey: a person passes phone real-name authentication with an identity an
 * operator registered, applies for a personal certificate whose key is generated in the browser
 * (only the request leaves it), sees it in the list with its remaining days, downloads it, signs in
 * with it at /cerlogin and revokes it; the pages are shown in en and zh on a desktop and a phone.
 */
const ownAddress = addressesIn('198.51.116');

/** A valid 18-digit ID number (GB 11643 check digit) no other journey uses. */
function idNumber(): string {
  const base =
    `1101082001${String(Date.now() % 100000).padStart(5, '0')}${Math.floor(Math.random() * 10)}${Math.floor(Math.random() * 10)}`.slice(
      0,
      17,
    );
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...base].reduce((s, d, i) => s + Number(d) * weights[i]!, 0);
  return base + '10X98765432'[sum % 11]!;
}

async function api(request: APIRequestContext, path: string, data: unknown, extra: Record<string, string> = {}) {
  const res = await request.post(`${baseURL}/webgate${path}`, { data, headers: { ...requiredHeaders, 'Accept-Language': 'en', ...extra } });
  const body = (await res.json()) as { code: number; msg: string };
  if (body.code !== 0) throw new Error(`${path}: ${body.code} ${body.msg}`);
}

test('apply for a certificate with a browser key, see it listed, download it, sign in with it at /cerlogin, revoke it (en, zh)', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const identity = { name: '钱九', idNumber: idNumber(), phone: `139${String(Date.now()).slice(-8)}` };
  const ops = await operatorContext(browser);
  await api(ops.request, '/operation-webapi/identityRegistry', {
    ...identity,
    phoneCheck: 'pass',
    bankCheck: 'pass',
    faceCheck: 'pass',
    note: 'certificates journey',
  });
  await ops.close();

  const { context, page } = await personContext(browser, 'en', ownAddress());
  const since = Date.now();
  await api(page.request, '/console/personal/realName/phone/code', identity);
  const code = codeIn((await latestMessage('sms', identity.phone, { after: since - 1000 })).text);
  await api(page.request, '/console/personal/realName/phone', { ...identity, code });

  await page.goto('/serviceManage/myCertificate');
  await expect(page.getByTestId('certificates-table')).toContainText(en.certificates.empty);
  await page.getByTestId('certificate-apply').click();
  await page.getByTestId('certificate-key-origin').getByText(en.certificates.keyOrigin.browser).click();
  await page.getByTestId('certificate-apply-submit').click();
  await expect(page.getByText(en.certificates.mustAgree)).toBeVisible();
  await page.getByTestId('certificate-agree').check();
  await screenshot(page, 'certificate-apply-en', { fullPage: false });
  await page.getByTestId('certificate-apply-submit').click();
  await expect(page.getByTestId('certificate-state')).toHaveText(en.certificates.state.normal);
  await expect(page.getByTestId('certificate-remaining')).toHaveText(en.certificates.days.replace('{{count}}', '365'));
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

  await setLanguage(page, 'zh');
  await page.goto('/serviceManage/myCertificate');
  await expect(page.getByTestId('certificate-state')).toHaveText(zh.certificates.state.normal);
  await screenshot(page, 'certificates-zh');
  await page.getByTestId('certificate-revoke').click();
  await expect(page.getByRole('dialog')).toContainText(zh.certificates.revokeHint);
  await screenshot(page, 'certificate-revoke-zh', { fullPage: false });
  await page.getByTestId('certificate-revoke-confirm').click();
  await expect(page.getByTestId('certificate-state')).toHaveText(zh.certificates.state.revoked);
  await context.close();
});
