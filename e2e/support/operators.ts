import { createHash } from 'node:crypto';
import path from 'node:path';
import { requiredHeaders } from '@console/contract';
import type { Browser, BrowserContext } from '@playwright/test';
import Database from 'better-sqlite3';
import { solvedCaptcha } from './accounts';
import { baseURL, createOperator, dataDir } from './server';
import { appCode } from './totp';

let serial = 0;

/**
 * A browser context signed in as a fresh operator who has already replaced the one-time password
 * (the forced change is its own journey in operator-theme.spec.ts) and set up the authenticator app
 * every operator must have (its own journey in operator-factors.spec.ts), its session proved for
 * the back office's approvals (operation protection, 5 minutes) as `provenForOperations` does for people.
 */
export async function operatorContext(browser: Browser): Promise<BrowserContext> {
  const { context } = await operatorWithFactor(browser);
  await operatorProvenForOperations(context);
  return context;
}

/** Marks the operator's session as having just proved a code (the dialog has its own journey). */
export async function operatorProvenForOperations(context: BrowserContext): Promise<void> {
  const token = (await context.storageState()).cookies.find((c) => c.name === 'esign_ops')?.value;
  if (!token) throw new Error('no operator session to prove');
  const db = new Database(path.join(dataDir, 'console.db'));
  try {
    db.prepare('update operator_sessions set operation_proven_at = ? where token_hash = ?').run(
      Date.now(),
      createHash('sha256').update(token).digest('hex'),
    );
  } finally {
    db.close();
  }
}

/** A fresh operator past the one-time password with the authenticator app set up: its key and password. */
export async function operatorWithFactor(
  browser: Browser,
): Promise<{ context: BrowserContext; name: string; password: string; key: string; recoveryCodes: string[] }> {
  const { context, name, password } = await operatorWithoutFactor(browser);
  const headers = { ...requiredHeaders, 'Accept-Language': 'en' };
  const started = (await (await context.request.post(`${baseURL}/webgate/operation-webapi/mfa/totp/start`, { headers })).json()) as {
    data: { key: string };
  };
  const key = started.data.key;
  const confirmed = await context.request.post(`${baseURL}/webgate/operation-webapi/mfa/totp/confirm`, {
    data: { code: appCode(key), password },
    headers,
  });
  const body = (await confirmed.json()) as { code: number; msg: string; data: { recoveryCodes: string[] } };
  if (body.code !== 0) throw new Error(`operator factor: ${body.code} ${body.msg}`);
  return { context, name, password, key, recoveryCodes: body.data.recoveryCodes };
}

/** A fresh operator past the one-time password, signed in, who has not set up a second factor yet. */
export async function operatorWithoutFactor(browser: Browser): Promise<{ context: BrowserContext; name: string; password: string }> {
  serial += 1;
  const name = `ops-${Date.now().toString(36)}-${serial}`;
  const oneTimePassword = await createOperator(name);
  // Under the one password rule: 8-20 characters, two kinds at least.
  const password = `Reviewer${serial}pass!`;
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const headers = { ...requiredHeaders, 'Accept-Language': 'en' };
  // The back-office sign-in sits behind the image captcha and its proof of work, like the console's.
  const captcha = await solvedCaptcha(context.request);
  for (const [route, data, extra] of [
    ['/operation-webapi/login', { name, password: oneTimePassword, captcha: captcha.answer }, { token: captcha.token, pow: captcha.pow }],
    ['/operation-webapi/password', { oldPass: oneTimePassword, newPass: password }, {}],
  ] as const) {
    const res = await context.request.post(`${baseURL}/webgate${route}`, { data, headers: { ...headers, ...extra } });
    const body = (await res.json()) as { code: number; msg: string };
    if (body.code !== 0) throw new Error(`${route}: ${body.code} ${body.msg}`);
  }
  return { context, name, password };
}
