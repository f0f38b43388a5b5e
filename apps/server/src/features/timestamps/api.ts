import type { ApiServiceCode, LogPhrase } from '@console/contract';
import type { AppCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { writeOperationLog } from '../../platform/audit.js';
import { authorizedSubscriptions } from '../apps/index.js';
import { type MeteredApp, meterCall, subscriptionForCall } from '../services/index.js';

/**
 * A metered open-API act (as `certificates/api.ts`): the subscription is checked first, the act is
 * done, and only then is one unit taken — a refused call (no package, a malformed hash or token)
 * costs nothing. Every act is in the operation log under the application's enterprise.
 */
export async function meteredAct<T>(
  deps: Deps,
  caller: AppCaller,
  service: ApiServiceCode,
  act: () => Promise<{ result: T; action: string; phrase: LogPhrase; content: string }>,
): Promise<T & { requestId: string }> {
  const app: MeteredApp = {
    applicationId: caller.app.applicationId,
    enterpriseId: caller.app.enterpriseId,
    userId: caller.app.userId,
    sandbox: caller.app.environment === 'sandbox',
  };
  const subscriptionId = await subscriptionForCall(deps, { app, authorized: await authorizedSubscriptions(deps, caller.app), service });
  const { result, action, phrase, content } = await act();
  await meterCall(deps, { app, subscriptionId, service, requestId: caller.app.requestId, outcome: 'pass', log: caller.log });
  await writeOperationLog(deps, {
    userId: caller.app.userId,
    enterpriseId: caller.app.enterpriseId,
    service: service === 'timestamp' ? 'timestamps' : service,
    action: `api:${action}`,
    phrase,
    content: `${content} (app ${caller.app.appId})`,
    ip: caller.ip,
  });
  return { ...result, requestId: caller.app.requestId };
}
