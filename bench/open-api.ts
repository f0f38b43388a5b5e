import { createHash, createHmac, randomBytes } from 'node:crypto';
import { canonicalString, unlimitedDueAt } from '@console/contract';
import { grantSubscription } from '../apps/server/src/features/services/index.js';
import type { Deps } from '../apps/server/src/platform/context.js';
import { newId } from '../apps/server/src/platform/ids.js';
import { enterpriseWithMaster } from './accounts.js';

/**
 * What the open-API benchmarks need, written straight into the server's database: an authenticated
 * enterprise holding a package of `units` per service code (`services`, phone3 unless named), `apps`
 * production applications authorized for all of them, each with one secret; and signed requests (each
 * with its own nonce) as a customer's server sends them. `subscriptionId` is the first service's.
 */
export async function signedApps(deps: Deps, input: { apps: number; units: number; services?: string[] }) {
  const { db, clock, cipher } = deps;
  const now = clock.now();
  const { userId, enterpriseId, tag } = await enterpriseWithMaster(db, { now, label: 'bench', noPrefix: 'B', passed: true });
  const subscriptionIds: string[] = [];
  for (const service of input.services ?? ['phone3']) {
    const productId = newId(now);
    await db
      .insertInto('service_products')
      .values({
        id: productId,
        product_no: `BENCH-${tag.toUpperCase()}-${service.toUpperCase()}`,
        name: `Bench ${service}`,
        service_code: service,
        unit_price_fen: 0,
        created_by: 'bench',
        created_at: now,
      })
      .execute();
    const sub = await grantSubscription(deps, {
      grant: {
        enterpriseId,
        productId,
        issuingMode: 1,
        totalCount: input.units,
        startsAt: now - 1000,
        dueAt: unlimitedDueAt,
        cycle: 'month',
      },
      by: { operatorId: 'bench', ip: '127.0.0.1', lang: 'en' },
    });
    subscriptionIds.push(sub.id);
  }
  const callers: { appId: string; secret: string }[] = [];
  for (let i = 0; i < input.apps; i++) {
    const id = newId(now);
    const appId = `prd_${randomBytes(12).toString('hex')}`;
    const secret = `sk_${randomBytes(32).toString('base64url')}`;
    await db
      .insertInto('applications')
      .values({
        id,
        enterprise_id: enterpriseId,
        user_id: userId,
        app_id: appId,
        name: `Bench ${i}`,
        abbreviation: 'BN',
        environment: 'production',
        ip_whitelist: '',
        ip_restrict: 0,
        android_package: null,
        ios_bundle: null,
        callback_url: null,
        evidence_callback_url: null,
        status: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    for (const subscriptionId of subscriptionIds)
      await db
        .insertInto('app_services')
        .values({ application_id: id, enterprise_id: enterpriseId, subscription_id: subscriptionId, created_at: now })
        .execute();
    await db
      .insertInto('app_secrets')
      .values({
        id: newId(now),
        application_id: id,
        enterprise_id: enterpriseId,
        secret_cipher: cipher.encrypt(secret),
        hint: secret.slice(-4),
        created_at: now,
      })
      .execute();
    callers.push({ appId, secret });
  }
  return { subscriptionId: subscriptionIds[0]!, enterpriseId, callers };
}

export const phone3Path = '/webgate/platform-api/v1/verify/phone3';
export const phone3Body = JSON.stringify({ name: '张三', idNumber: '110101199003077651', phone: '13800000001' });

/** A signed POST's headers for `body` to `path` at `timestamp`, with a fresh nonce. */
export function signedHeaders(
  caller: { appId: string; secret: string },
  body: string,
  timestamp = Date.now(),
  path = phone3Path,
): Record<string, string> {
  const nonce = randomBytes(12).toString('hex');
  const contentSha256 = createHash('sha256').update(body).digest('hex');
  const ts = String(timestamp);
  const signature = createHmac('sha256', caller.secret)
    .update(canonicalString({ method: 'POST', path, query: [], timestamp: ts, nonce, contentSha256 }))
    .digest('base64');
  return {
    'content-type': 'application/json',
    'x-app-id': caller.appId,
    'x-timestamp': ts,
    'x-nonce': nonce,
    'x-content-sha256': contentSha256,
    'x-signature': signature,
  };
}
