import { type ApiServiceCode, type VerifyResult, sandboxDailyAllowance } from '@console/contract';
import type { z } from 'zod';
import type { usageSchema } from '@console/contract';
import type { AppCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import type { IdentityProvider, VerificationOutcome } from '../../providers/identity/index.js';
import { authorizedSubscriptions } from '../apps/index.js';
import { type MeteredApp, meterCall, sandboxUsedToday, subscriptionForCall, subscriptionsOf } from '../services/index.js';

/**
 * The open API's services. A verification draws on the subscription the application is authorized
 * for: its quantity is checked first (so a spent package costs the provider nothing), the provider
 * answers, and only then is the unit taken and the usage row written, in one transaction that refuses
 * if another caller took the last unit meanwhile. A provider outage throws before metering: nothing
 * is taken. A sandbox application always asks the sandbox registry and draws on its free daily calls.
 */

const meteredApp = (caller: AppCaller): MeteredApp => ({
  applicationId: caller.app.applicationId,
  enterpriseId: caller.app.enterpriseId,
  userId: caller.app.userId,
  sandbox: caller.app.environment === 'sandbox',
});

const providerFor = (deps: Deps, caller: AppCaller): IdentityProvider =>
  caller.app.environment === 'sandbox' ? deps.providers.sandboxIdentity : deps.providers.identity;

const reasons = {
  verificationNoRecord: 'noRecord',
  verificationNameMismatch: 'nameMismatch',
  verificationPhoneMismatch: 'phoneMismatch',
  verificationBankCardMismatch: 'bankCardMismatch',
} as const;

async function verify(
  deps: Deps,
  caller: AppCaller,
  service: ApiServiceCode,
  check: (provider: IdentityProvider) => Promise<VerificationOutcome>,
): Promise<VerifyResult> {
  const app = meteredApp(caller);
  const authorized = await authorizedSubscriptions(deps, caller.app);
  const subscriptionId = await subscriptionForCall(deps, { app, authorized, service });
  const outcome = await check(providerFor(deps, caller));
  // These checks never ask for a person's review; a provider that does is answered as a failure to decide.
  const reason = outcome.result === 'fail' ? ((reasons as Record<string, VerifyResult['reason']>)[outcome.reason] ?? 'noRecord') : null;
  const result = outcome.result === 'pass' ? 'pass' : 'fail';
  await meterCall(deps, { app, subscriptionId, service, requestId: caller.app.requestId, outcome: result, log: caller.log });
  return { requestId: caller.app.requestId, result, reason, sandbox: app.sandbox };
}

export const verifyId2 = (deps: Deps, { caller, name, idNumber }: { caller: AppCaller; name: string; idNumber: string }) =>
  verify(deps, caller, 'id2', (p) => p.checkIdentity({ name, idNumber }));

export const verifyPhone3 = (
  deps: Deps,
  { caller, name, idNumber, phone }: { caller: AppCaller; name: string; idNumber: string; phone: string },
) => verify(deps, caller, 'phone3', (p) => p.checkPhone({ name, idNumber, phone }));

export const verifyBank4 = (
  deps: Deps,
  { caller, name, idNumber, bankCard, phone }: { caller: AppCaller; name: string; idNumber: string; bankCard: string; phone: string },
) => verify(deps, caller, 'bank4', (p) => p.checkBankCard({ name, idNumber, bankCard, phone }));

/** The application's services with what is left of each; a sandbox application's free calls today. */
export async function usageOf(deps: Deps, { caller }: { caller: AppCaller }): Promise<z.input<typeof usageSchema>> {
  const ids = await authorizedSubscriptions(deps, caller.app);
  const services = await subscriptionsOf(deps, caller.app.enterpriseId, ids);
  const sandbox = caller.app.environment === 'sandbox';
  return {
    appId: caller.app.appId,
    environment: caller.app.environment,
    services: services.map((s) => ({
      serviceCode: s.serviceCode,
      productName: s.productName,
      totalCount: s.totalCount,
      usedCount: s.usedCount,
      remaining: s.remaining,
      dueAt: s.dueAt,
      status: s.status,
    })),
    sandboxAllowance: sandbox ? { limit: sandboxDailyAllowance, used: await sandboxUsedToday(deps, caller.app.applicationId) } : null,
  };
}
