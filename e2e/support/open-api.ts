import { createHash, createHmac, randomBytes } from 'node:crypto';
import { appsRoutes, canonicalString, requiredHeaders } from '@console/contract';
import type { APIRequestContext } from '@playwright/test';
import { afterCodeCooldown } from './accounts';
import { baseURL, codeIn, latestMessage } from './server';
import { provenForOperations } from './operation-protection';

/** What a customer's server does with the open API: an application with a secret, and signed calls. */

async function consoleCall<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const res = await request.post(`${baseURL}/webgate${path}`, { data, headers: { ...requiredHeaders, 'Accept-Language': 'en' } });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 0) throw new Error(`POST ${path}: ${body.code} ${body.msg}`);
  return body.data;
}

/**
 * A production application authorized for `subscriptionIds`, and a secret revealed after the SMS
 * re-check, as the console's detail page does it (the journeys of apps.spec.ts click through it).
 */
export async function appWithSecret(
  request: APIRequestContext,
  phone: string,
  subscriptionIds: string[],
): Promise<{ appId: string; secret: string }> {
  const app = await consoleCall<{ id: string; appId: string }>(request, appsRoutes.create.path, {
    name: 'Bought service',
    appAbbreviation: 'BUY',
    environment: 'production',
    ipWhitelist: '',
    ipRestrict: 0,
    serviceIds: subscriptionIds,
  });
  // One code a minute per phone, whatever it is for.
  await afterCodeCooldown(phone);
  const sentAfter = Date.now();
  await consoleCall(request, appsRoutes.secretCode.path.replace(':id', app.id), {});
  const sms = await latestMessage('sms', phone, { after: sentAfter - 1000, purpose: 'appSecret' });
  await provenForOperations(request);
  const { secret } = await consoleCall<{ secret: string }>(request, appsRoutes.createSecret.path.replace(':id', app.id), {
    code: codeIn(sms.text),
  });
  return { appId: app.appId, secret };
}

/** A signed POST under /webgate/platform-api/v1/: the exact body signed with the secret. */
export async function signedPost(request: APIRequestContext, appId: string, secret: string, p: string, body: unknown) {
  const raw = JSON.stringify(body);
  const full = `/webgate/platform-api/v1/${p}`;
  const timestamp = String(Date.now());
  const nonce = randomBytes(16).toString('hex');
  const contentSha256 = createHash('sha256').update(raw).digest('hex');
  const signature = createHmac('sha256', secret)
    .update(canonicalString({ method: 'POST', path: full, query: [], timestamp, nonce, contentSha256 }))
    .digest('base64');
  const res = await request.post(`${baseURL}${full}`, {
    data: raw,
    headers: {
      'Content-Type': 'application/json',
      'X-App-Id': appId,
      'X-Timestamp': timestamp,
      'X-Nonce': nonce,
      'X-Content-SHA256': contentSha256,
      'X-Signature': signature,
    },
  });
  return (await res.json()) as { code: number; data: { result: string } };
}
