import { requiredHeaders } from '@console/contract';
import type { Browser, BrowserContext } from '@playwright/test';
import { solvedCaptcha } from './accounts';
import { baseURL, createOperator } from './server';

let serial = 0;

/**
 * A browser context signed in as a fresh operator who has already replaced the one-time password
 * (the forced change is its own journey in operator-theme.spec.ts).
 */
export async function operatorContext(browser: Browser): Promise<BrowserContext> {
  serial += 1;
  const name = `ops-${Date.now().toString(36)}-${serial}`;
  const oneTimePassword = await createOperator(name);
  // Under the one password rule: 8-20 characters, two kinds at least.
  const password = `Reviewer${serial}pass!`;
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const headers = { ...requiredHeaders, 'Accept-Language': 'en' };
  // The back-office sign-in sits behind the image captcha and its proof of work, like the console's.
  const captcha = await solvedCaptcha(context.request);
  for (const [path, data, extra] of [
    ['/operation-webapi/login', { name, password: oneTimePassword, captcha: captcha.answer }, { token: captcha.token, pow: captcha.pow }],
    ['/operation-webapi/password', { oldPass: oneTimePassword, newPass: password }, {}],
  ] as const) {
    const res = await context.request.post(`${baseURL}/webgate${path}`, { data, headers: { ...headers, ...extra } });
    const body = (await res.json()) as { code: number; msg: string };
    if (body.code !== 0) throw new Error(`${path}: ${body.code} ${body.msg}`);
  }
  return context;
}
