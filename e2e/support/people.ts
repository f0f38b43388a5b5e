import type { Browser } from '@playwright/test';
import { newPerson, registerByApi, signInByApi } from './accounts';
import { baseURL, setLanguage } from './server';

/**
 * Client addresses of a journey's own (the e2e server trusts X-Forwarded-For), so per-IP send
 * budgets stay per journey. Each spec file passes its own network: files may run in separate
 * workers, where a shared counter would start over and hand out the same addresses twice.
 */
export function addressesIn(network: string) {
  let clients = 0;
  return () => ({ 'X-Forwarded-For': `${network}.${((clients += 1) % 250) + 1}` });
}

/** A registered person, signed in through the API, in a browser context of their own in `language`. */
export async function personContext(
  browser: Browser,
  language: 'en' | 'zh',
  extraHTTPHeaders: Record<string, string>,
  viewport = { width: 1366, height: 900 },
) {
  const person = newPerson();
  const request = await browser.newContext({ extraHTTPHeaders });
  await registerByApi(request.request, person);
  await request.close();
  const context = await browser.newContext({ viewport, extraHTTPHeaders });
  await context.addCookies([{ name: 'esign_session', value: await signInByApi(person), url: baseURL }]);
  const page = await context.newPage();
  await setLanguage(page, language);
  return { person, context, page };
}
