import { type Browser, type Page, expect } from '@playwright/test';
import { newPerson, registerFromOwnAddress, signInByApi } from './accounts';
import { baseURL, setLanguage } from './server';

/** The site at `localhost`: browsers refuse an IP address as a WebAuthn relying party. */
export const passkeySite = baseURL.replace('127.0.0.1', 'localhost');

/** A virtual platform authenticator for this page (Chromium's CDP), verifying the user without a prompt. */
export async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const credentials = async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
  return { credentials, signCount: async () => (await credentials())[0]?.signCount ?? -1 };
}

/**
 * A new person, signed in at `localhost` in `language` at desktop size, whose only factor is a passkey
 * ("Laptop") added in the security center with the virtual authenticator (passkeys.spec.ts is that
 * journey itself). Answers the page, its context (the caller closes it), the person and the authenticator.
 */
export async function passkeyOnlyPerson(browser: Browser, language: 'en' | 'zh') {
  const person = newPerson();
  await registerFromOwnAddress(person);
  const session = await signInByApi(person);
  const context = await browser.newContext({ baseURL: passkeySite, viewport: { width: 1366, height: 850 } });
  await context.addCookies([{ name: 'esign_session', value: session, url: passkeySite }]);
  const page = await context.newPage();
  const authenticator = await virtualAuthenticator(page);
  await setLanguage(page, language);
  await page.goto('/personalCenter/securityCenter/security');
  await page.getByTestId('passkey-add-open').click();
  await page.getByTestId('passkey-name-input').fill('Laptop');
  await page.getByTestId('passkey-password').fill(person.password);
  await page.getByTestId('passkey-add-ok').click();
  await expect(page.getByTestId('factor-passkeys').getByTestId('passkey-name')).toHaveText('Laptop');
  return { person, context, page, authenticator };
}
